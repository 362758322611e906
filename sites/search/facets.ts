// Facet metadata (spec 000 §3-§5, §9): the one owner of what each filter is called and how it
// behaves. Isomorphic: the URL codec, the filter panel, the ingest writer and the engine read it.

/**
 * Document facets: the filter ids a URL may name and the index stores.
 * - `tree`: values are paths written 'parent>child'; a document stores every ancestor too.
 * - `multiValue`: a document may hold several values, so AND between selections means something.
 */
export const FACETS = {
  type: { name: 'Document type', tree: false, multiValue: false },
  topic: { name: 'Topic', tree: true, multiValue: true },
  jurisdiction: { name: 'Jurisdiction', tree: false, multiValue: true },
  organization: { name: 'Organization', tree: false, multiValue: false },
  court: { name: 'Court', tree: false, multiValue: false },
  source: { name: 'Source', tree: false, multiValue: false },
  publicationtype: { name: 'Publication type', tree: false, multiValue: false },
  publicationtitle: { name: 'Publication title', tree: false, multiValue: false },
  legislation: { name: 'Legislation', tree: false, multiValue: true },
  language: { name: 'Language', tree: false, multiValue: false },
  party: { name: 'Party', tree: false, multiValue: true },
  author: { name: 'Author', tree: false, multiValue: true },
  arbitrator: { name: 'Arbitrator / judge', tree: false, multiValue: true },
  presiding: { name: 'Presiding arbitrator', tree: false, multiValue: true },
  keyword: { name: 'Keyword', tree: false, multiValue: true },
  procedure: { name: 'Procedure', tree: false, multiValue: false },
  sector: { name: 'Business sector', tree: true, multiValue: true },
  outcome: { name: 'Outcome', tree: false, multiValue: false },
  respondent: { name: 'Respondent State', tree: false, multiValue: false },
  decisionkind: { name: 'Document kind', tree: false, multiValue: false },
  decisionyear: { name: 'Year of decision', tree: false, multiValue: false },
} as const satisfies Record<string, { name: string; tree: boolean; multiValue: boolean }>

export type FacetId = keyof typeof FACETS
export const FACET_IDS = Object.keys(FACETS) as FacetId[]

export function isFacetId(id: string): id is FacetId {
  return Object.hasOwn(FACETS, id)
}

/** Separator of tree values ('Intellectual property>Trade marks'). */
export const TREE_SEPARATOR = '>'

/** A tree value and all its ancestors: 'a>b>c' → ['a', 'a>b', 'a>b>c']. */
export function treeValues(value: string): string[] {
  const parts = value.split(TREE_SEPARATOR).map((p) => p.trim())
  return parts.map((_, i) => parts.slice(0, i + 1).join(TREE_SEPARATOR))
}

/** Values of the `publicationtype` facet (books mode defaults to book + loose-leaf). */
export const PUBLICATION_TYPES = ['book', 'loose-leaf', 'journal'] as const

/** What a value of a facet with a fixed form must be, where the facet has one. */
const VALUE_FORMS: Partial<Record<FacetId, { test: (value: string) => boolean; form: string }>> = {
  decisionyear: { test: (v) => /^(1[89]|20)\d\d$/.test(v), form: 'a year, such as 2006' },
  publicationtype: {
    test: (v) => (PUBLICATION_TYPES as readonly string[]).includes(v),
    form: `one of ${PUBLICATION_TYPES.join(', ')}`,
  },
}

/** Why a value cannot be one of the facet's (its form), or null where it can. */
export function facetValueProblem(facet: FacetId, value: string): string | null {
  const rule = VALUE_FORMS[facet]
  if (!rule || rule.test(value)) return null
  return `"${value.slice(0, 40)}" is not a ${FACETS[facet].name.toLowerCase()}: it is ${rule.form}.`
}

/**
 * How a facet's stored value reads where it is named (tabs, drawer items, chips): plural, as
 * the spec's content types read ("Books", not "book"). Values without an entry read as stored.
 */
const VALUE_LABELS: Partial<Record<FacetId, Record<string, string>>> = {
  publicationtype: { book: 'Books', 'loose-leaf': 'Loose-leaf publications', journal: 'Journals' },
}

/** The label of a facet's value: a tree value by its last step, others by VALUE_LABELS. */
export function valueLabel(facet: string, value: string): string {
  if (isFacetId(facet) && FACETS[facet].tree) return value.split(TREE_SEPARATOR).pop() ?? value
  return (isFacetId(facet) && VALUE_LABELS[facet]?.[value]) || value
}

/** Items a filter lists by default; the long lists of spec 000 §9 list up to 1000. */
export const DEFAULT_ITEM_LIMIT = 10
const LONG_LISTS = new Set(['role-subrole', 'sector-subsector', 'sector'])

export function defaultItemLimit(facet: string): number {
  return LONG_LISTS.has(facet) ? 1000 : DEFAULT_ITEM_LIMIT
}

/** Item lists whose zero counts stay visible (spec 000 §5). */
export const KEEP_ZERO_ITEMS = new Set(['date', 'nationality-exclude'])

/** Profile filters flagged self-reported (spec 001 §5). */
export const SELF_REPORTED = new Set(['domicile', 'lawfirm', 'experience-education'])

/**
 * A facet's display name: the edition's own label (its `filterLabels`, e.g. KCL's "Practice
 * area"), then the mode's rename (awards call organization "Institution" and legislation the
 * "Treaty or instrument invoked", decision 240), then the base name.
 */
export function facetName(
  facet: string,
  mode: string,
  editionLabels: Readonly<Record<string, string>> = {},
): string {
  if (editionLabels[facet]) return editionLabels[facet]
  if (facet === 'organization' && mode === 'awards') return 'Institution'
  if (facet === 'legislation' && mode === 'awards') return 'Treaty or instrument invoked'
  return isFacetId(facet) ? FACETS[facet].name : facet
}
