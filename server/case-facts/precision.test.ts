import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { readLabelledFacts } from './labelled.ts'
import { measureFacts, type FactsMeasurement } from './measure.ts'

const AWARDS = resolve(process.cwd(), '../shared/corpus/isds-awards')
const TUNING = resolve(process.cwd(), 'test/fixtures/case-facts/tuning.json')
// Labelled from the texts and frozen before any rule was written; measured, never read for rules
// (decision 240): its bytes are checked, and its misses are never printed.
const HELD_OUT = resolve(process.cwd(), 'test/fixtures/case-facts/held-out.json')
const HELD_OUT_SHA256 = '348dc08263ef3c79f0a6e73aa9b6fb623aa435245dee4d092f354c5a36a2c05b'
// Where the stage stands: floors only rise, towards the target the held-out set does not meet yet
// (date 0.95, kind 0.95, instruments P 0.95 / R 0.90, outcome 0.85; docs/quality.md).
const TUNING_FLOOR = { date: 0.98, kind: 0.98, precision: 0.9, recall: 0.72, outcome: 0.94 }
const HELD_OUT_FLOOR = { date: 0.82, kind: 0.95, precision: 0.91, recall: 0.69, outcome: 0.69 }
const present = existsSync(AWARDS)

function figures(m: FactsMeasurement) {
  return {
    date: m.date,
    kind: m.kind,
    precision: m.instruments.precision,
    recall: m.instruments.recall,
    outcome: m.outcome.of ? m.outcome.right / m.outcome.of : 1,
  }
}

function report(set: string, m: FactsMeasurement): string {
  const f = figures(m)
  return (
    `${set} (${m.documents} documents): date of decision ${f.date.toFixed(3)}, kind ` +
    `${f.kind.toFixed(3)}, instruments invoked P ${f.precision.toFixed(3)} / R ${f.recall.toFixed(3)} ` +
    `(${m.instruments.extracted} read, ${m.instruments.labelled} labelled), outcome ` +
    `${f.outcome.toFixed(3)} (${m.outcome.right} of ${m.outcome.of})`
  )
}

function expectAtLeast(m: FactsMeasurement, floor: typeof TUNING_FLOOR) {
  const f = figures(m)
  for (const key of Object.keys(floor) as (keyof typeof TUNING_FLOOR)[])
    expect(f[key], key).toBeGreaterThanOrEqual(floor[key])
}

describe.skipIf(!present)(
  present
    ? 'case facts on the hand-labelled documents'
    : 'case facts (skipped: ../shared/corpus/isds-awards not found)',
  () => {
    it('the tuning set holds awards, decisions, court rulings, orders and filings', () => {
      const kinds = new Set(readLabelledFacts(TUNING).map((d) => d.kind))
      for (const kind of ['award', 'decision', 'court-judgment', 'procedural-order', 'submission'])
        expect(kinds).toContain(kind)
    })

    it('on the tuning set, stays at its floor (misses printed)', async () => {
      const m = await measureFacts(AWARDS, readLabelledFacts(TUNING))
      console.log(report('tuning', m))
      for (const miss of m.misses)
        console.log(
          `  ${miss.id} ${miss.fact}: ${JSON.stringify(miss.got)} ≠ ${JSON.stringify(miss.want)}`,
        )
      expectAtLeast(m, TUNING_FLOOR)
    }, 120_000)

    it('on the held-out set, frozen, stays at its floor (misses never printed)', async () => {
      const bytes = readFileSync(HELD_OUT)
      expect(createHash('sha256').update(bytes).digest('hex')).toBe(HELD_OUT_SHA256)
      const m = await measureFacts(AWARDS, readLabelledFacts(HELD_OUT))
      console.log(report('held-out', m))
      expectAtLeast(m, HELD_OUT_FLOOR)
    }, 120_000)
  },
)
