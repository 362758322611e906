import Database from 'better-sqlite3'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Services } from '#server/services.ts'
import { createTestServices, TEST_CONTENT_INDEX } from '#test/helpers/test-services.ts'
import { isAssistantUnavailableError, QueryTooBroadError, SearchBusyError } from '#server/errors.ts'
import { UNSUPPORTED_ALL, UNSUPPORTED_SOME, UNSUPPORTED_TITLE } from './context.ts'
import { createExtractiveProvider } from './extractive.ts'
import { createAssistant } from './service.ts'

// The default provider on the starter content index: answers are the best passages of the
// context, quoted verbatim, each with its source title and a link that opens the passage.

let services: Services & { cleanup(): Promise<void> }
let owner: { accountId: string; sessionToken: null }
/** An AI-available award of KA that discusses jurisdiction, and a KA document that is not AI-available. */
let AWARD: string
let AWARD_TITLE: string
let UNSUPPORTED: string

function pick(sql: string): { id: string; title: string } {
  const db = new Database(TEST_CONTENT_INDEX, { readonly: true })
  try {
    const row = db.prepare(sql).get() as { id: string; title: string } | undefined
    if (!row) throw new Error(`The starter index has no row for: ${sql}`)
    return row
  } finally {
    db.close()
  }
}

beforeAll(async () => {
  services = await createTestServices()
  ;({ id: AWARD, title: AWARD_TITLE } = pick(`
    SELECT d.id, d.title FROM sections_fts f JOIN sections s ON s.rowid = f.rowid
    JOIN documents d ON d.rowid = s.doc_rowid
    JOIN document_editions e ON e.doc_rowid = d.rowid AND e.edition = 'KA'
    WHERE sections_fts MATCH 'tribunal AND jurisdiction AND decided' AND d.kind = 'award'
      AND d.ai_available = 1 AND d.url = '/document/' || d.id
    GROUP BY d.id ORDER BY count(*) DESC, d.id LIMIT 1`))
  UNSUPPORTED = pick(`
    SELECT d.id, d.title FROM documents d
    JOIN document_editions e ON e.doc_rowid = d.rowid AND e.edition = 'KA'
    WHERE d.ai_available = 0 ORDER BY d.id LIMIT 1`).id
  const account = await services.users.findByEmail('kapp@demo.test')
  owner = { accountId: account!.id, sessionToken: null }
})
afterAll(async () => {
  await services?.cleanup()
})

/** A link of an answer opens a document of the edition, at a section or paragraph it has. */
async function opens(url: string) {
  const match = /^\/document\/([^#?]+)(?:#s(\d+)|#(para-\d+))?$/.exec(url)
  expect(match, url).not.toBeNull()
  const doc = await services.content.getDocument(decodeURIComponent(match![1]), { edition: 'KA' })
  if (match![2] !== undefined)
    expect(doc.sections.map((s) => s.ordinal)).toContain(Number(match![2]))
  if (match![3] !== undefined) expect(doc.content).toContain(`id="${match![3]}"`)
  return doc
}

describe('the extractive provider', () => {
  test('answers from the one selected award, with working links and verified quotes', async () => {
    const result = await services.assistant.askToEnd({
      owner,
      edition: 'KA',
      mode: 'genAi',
      task: 'answer',
      question: 'What did the tribunal decide on jurisdiction?',
      docIds: [AWARD],
    })
    const { answer } = result
    expect(result.context.scope).toEqual({ kind: 'documents', edition: 'KA', ids: [AWARD] })
    expect(answer.sources).toEqual([{ title: AWARD_TITLE, url: `/document/${AWARD}` }])
    expect(answer.citations.length).toBeGreaterThanOrEqual(2)
    for (const c of answer.citations) expect((await opens(c.url)).id).toBe(AWARD)
    expect(answer.quotes.length).toBe(answer.citations.length)
    expect(answer.quotes.every((q) => q.verified)).toBe(true)
    expect(answer.quotes.some((q) => /jurisdiction/i.test(q.text))).toBe(true)
    for (const [, , url] of answer.content.matchAll(/\[([^\]]+)\]\(([^)]+)\)/g)) await opens(url)
    // Each quotation says whose words it is and its paragraph, as the award marks them.
    for (const [, label, url] of answer.content.matchAll(/\[\d+\] \[([^\]]+)\]\(([^)]+)\)/g)) {
      const pinpoint = /#para-(\d+)$/.exec(url)?.[1]
      if (pinpoint) expect(label).toContain(`¶ ${pinpoint}`)
    }
    expect(answer.content).toMatch(
      /\[\d+\] \[(Tribunal’s reasoning|Operative part|Claimant’s argument|Respondent’s argument|Parties’ positions|Facts|Procedure)/,
    )
  })

  test('"Summarize document" quotes the key passages of the document', async () => {
    const { answer } = await services.assistant.askToEnd({
      owner,
      edition: 'KA',
      mode: 'genAi',
      task: 'summarize',
      question: '',
      docIds: [AWARD],
    })
    expect(answer.content.startsWith(`Key passages of ${AWARD_TITLE}:`)).toBe(true)
    expect(answer.quotes.length).toBeGreaterThanOrEqual(2)
    expect(answer.quotes.every((q) => q.verified)).toBe(true)
  })

  test('without a selection it reads the edition’s AI-available documents', async () => {
    const { answer, context } = await services.assistant.askToEnd({
      owner,
      edition: 'KCL',
      mode: 'genAi',
      task: 'answer',
      question: 'abuse of a dominant position by rebates',
    })
    expect(context.scope).toEqual({ kind: 'edition', edition: 'KCL' })
    expect(answer.sources.length).toBeGreaterThan(0)
    for (const s of answer.sources) {
      expect(
        await services.content.getDocument(s.url.replace(/^\/document\/(case\/)?/, ''), {
          edition: 'KCL',
        }),
      ).toBeTruthy()
    }
  })

  test('the author assistant reads only documents under the author’s id prefix', async () => {
    const { answer, context } = await services.assistant.askToEnd({
      owner,
      edition: 'KA',
      mode: 'author',
      task: 'answer',
      question: 'jurisdiction of the tribunal',
      authorPrefix: 'isds-',
    })
    expect(context.scope).toEqual({ kind: 'prefix', edition: 'KA', prefix: 'isds-' })
    expect(answer.citations.length).toBeGreaterThan(0)
    for (const c of answer.citations) expect(c.url).toMatch(/^\/document\/isds-/)
  })

  test('says so when nothing in the context matches', async () => {
    const { answer } = await services.assistant.askToEnd({
      owner,
      edition: 'KA',
      mode: 'genAi',
      task: 'answer',
      question: 'zzqx wyvernbloom',
      docIds: [AWARD],
    })
    expect(answer.content).toMatch(/could not find passages/)
    expect(answer.sources).toEqual([])
  })
})

describe('context rules (spec 000 §9)', () => {
  const unsupportedCase = async () => {
    const id = UNSUPPORTED
    expect(
      (await services.assistant.context({ edition: 'KA', mode: 'genAi', docIds: [id] }))
        .unsupported[0]?.id,
    ).toBe(id)
    return id
  }

  test('all selected documents unsupported: the "all" message, and the edition is read', async () => {
    const id = await unsupportedCase()
    const context = await services.assistant.context({ edition: 'KA', mode: 'genAi', docIds: [id] })
    expect(context.scope.kind).toBe('edition')
    expect(context.notice).toEqual({
      title: UNSUPPORTED_TITLE,
      text: UNSUPPORTED_ALL,
      value: 'all',
      titles: [context.unsupported[0].title],
    })
    expect(UNSUPPORTED_TITLE).toBe('Documents not supported by AI')
    expect(UNSUPPORTED_ALL).toBe(
      'The documents you selected are not supported by AI and could not be added to the sources. To adjust your selection close the AI Assistant and choose documents with AI Assistant Available tag. To learn more go to User Guidance.',
    )
  })

  test('some unsupported: the "some" message with their titles, the rest is read', async () => {
    const id = await unsupportedCase()
    const context = await services.assistant.context({
      edition: 'KA',
      mode: 'genAi',
      docIds: [AWARD, id],
    })
    expect(context.scope).toEqual({ kind: 'documents', edition: 'KA', ids: [AWARD] })
    expect(context.notice?.value).toBe('some')
    expect(context.notice?.text).toBe(UNSUPPORTED_SOME)
    expect(UNSUPPORTED_SOME).toMatch(/^Some of your selected documents are not supported by AI/)
    expect(context.notice?.titles).toHaveLength(1)
  })

  test('documents outside the edition are not read, and unknown ids are ignored', async () => {
    const context = await services.assistant.context({
      edition: 'KIPL',
      mode: 'genAi',
      docIds: [AWARD, 'no-such-doc'],
    })
    expect(context.documents).toEqual([])
    expect(context.scope).toEqual({ kind: 'edition', edition: 'KIPL' })
    expect(context.notice).toBeNull()
  })
})

describe('when the passages cannot be searched for now', () => {
  test.each([
    ['whose words match too much to search in time', new QueryTooBroadError(3000)],
    ['asked while every search thread is busy', new SearchBusyError()],
  ])('a question %s is answered with the reason, not an error', async (_case, error) => {
    const assistant = createAssistant({
      db: services.db,
      passages: {
        documents: async () => [],
        retrieve: () => Promise.reject(error),
        keyPassages: async () => [],
        documentText: async () => '',
      },
      provider: createExtractiveProvider(),
    })
    const request = {
      owner,
      edition: 'KA',
      mode: 'genAi',
      task: 'answer',
      question: 'arbitration '.repeat(150),
    } as const
    const events = []
    for await (const event of assistant.ask(request)) events.push(event)
    expect(events.at(-1)).toEqual({ type: 'error', message: error.message })
    await expect(assistant.askToEnd(request)).rejects.toSatisfy(isAssistantUnavailableError)
  })
})
