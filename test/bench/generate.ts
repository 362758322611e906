// Generates a large content index by recombining the real corpus, in the real corpus's mix:
// standalone documents (awards, judgments, decisions) and publications with their chapters.
// Every generated document takes the metadata of a real one (type, facets, parties, tribunal,
// topics, dates shifted; a publication keeps its table of contents, its chapters their titles
// and places in it) and a body of real paragraphs drawn at random from the whole corpus. A share
// of the publications become journals, which the real corpus lacks, so the journals screen has
// something to search. Streaming: documents are written one by one through the ingest writer;
// memory holds only the paragraph pool and the standalone templates.
// Bodies are 1-3 sections of 2-4 paragraphs (about 1.5 KB of text): far shorter than the awards
// they come from, so that a million documents fit on one disk and build in reasonable time.
//
//   tsx test/bench/generate.ts --from var/bench/full.sqlite --out var/bench/gen-1000000.sqlite \
//     --docs 1000000 [--seed 1]
//
// Prints one JSON line with the figures: documents, seconds, documents per second, peak memory.
import Database from 'better-sqlite3'
import { existsSync, rmSync, statSync } from 'node:fs'
import { parseArgs } from 'node:util'
import type { CanonicalDocument, DocumentRecord, TocNode } from '#server/content/model.ts'
import { escapeHtml } from '#server/lib/text.ts'
import { IndexWriter } from '#server/search/fts5/index-writer.ts'

const POOL_SIZE = 150_000
const JOURNAL_SHARE = 0.2

const { values } = parseArgs({
  options: {
    from: { type: 'string' },
    out: { type: 'string' },
    docs: { type: 'string', default: '1000000' },
    seed: { type: 'string', default: '1' },
  },
})
if (!values.from || !values.out) throw new Error('--from and --out are required')
const total = Number(values.docs)

// A small deterministic generator (mulberry32): the same seed gives the same corpus.
let state = Number(values.seed) >>> 0
function random(): number {
  state = (state + 0x6d2b79f5) >>> 0
  let t = state
  t = Math.imul(t ^ (t >>> 15), t | 1)
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296
}
const int = (lo: number, hi: number) => lo + Math.floor(random() * (hi - lo + 1))
const pick = <T>(items: T[]): T => items[Math.floor(random() * items.length)]

const started = performance.now()
const source = new Database(values.from, { readonly: true })

// Paragraph pool: a uniform sample (reservoir) of real paragraphs of a readable length.
const pool: string[] = []
let seen = 0
for (const text of source
  .prepare('SELECT text FROM sections')
  .pluck()
  .iterate() as Iterable<string>) {
  for (const p of text.split('\n')) {
    if (p.length < 80 || p.length > 1500) continue
    seen++
    if (pool.length < POOL_SIZE) pool.push(p)
    else {
      const j = Math.floor(random() * seen)
      if (j < POOL_SIZE) pool[j] = p
    }
  }
}
const headings = (
  source
    .prepare(`SELECT DISTINCT heading FROM sections WHERE heading <> '' LIMIT 20000`)
    .pluck()
    .all() as string[]
).filter((h) => h.length < 120)

// Standalone templates: documents outside publications (case records link to their documents,
// so they are left out).
const standalone = (
  source
    .prepare(`SELECT record FROM documents WHERE kind NOT IN ('publication', 'chapter', 'case')`)
    .pluck()
    .all() as string[]
).map((r) => JSON.parse(r) as DocumentRecord)
const publicationIds = source
  .prepare(`SELECT id FROM documents WHERE kind = 'publication'`)
  .pluck()
  .all() as string[]
const inPublications = source
  .prepare(`SELECT count(*) FROM documents WHERE kind IN ('publication', 'chapter')`)
  .pluck()
  .get() as number
const recordOf = source.prepare('SELECT record FROM documents WHERE id = ?').pluck()
const chaptersOf = source
  .prepare('SELECT record FROM documents WHERE publication_id = ? ORDER BY rowid')
  .pluck()
if (standalone.length + publicationIds.length === 0 || pool.length === 0) {
  throw new Error('the source index is empty')
}
// The real mix: standalone documents keep their share of the documents. A publication brings
// its chapters, so it is drawn less often than that share says.
const share = standalone.length / (standalone.length + inPublications)
const perPublication = inPublications / Math.max(1, publicationIds.length)
const standaloneChance = publicationIds.length
  ? (share * perPublication) / (1 - share + share * perPublication)
  : 1

function shiftDates(dates: DocumentRecord['dates'], years: number): DocumentRecord['dates'] {
  const shift = (iso: string) => {
    const y = Math.min(2025, Math.max(1960, Number(iso.slice(0, 4)) + years))
    // 29 February moved to a year that has none is the 28th.
    const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0
    const rest = !leap && iso.slice(4, 10) === '-02-29' ? `-02-28${iso.slice(10)}` : iso.slice(4)
    return `${y}${rest}`
  }
  return Object.fromEntries(
    Object.entries(dates).map(([k, v]) => [k, typeof v === 'string' ? shift(v) : v]),
  ) as DocumentRecord['dates']
}

function body(): Pick<CanonicalDocument, 'sections' | 'summary'> {
  const sections = Array.from({ length: int(1, 3) }, () => {
    const paragraphs = Array.from({ length: int(2, 4) }, () => pick(pool))
    return {
      heading: random() < 0.7 ? pick(headings) : '',
      html: paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join(''),
      text: paragraphs.join('\n'),
    }
  })
  return { sections, summary: sections[0].text.slice(0, 200) }
}

function standaloneDocument(n: number): CanonicalDocument {
  const t = pick(standalone)
  const { case: _case, ...rest } = t
  return {
    ...rest,
    id: `gen-${n}`,
    title: `${t.title} [${n}]`,
    dates: shiftDates(t.dates, int(-15, 6)),
    ...body(),
  }
}

/** A publication and its chapters from a real one, renamed; chapters keep their toc places. */
function* publication(n: number): Generator<CanonicalDocument> {
  const realId = pick(publicationIds)
  const real = JSON.parse(recordOf.get(realId) as string) as DocumentRecord
  if (real.publication?.role !== 'publication') return
  const id = `gen-p${n}`
  const title = `${real.title} [${n}]`
  const publicationType = random() < JOURNAL_SHARE ? 'journal' : real.publication.publicationType
  const years = int(-15, 6)
  const chapters = (chaptersOf.all(realId) as string[]).map((r) => JSON.parse(r) as DocumentRecord)
  const newIds = new Map(chapters.map((c, k) => [c.id, `${id}-${k + 1}`]))
  const renamed = (nodes: TocNode[]): TocNode[] =>
    nodes.map((node) => ({
      ...node,
      docId: node.docId ? newIds.get(node.docId) : undefined,
      children: renamed(node.children),
    }))
  const { case: _case, ...rest } = real
  yield {
    ...rest,
    id,
    title,
    dates: shiftDates(real.dates, years),
    publication: { ...real.publication, publicationType, toc: renamed(real.publication.toc) },
    ...body(),
  }
  for (const chapter of chapters) {
    if (chapter.publication?.role !== 'chapter') continue
    const { case: _chapterCase, ...chapterRest } = chapter
    yield {
      ...chapterRest,
      id: newIds.get(chapter.id) as string,
      dates: shiftDates(chapter.dates, years),
      publication: {
        ...chapter.publication,
        publicationId: id,
        publicationTitle: title,
        publicationType,
      },
      ...body(),
    }
  }
}

function* documents(): Generator<CanonicalDocument> {
  for (let n = 1; ; n++) {
    if (random() < standaloneChance) yield standaloneDocument(n)
    else yield* publication(n)
  }
}

rmSync(values.out, { force: true })
const writer = new IndexWriter(values.out)
const writeStarted = performance.now()
let written = 0
let publications = 0
let journals = 0
try {
  for (const doc of documents()) {
    if (written === total) break
    writer.add(doc)
    written++
    if (doc.publication?.role === 'publication') {
      publications++
      if (doc.publication.publicationType === 'journal') journals++
    }
    if (written % 100_000 === 0) {
      const rate = Math.round(written / ((performance.now() - writeStarted) / 1000))
      process.stderr.write(`  ${written} documents (${rate}/s)\n`)
    }
  }
  process.stderr.write('  building the full-text indexes\n')
  writer.finish()
} catch (e) {
  writer.abort()
  rmSync(values.out, { force: true })
  throw e
} finally {
  source.close()
}
const seconds = (performance.now() - writeStarted) / 1000
console.log(
  JSON.stringify({
    documents: total,
    publications,
    journals,
    seconds: Math.round(seconds * 10) / 10,
    documentsPerSecond: Math.round(total / seconds),
    totalSeconds: Math.round((performance.now() - started) / 100) / 10,
    peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
    indexBytes: existsSync(values.out) ? statSync(values.out).size : 0,
    paragraphPool: pool.length,
    templates: standalone.length + publicationIds.length,
  }),
)
