// The search modes (spec 000 §2, §4, §7, §9 and 001 §2.4, §5, §9), owned here once: what each
// engine mode covers and starts with, and which screen serves which mode. Isomorphic: the URL
// codec, the pages, the API and the engine read it.
import type { RouteKey } from '../catalog.ts'
import type { FacetId } from './facets.ts'

export type SortBy = 'score' | 'date' | 'title' | 'publicationtitle'
export type SortOrder = 'asc' | 'desc'
export type Sort = { sortBy: SortBy; sortOrder: SortOrder }

/**
 * Date types (spec 000 §9): the relevant date by default, the book sort date for books, the
 * publication date for journals and the date added to the portal ('published') for new content.
 */
export const DATE_TYPES = [
  'relevant-date',
  'book-sort-date',
  'publication-date-search',
  'published',
] as const
export type DateType = (typeof DATE_TYPES)[number]

/** datePeriod: -1 all time, 0 the precise period dateFrom..dateTo, n > 0 the last n months. */
export const DATE_PERIODS = [-1, 0, 3, 6, 12, 24, 36, 60] as const

/** The types of rulings: what a lawyer cites as case law. */
export const CASE_LAW_TYPES = [
  'Awards',
  'Decisions',
  'Procedural orders',
  'Opinions',
  'Court decisions',
  'Judgments',
  'Domain name decisions',
  'Cases',
] as const

/** The types of instruments' texts (treaties, conventions, statutes), section by section. */
export const INSTRUMENT_TYPES = [
  'Conventions',
  'Treaties',
  'Bilateral investment treaties',
  'Legislation',
] as const

/**
 * The document types the Books screen lists: books (commentaries, handbooks, series). Treaties,
 * conventions and statutes are published as books with a table of contents, but are not books:
 * they are listed under their own names (decision 248).
 */
export const BOOK_TYPES = ['Books'] as const

/** Facet selections a mode starts with, facet id → values (combined with OR). */
export type DefaultFilters = Readonly<Partial<Record<FacetId, readonly string[]>>>

/** Which documents a mode covers, in engine-neutral terms. */
export type ModeScope = {
  /** Only documents of these kinds (award, decision, publication, profile, ...). */
  kinds?: readonly string[]
  /** Only documents with a date added to the portal. */
  published?: boolean
}

export type EngineModeSettings = {
  /** The call that serves the mode (spec 000 §7). */
  endpoint: string
  pageSize: number
  dateType: DateType
  /** Applied unless the query sends a filter with the same id (even an empty one). */
  defaultFilters: DefaultFilters
  /** Filter sections listed, in this order. */
  facets: readonly FacetId[]
  /** Results are publications; chapter matches count for their book (books, journals). */
  groupByPublication: boolean
  /** Results may be grouped by case (`group=case`): a case's documents share one row. */
  groupsByCase?: boolean
  scope: ModeScope
  /** The sort of a query that names none; without one: relevance with text, else newest. */
  defaultSort?: Sort
}

const CASE_LAW_KINDS = [
  'award',
  'decision',
  'procedural_order',
  'opinion',
  'court_decision',
  'annulment_decision',
  'case',
]

const DOCUMENT_FACETS: FacetId[] = [
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

/** The engine's modes. 'profile page' is the arbitrator profile's own case search. */
export const ENGINE_MODES = {
  default: {
    endpoint: 'documentSearch',
    pageSize: 10,
    dateType: 'relevant-date',
    defaultFilters: {},
    facets: DOCUMENT_FACETS,
    groupByPublication: false,
    scope: {},
  },
  awards: {
    endpoint: 'awards',
    pageSize: 10,
    dateType: 'relevant-date',
    defaultFilters: { type: ['Awards'] },
    facets: [
      'type',
      'organization',
      // What each case is brought under, its respondent, kind and year, read from its text
      // (decision 240).
      'legislation',
      'respondent',
      'decisionkind',
      'decisionyear',
      'arbitrator',
      'presiding',
      'party',
      'outcome',
      'sector',
      'procedure',
      'jurisdiction',
      'topic',
      'language',
    ],
    groupByPublication: false,
    groupsByCase: true,
    scope: { kinds: CASE_LAW_KINDS },
  },
  books: {
    endpoint: 'books',
    pageSize: 10,
    dateType: 'book-sort-date',
    defaultFilters: { publicationtype: ['book', 'loose-leaf'] },
    facets: ['publicationtype', 'topic', 'source', 'author', 'jurisdiction', 'language'],
    groupByPublication: true,
    scope: { kinds: ['publication'] },
    defaultSort: { sortBy: 'publicationtitle', sortOrder: 'asc' },
  },
  journals: {
    endpoint: 'journals',
    pageSize: 10,
    dateType: 'publication-date-search',
    defaultFilters: { publicationtype: ['journal'] },
    facets: ['publicationtype', 'publicationtitle', 'topic', 'author', 'language'],
    groupByPublication: true,
    scope: { kinds: ['publication'] },
    defaultSort: { sortBy: 'publicationtitle', sortOrder: 'asc' },
  },
  bits: {
    endpoint: 'documentSearch',
    pageSize: 10,
    dateType: 'relevant-date',
    defaultFilters: { type: ['Bilateral investment treaties'] },
    facets: ['type', 'jurisdiction', 'legislation', 'topic', 'source', 'language'],
    groupByPublication: false,
    scope: {},
  },
  'profile page': {
    endpoint: 'arbitratorSearch',
    pageSize: 5,
    dateType: 'relevant-date',
    defaultFilters: {},
    facets: ['organization', 'type', 'outcome', 'sector'],
    groupByPublication: false,
    scope: { kinds: CASE_LAW_KINDS },
  },
  'new content': {
    endpoint: 'newcontent',
    pageSize: 10,
    dateType: 'published',
    defaultFilters: {},
    facets: ['type', 'topic', 'source', 'jurisdiction', 'language'],
    groupByPublication: false,
    scope: { published: true },
  },
  NYC: {
    endpoint: 'NYCTool',
    pageSize: 10,
    dateType: 'relevant-date',
    defaultFilters: { legislation: ['New York Convention, 1958'] },
    facets: ['legislation', 'jurisdiction', 'court', 'type', 'topic', 'language'],
    groupByPublication: false,
    scope: {},
  },
} as const satisfies Record<string, EngineModeSettings>

export type SearchMode = keyof typeof ENGINE_MODES
export type SearchEndpoint = (typeof ENGINE_MODES)[SearchMode]['endpoint']

/** The sort of a query of the engine mode that names none. */
export function engineDefaultSort(mode: SearchMode, hasText: boolean): Sort {
  const settings: EngineModeSettings = ENGINE_MODES[mode]
  if (settings.defaultSort) return settings.defaultSort
  return hasText ? { sortBy: 'score', sortOrder: 'desc' } : { sortBy: 'date', sortOrder: 'desc' }
}

/** `mode` spellings the engine and the API accept (case-insensitive). */
const ENGINE_MODE_ALIASES: Record<string, SearchMode> = {
  '': 'default',
  default: 'default',
  documents: 'default',
  awards: 'awards',
  books: 'books',
  journals: 'journals',
  bits: 'bits',
  'profile page': 'profile page',
  'profile-page': 'profile page',
  'new content': 'new content',
  'new-content': 'new content',
  newcontent: 'new content',
  nyc: 'NYC',
}

/** The engine mode a `mode` value names, or null. */
export function engineModeOf(value: string | undefined): SearchMode | null {
  return ENGINE_MODE_ALIASES[(value ?? '').trim().toLowerCase()] ?? null
}

// ---- the screens -----------------------------------------------------------------------------

export type SearchModeId =
  | 'default'
  | 'awards'
  | 'NYC'
  | 'books'
  | 'journals'
  | 'new content'
  | 'bits'
  | 'unified-patent-court'
  | 'unitary-patent'

export type SortOption = Sort & { label: string; needsText?: boolean }

export type SearchModeConfig = {
  id: SearchModeId
  /** The route that serves the mode. */
  path: string
  /** The `mode=` value that selects it on /search, or null when the path alone implies it. */
  param: string | null
  engineMode: SearchMode
  title: string
  description: string
  /** The engine mode's, or the preset's own (the patent searches of /search). */
  defaultFilters: DefaultFilters
  /** From the engine mode. */
  pageSize: number
  dateType: DateType
  /** Results are publications (books, journals). */
  publications: boolean
  /** Results may be grouped by case (decision 253). */
  groupsByCase: boolean
  /** Extra toggles of the filter panel besides title-only and AI-available. */
  hasContentToggle: boolean
}

const documentSorts: SortOption[] = [
  { label: 'Relevance', sortBy: 'score', sortOrder: 'desc', needsText: true },
  { label: 'Newest first', sortBy: 'date', sortOrder: 'desc' },
  { label: 'Oldest first', sortBy: 'date', sortOrder: 'asc' },
  { label: 'Title A–Z', sortBy: 'title', sortOrder: 'asc' },
  { label: 'Title Z–A', sortBy: 'title', sortOrder: 'desc' },
]
const publicationSorts: SortOption[] = [
  { label: 'Relevance', sortBy: 'score', sortOrder: 'desc', needsText: true },
  { label: 'Title A–Z', sortBy: 'publicationtitle', sortOrder: 'asc' },
  { label: 'Title Z–A', sortBy: 'publicationtitle', sortOrder: 'desc' },
]

function mode(
  config: Pick<SearchModeConfig, 'id' | 'path' | 'param' | 'engineMode' | 'title' | 'description'> &
    Partial<Pick<SearchModeConfig, 'defaultFilters' | 'hasContentToggle'>>,
): SearchModeConfig {
  const engine: EngineModeSettings = ENGINE_MODES[config.engineMode]
  return {
    defaultFilters: engine.defaultFilters,
    hasContentToggle: false,
    ...config,
    pageSize: engine.pageSize,
    dateType: engine.dateType,
    publications: engine.groupByPublication,
    groupsByCase: engine.groupsByCase ?? false,
  }
}

export const SEARCH_MODES: Record<SearchModeId, SearchModeConfig> = {
  default: mode({
    id: 'default',
    path: '/search',
    param: null,
    engineMode: 'default',
    title: 'Search',
    // After what the edition's collection covers (its `search.covers`, sites/<id>/site.ts).
    description:
      'Combine words with AND, OR, NOT and NEAR, put a phrase in quotes and ' +
      'end a word with * to find every word that starts with it. Narrow the results with the ' +
      'filters: document type, topic, jurisdiction, source, date and more. Every search, filter ' +
      'and page has its own address, so you can bookmark it or send it to a colleague.',
  }),
  awards: mode({
    id: 'awards',
    path: '/awards',
    param: null,
    engineMode: 'awards',
    title: 'Cases & Awards',
    description:
      'Awards, decisions and procedural orders of arbitral tribunals, with the court rulings on ' +
      'them. Filter by institution, arbitrator, party, outcome, sector and procedure, or keep ' +
      'only cases that hold documents.',
    hasContentToggle: true,
  }),
  NYC: mode({
    id: 'NYC',
    path: '/nycsearch',
    param: null,
    engineMode: 'NYC',
    title: 'New York Convention Search',
    description:
      'Court decisions and materials applying the Convention on the Recognition and Enforcement ' +
      'of Foreign Arbitral Awards (New York, 1958), by jurisdiction, court and topic.',
  }),
  books: mode({
    id: 'books',
    path: '/books',
    param: null,
    engineMode: 'books',
    title: 'Books',
    description:
      'Books and loose-leaf publications. A search finds the best-matching chapters and groups ' +
      'them under their book.',
    defaultFilters: { ...ENGINE_MODES.books.defaultFilters, type: BOOK_TYPES },
  }),
  journals: mode({
    id: 'journals',
    path: '/journals',
    param: null,
    engineMode: 'journals',
    title: 'Journals',
    description: 'Journals and their articles. A search finds the best-matching articles.',
  }),
  'new content': mode({
    id: 'new content',
    path: '/new-content',
    param: null,
    engineMode: 'new content',
    title: 'New Content',
    description: 'Documents added to the collection, newest first.',
  }),
  bits: mode({
    id: 'bits',
    path: '/search',
    param: 'bits',
    engineMode: 'bits',
    title: 'Bilateral Investment Treaties',
    description: 'Bilateral investment treaties, by jurisdiction and topic.',
  }),
  'unified-patent-court': mode({
    id: 'unified-patent-court',
    path: '/search',
    param: 'unified-patent-court',
    engineMode: 'default',
    // It searches the Agreement's text, not the Court's decisions: its name says so (decision 248).
    title: 'UPC Agreement: search the text',
    description:
      'The text of the Agreement on a Unified Patent Court and the Statute of the Court, article ' +
      'by article. The Court’s decisions are not searched here.',
    defaultFilters: { legislation: ['Agreement on a Unified Patent Court'] },
  }),
  'unitary-patent': mode({
    id: 'unitary-patent',
    path: '/search',
    param: 'unitary-patent',
    engineMode: 'default',
    title: 'Unitary Patent Regulations: search the text',
    description:
      'The text of the Unitary Patent Regulations, article by article: Regulation (EU) No ' +
      '1257/2012 on unitary patent protection and Regulation (EU) No 1260/2012 on its ' +
      'translation arrangements. Unitary patents themselves are not searched here.',
    defaultFilters: { legislation: ['Regulation 1257/2012', 'Regulation 1260/2012'] },
  }),
}

/** The mode served by a path (the route modules pass their own). */
export type PathMode = 'default' | 'awards' | 'NYC' | 'books' | 'journals' | 'new content'

/** `mode=` spellings accepted on /search (case-insensitive); the others redirect to their path. */
const MODE_PARAMS: Record<string, SearchModeId> = {
  default: 'default',
  documents: 'default',
  awards: 'awards',
  nyc: 'NYC',
  books: 'books',
  journals: 'journals',
  'new content': 'new content',
  'new-content': 'new content',
  newcontent: 'new content',
  bits: 'bits',
  'unified-patent-court': 'unified-patent-court',
  'unitary-patent': 'unitary-patent',
}

/** The mode of a `mode=` value, or null when it names no search screen. */
export function modeFromParam(value: string): SearchModeId | null {
  return MODE_PARAMS[value.trim().toLowerCase()] ?? null
}

/**
 * `mode=` values answered by a screen of another tool, with the key its own search text goes
 * in. The spec's `profiles` mode searches arbitrators, which are people, not documents: the
 * arbitrator service answers it on the Profile Navigator (spec 001 §7.6), page size 15 by full
 * name. /search sends it there where the edition and plan open it.
 */
export const MODES_ELSEWHERE: Readonly<Record<string, { route: RouteKey; text: string }>> = {
  profiles: { route: 'profile-navigator', text: 'q' },
}

export function defaultSort(mode: SearchModeId, hasText: boolean): Sort {
  return engineDefaultSort(SEARCH_MODES[mode].engineMode, hasText)
}

export function sortOptions(mode: SearchModeId, hasText: boolean): SortOption[] {
  const options = SEARCH_MODES[mode].publications ? publicationSorts : documentSorts
  return options.filter((o) => hasText || !o.needsText)
}

/** The order a sort key goes in when the URL names only the key. */
export function naturalOrder(sortBy: SortBy): SortOrder {
  return sortBy === 'score' || sortBy === 'date' ? 'desc' : 'asc'
}

/** Page sizes offered (every mode of these screens shows 10 by default, spec 000 §9). */
export const PAGE_SIZES = [10, 20, 50] as const
