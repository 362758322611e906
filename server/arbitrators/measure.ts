// Precision and recall of tribunal extraction against the hand-labelled set
// (test/fixtures/arbitrators/tribunals.json). A member counts as found when its name, as the
// entity it resolves to across the corpus, has the labelled person's key and the same role.
import { readFileSync } from 'node:fs'
import { isAnnulment, readAwardTexts } from './coverage.ts'
import { extractAward, type AwardExtraction, type TribunalRole } from './extract.ts'
import { personKey } from './names.ts'
import { resolveEntities } from './resolve.ts'

export type LabelledDocument = {
  id: string
  caseName: string
  documentTitle: string
  institution: string | null
  documentType: string
  tribunal: Array<{ name: string; role: TribunalRole }>
}

export type Measurement = {
  documents: number
  labelled: number
  extracted: number
  correct: number
  precision: number
  recall: number
  misses: Array<{ id: string; missing: string[]; wrong: string[] }>
}

export function readLabels(file: string): LabelledDocument[] {
  return (JSON.parse(readFileSync(file, 'utf8')) as { documents: LabelledDocument[] }).documents
}

/** Extracts every award of the folder (court rulings have no tribunal) and scores the labels. */
export async function measureTribunals(
  dir: string,
  labels: LabelledDocument[],
): Promise<Measurement> {
  const all = new Map<string, AwardExtraction>()
  for await (const raw of readAwardTexts(dir)) {
    if (raw.document_type === 'court_decision') continue
    all.set(
      raw.id,
      extractAward({
        text: raw.text,
        claimant: raw.claimant,
        respondent: raw.respondent,
        annulment: isAnnulment(raw),
      }),
    )
  }
  const { entityOf } = resolveEntities(
    [...all.values()].flatMap((x) =>
      x.tribunal.map((m) => ({ type: 'person' as const, name: m.name })),
    ),
  )
  let extracted = 0
  let labelled = 0
  let correct = 0
  const misses: Measurement['misses'] = []
  for (const doc of labels) {
    const got = (all.get(doc.id)?.tribunal ?? []).map(
      (m) => `${personKey(entityOf('person', m.name)?.name ?? m.name)} | ${m.role}`,
    )
    const want = doc.tribunal.map((m) => `${personKey(m.name)} | ${m.role}`)
    const hits = got.filter((g) => want.includes(g))
    extracted += got.length
    labelled += want.length
    correct += hits.length
    if (hits.length < Math.max(got.length, want.length))
      misses.push({
        id: doc.id,
        missing: want.filter((w) => !got.includes(w)),
        wrong: got.filter((g) => !want.includes(g)),
      })
  }
  return {
    documents: labels.length,
    labelled,
    extracted,
    correct,
    precision: extracted ? correct / extracted : 0,
    recall: labelled ? correct / labelled : 0,
    misses,
  }
}
