// Citations found through the search language: a name or number as an exact phrase, over an
// edition's documents, less the documents that are the cited thing's own.
import type { Edition } from '#server/content/model.ts'
import type { SearchEngine } from './engine.ts'

/** A phrase of the search language: quotes and operators' characters dropped, never an operator. */
export function phrase(text: string): string {
  const words = text
    .replace(/["()*]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  return `"${words}"`
}

/** Pages read to tell own documents from citing ones; a case number is rarely cited more. */
const PAGE = 100
const MAX_PAGES = 5

/**
 * The documents of `edition` that cite `name` (a case number such as 'ICSID Case No. ARB/07/22')
 * outside `own` (the case's own documents, which name it throughout), as a count and the query
 * that lists them. Null when the name is too short to be specific.
 */
export async function citingDocuments(
  search: Pick<SearchEngine, 'search'>,
  edition: Edition,
  name: string,
  own: ReadonlySet<string>,
): Promise<{ count: number; q: string } | null> {
  const words = name.replace(/[^\p{L}\p{N}]+/gu, ' ').trim()
  // Too short or without a number, a name would also match what merely resembles it.
  if (words.length < 6 || !/\d/.test(words)) return null
  const q = phrase(name)
  let total = 0
  let ownSeen = 0
  for (let page = 0; page < MAX_PAGES; page++) {
    const result = await search.search(
      { q, start: page * PAGE, resultsPerPage: PAGE, sortBy: 'date', sortOrder: 'desc' },
      { edition },
    )
    total = result.totalHits
    ownSeen += result.hits.filter((hit) => own.has(hit.id)).length
    if ((page + 1) * PAGE >= total) break
  }
  return { count: Math.max(0, total - ownSeen), q }
}
