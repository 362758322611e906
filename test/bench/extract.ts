// Tribunal extraction (server/arbitrators/extract.ts) on every award of the corpus's isds-awards
// folder, the work the ingest and the precision test repeat: documents and megabytes per second,
// and the time per document at p50 and p95 and its slowest. The texts are read before timing.
//
//   npm run bench:extract -- [--dir ../shared/corpus/isds-awards]
import { parseArgs } from 'node:util'
import { isAnnulment, readAwardTexts } from '#server/arbitrators/coverage.ts'
import { extractAward } from '#server/arbitrators/extract.ts'
import { log, timing } from './stats.ts'

const { values: args } = parseArgs({
  options: { dir: { type: 'string', default: '../shared/corpus/isds-awards' } },
})

const awards = []
for await (const raw of readAwardTexts(args.dir))
  if (raw.document_type !== 'court_decision') awards.push(raw)

const samples: Array<{ id: string; ms: number }> = []
const started = performance.now()
for (const raw of awards) {
  const t = performance.now()
  extractAward({
    text: raw.text,
    claimant: raw.claimant,
    respondent: raw.respondent,
    annulment: isAnnulment(raw),
  })
  samples.push({ id: raw.id, ms: performance.now() - t })
}
const seconds = (performance.now() - started) / 1000
const megabytes = awards.reduce((n, a) => n + a.text.length, 0) / 1e6
const { p50, p95 } = timing(samples.map((s) => s.ms))
const slowest = samples.reduce((a, b) => (b.ms > a.ms ? b : a))
log(
  `tribunal extraction: ${awards.length} documents, ${megabytes.toFixed(0)} million characters in ` +
    `${seconds.toFixed(1)} s (${(awards.length / seconds).toFixed(1)} documents/s, ` +
    `${(megabytes / seconds).toFixed(2)} million characters/s); per document p50 ` +
    `${p50.toFixed(0)} ms, p95 ${p95.toFixed(0)} ms, slowest ${slowest.ms.toFixed(0)} ms (${slowest.id})`,
)
