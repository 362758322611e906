import { openSolrBackend } from '#server/search/solr/backend.ts'
import { openFts5Backend } from '#server/search/fts5/backend.ts'
const url = process.env.SOLR_URL!
const path = '/tmp/h32/content.sqlite'
const solr = openSolrBackend(path, { url, collection: 'portal', threads: 1 })
const fts = openFts5Backend(path, { threads: 1 })
const queries = ['expropriation', 'fair and equitable treatment', 'investment NEAR10 treaty', 'arbitrat*', 'competition law', 'trade mark', 'domain name', 'bad faith NOT registration', '"most favoured nation"', 'state aid', 'cartel OR abuse', 'Wettbewerb*', 'umbrella clause', 'denial of justice', 'jurisdiction ratione temporis', 'Article 102', 'copyright', 'patent infringement', 'human rights', 'cybersquatting', 'müller', 'l\'état', 'non-disputing party', 'U.S.', '2019', 'abus* NEAR5 domin*']
let same = 0, total = 0
for (const edition of ['KA', 'KIPL', 'KCL'] as const) for (const q of queries) {
  const a = await solr.search.searchWithFilters({ q, resultsPerPage: 100 }, { edition })
  const b = await fts.search.searchWithFilters({ q, resultsPerPage: 100 }, { edition })
  const ida = a.page.hits.map((h) => h.id).sort().join()
  const idb = b.page.hits.map((h) => h.id).sort().join()
  const fa = JSON.stringify(a.filters), fb = JSON.stringify(b.filters)
  total++
  const ok = a.page.totalHits === b.page.totalHits && fa === fb && (a.page.totalHits > 100 || ida === idb)
  if (ok) same++
  else console.log(edition, q, a.page.totalHits, b.page.totalHits, fa === fb, ida === idb)
}
const structured: any[] = [{ mode: 'awards' }, { mode: 'books', q: 'convention' }, { mode: 'new content' }, { datePeriod: 24 }, { dateFrom: '01-01-2018', dateTo: '31-12-2018', q: 'commission' }, { mode: 'books' }, { q: 'treaty', sortBy: 'date' }, { q: 'treaty', sortBy: 'title', sortOrder: 'desc' }, { searchAiAvailableOnly: true, q: 'award' }, { qPublicationTitle: 'convention', q: 'state' }, { q: 'protocol', searchWithinTitleOnly: true }, { filters: [{ id: 'type', filterItems: ['Judgments', 'Awards'] }], q: 'damages' }]
for (const edition of ['KA', 'KIPL', 'KCL'] as const) for (const q of structured) {
  const a = await solr.search.searchWithFilters({ resultsPerPage: 50, ...q }, { edition })
  const b = await fts.search.searchWithFilters({ resultsPerPage: 50, ...q }, { edition })
  const ida = a.page.hits.map((h) => h.id).join()
  const idb = b.page.hits.map((h) => h.id).join()
  const fa = JSON.stringify(a.filters), fb = JSON.stringify(b.filters)
  total++
  const ordered = a.page.sortBy !== 'score'
  const ok = a.page.totalHits === b.page.totalHits && fa === fb && (!ordered || ida === idb)
  if (ok) same++
  else console.log(edition, JSON.stringify(q), a.page.totalHits, b.page.totalHits, fa === fb, ida === idb)
  const ya = JSON.stringify(await solr.search.yearCounts(q, { edition })), yb = JSON.stringify(await fts.search.yearCounts(q, { edition }))
  if (ya !== yb) console.log('years differ', edition, JSON.stringify(q))
}
console.log(`${same}/${total} identical`)
await solr.close(); await fts.close()
