import { relevantDate, type DocumentRecord } from '#server/content/model.ts'
import { parseSearchParams } from '#sites/search/search-params.ts'

// What the documents-and-searches model files a favourite under (spec 001 §3, §4): its
// jurisdictions and topics, and for a document its own date and its review date. A document's
// come from the content index when it is saved; a search's from the filters of its address.

export interface FavouriteFacets {
  jurisdictions: string[]
  /** Tree values 'parent>child'; a document's most specific only (a parent matches by prefix). */
  topics: string[]
  /** The document's own date, yyyy-mm-dd: decision, legislation, publication or signature. */
  date: string | null
  /** When the text was last reviewed; a text with no review date: when it was published. */
  reviewDate: string | null
}

export const NO_FACETS: FavouriteFacets = {
  jurisdictions: [],
  topics: [],
  date: null,
  reviewDate: null,
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/

const unique = (values: readonly string[]) => [
  ...new Set(values.map((v) => v.trim()).filter(Boolean)),
]

/** Drops a topic whose child is also there: 'IP' beside 'IP>Patents' says nothing more. */
export function specificTopics(values: readonly string[]): string[] {
  const all = unique(values)
  return all.filter((t) => !all.some((other) => other.startsWith(`${t}>`)))
}

export function documentFacets(record: DocumentRecord): FavouriteFacets {
  const own = relevantDate(record) ?? record.dates.added ?? null
  const reviewed = record.details.reviewDate
  return {
    jurisdictions: unique(record.jurisdictions),
    topics: specificTopics(record.topics),
    date: own,
    reviewDate:
      (reviewed && ISO_DATE.test(reviewed) ? reviewed : null) ?? record.dates.publication ?? own,
  }
}

/** The jurisdiction and topic filters a search address selects (the search URL codec's keys). */
export function searchFacets(url: string): FavouriteFacets {
  let params: URLSearchParams
  try {
    params = new URL(url, 'http://same.origin').searchParams
  } catch {
    return NO_FACETS
  }
  const { filters } = parseSearchParams(params)
  return {
    jurisdictions: unique(filters.jurisdiction?.values ?? []),
    topics: unique(filters.topic?.values ?? []),
    date: null,
    reviewDate: null,
  }
}
