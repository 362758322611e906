import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { expectAtLeast, expectFrozen } from '#test/labelled-sets.ts'
import { readLabelledFacts } from './labelled.ts'
import { measureFacts, type FactsMeasurement } from './measure.ts'

const AWARDS = resolve(process.cwd(), '../shared/corpus/isds-awards')
const fixture = (name: string) => resolve(process.cwd(), `test/fixtures/case-facts/${name}.json`)

type Floor = { date: number; kind: number; precision: number; recall: number; outcome: number }
type LabelledSet = { name: string; floor: Floor; sha256?: string }

// Where the stage stands: floors rise towards the targets (date 0.95, kind 0.95,
// instruments P 0.95 / R 0.90, outcome 0.85; docs/quality.md). Rules are written on the tuning
// sets (misses printed); a held-out set was labelled and frozen before it was first measured, its
// bytes are checked and its misses are never printed (decision 240). A held-out figure that a
// pass lowered is recorded where it fell, never tuned back on the held-out set itself.
const SETS: LabelledSet[] = [
  {
    name: 'tuning',
    floor: { date: 0.98, kind: 0.98, precision: 0.9, recall: 0.77, outcome: 0.98 },
  },
  {
    name: 'tuning-2',
    floor: { date: 0.96, kind: 0.96, precision: 1, recall: 0.83, outcome: 0.87 },
  },
  {
    name: 'tuning-3',
    floor: { date: 1, kind: 0.98, precision: 0.91, recall: 0.86, outcome: 0.96 },
  },
  {
    name: 'held-out',
    sha256: '348dc08263ef3c79f0a6e73aa9b6fb623aa435245dee4d092f354c5a36a2c05b',
    // The fourth pass lost one date and one outcome here (measured once; not tuned back).
    floor: { date: 0.82, kind: 0.95, precision: 0.96, recall: 0.77, outcome: 0.76 },
  },
  {
    name: 'held-out-2',
    sha256: 'faa65250e89110b860e14bec2cd3576837f1f3d9715a0afaac1d0728d5b9c056',
    // The fourth pass read two instruments more here, one of them wrong (measured once).
    floor: { date: 0.8, kind: 0.98, precision: 0.9, recall: 0.76, outcome: 0.62 },
  },
  {
    // Labelled after the fourth pass by a reader who never saw the rules; first measured with
    // them as they stood (2026-12-08), nothing written on it yet.
    name: 'tuning-4',
    floor: { date: 0.82, kind: 0.97, precision: 0.92, recall: 0.7, outcome: 0.72 },
  },
  {
    // Labelled and frozen with tuning-4, measured once with the rules of the fourth pass.
    name: 'held-out-3',
    sha256: '111e60da9920bc80386339b32d5718cf5080c8cd012a3afea360b98db3d586c6',
    floor: { date: 0.86, kind: 0.91, precision: 0.87, recall: 0.75, outcome: 0.6 },
  },
]
const present = existsSync(AWARDS)

function figures(m: FactsMeasurement): Floor {
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

describe.skipIf(!present)(
  present
    ? 'case facts on the hand-labelled documents'
    : 'case facts (skipped: ../shared/corpus/isds-awards not found)',
  () => {
    it('the tuning set holds awards, decisions, court rulings, orders and filings', () => {
      const kinds = new Set(readLabelledFacts(fixture('tuning')).map((d) => d.kind))
      for (const kind of ['award', 'decision', 'court-judgment', 'procedural-order', 'submission'])
        expect(kinds).toContain(kind)
    })

    it.each(SETS)(
      'on the $name set, stays at its floor',
      async ({ name, floor, sha256 }) => {
        if (sha256) expectFrozen(fixture(name), sha256)
        const m = await measureFacts(AWARDS, readLabelledFacts(fixture(name)))
        console.log(report(name, m))
        if (!sha256)
          for (const miss of m.misses)
            console.log(
              `  ${miss.id} ${miss.fact}: ${JSON.stringify(miss.got)} ≠ ${JSON.stringify(miss.want)}`,
            )
        expectAtLeast(figures(m), floor)
      },
      120_000,
    )
  },
)
