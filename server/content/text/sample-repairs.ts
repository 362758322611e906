// Draws the sample of word repairs a reader judges (test/fixtures/reading/word-repairs.json):
//   npx tsx server/content/text/sample-repairs.ts [../shared/corpus] [150] > sample.json
// Every repair the OCR word repair makes over the isds-awards and UDRP texts, with the line it
// stands in, as the cleaning stage makes them; then every k-th one, so the sample spreads over
// the sources.
import { join } from 'node:path'
import { sourceRecords } from '../ingest/jsonl.ts'
import { cleanSourceText } from './clean.ts'

async function main() {
  const corpus = process.argv[2] ?? '../shared/corpus'
  const size = Number(process.argv[3] ?? 150)
  const repairs: Array<{ id: string; seen: string; repaired: string; context: string }> = []
  for (const source of ['isds-awards', 'udrp-domain-decisions'])
    for await (const record of sourceRecords(join(corpus, source))) {
      const id = String(record.id)
      const text = typeof record.text === 'string' ? record.text : ''
      const lines = text.split('\n')
      cleanSourceText(text, (seen, repaired) => {
        const context = lines.find((l) => new RegExp(`\\b${seen}\\b`).test(l))?.trim() ?? ''
        repairs.push({ id, seen, repaired, context })
      })
    }
  const step = Math.max(1, Math.floor(repairs.length / size))
  const sample = repairs.filter((_, i) => i % step === 0).slice(0, size)
  console.log(JSON.stringify({ repairs: repairs.length, sample }, null, 1))
}

await main()
