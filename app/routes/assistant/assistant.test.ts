import Database from 'better-sqlite3'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { FEEDBACK_THANKS } from '#app/components/assistant/messages.ts'
import type { Viewer } from '#app/context.ts'
import { createTestServices, TEST_CONTENT_INDEX } from '#test/helpers/test-services.ts'
import { routeArgs, viewerFor } from '#test/helpers/route-args.ts'
import { action as authorSendMessage } from './api-author-send-message.ts'
import { action as sendMessage, loader as sendMessageLoader } from './api-send-message.ts'
import { action as discard } from './conversation.ts'
import { action as feedback } from './feedback.ts'
import { action as ask, loader as page } from './page.tsx'
import { action as stream, loader as streamContext } from './stream.ts'

let services: Awaited<ReturnType<typeof createTestServices>>
let kapp: Viewer
let kaBasic: Viewer
let award: string

beforeAll(async () => {
  services = await createTestServices()
  kapp = await viewerFor(services, 'kapp@demo.test', 'KA')
  kaBasic = await viewerFor(services, 'ka@demo.test', 'KA')
  const db = new Database(TEST_CONTENT_INDEX, { readonly: true })
  award = (
    db
      .prepare(
        `SELECT d.id FROM sections_fts f JOIN sections s ON s.rowid = f.rowid
         JOIN documents d ON d.rowid = s.doc_rowid
         JOIN document_editions e ON e.doc_rowid = d.rowid AND e.edition = 'KA'
         WHERE sections_fts MATCH 'tribunal AND jurisdiction' AND d.kind = 'award' AND d.ai_available = 1
         ORDER BY d.id LIMIT 1`,
      )
      .get() as { id: string }
  ).id
  db.close()
})
afterAll(() => services.cleanup())

const API = 'http://ka.localhost/apiv2/GenAi/expy-api-proxy/send_message'
const json = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
})
const form = (fields: [string, string][]): RequestInit => ({
  method: 'POST',
  body: new URLSearchParams(fields),
})

type DataResult = { data: any; init: ResponseInit | null }
function unwrap(value: unknown): { status: number; body: any } {
  if (value instanceof Response) return { status: value.status, body: null }
  const d = value as DataResult
  if (d && typeof d === 'object' && 'data' in d && 'init' in d)
    return { status: d.init?.status ?? 200, body: d.data }
  return { status: 200, body: value }
}
async function thrown(fn: () => unknown): Promise<{ status: number; body: any }> {
  try {
    await fn()
  } catch (error) {
    return unwrap(error)
  }
  throw new Error('expected a thrown response')
}

describe('POST /apiv2/GenAi/expy-api-proxy/send_message', () => {
  test('answers input.messages with output.payload: the answer and its sources (url, title)', async () => {
    const result = unwrap(
      await sendMessage(
        routeArgs(services, API, {
          viewer: kapp,
          init: json({
            input: {
              messages: [
                { role: 'user', content: 'What did the tribunal decide on jurisdiction?' },
              ],
              documentIds: [award],
            },
            conversationId: null,
          }),
        }) as never,
      ),
    )
    expect(result.status).toBe(200)
    const { conversationId, output, context } = result.body
    expect(conversationId).toMatch(/^[0-9a-f-]{36}$/)
    expect(output.payload.role).toBe('assistant')
    expect(output.payload.content).toMatch(/^These passages from /)
    expect(output.payload.sources).toEqual([
      { title: expect.any(String), url: `/document/${award}` },
    ])
    expect(output.payload.quotes.every((q: { verified: boolean }) => q.verified)).toBe(true)
    expect(context).toMatchObject({ mode: 'genAi', scope: 'documents', notice: null })

    // The same conversation goes on with its id.
    const next = unwrap(
      await sendMessage(
        routeArgs(services, API, {
          viewer: kapp,
          init: json({
            input: { messages: [{ role: 'user', content: 'And the costs?' }] },
            conversationId,
          }),
        }) as never,
      ),
    )
    expect(next.body.conversationId).toBe(conversationId)
  })

  test('invalid payloads are a 400 naming what is wrong', async () => {
    const cases: [unknown, string][] = [
      [{}, 'input'],
      [{ input: { messages: [] } }, 'input.messages'],
      [{ input: { messages: [{ role: 'robot', content: 'hi' }] } }, 'input.messages.0.role'],
      [{ input: { messages: [{ role: 'user', content: '  ' }] } }, 'input.messages.0.content'],
      [
        { input: { messages: [{ role: 'user', content: 'q' }], documentIds: ['../etc'] } },
        'input.documentIds.0',
      ],
      [
        { input: { messages: [{ role: 'user', content: 'q' }] }, conversationId: 'nope' },
        'conversationId',
      ],
    ]
    for (const [body, field] of cases) {
      const result = unwrap(
        await sendMessage(routeArgs(services, API, { viewer: kapp, init: json(body) }) as never),
      )
      expect(result.status, field).toBe(400)
      expect(Object.keys(result.body.errors), field).toContain(field)
    }
    const notJson = unwrap(
      await sendMessage(
        routeArgs(services, API, { viewer: kapp, init: { method: 'POST', body: 'x' } }) as never,
      ),
    )
    expect(notJson.status).toBe(400)
  })

  test('a conversation of someone else is not found', async () => {
    const { body } = unwrap(
      await sendMessage(
        routeArgs(services, API, {
          viewer: kapp,
          init: json({ input: { messages: [{ role: 'user', content: 'jurisdiction' }] } }),
        }) as never,
      ),
    )
    const other = await viewerFor(services, 'all@demo.test', 'KA')
    const result = unwrap(
      await sendMessage(
        routeArgs(services, API, {
          viewer: other,
          init: json({
            input: { messages: [{ role: 'user', content: 'q' }] },
            conversationId: body.conversationId,
          }),
        }) as never,
      ),
    )
    expect(result.status).toBe(404)
  })

  test('the KA basic plan has no AI: 403; GET is 405', async () => {
    const refused = await thrown(() =>
      sendMessage(
        routeArgs(services, API, {
          viewer: kaBasic,
          init: json({ input: { messages: [{ role: 'user', content: 'q' }] } }),
        }) as never,
      ),
    )
    expect(refused.status).toBe(403)
    expect(refused.body.message).toMatch(/not included/)
    expect((await thrown(() => sendMessageLoader())).status).toBe(405)
  })

  test('the author assistant needs the author’s prefix and exists only on KA', async () => {
    const url = 'http://ka.localhost/apiv2/GenAi/author-api-proxy/send_message'
    const missing = unwrap(
      await authorSendMessage(
        routeArgs(services, url, {
          viewer: kapp,
          init: json({ input: { messages: [{ role: 'user', content: 'q' }] } }),
        }) as never,
      ),
    )
    expect(missing.status).toBe(400)
    expect(missing.body.errors).toHaveProperty(['input.documentIdPrefix'])
    const ok = unwrap(
      await authorSendMessage(
        routeArgs(services, url, {
          viewer: kapp,
          init: json({
            input: {
              messages: [{ role: 'user', content: 'jurisdiction of the tribunal' }],
              documentIdPrefix: 'isds-',
            },
          }),
        }) as never,
      ),
    )
    expect(ok.status).toBe(200)
    expect(ok.body.context).toMatchObject({ mode: 'author', scope: 'prefix' })
    const ipl = await viewerFor(services, 'ipl@demo.test', 'KIPL')
    const kipl = await thrown(() =>
      authorSendMessage(
        routeArgs(services, url.replace('ka.', 'kipl.'), {
          site: 'KIPL',
          viewer: ipl,
          init: json({
            input: { messages: [{ role: 'user', content: 'q' }], documentIdPrefix: 'isds-' },
          }),
        }) as never,
      ),
    )
    expect(kipl.status).toBe(404)
  })
})

describe('the assistant page (no JavaScript)', () => {
  test('GET shows the context of the selected documents, with "Summarize document" (not on KIPL)', async () => {
    const data = (await page(
      routeArgs(services, `http://ka.localhost/assistant?doc=${award}`, { viewer: kapp }) as never,
    )) as any
    expect(data.context.documents.map((d: { id: string }) => d.id)).toEqual([award])
    expect(data.canSummarize).toBe(true)
    const ipl = await viewerFor(services, 'ipl@demo.test', 'KIPL')
    const kipl = (await page(
      routeArgs(services, 'http://kipl.localhost/assistant', {
        site: 'KIPL',
        viewer: ipl,
      }) as never,
    )) as any
    expect(kipl.canSummarize).toBe(false)
    expect(kipl.context.scope).toBe('edition')
  })

  test('the KA basic plan gets the upsell screen', async () => {
    const result = await thrown(() =>
      page(routeArgs(services, 'http://ka.localhost/assistant', { viewer: kaBasic }) as never),
    )
    expect(result.status).toBe(403)
    expect(result.body.reason).toBe('not-in-subscription')
  })

  test('POST renders the whole answer; an empty question is a 400 with a field message', async () => {
    const url = `http://ka.localhost/assistant?doc=${award}`
    const empty = unwrap(
      await ask(
        routeArgs(services, url, {
          viewer: kapp,
          init: form([
            ['doc', award],
            ['intent', 'ask'],
            ['question', ''],
          ]),
        }) as never,
      ),
    )
    expect(empty.status).toBe(400)
    expect(empty.body.errors).toEqual({ question: 'Enter a question' })

    const answered = unwrap(
      await ask(
        routeArgs(services, url, {
          viewer: kapp,
          init: form([
            ['doc', award],
            ['intent', 'ask'],
            ['question', 'What did the tribunal decide on jurisdiction?'],
          ]),
        }) as never,
      ),
    )
    expect(answered.status).toBe(200)
    expect(answered.body.ok).toBe(true)
    expect(answered.body.answer.sources[0].url).toBe(`/document/${award}`)
    expect(answered.body.answer.quotes.length).toBeGreaterThan(0)

    const summary = unwrap(
      await ask(
        routeArgs(services, url, {
          viewer: kapp,
          init: form([
            ['doc', award],
            ['intent', 'summarize'],
          ]),
        }) as never,
      ),
    )
    expect(summary.body.question).toBe('Summarize document')
    expect(summary.body.answer.content).toMatch(/^Key passages of /)
  })
})

describe('the panel’s calls', () => {
  test('GET resources/assistant-stream describes the context; unsupported documents get the notice', async () => {
    const db = new Database(TEST_CONTENT_INDEX, { readonly: true })
    const unsupported = (
      db
        .prepare(
          `SELECT d.id FROM documents d JOIN document_editions e ON e.doc_rowid = d.rowid AND e.edition = 'KA'
           WHERE d.ai_available = 0 ORDER BY d.id LIMIT 1`,
        )
        .get() as { id: string }
    ).id
    db.close()
    const data = (await streamContext(
      routeArgs(
        services,
        `http://ka.localhost/resources/assistant-stream?doc=${award}&doc=${unsupported}`,
        { viewer: kapp },
      ) as never,
    )) as any
    expect(data.context.notice).toMatchObject({
      title: 'Documents not supported by AI',
      value: 'some',
    })
    expect(data.context.notice.titles).toHaveLength(1)
  })

  test('POST resources/assistant-stream streams one JSON event a line', async () => {
    const response = (await stream(
      routeArgs(services, 'http://ka.localhost/resources/assistant-stream', {
        viewer: kapp,
        init: json({
          intent: 'ask',
          question: 'What did the tribunal decide on jurisdiction?',
          docIds: [award],
        }),
      }) as never,
    )) as Response
    expect(response.headers.get('Content-Type')).toMatch(/application\/x-ndjson/)
    const events = (await response.text())
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line))
    expect(events[0].type).toBe('context')
    expect(events[0].context).not.toHaveProperty('scope.ids')
    expect(events.slice(1, -1).every((e: { type: string }) => e.type === 'delta')).toBe(true)
    const done = events.at(-1)
    expect(done.type).toBe('done')
    expect(done.answer.content).toBe(
      events
        .slice(1, -1)
        .map((e: { text: string }) => e.text)
        .join(''),
    )

    const invalid = unwrap(
      await stream(
        routeArgs(services, 'http://ka.localhost/resources/assistant-stream', {
          viewer: kapp,
          init: json({ intent: 'ask' }),
        }) as never,
      ),
    )
    expect(invalid.status).toBe(400)
    expect(invalid.body.errors.question).toBe('Enter a question')

    // Discarding the conversation ends it.
    const discarded = unwrap(
      await discard(
        routeArgs(services, 'http://ka.localhost/resources/assistant-conversation', {
          viewer: kapp,
          init: form([['conversationId', events[0].conversationId]]),
        }) as never,
      ),
    )
    expect(discarded.body).toEqual({ ok: true })
    const ended = unwrap(
      await stream(
        routeArgs(services, 'http://ka.localhost/resources/assistant-stream', {
          viewer: kapp,
          init: json({
            intent: 'ask',
            question: 'More?',
            conversationId: events[0].conversationId,
          }),
        }) as never,
      ),
    )
    expect(ended.status).toBe(404)
  })

  test('a client that disconnects mid-stream ends the stream quietly, with nothing logged', async () => {
    // As the HTTP adapter does when the client goes: the request's signal aborts and the body's
    // reader is cancelled while the next event is being made. (The test setup fails on any
    // console.error: the probe's log had a stack for 110 of 111 cut-off streams.)
    const cut = async () => (await services.metrics.assistantStreamsCut.get()).values[0]?.value ?? 0
    const before = await cut()
    for (let round = 0; round < 5; round++) {
      const client = new AbortController()
      const response = (await stream(
        routeArgs(services, 'http://ka.localhost/resources/assistant-stream', {
          viewer: kapp,
          init: {
            ...json({
              intent: 'ask',
              question: 'What did the tribunal decide on jurisdiction?',
              docIds: [award],
            }),
            signal: client.signal,
          },
        }) as never,
      )) as Response
      const reader = response.body!.getReader()
      const first = await reader.read()
      expect(new TextDecoder().decode(first.value)).toMatch(/^\{"type":"context"/)
      client.abort()
      await reader.cancel()
      // Give the event being made when the client went time to arrive.
      await new Promise((resolve) => setTimeout(resolve, 50 * (round + 1)))
    }
    // Counted for the operator (/metrics), though nothing is logged.
    expect((await cut()) - before).toBe(5)
  })

  test('feedback takes the spec’s options: stored, thanked; none chosen is a 400', async () => {
    const none = unwrap(
      await feedback(
        routeArgs(services, 'http://ka.localhost/resources/assistant-feedback', {
          viewer: kapp,
          init: form([['from', 'panel']]),
        }) as never,
      ),
    )
    expect(none.status).toBe(400)
    expect(none.body.errors.options).toBe('Choose at least one option')
    const unknown = unwrap(
      await feedback(
        routeArgs(services, 'http://ka.localhost/resources/assistant-feedback', {
          viewer: kapp,
          init: form([['option', 'Rude']]),
        }) as never,
      ),
    )
    expect(unknown.status).toBe(400)

    const ok = unwrap(
      await feedback(
        routeArgs(services, 'http://ka.localhost/resources/assistant-feedback', {
          viewer: kapp,
          init: form([
            ['from', 'panel'],
            ['option', 'Too Wordy'],
            ['option', 'Incorrect sources'],
            ['comment', 'Long.'],
          ]),
        }) as never,
      ),
    )
    expect(ok.body).toEqual({ ok: true, message: FEEDBACK_THANKS })
    const [saved] = await services.assistant.conversations.recentFeedback(1)
    expect(saved).toMatchObject({
      options: ['Too Wordy', 'Incorrect sources'],
      comment: 'Long.',
      siteId: 'KA',
    })

    const page = (await feedback(
      routeArgs(services, 'http://ka.localhost/resources/assistant-feedback', {
        viewer: kapp,
        init: form([
          ['option', 'Other'],
          ['returnTo', '/assistant?doc=x'],
        ]),
      }) as never,
    )) as Response
    expect(page.status).toBe(302)
    expect(page.headers.get('Location')).toBe('/assistant?doc=x')
  })
})
