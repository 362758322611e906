import type { Edition } from '#server/content/model.ts'
import {
  SEARCH_ENDPOINTS,
  type DateType,
  type SearchFilter,
  type SearchMode,
  type SortBy,
  type SortOrder,
} from './engine.ts'
import { UnknownSearchModeError } from './errors.ts'

// What each search mode means (spec 000 §4, §9 and 001 §5, §9): page size, default sort and date
// type, the filters it starts with, the facets it lists and the documents it covers.

export type ModeSettings = {
  mode: SearchMode
  pageSize: number
  dateType: DateType
  /** Applied unless the query sends a filter with the same id (even an empty one). */
  defaultFilters: SearchFilter[]
  /** Filter sections listed by filters(), in this order. */
  facets: string[]
  /** Results are publications; chapter matches count for their book (books, journals). */
  groupByPublication: boolean
  /** Which documents the mode covers: a fixed SQL condition on `m` (kind, published, ...). */
  scope: string | null
  /** With no sortBy in the query. */
  defaultSort: (hasText: boolean) => { sortBy: SortBy; sortOrder: SortOrder }
}

const byDateOrScore = (hasText: boolean) =>
  hasText
    ? { sortBy: 'score' as const, sortOrder: 'desc' as const }
    : { sortBy: 'date' as const, sortOrder: 'desc' as const }

const byPublicationTitle = () => ({
  sortBy: 'publicationtitle' as const,
  sortOrder: 'asc' as const,
})

const CASE_LAW_KINDS = [
  'award',
  'decision',
  'procedural_order',
  'opinion',
  'court_decision',
  'annulment_decision',
  'case',
]

const DOCUMENT_FACETS = [
  'type',
  'topic',
  'jurisdiction',
  'source',
  'organization',
  'court',
  'legislation',
  'publicationtitle',
  'language',
]

export const MODES: Record<SearchMode, ModeSettings> = {
  default: {
    mode: 'default',
    pageSize: 10,
    dateType: 'relevant-date',
    defaultFilters: [],
    facets: DOCUMENT_FACETS,
    groupByPublication: false,
    scope: null,
    defaultSort: byDateOrScore,
  },
  awards: {
    mode: 'awards',
    pageSize: 10,
    dateType: 'relevant-date',
    defaultFilters: [{ id: 'type', filterItems: ['Awards'], andOrValue: 'OR' }],
    facets: [
      'type',
      'organization',
      'arbitrator',
      'party',
      'outcome',
      'sector',
      'procedure',
      'jurisdiction',
      'topic',
      'language',
    ],
    groupByPublication: false,
    scope: `m.kind IN (${CASE_LAW_KINDS.map((k) => `'${k}'`).join(', ')})`,
    defaultSort: byDateOrScore,
  },
  books: {
    mode: 'books',
    pageSize: 10,
    dateType: 'book-sort-date',
    defaultFilters: [
      { id: 'publicationtype', filterItems: ['book', 'loose-leaf'], andOrValue: 'OR' },
    ],
    facets: ['publicationtype', 'topic', 'source', 'author', 'jurisdiction', 'language'],
    groupByPublication: true,
    scope: `m.kind = 'publication'`,
    defaultSort: byPublicationTitle,
  },
  journals: {
    mode: 'journals',
    pageSize: 10,
    dateType: 'publication-date-search',
    defaultFilters: [{ id: 'publicationtype', filterItems: ['journal'], andOrValue: 'OR' }],
    facets: ['publicationtype', 'publicationtitle', 'topic', 'author', 'language'],
    groupByPublication: true,
    scope: `m.kind = 'publication'`,
    defaultSort: byPublicationTitle,
  },
  bits: {
    mode: 'bits',
    pageSize: 10,
    dateType: 'relevant-date',
    defaultFilters: [
      { id: 'type', filterItems: ['Bilateral investment treaties'], andOrValue: 'OR' },
    ],
    facets: ['type', 'jurisdiction', 'legislation', 'topic', 'source', 'language'],
    groupByPublication: false,
    scope: null,
    defaultSort: byDateOrScore,
  },
  // Arbitrator profiles are documents of kind 'profile' once the content has them.
  profiles: {
    mode: 'profiles',
    pageSize: 15,
    dateType: 'relevant-date',
    defaultFilters: [],
    facets: [],
    groupByPublication: false,
    scope: `m.kind = 'profile'`,
    defaultSort: () => ({ sortBy: 'title', sortOrder: 'asc' }),
  },
  'profile page': {
    mode: 'profile page',
    pageSize: 5,
    dateType: 'relevant-date',
    defaultFilters: [],
    facets: ['organization', 'type', 'outcome', 'sector'],
    groupByPublication: false,
    scope: `m.kind IN (${CASE_LAW_KINDS.map((k) => `'${k}'`).join(', ')})`,
    defaultSort: byDateOrScore,
  },
  'new content': {
    mode: 'new content',
    pageSize: 10,
    dateType: 'published',
    defaultFilters: [],
    facets: ['type', 'topic', 'source', 'jurisdiction', 'language'],
    groupByPublication: false,
    scope: `m.published IS NOT NULL`,
    defaultSort: byDateOrScore,
  },
  NYC: {
    mode: 'NYC',
    pageSize: 10,
    dateType: 'relevant-date',
    defaultFilters: [
      { id: 'legislation', filterItems: ['New York Convention, 1958'], andOrValue: 'OR' },
    ],
    facets: ['legislation', 'jurisdiction', 'court', 'type', 'topic', 'language'],
    groupByPublication: false,
    scope: null,
    defaultSort: byDateOrScore,
  },
}

const MODE_ALIASES: Record<string, SearchMode> = {
  '': 'default',
  default: 'default',
  documents: 'default',
  awards: 'awards',
  books: 'books',
  journals: 'journals',
  bits: 'bits',
  profiles: 'profiles',
  'profile page': 'profile page',
  'profile-page': 'profile page',
  'new content': 'new content',
  'new-content': 'new content',
  newcontent: 'new content',
  nyc: 'NYC',
}

/** The mode of a query (case-insensitive, with the URL spellings); unknown modes throw. */
export function resolveMode(mode: string | undefined): ModeSettings {
  const key = MODE_ALIASES[(mode ?? '').trim().toLowerCase()]
  if (!key) throw new UnknownSearchModeError(mode ?? '')
  return MODES[key]
}

export function endpointFor(mode: string | undefined) {
  return SEARCH_ENDPOINTS[resolveMode(mode).mode]
}

/** Facet filters that may list up to 1000 items (spec 000 §9). */
const LONG_FACETS = new Set(['role-subrole', 'sector-subsector', 'sector'])
export const DEFAULT_ITEM_LIMIT = 10

export function defaultLimit(facet: string): number {
  return LONG_FACETS.has(facet) ? 1000 : DEFAULT_ITEM_LIMIT
}

/** Spec 001 §5: these profile filters are flagged self-reported. */
export const SELF_REPORTED = new Set(['domicile', 'lawfirm', 'experience-education'])

/** Facet display names with the spec's renames (000 §9). */
export function facetName(facet: string, base: string, mode: SearchMode, edition: Edition) {
  if (facet === 'topic' && edition === 'KCL') return 'Practice area'
  if (facet === 'organization' && mode === 'awards') return 'Institution'
  return base
}
