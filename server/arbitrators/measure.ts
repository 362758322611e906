// Precision and recall of tribunal extraction against a hand-labelled set (the tuning set
// test/fixtures/arbitrators/tribunals.json, the held-out set held-out.json). A member counts as
// found when its name lands on the profile (the entity resolved across the corpus) that holds the
// labelled person's name, with the same role.
import { readFileSync } from 'node:fs'
import { isAnnulment, readAwardTexts } from './coverage.ts'
import { extractAward } from './extract.ts'
import type { AwardExtraction, TribunalRole } from './types.ts'
import { personKey } from './names.ts'
import { resolveEntities } from './resolve.ts'
import { Lexicon } from './spellings.ts'

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

type Extracted = {
  awards: Map<string, AwardExtraction>
  /** Each award's case, the scope its names are resolved in. */
  cases: Map<string, string>
  lexicon: Lexicon
}
const extracted = new Map<string, Promise<Extracted>>()

/**
 * Every award of the folder, extracted once per run (court rulings have no tribunal), or only
 * those `only` names (a sample: the lexicon still reads every text).
 */
function extractAll(dir: string, only?: ReadonlySet<string>): Promise<Extracted> {
  const key = only ? `${dir}\n${[...only].sort().join(' ')}` : dir
  let all = extracted.get(key)
  if (!all) {
    all = (async () => {
      const out = new Map<string, AwardExtraction>()
      const cases = new Map<string, string>()
      const lexicon = new Lexicon()
      for await (const raw of readAwardTexts(dir)) {
        lexicon.add(raw.document_title)
        lexicon.add(raw.text)
        if (raw.document_type === 'court_decision' || (only && !only.has(raw.id))) continue
        cases.set(raw.id, raw.case_name)
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
      return { awards: out, cases, lexicon }
    })()
    extracted.set(key, all)
  }
  return all
}

/**
 * Extracts every award of the folder (or only the `only` ones: the names then resolve among
 * fewer awards) and scores the labels.
 */
export async function measureTribunals(
  dir: string,
  labels: LabelledDocument[],
  { only }: { only?: ReadonlySet<string> } = {},
): Promise<Measurement> {
  const { awards: all, cases, lexicon } = await extractAll(dir, only)
  const { entities, entityOf } = resolveEntities(
    [...all].flatMap(([id, x]) =>
      x.tribunal.map((m) => ({ type: 'person' as const, name: m.name, scope: cases.get(id) })),
    ),
    lexicon,
  )
  // A member is found when it lands on the profile that holds the labelled person's key.
  const profileOfKey = new Map<string, string>()
  for (const e of entities) for (const k of e.keys) profileOfKey.set(k, e.slug)
  const profile = (name: string) => entityOf('person', name)?.slug ?? `?${personKey(name)}`
  const labelledProfile = (name: string) =>
    profileOfKey.get(personKey(name)) ?? `?${personKey(name)}`
  let extracted = 0
  let labelled = 0
  let correct = 0
  let namesRight = 0
  const misses: Measurement['misses'] = []
  // Which profiles each labelled person's mentions land on: more than one is a duplicate.
  const profiles = new Map<string, Set<string>>()
  for (const doc of labels) {
    const found = all.get(doc.id)?.tribunal ?? []
    const got = found.map((m) => `${profile(m.name)} | ${m.role}`)
    const want = doc.tribunal.map((m) => `${labelledProfile(m.name)} | ${m.role}`)
    const wantPeople = new Set(doc.tribunal.map((m) => labelledProfile(m.name)))
    const hits = got.filter((g) => want.includes(g))
    extracted += got.length
    labelled += want.length
    correct += hits.length
    for (const m of found) if (wantPeople.has(profile(m.name))) namesRight++
    // Where each labelled person's name in this award landed (matched by surname): a person
    // whose awards land on two profiles is a duplicate.
    const surname = (name: string) => personKey(name).split(' ').pop() ?? ''
    for (const l of doc.tribunal) {
      const m = found.find((f) => surname(f.name) === surname(l.name))
      if (!m) continue
      const who = labelledProfile(l.name)
      profiles.set(who, (profiles.get(who) ?? new Set<string>()).add(profile(m.name)))
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
