// The pool a judged query set is graded from (docs/quality.md, "Ranking"): for each query of
// test/fixtures/ranking/queries.json, the first 20 results of the embedded engine and of
// SolrCloud on the same content index, and the first 20 decisions, awards and judgments alone,
// each document with what a judge reads: its title, type, date and the passages of its text
// with most of the query's words. Written once, before any ranking rule is tuned.
//
//   bash test/solr/with-solr.sh npx tsx test/ranking/pool.ts --index var/test/content.sqlite
import { writeFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import Database from 'better-sqlite3'
import type { SearchBackend, SearchQuery } from '#server/search/engine.ts'
import { enginesUnderTest } from '#test/helpers/search-engines.ts'
import { CASE_LAW_TYPES } from '#sites/search/modes.ts'
import { QUERY_SET, type JudgedQuery } from './judged-set.ts'

const { values: args } = parseArgs({
  options: { index: { type: 'string' }, out: { type: 'string' } },
})
if (!args.index || !process.env.SOLR_URL) throw new Error('--index and SOLR_URL are required')
const path = args.index
const out = args.out ?? 'test/fixtures/ranking/pool.json'
const DEPTH = 20

const [fts5, solr] = await Promise.all(
  enginesUnderTest().map((e) => e.open(path, { now: new Date().toISOString() })),
)
const db = new Database(path, { readonly: true })

const top = async (backend: SearchBackend, query: SearchQuery) =>
  (await backend.search.search({ resultsPerPage: DEPTH, ...query }, { edition: QUERY_SET.edition }))
    .hits
const caseLaw = { filters: [{ id: 'type', filterItems: [...CASE_LAW_TYPES] }] }

try {
  const pool = []
  for (const query of QUERY_SET.queries) {
    const ids = new Set<string>()
    for (const hits of [
      await top(fts5.backend, { q: query.q }),
      await top(solr.backend, { q: query.q }),
      await top(fts5.backend, { q: query.q, ...caseLaw }),
    ]) {
      for (const h of hits) ids.add(h.id)
    }
    pool.push({ q: query.q, documents: [...ids].sort().map((id) => judgeView(id, query)) })
    console.error(`${query.q}: ${ids.size} documents`)
  }
  writeFileSync(out, JSON.stringify({ edition: QUERY_SET.edition, pool }, null, 1) + '\n')
} finally {
  await Promise.all([fts5.close(), solr.close()])
}

/** What a judge reads of a document: its title, type, date and best passages. */
function judgeView(id: string, query: JudgedQuery) {
  const doc = db
    .prepare(
      `SELECT rowid, title, type, date, publication_title AS publication FROM documents WHERE id = ?`,
    )
    .get(id) as {
    rowid: number
    title: string
    type: string
    date: string | null
    publication: string | null
  }
  const text =
    (db
      .prepare(`SELECT group_concat(text, char(10)) FROM sections WHERE doc_rowid = ?`)
      .pluck()
      .get(doc.rowid) as string | null) ?? ''
  const words = query.q
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 2 && !['and', 'the', 'article', 'of'].includes(w))
  const sentences = text.split(/(?<=[.;:])\s+|\n+/)
  const scored = sentences
    .map((s, i) => ({ i, n: words.filter((w) => s.toLowerCase().includes(w)).length }))
    .filter((s) => s.n > 0)
    .sort((a, b) => b.n - a.n || a.i - b.i)
    .slice(0, 3)
    .sort((a, b) => a.i - b.i)
    .map((s) => sentences[s.i].slice(0, 400))
  return {
    id,
    title: doc.title,
    type: doc.type,
    date: doc.date,
    publication: doc.publication,
    words: text.split(/\s+/).length,
    passages: scored,
  }
}
