// Home page content of an edition (spec 001 §3 "Home content", §7.9): blogs, featured books
// and journals with their counts, new content and recent developments.
import type { Edition } from '#server/content/model.ts'
import type { SearchEngine, SearchHit } from '#server/search/engine.ts'
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

/** A title that fits a tile: short enough and without markup. */
const presentable = (hit: SearchHit) => hit.title.length <= 100 && !/[<>]/.test(hit.title)

export function createHomeService(deps: {
  search: SearchEngine
  news: NewsService
  developments: readonly EditorialItem[]
}): HomeService {
  const { search, news } = deps
  const featuredOf = (hit: SearchHit): FeaturedPublication => ({
    id: hit.id,
    title: hit.title,
    author: hit.authors[0] ?? null,
    imageUrl: null,
    url: hit.url,
  })

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
      items: page.hits.map((hit) => ({
        id: hit.id,
        title: hit.title,
        url: hit.url,
        type: hit.type,
        source: hit.source,
        published: hit.updatedDate,
        summary: hit.summary,
      })),
      totalHits: page.totalHits,
      start: page.start,
      resultsPerPage: page.resultsPerPage,
    }
  }

  return {
    blogs(edition, keys, perKey = 3) {
      return news.blogs(edition, keys, perKey)
    },

    async featured(edition, limit = 4) {
      const ctx = { edition }
      // A few more than needed, so titles that read badly on a tile can be passed over.
      const query = { q: '', resultsPerPage: limit * 6 }
      const [books, journals] = await Promise.all([
        search.search({ ...query, mode: 'books' }, ctx),
        search.search({ ...query, mode: 'journals' }, ctx),
      ])
      const pick = (hits: SearchHit[]) => hits.filter(presentable).slice(0, limit).map(featuredOf)
      return {
        books: pick(books.hits),
        journals: pick(journals.hits),
        bookCount: books.totalHits,
        journalCount: journals.totalHits,
      }
    },

    newContent,

    async newContentHighlights(edition, limit = 5) {
      const { items } = await newContent(edition, { resultsPerPage: MAX_NEW_CONTENT_PAGE_SIZE })
      const seen = new Set<string>()
      const firsts = items.filter(
        (item) => !seen.has(item.source) && Boolean(seen.add(item.source)),
      )
      const rest = items.filter((item) => !firsts.includes(item))
      return [...firsts, ...rest].slice(0, limit)
    },

    developments(edition, selection = {}, limit = 20) {
      return recentDevelopments(deps.developments, edition, selection, limit)
    },
  }
}
