import type { Edition } from '#server/content/model.ts'
import type { EditorialItem } from './editorial.ts'
import { monthsAgo } from '#sites/dates.ts'

export type NewsQuery = {
  edition: Edition
  /** Only these publications (feeds); empty or absent: all of the edition's. */
  publicationTitles?: readonly string[]
  /** yyyy-mm-dd, inclusive. */
  dateFrom?: string
  dateTo?: string
  start?: number
  resultsPerPage?: number
}

export type NewsPage = {
  items: EditorialItem[]
  totalHits: number
  start: number
  resultsPerPage: number
  /** Every publication of the edition with its number of items in the date range. */
  publications: { title: string; count: number; isBlog: boolean }[]
}

export type BlogFeeds = { feeds: Record<string, EditorialItem[]>; total: number }

export interface NewsService {
  search(query: NewsQuery): NewsPage
  get(id: string, edition: Edition): EditorialItem | null
  /** The edition's publication titles, news first then blogs, each alphabetically. */
  publicationTitles(edition: Edition): string[]
  /**
   * The newest items dated within the last `months` months of `now` (all when null): of the
   * given publications (news or blogs), or of the news publications when none are given.
   */
  window(
    edition: Edition,
    months: number | null,
    now: Date,
    limit: number,
    publications?: readonly string[],
  ): EditorialItem[]
  /** The newest `perKey` posts of each blog key (spec 001 §3), and how many posts exist. */
  blogs(edition: Edition, keys: readonly string[], perKey: number): BlogFeeds
  /** Items of the edition dated on or after `from` (yyyy-mm-dd), newest first. */
  since(edition: Edition, from: string): EditorialItem[]
}

export const MAX_NEWS_PAGE_SIZE = 50

export function createNewsService(items: readonly EditorialItem[]): NewsService {
  const ofEdition = (edition: Edition) => items.filter((i) => i.editions.includes(edition))
  const publicationTitles = (edition: Edition): string[] => {
    const all = ofEdition(edition)
    const titles = (blog: boolean) =>
      [
        ...new Set(all.filter((i) => Boolean(i.blogKey) === blog).map((i) => i.publicationTitle)),
      ].sort((a, b) => a.localeCompare(b))
    return [...titles(false), ...titles(true)]
  }

  return {
    search({
      edition,
      publicationTitles: chosenTitles = [],
      dateFrom,
      dateTo,
      start = 0,
      resultsPerPage = 10,
    }) {
      const size = Math.min(Math.max(1, resultsPerPage), MAX_NEWS_PAGE_SIZE)
      const inRange = ofEdition(edition).filter(
        (i) => (!dateFrom || i.date >= dateFrom) && (!dateTo || i.date <= dateTo),
      )
      const counts = new Map<string, { count: number; isBlog: boolean }>()
      for (const title of publicationTitles(edition)) {
        const isBlog = ofEdition(edition).some((i) => i.publicationTitle === title && i.blogKey)
        counts.set(title, { count: 0, isBlog })
      }
      for (const item of inRange) counts.get(item.publicationTitle)!.count++
      const chosen = new Set(chosenTitles.map((t) => t.toLowerCase()))
      const matching = chosen.size
        ? inRange.filter((i) => chosen.has(i.publicationTitle.toLowerCase()))
        : inRange
      const first = Math.max(0, start)
      return {
        items: matching.slice(first, first + size),
        totalHits: matching.length,
        start: first,
        resultsPerPage: size,
        publications: [...counts].map(([title, c]) => ({ title, ...c })),
      }
    },

    get(id, edition) {
      return ofEdition(edition).find((i) => i.id === id) ?? null
    },

    publicationTitles,

    window(edition, months, now, limit, publications = []) {
      const today = now.toISOString().slice(0, 10)
      const from = months === null ? '' : monthsAgo(now, months)
      const chosen = new Set(publications.map((t) => t.toLowerCase()))
      const followed = (i: EditorialItem) =>
        chosen.size ? chosen.has(i.publicationTitle.toLowerCase()) : !i.blogKey
      return ofEdition(edition)
        .filter((i) => followed(i) && i.date >= from && i.date <= today)
        .slice(0, limit)
    },

    blogs(edition, keys, perKey) {
      const feeds: Record<string, EditorialItem[]> = {}
      let total = 0
      for (const key of keys) {
        const posts = ofEdition(edition).filter((i) => i.blogKey === key)
        feeds[key] = posts.slice(0, perKey)
        total += posts.length
      }
      return { feeds, total }
    },

    since(edition, from) {
      return ofEdition(edition).filter((i) => i.date >= from)
    },
  }
}
