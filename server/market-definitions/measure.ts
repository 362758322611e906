// Measures the locator's extraction against hand-labelled decisions (test/fixtures/market-definitions):
// each labelled document is read from the raw sources through its adapter and the cleaning stage,
// as the ingest does, and its facts extracted as a search thread does (./reads.ts).
//   definitions: the product and geographic markets; parties: the parties, one entity each.
// A value counts as right when it is a labelled market (or one of its other wordings) not already
// matched: a second spelling of the same market is a wrong value. A value the labels accept (a
// narrower sub-group, a wider description) counts neither way.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { z } from 'zod'
import { cjeuId, cjeuJudgmentsAdapter } from '#server/content/ingest/adapters/cjeu-judgments.ts'
import { ecAntitrustCasesAdapter } from '#server/content/ingest/adapters/ec-antitrust-cases.ts'
import { validDocuments } from '#server/content/ingest/ingest.ts'
import { type CanonicalDocument, relevantDate } from '#server/content/model.ts'
import { slugify } from '#server/lib/text.ts'
import { extractMarketFacts, type MarketFact, type SourceDocument } from './extract.ts'
import { productKey } from './markets.ts'

const marketSchema = z.object({ name: z.string(), also: z.array(z.string()).optional() })
const labelSchema = z.object({
  id: z.string(),
  products: z.array(marketSchema),
  geographic: z.array(z.string()),
  acceptable: z.array(z.string()),
  parties: z.array(z.string()),
})
const fileSchema = z.object({ about: z.string(), documents: z.array(labelSchema) })
export type MarketLabel = z.infer<typeof labelSchema>

export function readMarketLabels(path: string): MarketLabel[] {
  return fileSchema.parse(JSON.parse(readFileSync(path, 'utf8'))).documents
}

/** A value as compared: a product's key ('the Bananas' is 'banana'), without a leading article. */
export const comparable = (value: string) => productKey(value.replace(/^\s*(?:the|a|an)\s+/i, ''))

/** The document as a search thread holds it: the record without its sections. */
export function sourceDocumentOf(doc: CanonicalDocument): SourceDocument {
  const { sections, ...record } = doc
  return {
    id: doc.id,
    kind: doc.kind,
    title: doc.title,
    date: relevantDate(doc) ?? null,
    url: '',
    record,
    sections: sections.map((s, ordinal) => ({ ordinal, heading: s.heading, text: s.text })),
  }
}

/** The labelled documents, read from the raw sources (`corpus` is ../shared/corpus). */
export async function readLabelledDocuments(
  corpus: string,
  ids: Set<string>,
): Promise<Map<string, SourceDocument>> {
  const found = new Map<string, SourceDocument>()
  // Only the labelled records are mapped and cleaned (a source's raw id → the document's id).
  const sources = [
    { adapter: cjeuJudgmentsAdapter, idOf: cjeuId },
    { adapter: ecAntitrustCasesAdapter, idOf: (raw: string) => `ec-${slugify(raw, 30)}` },
  ]
  for (const { adapter, idOf } of sources) {
    const select = (raw: string) => ids.has(idOf(raw))
    for await (const { doc } of validDocuments(adapter, join(corpus, adapter.name), () => {}, {
      select,
    }))
      found.set(doc.id, sourceDocumentOf(doc))
  }
  return found
}

export type Score = { right: number; wrong: number; labelled: number; found: number }
export type Miss = { id: string; kind: 'wrong' | 'missed'; category: string; value: string }

function score(
  id: string,
  category: string,
  values: string[],
  labels: string[][],
  acceptable: string[],
  misses: Miss[],
): Score {
  const keys = labels.map((names) => new Set(names.map(comparable)))
  const ok = new Set(acceptable.map(comparable))
  const used = new Set<number>()
  let right = 0
  let wrong = 0
  for (const value of values) {
    const key = comparable(value)
    const at = keys.findIndex((k, i) => k.has(key) && !used.has(i))
    if (at >= 0) {
      used.add(at)
      right++
    } else if (ok.has(key) && !keys.some((k) => k.has(key))) {
      continue
    } else {
      wrong++
      misses.push({ id, kind: 'wrong', category, value })
    }
  }
  labels.forEach((names, i) => {
    if (!used.has(i)) misses.push({ id, kind: 'missed', category, value: names[0] })
  })
  return { right, wrong, labelled: labels.length, found: used.size }
}

const add = (a: Score, b: Score): Score => ({
  right: a.right + b.right,
  wrong: a.wrong + b.wrong,
  labelled: a.labelled + b.labelled,
  found: a.found + b.found,
})
const ZERO: Score = { right: 0, wrong: 0, labelled: 0, found: 0 }

export type MarketMeasurement = {
  documents: number
  products: Score
  geographic: Score
  definitions: Score & { precision: number; recall: number }
  parties: Score & { precision: number; recall: number }
  misses: Miss[]
}

const ratios = (s: Score) => ({
  ...s,
  precision: s.right + s.wrong === 0 ? 1 : s.right / (s.right + s.wrong),
  recall: s.labelled === 0 ? 1 : s.found / s.labelled,
})

/**
 * Scores `extract` (the locator's extractor by default) on the labelled documents, read with
 * readLabelledDocuments.
 */
export function measureMarkets(
  docs: Map<string, SourceDocument>,
  labels: MarketLabel[],
  extract: (doc: SourceDocument) => MarketFact[] = extractMarketFacts,
): MarketMeasurement {
  const misses: Miss[] = []
  let products = ZERO
  let geographic = ZERO
  let parties = ZERO
  for (const label of labels) {
    const doc = docs.get(label.id)
    if (!doc) throw new Error(`labelled document ${label.id} is not in the corpus`)
    const facts = extract(doc)
    const values = (category: string) =>
      facts.filter((f) => f.category === category).map((f) => f.value)
    products = add(
      products,
      score(
        label.id,
        'Product Market',
        values('Product Market'),
        label.products.map((p) => [p.name, ...(p.also ?? [])]),
        label.acceptable,
        misses,
      ),
    )
    geographic = add(
      geographic,
      score(
        label.id,
        'Geographic Market',
        values('Geographic Market'),
        label.geographic.map((g) => [g]),
        label.acceptable,
        misses,
      ),
    )
    parties = add(
      parties,
      score(
        label.id,
        'Party name',
        values('Party name'),
        label.parties.map((p) => [p]),
        [],
        misses,
      ),
    )
  }
  return {
    documents: labels.length,
    products,
    geographic,
    definitions: ratios(add(products, geographic)),
    parties: ratios(parties),
    misses,
  }
}
