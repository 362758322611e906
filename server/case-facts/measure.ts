// The case-facts stage scored against a hand-labelled set (decision 240): date of decision exact,
// kind, instruments invoked (precision and recall, a bilateral treaty by its two States, a
// contract by a distinctive word of its name) and outcome on the documents that have one.
import { readInputs, type LabelledFacts } from './labelled.ts'
import { caseFacts } from './index.ts'
import { keyOf, type Instrument } from './instruments.ts'

export type FactsMeasurement = {
  documents: number
  date: number
  kind: number
  instruments: { precision: number; recall: number; extracted: number; labelled: number }
  outcome: { right: number; of: number }
  misses: { id: string; fact: string; got: unknown; want: unknown }[]
}

const COMMON =
  /^(?:the|of|and|for|a|an|agreement|contract|convention|dated|in|on|between|company|limited|liability|\d+|[a-z]{1,2})$/

function words(name: string): Set<string> {
  return new Set(
    name
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter((w) => w && !COMMON.test(w)),
  )
}

function sameInstrument(a: Instrument, b: Instrument): boolean {
  if (a.type === 'contract' && b.type === 'contract') {
    const x = words(a.name)
    return [...words(b.name)].some((w) => x.has(w))
  }
  return keyOf(a) === keyOf(b)
}

export async function measureFacts(
  dir: string,
  labels: LabelledFacts[],
): Promise<FactsMeasurement> {
  const inputs = await readInputs(dir, new Set(labels.map((l) => l.id)))
  const m: FactsMeasurement = {
    documents: labels.length,
    date: 0,
    kind: 0,
    instruments: { precision: 0, recall: 0, extracted: 0, labelled: 0 },
    outcome: { right: 0, of: 0 },
    misses: [],
  }
  let found = 0
  let recalled = 0
  let dates = 0
  let kinds = 0
  for (const label of labels) {
    const input = inputs.get(label.id)
    if (!input) throw new Error(`${label.id}: not in the corpus`)
    const facts = caseFacts(input)
    const miss = (fact: string, got: unknown, want: unknown) =>
      m.misses.push({ id: label.id, fact, got, want })
    if ((facts.decided?.value ?? null) === label.date) dates++
    else miss('date', facts.decided?.value ?? null, label.date)
    if (facts.kind.value === label.kind) kinds++
    else miss('kind', facts.kind.value, label.kind)
    const got = facts.instruments.map((f) => f.value)
    const want = label.instruments.map((i) => ({ ...i, year: i.year ?? undefined }))
    m.instruments.extracted += got.length
    m.instruments.labelled += want.length
    const right = got.filter((g) => want.some((w) => sameInstrument(g, w))).length
    const kept = want.filter((w) => got.some((g) => sameInstrument(g, w))).length
    found += right
    recalled += kept
    if (right < got.length || kept < want.length)
      miss('instruments', got.map(keyOf), want.map(keyOf))
    if (label.outcome) {
      m.outcome.of++
      if (facts.outcome?.value === label.outcome) m.outcome.right++
      else miss('outcome', facts.outcome?.value ?? null, label.outcome)
    }
  }
  m.date = dates / labels.length
  m.kind = kinds / labels.length
  m.instruments.precision = m.instruments.extracted ? found / m.instruments.extracted : 1
  m.instruments.recall = m.instruments.labelled ? recalled / m.instruments.labelled : 1
  return m
}
