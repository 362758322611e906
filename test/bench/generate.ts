// Generates a large content index by recombining the real corpus: every generated document takes
// the metadata of a real document (type, facets, parties, tribunal, topics, dates shifted) and a
// body of real paragraphs drawn at random from the whole corpus. Streaming: documents are written
// one by one through the ingest writer; memory holds only the paragraph pool and the templates.
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
import type { CanonicalDocument, DocumentRecord } from '#server/content/model.ts'
import { IndexWriter } from '#server/search/fts5/index-writer.ts'
import { escapeHtml } from '#server/content/text/html.ts'

const POOL_SIZE = 150_000

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

// Templates: standalone documents (publications, chapters and case records link to other
// records, so they are left out).
const templates = (
  source
    .prepare(`SELECT record FROM documents WHERE kind NOT IN ('publication', 'chapter', 'case')`)
    .pluck()
    .all() as string[]
).map((r) => JSON.parse(r) as DocumentRecord)
source.close()
if (templates.length === 0 || pool.length === 0) throw new Error('the source index is empty')

function shiftDate(iso: string | undefined, years: number): string | undefined {
  if (!iso) return undefined
  const y = Math.min(2025, Math.max(1960, Number(iso.slice(0, 4)) + years))
  return `${y}${iso.slice(4)}`
}

function generate(i: number): CanonicalDocument {
  const t = pick(templates)
  const years = int(-15, 6)
  const dates = Object.fromEntries(
    Object.entries(t.dates).map(([k, v]) => [k, shiftDate(v as string, years)]),
  ) as DocumentRecord['dates']
  const sections = Array.from({ length: int(1, 3) }, () => {
    const paragraphs = Array.from({ length: int(2, 4) }, () => pick(pool))
    return {
      heading: random() < 0.7 ? pick(headings) : '',
      html: paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join(''),
      text: paragraphs.join('\n'),
    }
  })
  const { case: _case, ...rest } = t
  return {
    ...rest,
    id: `gen-${i}`,
    title: `${t.title} [${i}]`,
    summary: sections[0].text.slice(0, 200),
    dates,
    sections,
  }
}

rmSync(values.out, { force: true })
const writer = new IndexWriter(values.out)
const writeStarted = performance.now()
try {
  for (let i = 1; i <= total; i++) {
    writer.add(generate(i))
    if (i % 100_000 === 0) {
      const rate = Math.round(i / ((performance.now() - writeStarted) / 1000))
      process.stderr.write(`  ${i} documents (${rate}/s)\n`)
    }
  }
  process.stderr.write('  building the full-text indexes\n')
  writer.finish()
} catch (e) {
  writer.abort()
  rmSync(values.out, { force: true })
  throw e
}
const seconds = (performance.now() - writeStarted) / 1000
console.log(
  JSON.stringify({
    documents: total,
    seconds: Math.round(seconds * 10) / 10,
    documentsPerSecond: Math.round(total / seconds),
    totalSeconds: Math.round((performance.now() - started) / 100) / 10,
    peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
    indexBytes: existsSync(values.out) ? statSync(values.out).size : 0,
    paragraphPool: pool.length,
    templates: templates.length,
  }),
)
