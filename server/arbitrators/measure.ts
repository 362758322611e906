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
  /** Names read as a tribunal member that are a labelled member (any role): the person typing. */
  persons: { precision: number; recall: number }
  /** Labelled persons whose mentions land on more than one profile. */
  duplicates: string[]
  misses: Array<{ id: string; missing: string[]; wrong: string[] }>
}

export function readLabels(file: string): LabelledDocument[] {
  return (JSON.parse(readFileSync(file, 'utf8')) as { documents: LabelledDocument[] }).documents
}

const extracted = new Map<string, Promise<Map<string, AwardExtraction>>>()

/** Every award of the folder, extracted once per run (court rulings have no tribunal). */
function extractAll(dir: string): Promise<Map<string, AwardExtraction>> {
  let all = extracted.get(dir)
  if (!all) {
    all = (async () => {
      const out = new Map<string, AwardExtraction>()
      for await (const raw of readAwardTexts(dir)) {
        if (raw.document_type === 'court_decision') continue
        out.set(
          raw.id,
          extractAward({
            text: raw.text,
            claimant: raw.claimant,
            respondent: raw.respondent,
            annulment: isAnnulment(raw),
          }),
        )
      }
      return out
    })()
    extracted.set(dir, all)
  }
  return all
}

/** Extracts every award of the folder and scores the labels. */
export async function measureTribunals(
  dir: string,
  labels: LabelledDocument[],
): Promise<Measurement> {
  const all = await extractAll(dir)
  const { entityOf } = resolveEntities(
    [...all.values()].flatMap((x) =>
      x.tribunal.map((m) => ({ type: 'person' as const, name: m.name })),
    ),
  )
  const shown = (name: string) => entityOf('person', name)
  let extracted = 0
  let labelled = 0
  let correct = 0
  let namesRight = 0
  const misses: Measurement['misses'] = []
  // Which profiles each labelled person's mentions land on: more than one is a duplicate.
  const profiles = new Map<string, Set<string>>()
  for (const doc of labels) {
    const found = all.get(doc.id)?.tribunal ?? []
    const got = found.map((m) => `${personKey(shown(m.name)?.name ?? m.name)} | ${m.role}`)
    const want = doc.tribunal.map((m) => `${personKey(m.name)} | ${m.role}`)
    const wantPeople = new Set(doc.tribunal.map((m) => personKey(m.name)))
    const hits = got.filter((g) => want.includes(g))
    extracted += got.length
    labelled += want.length
    correct += hits.length
    for (const m of found) {
      const key = personKey(shown(m.name)?.name ?? m.name)
      if (!wantPeople.has(key)) continue
      namesRight++
      const slugs = profiles.get(key) ?? new Set<string>()
      slugs.add(shown(m.name)?.slug ?? m.name)
      profiles.set(key, slugs)
    }
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
    persons: {
      precision: extracted ? namesRight / extracted : 0,
      recall: labelled ? namesRight / labelled : 0,
    },
    duplicates: [...profiles].filter(([, s]) => s.size > 1).map(([key]) => key),
    misses,
  }
}
