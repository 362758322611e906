// What the locator answers: hits with their market definitions, filters, one document's page
// and suggestions (./reads.ts gives them, ./service.ts passes them on).
import type { MdlCategory, MdlFactCategory, MdlQueryItem } from '#sites/tools/market-definitions.ts'

/** A run of a passage, marked where a search term matched. */
export type TextPart = { text: string; mark: boolean }

export type MdlDefinition = {
  category: MdlFactCategory
  value: string
  passage: TextPart[]
  /** The reading page at the passage. */
  url: string
}

export type MdlHit = {
  id: string
  title: string
  /** The full document in the portal's reading view. */
  url: string
  date: string | null
  type: string
  caseNumbers: string[]
  definitions: MdlDefinition[]
}

export type MdlFilter = {
  category: MdlFactCategory
  items: { value: string; count: number; selected: boolean }[]
}

export type MdlSearchResult = {
  Hits: MdlHit[]
  Filters: MdlFilter[]
  TotalHits: number
  Query: MdlQueryItem[]
  Start: number
  PageSize: number
}

export type MdlDocument = {
  id: string
  Title: string
  url: string
  date: string | null
  type: string
  caseNumbers: string[]
  /** Every fact of the document by category, in the spec's order. */
  definitions: MdlDefinition[]
  /** How often each search term occurs in the document (spec 001 §3: Highlights with Count). */
  Highlights: { term: string; Count: number }[]
  /** What the related cases search asks for (qTitle), or null. */
  relatedTitle: string | null
}

export type MdlSuggestion = { category: MdlCategory; term: string; count: number }
