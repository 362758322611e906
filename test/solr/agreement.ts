// Do both engines answer alike on a real corpus? Runs text queries in every edition and
// structured searches (modes, dates, sorts, toggles, publication titles, filters) on the embedded
// engine and on a SolrCloud collection built from the same content index, and compares the
// number of results, the filter sections with their counts, the hits (as a set where the order
// is by relevance, in order otherwise) and the year counts. Prints each difference and a total.
//
//   bash test/solr/with-solr.sh npx tsx test/solr/agreement.ts --index var/content.sqlite
import { randomBytes } from 'node:crypto'
import { parseArgs } from 'node:util'
import type { SearchQuery } from '#server/search/engine.ts'
import { openFts5Backend } from '#server/content-index/host.ts'
import { openSolrBackend } from '#server/search/solr/backend.ts'
import { solrClient } from '#server/search/solr/client.ts'
import { ingestToSolr } from '#server/search/solr/ingest.ts'

const { values: args } = parseArgs({ options: { index: { type: 'string' } } })
const url = process.env.SOLR_URL
if (!args.index || !url) throw new Error('--index and SOLR_URL are required')
const path = args.index

const TEXT = [
  'expropriation',
  'fair and equitable treatment',
  'investment NEAR10 treaty',
  'arbitrat*',
  'competition law',
  'trade mark',
  'domain name',
  'bad faith NOT registration',
  '"most favoured nation"',
  'state aid',
  'cartel OR abuse',
  'Wettbewerb*',
  'umbrella clause',
  'denial of justice',
  'jurisdiction ratione temporis',
  'Article 102',
  'copyright',
  'patent infringement',
  'human rights',
  'cybersquatting',
  'müller',
  "l'état",
  'non-disputing party',
  'U.S.',
  '2019',
  'abus* NEAR5 domin*',
]
const STRUCTURED: SearchQuery[] = [
  { mode: 'awards' },
  { mode: 'books', q: 'convention' },
  { mode: 'new content' },
  { datePeriod: 24 },
  { dateFrom: '01-01-2018', dateTo: '31-12-2018', q: 'commission' },
  { mode: 'books' },
  { q: 'treaty', sortBy: 'date' },
  { q: 'treaty', sortBy: 'title', sortOrder: 'desc' },
  { searchAiAvailableOnly: true, q: 'award' },
  { qPublicationTitle: 'convention', q: 'state' },
  { q: 'protocol', searchWithinTitleOnly: true },
  { filters: [{ id: 'type', filterItems: ['Judgments', 'Awards'] }], q: 'damages' },
]

const client = solrClient({ url, timeoutMs: 60_000 })
const alias = `agreement_${randomBytes(4).toString('hex')}`
const { collection } = await ingestToSolr(path, { client, alias })
const solr = openSolrBackend(path, { url, collection: alias, threads: 1 })
const fts = openFts5Backend(path, { threads: 1 })
let same = 0
let total = 0
try {
  const queries = [...TEXT.map((q) => ({ q, resultsPerPage: 100 })), ...STRUCTURED]
  for (const edition of ['KA', 'KIPL', 'KCL'] as const) {
    for (const query of queries) {
      const ctx = { edition }
      const [a, b] = await Promise.all([
        solr.search.searchWithFilters(query, ctx),
        fts.search.searchWithFilters(query, ctx),
      ])
      const byRelevance = a.page.sortBy === 'score'
      const hits = (p: typeof a.page) =>
        (byRelevance ? p.hits.map((h) => h.id).sort() : p.hits.map((h) => h.id)).join()
      const [ya, yb] = await Promise.all([
        solr.search.yearCounts(query, ctx),
        fts.search.yearCounts(query, ctx),
      ])
      const differences = [
        a.page.totalHits !== b.page.totalHits &&
          `results ${a.page.totalHits} / ${b.page.totalHits}`,
        JSON.stringify(a.filters) !== JSON.stringify(b.filters) && 'filter counts',
        // A page cut from more results than it shows may differ in which equal-scored hits it has.
        (!byRelevance || a.page.totalHits <= a.page.resultsPerPage) &&
          hits(a.page) !== hits(b.page) &&
          'hits',
        JSON.stringify(ya) !== JSON.stringify(yb) && 'year counts',
      ].filter(Boolean)
      total++
      if (differences.length === 0) same++
      else console.log(edition, JSON.stringify(query), differences.join(', '))
    }
  }
} finally {
  await Promise.all([solr.close(), fts.close()])
  await client.admin({ action: 'DELETEALIAS', name: alias })
  await client.admin({ action: 'DELETE', name: collection })
}
console.log(`${same} of ${total} searches answered alike`)
