import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import type { SourceDocument } from './extract.ts'
import {
  measureMarkets,
  readLabelledDocuments,
  readMarketLabels,
  type MarketMeasurement,
} from './measure.ts'

const CORPUS = resolve(process.cwd(), '../shared/corpus')
// Labelled by reading the decisions before the extractor changed, and never tuned on: frozen.
const TUNING = resolve(process.cwd(), 'test/fixtures/market-definitions/tuning.json')
const HELD_OUT = resolve(process.cwd(), 'test/fixtures/market-definitions/held-out.json')
const HELD_OUT_SHA256 = '705adcceaccdd7e96781f4f306446cabe3caf23456e8864b75992ecd669cb560'
// What the locator aims at, and where it stands: the floors only rise, towards the target.
const TARGET = { precision: 0.9, recall: 0.8 }
const FLOOR = {
  definitions: { precision: 0.96, recall: 0.94 },
  parties: { precision: 0.98, recall: 0.82 },
}
const present =
  existsSync(resolve(CORPUS, 'cjeu-judgments-2017-2018')) &&
  existsSync(resolve(CORPUS, 'ec-antitrust-cases'))

function report(set: string, m: MarketMeasurement): string {
  const d = m.definitions
  const p = m.parties
  return (
    `${set} (${m.documents} documents): definitions precision ${d.precision.toFixed(3)}, ` +
    `recall ${d.recall.toFixed(3)} (${d.right} right, ${d.wrong} wrong, ${d.found} of ` +
    `${d.labelled} labelled; products ${m.products.found}/${m.products.labelled}, places ` +
    `${m.geographic.found}/${m.geographic.labelled}); parties precision ${p.precision.toFixed(3)}, ` +
    `recall ${p.recall.toFixed(3)} (${p.right} right, ${p.wrong} wrong, ${p.found} of ${p.labelled})`
  )
}

describe.skipIf(!present)(
  present
    ? 'market definitions on the hand-labelled decisions'
    : 'market definitions (skipped: the competition sources of ../shared/corpus not found)',
  () => {
    let docs: Map<string, SourceDocument>
    beforeAll(async () => {
      const ids = [...readMarketLabels(TUNING), ...readMarketLabels(HELD_OUT)].map((l) => l.id)
      docs = await readLabelledDocuments(CORPUS, new Set(ids))
    }, 120_000)

    it('keeps the held-out labels frozen: at least 40 judgments and some register records', () => {
      const bytes = readFileSync(HELD_OUT)
      expect(createHash('sha256').update(bytes).digest('hex')).toBe(HELD_OUT_SHA256)
      const labels = readMarketLabels(HELD_OUT)
      expect(labels.filter((l) => l.id.startsWith('cjeu-')).length).toBeGreaterThanOrEqual(40)
      expect(labels.filter((l) => l.id.startsWith('ec-')).length).toBeGreaterThanOrEqual(5)
      expect(labels.filter((l) => l.products.length > 0).length).toBeGreaterThanOrEqual(20)
    })

    it(`on the tuning decisions, finds markets with precision ≥ ${TARGET.precision} and recall ≥ ${TARGET.recall}`, () => {
      const m = measureMarkets(docs, readMarketLabels(TUNING))
      console.info(report('tuning set', m))
      const misses = JSON.stringify(m.misses, null, 1)
      expect(m.definitions.precision, misses).toBeGreaterThanOrEqual(TARGET.precision)
      expect(m.definitions.recall, misses).toBeGreaterThanOrEqual(TARGET.recall)
    })

    it(`on the held-out decisions, holds the floors on the way to precision ${TARGET.precision} and recall ${TARGET.recall}`, () => {
      const m = measureMarkets(docs, readMarketLabels(HELD_OUT))
      console.info(report('held-out set', m))
      const misses = JSON.stringify(m.misses, null, 1)
      expect(m.definitions.precision, misses).toBeGreaterThanOrEqual(FLOOR.definitions.precision)
      expect(m.definitions.recall, misses).toBeGreaterThanOrEqual(FLOOR.definitions.recall)
      expect(m.parties.precision, misses).toBeGreaterThanOrEqual(FLOOR.parties.precision)
      expect(m.parties.recall, misses).toBeGreaterThanOrEqual(FLOOR.parties.recall)
    })
  },
)
