// The search service: what loaders, the API routes and the assistant call. Plain inputs and
// outputs in engine-neutral terms, no HTTP, no SQL. Two adapters: ./fts5/ (SQLite FTS5 over the
// read-only content index, run on a pool of worker threads) and ./solr/ (SolrCloud over HTTP for
// the searches, the content index for the rest: decision 140), chosen by SEARCH_ENGINE.
import type { AssistantScope, Passage, SelectedDocument } from '#server/assistant/types.ts'
import type { DocumentRecord, Edition, TocNode } from '#server/content/model.ts'
import type {
  DateType,
  SearchEndpoint,
  SearchMode,
  SortBy,
  SortOrder,
} from '#sites/search/modes.ts'

export type { Edition }

// The modes, sorts and date types are owned by the isomorphic mode table.
export {
  DATE_PERIODS,
  DATE_TYPES,
  type DateType,
  type SearchEndpoint,
  type SearchMode,
  type SortBy,
  type SortOrder,
} from '#sites/search/modes.ts'
export type SearchFilter = {
  /** Facet id, e.g. 'type', 'topic' (tree), 'organization'. */
  id: string
  /** Selected values; tree children are written 'parent>child'. */
  filterItems: string[]
  /** How the selected values combine. Default OR. */
  andOrValue?: 'AND' | 'OR'
  /** Only list items whose name contains this text (the filter's own search box). */
  contains?: string
  /** Items to list. Default 10; 1000 for role-subrole and sector-subsector. */
  limit?: number
  prefix?: string
}

export type SearchQuery = {
  q?: string
  qTitle?: string
  qPublicationTitle?: string
  start?: number
  resultsPerPage?: number
  sortBy?: SortBy | 'relevant-date'
  sortOrder?: SortOrder
  searchWithinTitleOnly?: boolean
  searchAiAvailableOnly?: boolean
  /** 'Cases with documents': case records that hold at least one document. */
  hasContent?: boolean
  dateType?: DateType
  /** dd-mm-yyyy. One end alone means After (from) or Before (to); equal ends mean On. */
  dateFrom?: string
  dateTo?: string
  datePeriod?: number
  excerpt?: 'short' | 'long'
  /** 'case': one result per case, its best document, with its other results (decision 253). */
  groupBy?: 'case'
  mode?: string
  filters?: SearchFilter[]
}

export type SearchContext = { edition: Edition }

/** A result row: the spec's Document preview (001 §3) plus the highlighted excerpt. */
export type SearchHit = {
  id: string
  title: string
  url: string
  authors: string[]
  /** Date added to or last updated in the portal, yyyy-mm-dd. */
  updatedDate: string | null
  publicationDate: string | null
  type: string
  aiAvailable: boolean
  aiId: string | null
  legisDate: string | null
  jurisDate: string | null
  source: string
  /** Where the document sits: the publication (and its chapter label), or the court/institution. */
  sourceLocation: string | null
  summary: string | null
  /** HTML-escaped text with the query's terms wrapped in <mark>. */
  excerpt: string
  /** Books and journals modes: the best-matching chapters of the publication. */
  bookCluster?: { id: string; title: string; url: string }[]
  /** A decision's facts where its record has them (null or empty where it does not). */
  caseFacts: CaseFacts
  /** Grouped by case: the case of a document that belongs to one. */
  caseGroup?: CaseGroup
}

/**
 * Results grouped by case: the row is the case's first result in the page's order; the case's
 * other results follow it here, oldest first (the award before the rulings on it).
 */
export type CaseGroup = {
  caseId: string
  caseName: string
  url: string
  /** The first CASE_GROUP_SHOWN of the case's other results. */
  others: CaseGroupMember[]
  /** How many other results the case holds. */
  otherCount: number
}
export type CaseGroupMember = {
  id: string
  title: string
  url: string
  type: string
  /** The kind its text gives ("Decision on annulment"), else null. */
  kind: string | null
  /** yyyy-mm-dd of the decision, or null. */
  date: string | null
}
/** How many of a case's other results a grouped row lists. */
export const CASE_GROUP_SHOWN = 5

/** What a result row of a decision shows beside its type and date, as Jus Mundi's and Kluwer's do. */
export type CaseFacts = {
  /** The tribunal's institution or the court. */
  tribunal: string | null
  caseNumber: string | null
  /** The kind as its text gives it ("Decision on annulment", "Award (partial)"), decision 240. */
  kind: string | null
  /** Who presided (the president, the committee's president or the sole arbitrator), read from the text. */
  presiding: { name: string; role: string } | null
  parties: string[]
  /** The treaty or statute the case was brought under (the first the record names). */
  treaty: string | null
  outcome: string | null
}

export type SearchPage = {
  hits: SearchHit[]
  /** Results; grouped by case, the cases (and documents outside any). */
  totalHits: number
  start: number
  resultsPerPage: number
  sortBy: SortBy
  sortOrder: SortOrder
  mode: SearchMode
  endpoint: SearchEndpoint
}

/** A filter section (spec 000 §3). `count` is the number of items visible (the limit). */
export type FilterResponse = {
  id: string
  name: string
  count: number
  hasMoreFilterItems: boolean
  isSelfReported: boolean
  filterItems: FilterItem[]
}

/** Items whose id contains '-all' or '-custom' are date options and have no count (null). */
export type FilterItem = {
  id: string
  name: string
  label: string
  count: number | null
  sortingName: string
  value: string
  checked: boolean
}

export type Suggestion = { value: string; label: string; subLabel: string }
export type SuggestResponse = {
  /** Words and phrases the edition's documents use that start with the text (value: the query). */
  terms: { suggestions: Suggestion[] }
  documents: { suggestions: Suggestion[] }
  books: { suggestions: Suggestion[]; total: number }
  practicalInsightTopics: { suggestions: Suggestion[]; total: number }
}

export type SuggestOptions = {
  /** Only publications of these types (the `publicationtype` facet: book, loose-leaf, journal). */
  publicationTypes?: readonly string[]
}

export type GetDocumentOptions = {
  searchTerm?: string
  /** The term came from the URL and is used as typed; otherwise it is searched as one phrase. */
  searchTermFromUrl?: boolean
  /** When given, a document outside this edition is not found. */
  edition?: Edition
}

export type DocumentView = {
  id: string
  url: string
  title: string
  type: string
  kind: string
  editions: Edition[]
  record: DocumentRecord
  /** Sanitised body HTML; hits wrapped in <mark class="hit" id="hit-N">, N from 1. */
  content: string
  hitCount: number
  sections: { ordinal: number; heading: string }[]
}

export type PublicationView = {
  id: string
  url: string
  title: string
  publicationType: string | null
  record: DocumentRecord
  toc: TocNode[]
}

export type WithinPublicationQuery = {
  publicationId: string
  /** Table-of-contents node ids ('1.2') of the chosen chapters; nothing is searched when empty. */
  tocNodeIds: string[]
  searchTerm: string
  /** Spec 001 §5: the term is quoted unless it came from a URL and contains an operator. */
  fromUrl?: boolean
}

export type ChapterResult = {
  docId: string
  tocNode: string
  title: string
  url: string
  hitCount: number
  excerpt: string
}

export type CaseView = {
  id: string
  url: string
  title: string
  record: DocumentRecord
}

export type ProceedingView = {
  caseId: string
  caseTitle: string
  proceeding: NonNullable<DocumentRecord['case']>['proceedings'][number]
}

/** Results of one year (yyyy) of the date the query filters on, oldest year first. */
export type YearCount = { year: number; count: number }

export type SearchWithFilters = { page: SearchPage; filters: FilterResponse[] }

/**
 * The search service: every call runs away from the request thread and answers a promise. A call
 * too expensive to finish within its time budget fails with QueryTooBroadError, one that finds
 * every search thread busy and the queue full with SearchBusyError (./errors.ts).
 */
export interface SearchEngine {
  search(query: SearchQuery, ctx: SearchContext): Promise<SearchPage>
  filters(query: SearchQuery, ctx: SearchContext): Promise<FilterResponse[]>
  /** Both at once, sharing the work (what the search page needs). */
  searchWithFilters(query: SearchQuery, ctx: SearchContext): Promise<SearchWithFilters>
  /** How many results fall in each year of the query's date type (undated results left out). */
  yearCounts(query: SearchQuery, ctx: SearchContext): Promise<YearCount[]>
  suggest(term: string, ctx: SearchContext, options?: SuggestOptions): Promise<SuggestResponse>
  searchWithinPublication(query: WithinPublicationQuery): Promise<ChapterResult[]>
}

/** Reads of whole documents, publications and cases from the content index. */
export interface ContentStore {
  getDocument(id: string, options?: GetDocumentOptions): Promise<DocumentView>
  getPublication(id: string): Promise<PublicationView>
  getCase(caseId: string): Promise<CaseView>
  getProceeding(caseId: string, proceedingId: string): Promise<ProceedingView>
}

/** The assistant's passage retrieval (server/assistant): sections of documents, not documents. */
export interface PassageSource {
  /** The documents with these ids that the edition shows, in the order asked. */
  documents(ids: readonly string[], edition: Edition): Promise<SelectedDocument[]>
  /** The passages of the scope that best answer the question, best first. */
  retrieve(question: string, scope: AssistantScope, limit: number): Promise<Passage[]>
  /** A document's key passages (its summary): opening, decisive and closing sections. */
  keyPassages(docId: string, limit: number): Promise<Passage[]>
  /** The whole plain text of a document (its sections), to check quotations against. */
  documentText(docId: string): Promise<string>
}

/** One content index opened by an engine adapter: its three faces, closed together. */
export type SearchBackend = {
  search: SearchEngine
  content: ContentStore
  passages: PassageSource
  close(): Promise<void>
}

/** The promise-returning methods of T, answered synchronously (inside a search thread). */
export type Synchronous<T> = {
  [K in keyof T]: T[K] extends (...args: infer A) => Promise<infer R> ? (...args: A) => R : never
}
