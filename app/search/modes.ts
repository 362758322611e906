// The search screens (spec 000 §2, §9 and 001 §2.4, §9): which path serves which mode, and what
// each mode starts with. Isomorphic: the URL codec and the page both read it. The engine keeps
// its own copy of the defaults (server/search/modes.ts); modes.test.ts checks that they agree.

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

export type SortBy = 'score' | 'date' | 'title' | 'publicationtitle'
export type SortOrder = 'asc' | 'desc'
export type Sort = { sortBy: SortBy; sortOrder: SortOrder }

export const DATE_TYPES = [
  'relevant-date',
  'book-sort-date',
  'publication-date-search',
  'published',
] as const
export type DateType = (typeof DATE_TYPES)[number]

export type SortOption = Sort & { label: string; needsText?: boolean }

export type SearchModeConfig = {
  id: SearchModeId
  /** The route that serves the mode. */
  path: string
  /** The `mode=` value that selects it on /search, or null when the path alone implies it. */
  param: string | null
  /** The engine's mode (server/search/engine.ts SearchMode). */
  engineMode: string
  title: string
  description: string
  pageSize: number
  dateType: DateType
  /** Facet selections the mode starts with (spec 000 §9), facet id → values. */
  defaultFilters: Readonly<Record<string, readonly string[]>>
  /** Results are publications (books, journals). */
  publications: boolean
  /** Extra toggles of the filter panel besides title-only and AI-available. */
  hasContentToggle: boolean
}

const byDateOrScore = (hasText: boolean): Sort =>
  hasText ? { sortBy: 'score', sortOrder: 'desc' } : { sortBy: 'date', sortOrder: 'desc' }
const byPublicationTitle = (): Sort => ({ sortBy: 'publicationtitle', sortOrder: 'asc' })

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
  config: Omit<SearchModeConfig, 'pageSize' | 'publications' | 'hasContentToggle'> &
    Partial<SearchModeConfig>,
): SearchModeConfig {
  return { pageSize: 10, publications: false, hasContentToggle: false, ...config }
}

export const SEARCH_MODES: Record<SearchModeId, SearchModeConfig> = {
  default: mode({
    id: 'default',
    path: '/search',
    param: null,
    engineMode: 'default',
    title: 'Search',
    description:
      'Search the whole collection: awards and decisions, court judgments, treaties, statutes, ' +
      'books and journals. Combine words with AND, OR, NOT and NEAR, put a phrase in quotes and ' +
      'end a word with * to find every word that starts with it. Narrow the results with the ' +
      'filters: document type, topic, jurisdiction, source, date and more. Every search, filter ' +
      'and page has its own address, so you can bookmark it or send it to a colleague.',
    dateType: 'relevant-date',
    defaultFilters: {},
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
    dateType: 'relevant-date',
    defaultFilters: { type: ['Awards'] },
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
    dateType: 'relevant-date',
    defaultFilters: { legislation: ['New York Convention, 1958'] },
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
    dateType: 'book-sort-date',
    defaultFilters: { publicationtype: ['book', 'loose-leaf'] },
    publications: true,
  }),
  journals: mode({
    id: 'journals',
    path: '/journals',
    param: null,
    engineMode: 'journals',
    title: 'Journals',
    description: 'Journals and their articles. A search finds the best-matching articles.',
    dateType: 'publication-date-search',
    defaultFilters: { publicationtype: ['journal'] },
    publications: true,
  }),
  'new content': mode({
    id: 'new content',
    path: '/new-content',
    param: null,
    engineMode: 'new content',
    title: 'New Content',
    description: 'Documents added to the collection, newest first.',
    dateType: 'published',
    defaultFilters: {},
  }),
  bits: mode({
    id: 'bits',
    path: '/search',
    param: 'bits',
    engineMode: 'bits',
    title: 'Bilateral Investment Treaties',
    description: 'Bilateral investment treaties, by jurisdiction and topic.',
    dateType: 'relevant-date',
    defaultFilters: { type: ['Bilateral investment treaties'] },
  }),
  'unified-patent-court': mode({
    id: 'unified-patent-court',
    path: '/search',
    param: 'unified-patent-court',
    engineMode: 'default',
    title: 'Unified Patent Court Search',
    description:
      'The Agreement on a Unified Patent Court and the Statute of the Court, article by ' +
      'article.',
    dateType: 'relevant-date',
    defaultFilters: { legislation: ['Agreement on a Unified Patent Court'] },
  }),
  'unitary-patent': mode({
    id: 'unitary-patent',
    path: '/search',
    param: 'unitary-patent',
    engineMode: 'default',
    title: 'Unitary Patent Search',
    description:
      'Material on the European patent with unitary effect: the European Patent Convention, ' +
      'whose Part IX lets a group of its states give European patents unitary effect, and the ' +
      'Agreement on a Unified Patent Court, the court that decides on them.',
    dateType: 'relevant-date',
    // The collection has no Regulation (EU) No 1257/2012: the two instruments the unitary patent
    // rests on (README, Decisions; sites/menu-content.test.ts checks the values).
    defaultFilters: {
      legislation: ['European Patent Convention', 'Agreement on a Unified Patent Court'],
    },
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

export function defaultSort(mode: SearchModeId, hasText: boolean): Sort {
  return SEARCH_MODES[mode].publications ? byPublicationTitle() : byDateOrScore(hasText)
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
