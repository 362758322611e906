// An award as its source gives it (OCR pages with a printed table of contents, running heads,
// page numbers, a word split at a line end), ingested through the real pipeline: the reader, the
// hit navigation, the downloads and the assistant's quotations all work on the cleaned text.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { Viewer } from '#app/context.ts'
import { checkQuotes } from '#server/assistant/grounding.ts'
import { ingest } from '#server/content/ingest/ingest.ts'
import { openFts5Backend } from '#server/content-index/host.ts'
import { routeArgs, viewerFor } from '#test/helpers/route-args.ts'
import { createTestServices } from '#test/helpers/test-services.ts'
import { loader as documentLoader } from './document.tsx'
import { loader as downloadLoader } from './download.ts'

const ID = 'isds-0000cleaned'
const HEAD = 'Omega Mining v. Sigma — Award'
const PAGES = [
  'INTERNATIONAL CENTRE FOR SETTLEMENT OF INVESTMENT DISPUTES\n\nOmega Mining Ltd\n(Claimant)\n\nv.\n\nRepublic of Sigma\n(Respondent)\n\nICSID Case No. ARB/99/1\n\nAWARD\n\nMembers of the Tribunal\nProf. Ann Chair (President)\n',
  `${HEAD}\nTABLE OF CONTENTS\nI. INTRODUCTION ........................ 3\nII. THE EXPROPRIATION CLAIM ..........:ccscecec 4\nIII. COSTS 5\n\n2\n`,
  `${HEAD}\nI. INTRODUCTION\n1. The Claimant is a company incorporated in Ruritania.\n2. The Respondent is the Republic of Sigma.\n\n3\n`,
  `${HEAD}\nII. THE EXPROPRIATION CLAIM\n3. The Claimant says that its mining licence was taken.\n4. The Tribunal finds that the revocation of the licence was an indirect expro-\npriation of the investment.\n\n4\n`,
  `${HEAD}\nIII. COSTS\n5. Each Party bears its own costs.\n\n[Signed]\nProf. Ann Chair\nPresident of the Tribunal\n\n5\n`,
]
const RAW = {
  id: ID,
  case_name: 'Omega Mining Ltd v. Republic of Sigma',
  claimant: 'Omega Mining Ltd',
  respondent: 'Republic of Sigma',
  document_title: 'Award',
  document_type: 'award',
  language: 'en',
  institution: 'ICSID',
  case_number: 'ICSID Case No. ARB/99/1',
  date: '2019-05-01',
  text: PAGES.join('\f').padEnd(2500, ' '),
}
const FINDING =
  'The Tribunal finds that the revocation of the licence was an indirect expropriation of the investment.'

let dir: string
let services: Awaited<ReturnType<typeof createTestServices>>
let viewer: Viewer
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'cleaned-text-'))
  mkdirSync(join(dir, 'isds-awards'))
  writeFileSync(join(dir, 'isds-awards', 'documents-00.jsonl'), `${JSON.stringify(RAW)}\n`)
  await ingest({ dir: join(dir, 'isds-awards'), out: join(dir, 'content.sqlite') })
  services = await createTestServices({ CONTENT_INDEX: join(dir, 'content.sqlite') })
  viewer = await viewerFor(services, 'kapp@demo.test', 'KA')
})
afterAll(async () => {
  await services.cleanup()
  rmSync(dir, { recursive: true, force: true })
})

const args = (path: string, params: Record<string, string>) =>
  routeArgs(services, `http://ka.localhost${path}`, { site: 'KA', viewer, params }) as never

async function readDocument(query = '') {
  const answer = (await documentLoader(args(`/document/${ID}${query}`, { id: ID }))) as {
    data?: unknown
  }
  const data = (answer?.data ?? answer) as { kind: string; document: Record<string, never> }
  return data.document as unknown as {
    content: string
    contents: Array<{ heading: string }>
    hits: Array<{ match: string; before: string }>
    hitCount: number
    pinpoints: boolean
  }
}

test('the reader shows the cleaned text with real headings and paragraph pinpoints', async () => {
  const doc = await readDocument()
  expect(doc.contents.map((s) => s.heading)).toEqual([
    'I. INTRODUCTION',
    'II. THE EXPROPRIATION CLAIM',
    'III. COSTS',
  ])
  expect(doc.content).not.toMatch(/TABLE OF CONTENTS|\.{5}|ccscecec|Omega Mining v\. Sigma — Award/)
  expect(doc.content).toMatch(/<p id="para-4"[^>]*><a class="pin" href="#para-4"/)
  expect(doc.content).toContain(FINDING)
  expect(doc.content).toContain('Prof. Ann Chair')
  expect(doc.pinpoints).toBe(true)
})

test('search hits are marked in the cleaned paragraphs, and the hit list reads clean', async () => {
  const doc = await readDocument('?q=expropriation')
  expect(doc.hitCount).toBe(2) // the heading and the finding; the contents entry is gone
  expect(doc.content).toMatch(
    /<p id="para-4"[^>]*>.*<mark class="hit" id="hit-\d+">expropriation<\/mark>/,
  )
  expect(doc.hits.every((h) => !h.before.includes('¶'))).toBe(true)
})

test('the Word and PDF downloads carry the cleaned text', async () => {
  for (const format of ['word', 'pdf']) {
    const response = (await downloadLoader(
      args(`/document/${ID}/download/${format}`, { id: ID, format }),
    )) as Response
    expect(response.status, format).toBe(200)
    const bytes = Buffer.from(await response.arrayBuffer())
    expect(bytes.length, format).toBeGreaterThan(1000)
    if (format === 'pdf') expect(bytes.subarray(0, 4).toString()).toBe('%PDF')
  }
})

test('the assistant’s passages and verified quotes read the cleaned text', async () => {
  const backend = openFts5Backend(join(dir, 'content.sqlite'))
  try {
    const text = await backend.passages.documentText(ID)
    expect(text).toContain(FINDING)
    expect(text).not.toMatch(/ccscecec|— Award\n/)
    const passages = await backend.passages.keyPassages(ID, 5)
    expect(passages.some((p) => p.text.includes('indirect expropriation'))).toBe(true)
    const [quote] = checkQuotes(`“${FINDING}”`, [{ title: 'Award', url: `/document/${ID}`, text }])
    expect(quote.verified).toBe(true)
  } finally {
    await backend.close()
  }
})
