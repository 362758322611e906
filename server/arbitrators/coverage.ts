// How much of the award corpus gets a tribunal (not part of the tests' floor; the measured
// precision and recall are in precision.test.ts):
//   npx tsx server/arbitrators/coverage.ts [../shared/corpus/isds-awards]
import { readdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { withParties } from '#server/content/ingest/adapters/isds-source.ts'
import { readJsonLines } from '#server/content/ingest/jsonl.ts'
import { extractAward } from './extract.ts'

export type RawAwardText = {
  id: string
  case_name: string
  claimant?: string | null
  respondent?: string | null
  document_type: string
  document_title: string
  institution?: string | null
  text: string
}

/** Every document of the isds-awards source folder, in file order. */
export async function* readAwardTexts(dir: string): AsyncGenerator<RawAwardText> {
  const files = readdirSync(dir)
    .filter((f) => /^documents-\d+\.jsonl(\.gz)?$/.test(f))
    .sort()
  for (const file of files)
    for await (const item of readJsonLines(join(dir, file)))
      if ('value' in item) yield withParties(item.value as RawAwardText)
}

export function isAnnulment(raw: Pick<RawAwardText, 'document_type' | 'document_title'>): boolean {
  return (
    raw.document_type === 'annulment_decision' ||
    /annulment|ad hoc committee/i.test(raw.document_title)
  )
}

export async function coverage(dir: string) {
  const byType = new Map<string, { docs: number; withTribunal: number }>()
  const cases = new Map<string, boolean>()
  let members = 0
  let appointed = 0
  for await (const raw of readAwardTexts(dir)) {
    const x = extractAward({
      text: raw.text,
      claimant: raw.claimant,
      respondent: raw.respondent,
      annulment: isAnnulment(raw),
    })
    const t = byType.get(raw.document_type) ?? { docs: 0, withTribunal: 0 }
    t.docs++
    if (x.tribunal.length) t.withTribunal++
    byType.set(raw.document_type, t)
    cases.set(raw.case_name, (cases.get(raw.case_name) ?? false) || x.tribunal.length > 0)
    members += x.tribunal.length
    appointed += x.tribunal.filter((m) => m.appointment).length
  }
  const docs = [...byType.values()].reduce((n, t) => n + t.docs, 0)
  const withTribunal = [...byType.values()].reduce((n, t) => n + t.withTribunal, 0)
  const court = byType.get('court_decision') ?? { docs: 0, withTribunal: 0 }
  return {
    docs,
    withTribunal,
    arbitralDocs: docs - court.docs,
    arbitralWithTribunal: withTribunal - court.withTribunal,
    cases: cases.size,
    casesWithTribunal: [...cases.values()].filter(Boolean).length,
    members,
    appointed,
    byType: Object.fromEntries([...byType].sort(([a], [b]) => a.localeCompare(b))),
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname)) {
  const started = performance.now()
  const report = await coverage(process.argv[2] ?? '../shared/corpus/isds-awards')
  console.log(JSON.stringify(report, null, 2))
  console.log(`${((performance.now() - started) / 1000).toFixed(1)} s`)
}
