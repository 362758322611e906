// SolrCloud as production runs it, on the throwaway cluster of test/solr/with-solr.sh: searches
// through the portal's client and engine keep answering, all of them with the counts from before,
// while the first listed node is down, while a re-index moves the alias (and when one fails
// midway), and while a node of three holding one of two copies of each shard stops
// (#test/solr/events.ts). Without SOLR_URL this is skipped loudly; in CI it fails, as the search
// contract does, and it needs SOLR_NODES=3 SOLR_REPLICAS=2 there (test/run-all.sh).
//
// It runs after every other test file (vitest.config.ts): stopping a node would fail the other
// suites' collections, which have one copy of each shard.
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { buildTempIndex, type TempIndex } from '#test/helpers/search-index.ts'
import {
  clusterFromEnv,
  failedReindex,
  firstNodeDown,
  nodeStopped,
  openCollection,
  reindex,
  type Collection,
  type EventFigures,
} from '#test/solr/events.ts'

const cluster = clusterFromEnv()
const replicated =
  cluster !== null && cluster.nodes.length >= 3 && cluster.replicas >= 2 && !!cluster.stopNode
const RUN = 'SOLR_NODES=3 SOLR_REPLICAS=2 bash test/solr/with-solr.sh npx vitest run <files>'
if (process.env.CI && !replicated) {
  throw new Error(
    `In CI the SolrCloud events run on three nodes with two replicas of each shard: ${RUN} ` +
      '(test/run-all.sh; it needs Java 17, Maven and curl).',
  )
}
if (!replicated) {
  console.warn(
    `\n!!! SolrCloud events ${cluster ? 'with a node stopped ' : ''}SKIPPED: ` +
      `${cluster ? `${cluster.nodes.length} nodes, ${cluster.replicas} replica(s)` : 'SOLR_URL is not set'}.\n` +
      `!!! Run them with: ${RUN}\n`,
  )
}

/** Every search answered, with the counts from before; and enough of them to mean it. */
function noneFailed(figures: EventFigures) {
  console.info(
    `${figures.event}: ${figures.sent} searches, ${figures.failed} failed, ` +
      `p50 ${figures.p50.toFixed(0)} ms, p95 ${figures.p95.toFixed(0)} ms`,
  )
  expect(figures.errors).toEqual([])
  expect(figures.sent).toBeGreaterThanOrEqual(10)
}

describe.skipIf(!cluster)('SolrCloud under events', () => {
  let index: TempIndex
  let on: Collection
  beforeAll(async () => {
    index = buildTempIndex()
    on = await openCollection(cluster!, index.path)
  })
  afterAll(async () => {
    await on?.close()
    index?.cleanup()
  })

  test('with the first listed node down, every search answers', async () => {
    const figures = await firstNodeDown(on)
    noneFailed(figures)
    expect(figures.nodeEvents).toEqual([expect.stringMatching(/^down /)])
  })

  test.skipIf(!replicated)(
    'a node of three stopped mid-traffic, two copies of each shard: every search answers',
    async () => {
      const figures = await nodeStopped(on)
      noneFailed(figures)
      // The searches met the stopped node, and went on without it.
      expect(figures.nodeEvents).toContain(`down ${cluster!.nodes.at(-1)}`)
    },
    120_000,
  )

  test('a re-index moves the alias under traffic: every search answers', async () => {
    noneFailed(await reindex(on))
  }, 120_000)

  test('a re-index failing midway leaves the alias where it was, under traffic', async () => {
    noneFailed(await failedReindex(on))
  }, 120_000)
})
