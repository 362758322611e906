import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import Database from 'better-sqlite3'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTempDb, type TempDb } from '#test/helpers/temp-db.ts'
import type { SearchBackend } from '#server/search/engine.ts'
import { openFts5Backend } from '#server/content-index/host.ts'
import { TEST_CONTENT_INDEX } from '#test/helpers/test-services.ts'
import { isAssistantUnavailableError } from '#server/errors.ts'
import { createOpenAiProvider, FAILED, TOO_SLOW, UNREACHABLE } from './openai.ts'
import { createAssistant, type Assistant } from './service.ts'

// The OpenAI-compatible provider against a real HTTP server started here, speaking the chat
// completions protocol with streaming (server-sent events), and failing in each way a server can.

type Handler = (req: IncomingMessage, res: ServerResponse, body: ChatRequest) => void
type ChatRequest = { model: string; stream: boolean; messages: { role: string; content: string }[] }

let server: Server
let baseUrl: string
let handler: Handler
const requests: ChatRequest[] = []
const hanging = new Set<ServerResponse>()

let temp: TempDb
let backend: SearchBackend
let award: { id: string; title: string; sentence: string }

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = ''
    req.on('data', (c) => (raw += c))
    req.on('end', () => {
      const body = JSON.parse(raw) as ChatRequest
      requests.push(body)
      handler(req, res, body)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`
  temp = await createTempDb()
  backend = openFts5Backend(TEST_CONTENT_INDEX)
  const db = new Database(TEST_CONTENT_INDEX, { readonly: true })
  try {
    const row = db
      .prepare(
        `SELECT d.id, d.title, s.text FROM sections_fts f JOIN sections s ON s.rowid = f.rowid
         JOIN documents d ON d.rowid = s.doc_rowid
         JOIN document_editions e ON e.doc_rowid = d.rowid AND e.edition = 'KA'
         WHERE sections_fts MATCH 'tribunal AND jurisdiction' AND d.kind = 'award'
           AND d.ai_available = 1 AND length(s.text) > 400
         ORDER BY d.id LIMIT 1`,
      )
      .get() as { id: string; title: string; text: string }
    const sentence =
      /[A-Z][^.;]{60,200}jurisdiction[^.;]{0,200}\./.exec(row.text)?.[0] ?? row.text.slice(0, 120)
    award = { id: row.id, title: row.title, sentence }
  } finally {
    db.close()
  }
})

afterAll(async () => {
  for (const res of hanging) res.destroy()
  await new Promise((resolve) => server.close(resolve))
  await backend.close()
  await temp.cleanup()
})

function sse(res: ServerResponse, pieces: string[]) {
  res.writeHead(200, { 'Content-Type': 'text/event-stream' })
  for (const piece of pieces) {
    res.write(`data: ${JSON.stringify({ choices: [{ index: 0, delta: { content: piece } }] })}\n\n`)
  }
  res.end('data: [DONE]\n\n')
}

function assistant(timeoutMs = 5000, url = baseUrl): Assistant {
  return createAssistant({
    db: temp.db,
    passages: backend.passages,
    provider: createOpenAiProvider({
      baseUrl: url,
      model: 'test-model',
      apiKey: 'k-123',
      timeoutMs,
      contextTokens: 800,
    }),
  })
}

const owner = { accountId: null, sessionToken: null }
const ask = (a: Assistant, question = 'What did the tribunal decide on jurisdiction?') =>
  a.askToEnd({ owner, edition: 'KA', mode: 'genAi', task: 'answer', question, docIds: [award.id] })

async function unavailable(promise: Promise<unknown>): Promise<string> {
  try {
    await promise
  } catch (error) {
    if (isAssistantUnavailableError(error)) return error.message
    throw error
  }
  throw new Error('expected the assistant to be unavailable')
}

describe('the OpenAI-compatible provider', () => {
  test('streams the answer; a quotation found in the source is verified', async () => {
    handler = (req, res) => {
      expect(req.url).toBe('/v1/chat/completions')
      expect(req.headers.authorization).toBe('Bearer k-123')
      sse(res, ['The tribunal held: ', `“${award.sentence}” [1]`, ' That settles it.'])
    }
    const a = assistant()
    const events = []
    for await (const e of a.ask({
      owner,
      edition: 'KA',
      mode: 'genAi',
      task: 'answer',
      question: 'jurisdiction?',
      docIds: [award.id],
    })) {
      events.push(e)
    }
    expect(events.map((e) => e.type)).toEqual(['context', 'delta', 'delta', 'delta', 'done'])
    const done = events.at(-1)
    if (done?.type !== 'done') throw new Error('no answer')
    expect(done.answer.content).toContain(award.sentence)
    expect(done.answer.quotes).toEqual([
      {
        text: award.sentence,
        verified: true,
        source: { title: award.title, url: `/document/${award.id}` },
      },
    ])
    expect(done.answer.sources).toEqual([{ title: award.title, url: `/document/${award.id}` }])

    const request = requests.at(-1)!
    expect(request).toMatchObject({ model: 'test-model', stream: true })
    expect(request.messages[0].role).toBe('system')
    const user = request.messages.at(-1)!
    expect(user.content).toMatch(/^Passages:\n\n\[1\] /)
    expect(user.content).toMatch(/Question: jurisdiction\?$/)
    // Passages only, within the token budget (800 tokens ≈ 3,200 characters): never whole documents.
    expect(user.content.length).toBeLessThan(3200 + 200)
  })

  test('a quotation that is not in the source is marked not verified', async () => {
    const invented = 'The tribunal unanimously declared that it had jurisdiction over all claims'
    handler = (_req, res) => sse(res, [`The award says “${invented}” [1].`])
    const a = assistant()
    const { answer } = await ask(a)
    expect(answer.quotes).toEqual([{ text: invented, verified: false, source: null }])
  })

  test('the conversation continues with its history', async () => {
    handler = (_req, res) => sse(res, ['First answer.'])
    const a = assistant()
    const first = await ask(a)
    handler = (_req, res) => sse(res, ['Second answer.'])
    await a.askToEnd({
      owner,
      edition: 'KA',
      mode: 'genAi',
      task: 'answer',
      question: 'And costs?',
      conversationId: first.conversationId,
    })
    const roles = requests.at(-1)!.messages.map((m) => m.role)
    expect(roles).toEqual(['system', 'user', 'assistant', 'user'])
    expect(requests.at(-1)!.messages[2].content).toBe('First answer.')
    const stored = await a.messages(first.conversationId, owner)
    expect(stored.map((m) => m.content)).toEqual([
      'What did the tribunal decide on jurisdiction?',
      'First answer.',
      'And costs?',
      'Second answer.',
    ])
  })

  test('a server that answers with an error gives a clear message', async () => {
    handler = (_req, res) => {
      res.writeHead(500, { 'Content-Type': 'application/json' })
      res.end(JSON.stringify({ error: { message: 'model crashed' } }))
    }
    const a = assistant()
    expect(await unavailable(ask(a))).toBe(FAILED)
  })

  test('a server that stops answering mid-stream times out with a clear message', async () => {
    handler = (_req, res) => {
      hanging.add(res)
      res.writeHead(200, { 'Content-Type': 'text/event-stream' })
      res.write(`data: ${JSON.stringify({ choices: [{ delta: { content: 'Thinking' } }] })}\n\n`)
    }
    const a = assistant(300)
    expect(await unavailable(ask(a))).toBe(TOO_SLOW)
  })

  test('a server that never responds times out with a clear message', async () => {
    handler = (_req, res) => void hanging.add(res)
    const a = assistant(300)
    expect(await unavailable(ask(a))).toBe(TOO_SLOW)
  })

  test('a server that is down gives a clear message', async () => {
    const closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const port = (closed.address() as AddressInfo).port
    await new Promise((resolve) => closed.close(resolve))
    const a = assistant(5000, `http://127.0.0.1:${port}/v1`)
    expect(await unavailable(ask(a))).toBe(UNREACHABLE)
  })
})
