// Regenerates the vocabulary the OCR word repair reads (./vocabulary.ts):
//   npx tsx server/content/text/build-vocabulary.ts [../shared/corpus]
// '+' words: those the English sources of the corpus use at least FREQUENT times (what a repair
// may give). '-' words: the real words one OCR substitution away from a '+' word, which are
// never repaired: every word of an English dictionary (the word-list package) and every word
// the corpus uses at least KNOWN times. Lower case, sorted; same input → byte-identical output.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { gzipSync } from 'node:zlib'
import wordListPath from 'word-list'
import { sourceRecords } from '../ingest/jsonl.ts'
import { MIN_LETTERS, neighbours, VOCABULARY_FILE } from './vocabulary.ts'

const FREQUENT = 500
const KNOWN = 20
// The English sources; the German statutes and the Dutch treaty register's notes are not.
const ENGLISH = [
  'ca-federal-statutes-arbitration-ip-competition',
  'cjeu-judgments-2017-2018',
  'eu-digital-markets-act',
  'eu-legislation-competition-ip',
  'ew-judgments-find-case-law',
  'isds-awards',
  'udrp-domain-decisions',
  'un-core-treaties',
  'uncitral-arbitration-rules',
  'us-code-arbitration-ip-competition',
]

async function main() {
  const corpus = process.argv[2] ?? '../shared/corpus'
  const counts = new Map<string, number>()
  for (const source of ENGLISH)
    for await (const { text } of sourceRecords(join(corpus, source))) {
      if (typeof text !== 'string') continue
      for (const [word] of text.matchAll(/[A-Za-z]{5,}/g)) {
        const w = word.toLowerCase()
        counts.set(w, (counts.get(w) ?? 0) + 1)
      }
    }
  const frequent = new Set([...counts].filter(([, n]) => n >= FREQUENT).map(([w]) => w))
  const dictionary = readFileSync(wordListPath, 'utf8')
    .split('\n')
    .filter((w) => /^[a-z]+$/.test(w))
  const real = new Set([
    ...dictionary,
    ...[...counts].filter(([, n]) => n >= KNOWN).map(([w]) => w),
  ])
  const known = [...real].filter(
    (w) =>
      !frequent.has(w) &&
      w.length >= MIN_LETTERS &&
      [...neighbours(w)].some((n) => frequent.has(n)),
  )
  const lines = [...[...frequent].map((w) => `${w} +`), ...known.map((w) => `${w} -`)].sort()
  mkdirSync(dirname(VOCABULARY_FILE), { recursive: true })
  writeFileSync(VOCABULARY_FILE, gzipSync(`${lines.join('\n')}\n`, { level: 9 }))
  console.log(`${frequent.size} frequent, ${known.length} known → ${VOCABULARY_FILE}`)
}

await main()
