import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { cleanSourceText } from './clean.ts'
import { readAwards } from './measure-fidelity.ts'

// A sample of the repairs the first rules made, each judged by reading (decision 242). The
// rules since only hold repairs back, so the share right among the judged repairs they still
// make is their precision.
type Judged = {
  id: string
  seen: string
  repaired: string
  judgement: 'right' | 'wrong' | 'unsure'
}
const SAMPLE = resolve(process.cwd(), 'test/fixtures/reading/word-repairs.json')
const AWARDS = resolve(process.cwd(), '../shared/corpus/isds-awards')
const PRECISION_FLOOR = 0.98
// Reading the corpus and building each reading view takes seconds; on a busy machine, more.
const READ_CORPUS_MS = 180_000
const present = existsSync(AWARDS)

describe.skipIf(!present)('OCR word repairs judged by reading', () => {
  it(
    `are right at least ${PRECISION_FLOOR} of the time`,
    async () => {
      const judged = (JSON.parse(readFileSync(SAMPLE, 'utf8')) as { sample: Judged[] }).sample
      const raws = await readAwards(AWARDS, new Set(judged.map((j) => j.id)))
      const made = new Map<string, Set<string>>()
      for (const [id, raw] of raws) {
        const pairs = new Set<string>()
        cleanSourceText(raw.text ?? '', (seen, repaired) => pairs.add(`${seen}→${repaired}`))
        made.set(id, pairs)
      }
      const still = judged.filter(
        (j) => j.judgement !== 'unsure' && made.get(j.id)?.has(`${j.seen}→${j.repaired}`),
      )
      const right = still.filter((j) => j.judgement === 'right').length
      const judgedRight = judged.filter((j) => j.judgement === 'right').length
      console.log(
        `word repairs: ${right} right of ${still.length} still made (precision ${(right / still.length).toFixed(3)}); ` +
          `${right} of the ${judgedRight} judged right kept; wrong still made: ` +
          still
            .filter((j) => j.judgement === 'wrong')
            .map((j) => `${j.seen}→${j.repaired}`)
            .join(', '),
      )
      expect(right / still.length).toBeGreaterThanOrEqual(PRECISION_FLOOR)
    },
    READ_CORPUS_MS,
  )
})
