// Tribunal extraction measured on the hand-labelled sets (docs/quality.md): six tuning sets, whose
// misses are printed below a floor, and four held-out sets, frozen (their SHA-256 below).
//
// The measurements read the awards of ../shared/corpus/isds-awards. Without that folder each of
// them is skipped with the reason beside its name, and a warning heads the run; the checks that
// need only the labels (sizes, frozen bytes, no case in two sets) still run.
//
// TRIBUNAL_SAMPLE=N, for the edit loop (about 35 s instead of 90): each tuning set is measured on
// N of its documents, evenly spread, extracting only the awards the samples name. The figures and
// misses are printed, not held to the floors: they are the sample's, not the report's (names
// resolve among fewer awards). The held-out sets are not measured: run the whole suite before
// committing a change to the extraction.
import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { relative, resolve } from 'node:path'
import { describe, expect, it, type TestContext } from 'vitest'
import { measureTribunals, readLabels, type LabelledDocument, type Measurement } from './measure.ts'

const AWARDS = resolve(process.cwd(), '../shared/corpus/isds-awards')
const LABELS = resolve(process.cwd(), 'test/fixtures/arbitrators/tribunals.json')
// A second tuning set, labelled from the texts before the extractor was compared with it.
const TUNING_FLOOR = { precision: 0.95, recall: 0.85 }
const TUNING_2 = resolve(process.cwd(), 'test/fixtures/arbitrators/tuning-2.json')
const TUNING_2_FLOOR = { precision: 0.95, recall: 0.9 }
// A third, labelled the same way from awards none of the other sets holds: it measured 0.969 /
// 0.951 when first compared with the extractor.
const TUNING_3 = resolve(process.cwd(), 'test/fixtures/arbitrators/tuning-3.json')
const TUNING_3_FLOOR = { precision: 0.97, recall: 0.95 }
// A fourth, of decisions, orders and opinions as much as awards: 0.954 / 0.899 when first compared.
const TUNING_4 = resolve(process.cwd(), 'test/fixtures/arbitrators/tuning-4.json')
const TUNING_4_FLOOR = { precision: 0.97, recall: 0.95 }
// A fifth, of awards before 2008 and OCR-damaged texts: 0.952 / 0.927 when first compared.
const TUNING_5 = resolve(process.cwd(), 'test/fixtures/arbitrators/tuning-5.json')
const TUNING_5_FLOOR = { precision: 0.97, recall: 0.95 }
// A sixth, of forums other than ICSID and of decisions on challenges, procedural orders and
// provisional measures: 0.983 / 0.905 when first compared.
const TUNING_6 = resolve(process.cwd(), 'test/fixtures/arbitrators/tuning-6.json')
const TUNING_6_FLOOR = { precision: 0.97, recall: 0.95 }
// Labelled before the extractor changes and never tuned on: its bytes are frozen.
const HELD_OUT = resolve(process.cwd(), 'test/fixtures/arbitrators/held-out.json')
const HELD_OUT_SHA256 = 'fb1ac8e26964d0b73f96a1462b126bbd1483cda55f808671f629bdbf16de5e36'
// The first held-out set was read while rules were written; the second was labelled before the
// next round of changes and measured only until the third was labelled: its bytes are frozen too.
const HELD_OUT_2 = resolve(process.cwd(), 'test/fixtures/arbitrators/held-out-2.json')
const HELD_OUT_2_SHA256 = '4ee010431da957c6c2ff6a8ca20d6e5fd692311ebf5a863f275df1d71d321f11'
// Labelled from the texts before the round that read the second set's misses, and measured only
// until the fourth was frozen; its misses were read after that.
const HELD_OUT_3 = resolve(process.cwd(), 'test/fixtures/arbitrators/held-out-3.json')
const HELD_OUT_3_SHA256 = 'e154fef993b4cac20569727a12c16a01bb8ece88abe6c4b3048c4aeaf76fa79d'
// Labelled from the texts of cases no other set holds before the round that read the third set's
// misses, and measured only, never read for rules: the fairest figure.
const HELD_OUT_4 = resolve(process.cwd(), 'test/fixtures/arbitrators/held-out-4.json')
const HELD_OUT_4_SHA256 = 'd48922ea12ee2d5e806a3113540fc15de64efee0dbd46894af3efeaffb3dd8ec'
// What a lawyer can rely on (members found with the right role on awards nobody tuned for) and
// where the extractor stands today: the floor only rises, towards the target.
const TARGET = { precision: 0.95, recall: 0.9 }
const HELD_OUT_FLOOR = { precision: 0.97, recall: 0.97 }
const HELD_OUT_2_FLOOR = { precision: 0.95, recall: 0.93 }
// Measured at 0.917 / 0.705 when frozen; the round that read the second set's misses moved it to
// 0.905 / 0.731, the rounds that read only unlabelled awards to 0.904 / 0.788, 0.920 / 0.808, then
// 0.933 / 0.808, the profiles round to 0.948 / 0.814, the round on the second tuning set to
// 0.957 / 0.846, the round on the third to 0.964 / 0.853, and the round that read its misses to
// 0.981 / 0.981 (docs/quality.md).
const HELD_OUT_3_FLOOR = { precision: 0.97, recall: 0.97 }
// Measured at 0.960 / 0.950 when frozen, 0.972 / 0.961 after the round that read the third set's
// misses: its floor is the target.
const HELD_OUT_4_FLOOR = TARGET

const MISSING = existsSync(AWARDS)
  ? null
  : `${relative(process.cwd(), AWARDS)} not found: the tribunal figures are not measured`
if (MISSING) console.warn(`server/arbitrators/precision.test.ts: ${MISSING}`)
const SAMPLE = sampleSize(process.env.TRIBUNAL_SAMPLE)

/** Skips a measurement this run cannot make, with the reason. */
function skipUnmeasured(ctx: TestContext, { heldOut }: { heldOut: boolean }) {
  ctx.skip(MISSING !== null, MISSING ?? undefined)
  ctx.skip(
    heldOut && SAMPLE !== null,
    `TRIBUNAL_SAMPLE=${SAMPLE}: the held-out sets are measured in full runs only`,
  )
}

function sampleSize(value: string | undefined): number | null {
  if (!value) return null
  const n = Number(value)
  if (!Number.isInteger(n) || n < 1) throw new Error(`TRIBUNAL_SAMPLE=${value}: not a count`)
  return n
}

/** A set's labels, or N of them evenly spread under TRIBUNAL_SAMPLE. */
function sampled(labels: LabelledDocument[]): LabelledDocument[] {
  if (SAMPLE === null || labels.length <= SAMPLE) return labels
  return Array.from({ length: SAMPLE }, (_, i) => labels[Math.floor((i * labels.length) / SAMPLE)])
}

/** The awards to extract: every one, or those the tuning sets' samples name. */
const ONLY =
  SAMPLE === null
    ? undefined
    : new Set(
        [LABELS, TUNING_2, TUNING_3, TUNING_4, TUNING_5, TUNING_6].flatMap((f) =>
          sampled(readLabels(f)).map((d) => d.id),
        ),
      )

function report(set: string, m: Measurement): string {
  const sample = SAMPLE === null ? '' : ` (a sample of ${SAMPLE})`
  return (
    `${set}${sample}: members with roles precision ${m.precision.toFixed(3)}, recall ${m.recall.toFixed(3)} ` +
    `(${m.correct} of ${m.extracted} extracted, ${m.labelled} labelled, ${m.documents} documents); ` +
    `persons precision ${m.persons.precision.toFixed(3)}, recall ${m.persons.recall.toFixed(3)}; ` +
    `persons under two profiles: ${m.duplicates.length ? m.duplicates.join(', ') : 'none'}`
  )
}

describe(
  MISSING
    ? 'tribunal extraction on the hand-labelled awards (no corpus: measurements skipped)'
    : SAMPLE === null
      ? 'tribunal extraction on the hand-labelled awards'
      : `tribunal extraction on a sample of ${SAMPLE} labelled awards per tuning set`,
  () => {
    it('labels at least 40 awards of several institutions, annulment committees among them', () => {
      const labels = readLabels(LABELS)
      const withTribunal = labels.filter((d) => d.tribunal.length > 0)
      expect(withTribunal.length).toBeGreaterThanOrEqual(40)
      expect(new Set(labels.map((d) => d.institution)).size).toBeGreaterThanOrEqual(5)
      expect(labels.some((d) => d.tribunal.some((m) => m.role === 'committee-president'))).toBe(
        true,
      )
    })

    // (the first measurement extracts the whole folder, which the others reuse: minutes on a
    // busy machine)
    it(`finds tribunal members with precision ≥ ${TUNING_FLOOR.precision} and recall ≥ ${TUNING_FLOOR.recall}`, async (ctx) => {
      skipUnmeasured(ctx, { heldOut: false })
      const m = await measureTribunals(AWARDS, sampled(readLabels(LABELS)), { only: ONLY })
      // The figures the quality report quotes; the misses say where to look when they drop.
      console.info(report('tuning set', m))
      expectTuningFloor(m, TUNING_FLOOR)
    }, 600_000)

    it.for([
      ['second tuning set', TUNING_2, TUNING_2_FLOOR],
      ['third tuning set', TUNING_3, TUNING_3_FLOOR],
      ['fourth tuning set', TUNING_4, TUNING_4_FLOOR],
      ['fifth tuning set', TUNING_5, TUNING_5_FLOOR],
      ['sixth tuning set', TUNING_6, TUNING_6_FLOOR],
    ] as const)(
      'holds the %s, of cases no held-out set holds, at its floor',
      { timeout: 600_000 },
      async ([set, file, floor], ctx) => {
        const labels = readLabels(file)
        const held = new Set(
          [HELD_OUT, HELD_OUT_2, HELD_OUT_3, HELD_OUT_4]
            .flatMap(readLabels)
            .flatMap((d) => [d.id, d.caseName]),
        )
        expect(labels.filter((d) => held.has(d.id) || held.has(d.caseName))).toEqual([])
        skipUnmeasured(ctx, { heldOut: false })
        const m = await measureTribunals(AWARDS, sampled(labels), { only: ONLY })
        console.info(report(set, m))
        expectTuningFloor(m, floor)
      },
    )

    it('keeps the held-out set frozen, apart from the tuning set, and spread over the forums', () => {
      expectFrozenApart(HELD_OUT, HELD_OUT_SHA256, [LABELS], {
        documents: 60,
        forums: ['ICSID', 'PCA', 'UNCITRAL', 'SCC', 'ICC'],
        committees: 8,
      })
    })

    it(`on the held-out awards, holds the floor on the way to precision ${TARGET.precision} and recall ${TARGET.recall}`, async (ctx) => {
      skipUnmeasured(ctx, { heldOut: true })
      await expectFloor('held-out set', HELD_OUT, HELD_OUT_FLOOR, { read: true })
    }, 600_000)

    it('keeps the second held-out set frozen, apart from the other two, and spread over the forums', () => {
      expectFrozenApart(HELD_OUT_2, HELD_OUT_2_SHA256, [LABELS, HELD_OUT], {
        withTribunal: 40,
        forums: ['ICSID', 'PCA', 'UNCITRAL', 'SCC'],
        committees: 5,
      })
    })

    it(`on the second held-out set, holds the floor on the way to precision ${TARGET.precision} and recall ${TARGET.recall}`, async (ctx) => {
      skipUnmeasured(ctx, { heldOut: true })
      await expectFloor('second held-out set', HELD_OUT_2, HELD_OUT_2_FLOOR, { read: true })
    }, 600_000)

    it('keeps the third held-out set frozen, apart from the other three, and spread over the forums', () => {
      expectFrozenApart(HELD_OUT_3, HELD_OUT_3_SHA256, [LABELS, HELD_OUT, HELD_OUT_2], {
        documents: 60,
        forums: ['ICSID', 'PCA', 'UNCITRAL', 'SCC', 'LCIA'],
        committees: 5,
      })
    })

    it(`on the third held-out set, holds the floor on the way to precision ${TARGET.precision} and recall ${TARGET.recall}`, async (ctx) => {
      skipUnmeasured(ctx, { heldOut: true })
      await expectFloor('third held-out set', HELD_OUT_3, HELD_OUT_3_FLOOR, { read: true })
    }, 600_000)

    it('keeps the fourth held-out set frozen, apart from every other set, annulment committees among it', () => {
      // (every case of another forum is in an earlier set: the corpus has no more)
      expectFrozenApart(
        HELD_OUT_4,
        HELD_OUT_4_SHA256,
        [
          LABELS,
          TUNING_2,
          TUNING_3,
          TUNING_4,
          TUNING_5,
          TUNING_6,
          HELD_OUT,
          HELD_OUT_2,
          HELD_OUT_3,
        ],
        { documents: 60, forums: ['ICSID'], committees: 5 },
      )
    })

    it(`on the fourth held-out set, finds members with precision ≥ ${TARGET.precision} and recall ≥ ${TARGET.recall}`, async (ctx) => {
      skipUnmeasured(ctx, { heldOut: true })
      // Measured only: its misses are not printed, so that nobody writes rules from them.
      await expectFloor('fourth held-out set', HELD_OUT_4, HELD_OUT_4_FLOOR, { read: false })
    }, 600_000)
  },
)

/**
 * A held-out set's labels: their bytes as frozen, no document or case of the earlier sets, at
 * least so many documents (or documents with a tribunal), every forum named, annulment
 * committees among them.
 */
function expectFrozenApart(
  file: string,
  sha256: string,
  earlierFiles: string[],
  spread: { documents?: number; withTribunal?: number; forums: string[]; committees: number },
) {
  expect(createHash('sha256').update(readFileSync(file)).digest('hex')).toBe(sha256)
  const labels = readLabels(file)
  expect(labels.length).toBeGreaterThanOrEqual(spread.documents ?? 0)
  expect(labels.filter((d) => d.tribunal.length > 0).length).toBeGreaterThanOrEqual(
    spread.withTribunal ?? 0,
  )
  const earlier = new Set(earlierFiles.flatMap(readLabels).flatMap((d) => [d.id, d.caseName]))
  expect(labels.filter((d) => earlier.has(d.id) || earlier.has(d.caseName))).toEqual([])
  for (const forum of spread.forums) expect(labels.some((d) => d.institution === forum)).toBe(true)
  const committees = labels.filter((d) => d.tribunal.some((m) => m.role === 'committee-president'))
  expect(committees.length).toBeGreaterThanOrEqual(spread.committees)
}

/**
 * A tuning set's figures at or above its floor, its misses shown below it; a sample's figures are
 * not held to the floors (they are the whole set's), and its misses are shown whatever they are.
 */
function expectTuningFloor(m: Measurement, floor: { precision: number; recall: number }) {
  const misses = JSON.stringify(m.misses, null, 1)
  if (SAMPLE !== null) {
    console.info(`misses: ${misses}`)
    return
  }
  expect(m.precision, misses).toBeGreaterThanOrEqual(floor.precision)
  expect(m.recall, misses).toBeGreaterThanOrEqual(floor.recall)
}

/** A held-out set's figures at or above its floor; a set already read shows its misses below it. */
async function expectFloor(
  set: string,
  file: string,
  floor: { precision: number; recall: number },
  { read }: { read: boolean },
) {
  const m = await measureTribunals(AWARDS, readLabels(file))
  console.info(report(set, m))
  const misses = read ? JSON.stringify(m.misses, null, 1) : undefined
  expect(m.precision, misses).toBeGreaterThanOrEqual(floor.precision)
  expect(m.recall, misses).toBeGreaterThanOrEqual(floor.recall)
}
