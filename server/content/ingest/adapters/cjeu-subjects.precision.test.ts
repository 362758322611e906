import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, it } from 'vitest'
import { expectAtLeast, expectFrozen } from '#test/labelled-sets.ts'
import {
  halves,
  measureSubjects,
  readJudgments,
  readSubjectLabels,
  type SubjectMeasurement,
} from './cjeu-subjects-measure.ts'

const CORPUS = resolve(
  process.cwd(),
  '../shared/corpus/cjeu-judgments-2017-2018/judgments.jsonl.gz',
)
const SAMPLE = resolve(process.cwd(), 'test/fixtures/ip-subjects/sample.json')
// The sample as it was frozen, before any rule was measured on it.
const SAMPLE_SHA256 = '9fa09ac017941914ad9bea4951f5b0dde67a2518e068ab26dd27707b6212679b'

type Floor = Record<string, number>

/** Precision and recall of each subject, as 'ip P', 'ip R', 'copyright P' … */
function figures(m: SubjectMeasurement): Floor {
  const out: Floor = {}
  for (const [subject, s] of Object.entries(m.scores)) {
    out[`${subject} P`] = s.precision
    out[`${subject} R`] = s.recall
  }
  return out
}

function report(name: string, m: SubjectMeasurement): string {
  return [
    `${name} (${m.judgments} judgments):`,
    ...Object.entries(m.scores).map(
      ([subject, s]) =>
        `  ${subject}: P ${s.precision.toFixed(3)} / R ${s.recall.toFixed(3)} (${s.tp} right, ${s.fp} wrong, ${s.fn} missed)`,
    ),
  ].join('\n')
}

const all = (value: number, subjects: readonly string[]): Floor =>
  Object.fromEntries(
    subjects.flatMap((s) => [
      [`${s} P`, value],
      [`${s} R`, value],
    ]),
  )
const SUBJECTS = [
  'ip',
  'competition',
  'copyright',
  'trade marks',
  'designs',
  'patents',
  'plant varieties',
  'geographical indications',
  'trade secrets',
  'enforcement',
] as const

// Labels at even positions tune the rules (their misses are printed); those at odd positions are
// held out: measured once when the rules were done, their misses never printed (docs/quality.md).
// A subject the half holds none of scores 1.
// Measured first with the rules written before the labels were read: tuning 1.000 throughout;
// held out (the source's subject tags before → the rules): ip P 0.895 → 1.000, copyright P 0.333
// → 1.000 and R 0.500 → 1.000, enforcement R 0 → 1.000, trade marks R 0.900 → 0.900.
const FLOORS: { tuning: Floor; heldOut: Floor } = {
  tuning: all(1, SUBJECTS),
  heldOut: { ...all(1, SUBJECTS), 'trade marks R': 0.9 },
}
const present = existsSync(CORPUS)

describe.skipIf(!present)(
  present
    ? 'subjects of Court of Justice judgments on the hand-labelled sample'
    : 'subjects of Court of Justice judgments (skipped: the cjeu-judgments corpus not found)',
  () => {
    it('holds its floors on both halves of the frozen sample', () => {
      expectFrozen(SAMPLE, SAMPLE_SHA256)
      const judgments = readJudgments(CORPUS)
      const { tuning, heldOut } = halves(readSubjectLabels(SAMPLE))
      const t = measureSubjects(judgments, tuning)
      console.log(report('tuning half', t))
      for (const miss of t.misses)
        console.log(
          `  ${miss.case ?? miss.id} ${miss.subject}: read ${miss.got}, labelled ${!miss.got}`,
        )
      expectAtLeast(figures(t), FLOORS.tuning)
      const h = measureSubjects(judgments, heldOut)
      console.log(report('held-out half', h))
      expectAtLeast(figures(h), FLOORS.heldOut)
    }, 60_000)
  },
)
