// The case law that cites a treaty or applies a provision, read through the search engine: a
// page of passages (newest first, or those that deal with it most first) and how many there are.
import type { Edition } from '#server/content/model.ts'
import type { SearchEngine, SearchFilter, SearchHit } from '#server/search/engine.ts'
import { TREATY_PAGE_SIZE } from '#sites/tools/treaties.ts'
import type { Citation, Page } from './types.ts'

/** Case law the citations are looked for in: awards, decisions, orders, opinions, court rulings. */
export const CASE_LAW_TYPES = [
  'Awards',
  'Decisions',
  'Procedural orders',
  'Opinions',
  'Court decisions',
]

function citationOf(hit: SearchHit, q: string): Citation {
  return {
    docId: hit.id,
    title: hit.title,
    // The reading view marks the citing words and steps through them.
    url: `${hit.url}?q=${encodeURIComponent(q)}`,
    type: hit.type,
    date: hit.jurisDate ?? hit.publicationDate,
    passage: hit.excerpt,
  }
}

export function pageOf<T>(items: T[], total: number, page: number): Page<T> {
  return { items, total, page, pages: Math.max(1, Math.ceil(total / TREATY_PAGE_SIZE)) }
}

export function createCaseLaw(search: SearchEngine) {
  /**
   * Case law of the edition matching a query, a page of passages: newest first, or (`onPoint`)
   * those that deal with it most first, so a ruling that applies an article comes before an award
   * that cites it in passing.
   */
  async function caseLaw(
    edition: Edition,
    q: string,
    page: number,
    extra: SearchFilter[] = [],
    order: 'newest' | 'onPoint' = 'newest',
  ): Promise<Page<Citation>> {
    const result = await search.search(
      {
        q,
        mode: 'awards',
        filters: [{ id: 'type', filterItems: CASE_LAW_TYPES }, ...extra],
        ...(order === 'onPoint'
          ? { sortBy: 'score' as const, sortOrder: 'desc' as const }
          : { sortBy: 'date' as const, sortOrder: 'desc' as const }),
        excerpt: 'long',
        start: (page - 1) * TREATY_PAGE_SIZE,
        resultsPerPage: TREATY_PAGE_SIZE,
      },
      { edition },
    )
    return pageOf(
      result.hits.map((hit) => citationOf(hit, q)),
      result.totalHits,
      page,
    )
  }

  /** How many documents of the edition's case law match a query. */
  async function count(edition: Edition, q: string): Promise<number> {
    const result = await search.search(
      {
        q,
        mode: 'awards',
        filters: [{ id: 'type', filterItems: CASE_LAW_TYPES }],
        resultsPerPage: 1,
      },
      { edition },
    )
    return result.totalHits
  }

  return { caseLaw, count }
}
