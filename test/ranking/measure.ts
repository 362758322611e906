// nDCG@10 of the judged query set (./judged-set.ts) on the embedded engine, and on SolrCloud
// when SOLR_URL names a cluster, for the tuning and the held-out half, with the case law among
// the first ten and the rows titled as a bare "Article N". Figures for docs/quality.md.
//
//   bash test/solr/with-solr.sh npx tsx test/ranking/measure.ts --index var/test/content.sqlite
import { parseArgs } from 'node:util'
import { enginesUnderTest } from '#test/helpers/search-engines.ts'
import type { SearchBackend } from '#server/search/engine.ts'
import { meanNdcg, runJudgedSet } from './judged-set.ts'

const { values: args } = parseArgs({ options: { index: { type: 'string' } } })
if (!args.index) throw new Error('--index is required')

async function report(name: string, backend: SearchBackend) {
  for (const set of ['tuning', 'held-out'] as const) {
    const runs = await runJudgedSet(backend, set)
    const doctrinal = runs.filter((r) => !r.query.namesInstrument)
    const short = doctrinal.filter((r) => r.caseLawInTen < Math.min(5, r.caseLawFound))
    const bare = runs.reduce((n, r) => n + r.bareTitles.length, 0)
    console.log(
      `${name} ${set}: nDCG@10 ${meanNdcg(runs).toFixed(3)} over ${runs.length} queries; ` +
        `doctrinal queries with fewer than 5 rulings in ten (of those with 5): ${short.length}` +
        ` of ${doctrinal.length}; rows titled "Article N": ${bare}`,
    )
  }
}

for (const engine of enginesUnderTest()) {
  const opened = await engine.open(args.index, { now: new Date().toISOString() })
  try {
    await report(engine.name, opened.backend)
  } finally {
    await opened.close()
  }
}
