// Home page content of an edition (spec 001 §3 "Home content", §7.9): blogs, featured books
// and journals with their counts, new content and recent developments.
import type { Edition } from '#server/content/model.ts'
import { keptFor } from '#server/kept-for.ts'
import type { ContentStore, SearchEngine, SearchHit } from '#server/search/engine.ts'
import { isNotFoundError } from '#server/errors.ts'
import { sites } from '#sites/registry.ts'
import { BOOK_TYPES } from '#sites/search/modes.ts'
import type { EditorialItem } from '#server/news/editorial.ts'
import type { BlogFeeds, NewsService } from '#server/news/news-service.ts'
import {
  recentDevelopments,
  type DevelopmentsResult,
  type DevelopmentsSelection,
} from './developments.ts'

export type FeaturedPublication = {
  id: string
  title: string
  author: string | null
  /** Cover image; null when the publication has none (the page draws a placeholder). */
  imageUrl: string | null
  /** The short name a drawn cover shows ('EPC'). */
  cover: string
  url: string
}

export type FeaturedContent = {
  books: FeaturedPublication[]
  journals: FeaturedPublication[]
  bookCount: number
  journalCount: number
}

export type NewContentItem = {
  id: string
  title: string
  url: string
  type: string
  source: string
  /** The date it was added to the portal, yyyy-mm-dd. */
  published: string | null
  summary: string | null
}

export type NewContentPage = {
  items: NewContentItem[]
  totalHits: number
  start: number
  resultsPerPage: number
}

export interface HomeService {
  blogs(edition: Edition, keys: readonly string[], perKey?: number): BlogFeeds
  featured(edition: Edition, limit?: number): Promise<FeaturedContent>
  newContent(
    edition: Edition,
    options?: { start?: number; resultsPerPage?: number },
  ): Promise<NewContentPage>
  /** The newest additions, one per source first, so one large addition does not fill the list. */
  newContentHighlights(edition: Edition, limit?: number): Promise<NewContentItem[]>
  developments(
    edition: Edition,
    selection?: DevelopmentsSelection,
    limit?: number,
  ): DevelopmentsResult
}

export const MAX_NEW_CONTENT_PAGE_SIZE = 50

/**
 * The edition-wide lists of the home page (featured titles, newest additions) change only when
 * the index is rebuilt: each is kept a minute, like the menu's listing counts, rather than read
 * again for every subscriber's home page.
 */
const KEPT_MS = 60_000

const newContentItem = (hit: SearchHit): NewContentItem => ({
  id: hit.id,
  title: hit.title,
  url: hit.url,
  type: hit.type,
  source: hit.source,
  published: hit.updatedDate,
  summary: hit.summary,
})

export function createHomeService(deps: {
  search: SearchEngine
  content: ContentStore
  news: NewsService
  developments: readonly EditorialItem[]
}): HomeService {
  const { search, content, news } = deps

  const newContent: HomeService['newContent'] = async (
    edition,
    { start = 0, resultsPerPage = 10 } = {},
  ) => {
    const size = Math.min(Math.max(1, resultsPerPage), MAX_NEW_CONTENT_PAGE_SIZE)
    const page = await search.search(
      {
        q: '',
        mode: 'new content',
        start: Math.max(0, start),
        resultsPerPage: size,
        sortBy: 'date',
        sortOrder: 'desc',
      },
      { edition },
    )
    return {
      items: page.hits.map(newContentItem),
      totalHits: page.totalHits,
      start: page.start,
      resultsPerPage: page.resultsPerPage,
    }
  }

  return {
    blogs(edition, keys, perKey = 3) {
      return news.blogs(edition, keys, perKey)
    },

    featured: keptFor(KEPT_MS, async (edition: Edition, limit = 4) => {
      const ctx = { edition }
      // The edition's own choice of titles (sites/<edition>/site.ts), as books or journals.
      const picks = await Promise.all(
        sites[edition].home.featured.slice(0, limit).map(async ({ id, cover }) => {
          try {
            const pub = await content.getPublication(id)
            const featured: FeaturedPublication = {
              id: pub.id,
              title: pub.title,
              author: pub.record.authors[0]?.name ?? null,
              imageUrl: null,
              url: pub.url,
              cover,
            }
            return { featured, journal: pub.publicationType === 'journal' }
          } catch (error) {
            if (isNotFoundError(error)) return null // a title the index no longer holds
            throw error
          }
        }),
      )
      const held = picks.filter((p) => p !== null)
      const count = { q: '', resultsPerPage: 1 }
      const [books, journals] = await Promise.all([
        // Books only: treaties, conventions and statutes are published as books but are not
        // books (decision 248).
        search.search(
          { ...count, mode: 'books', filters: [{ id: 'type', filterItems: [...BOOK_TYPES] }] },
          ctx,
        ),
        search.search({ ...count, mode: 'journals' }, ctx),
      ])
      return {
        books: held.filter((p) => !p.journal).map((p) => p.featured),
        journals: held.filter((p) => p.journal).map((p) => p.featured),
        bookCount: books.totalHits,
        journalCount: journals.totalHits,
      }
    }),

    newContent,

    newContentHighlights: keptFor(KEPT_MS, async (edition: Edition, limit = 5) => {
      // The newest additions of the edition's own kinds of document (its site data), one per
      // source first, so one large addition does not fill the list.
      const page = await search.search(
        {
          q: '',
          mode: 'new content',
          resultsPerPage: MAX_NEW_CONTENT_PAGE_SIZE,
          sortBy: 'date',
          sortOrder: 'desc',
          filters: [{ id: 'type', filterItems: [...sites[edition].home.newContentTypes] }],
        },
        { edition },
      )
      const items = page.hits.map(newContentItem)
      const seen = new Set<string>()
      const firsts = items.filter(
        (item) => !seen.has(item.source) && Boolean(seen.add(item.source)),
      )
      const rest = items.filter((item) => !firsts.includes(item))
      return [...firsts, ...rest].slice(0, limit)
    }),

    developments(edition, selection = {}, limit = 20) {
      return recentDevelopments(deps.developments, edition, selection, limit)
    },
  }
}
