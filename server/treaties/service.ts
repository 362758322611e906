// Treaties and conventions of the content index (the Dutch treaty register's bilateral
// investment treaties and conventions, the UN core treaties) with their parties and dates, the
// awards and decisions that cite them, and the New York Convention's articles, grounds and
// States as the collection's case law applies them. Everything is read through the search
// engine and the content store (no SQL here), so another engine serves it unchanged; every
// derived fact comes with its evidence: the document and the passage it was read from.
import type { ContentStore, SearchEngine } from '#server/search/engine.ts'
import type { Edition } from '#server/content/model.ts'
import { isNotFoundError, NotFoundError } from '#server/errors.ts'
import {
  NYC_ARTICLES,
  NYC_TOPICS,
  NYC_US_SECTIONS,
  TREATY_LISTS,
  usCodeTitle9Section,
  type TreatyListKind,
} from '#sites/tools/treaties.ts'
import { CASE_LAW_TYPES, createCaseLaw, pageOf } from './case-law.ts'
import {
  citationQuery,
  NEW_YORK_CONVENTION_ID,
  NYC_QUERY,
  nycArticleQuery,
  nycStateQuery,
  nycTopicQuery,
} from './citations.ts'
import { createTreatyRegister } from './register.ts'
import type { InvokedTreaty, TreatyService, TreatySummary } from './types.ts'

export { NEW_YORK_CONVENTION_ID }
export type * from './types.ts'

export function createTreatyService(
  deps: { search: SearchEngine; content: ContentStore },
  options: { ttlMs?: number; now?: () => number } = {},
): TreatyService {
  const { search, content } = deps
  const { catalogue, find, list } = createTreatyRegister(search, options)
  const { caseLaw, count } = createCaseLaw(search)

  async function convention(edition: Edition): Promise<TreatySummary> {
    return find(edition, NEW_YORK_CONVENTION_ID)
  }

  return {
    list,

    treaty: find,

    async citations(edition, id, page = 1) {
      const treaty = await find(edition, id)
      const q = citationQuery({ ...treaty, bilateral: treaty.list === 'bits' })
      if (!q) return pageOf([], 0, page)
      return caseLaw(edition, q, page)
    },

    async invokedTreaties(edition) {
      const filters = await search.filters(
        {
          q: '',
          // The awards screen's own selection, so that each count is what its link lists.
          mode: 'awards',
          filters: [{ id: 'legislation', filterItems: [], limit: 1000 }],
        },
        { edition },
      )
      const register = await catalogue(edition, 'bits')
      const key = (parties: string[]) => [...parties].sort().join('|').toLowerCase()
      const texts = new Map(register.map((t) => [key(t.parties), t]))
      const items = filters.find((f) => f.id === 'legislation')?.filterItems ?? []
      return items
        .flatMap((item): InvokedTreaty[] => {
          // 'Czech Republic–Netherlands BIT': the States are in the name, as the stage writes it.
          const m = /^(.+)–(.+) BIT$/.exec(item.name)
          if (!m || !item.count) return []
          const parties = [m[1]!, m[2]!]
          const text = texts.get(key(parties))
          return [
            {
              name: item.name,
              parties,
              documents: item.count,
              text: text ? { id: text.id, title: text.title, url: text.url } : null,
            },
          ]
        })
        .sort((a, b) => b.documents - a.documents || a.name.localeCompare(b.name))
    },

    async treatiesOfParty(edition, country) {
      const lists = await Promise.all(
        (Object.keys(TREATY_LISTS) as TreatyListKind[]).map((kind) => catalogue(edition, kind)),
      )
      return lists.flat().filter((t) => t.parties.includes(country))
    },

    async nycStatus(edition, country, page = 1) {
      const nyc = await convention(edition).catch(() => null)
      const register =
        nyc && nyc.parties.includes(country)
          ? { treatyId: nyc.id, title: nyc.title, url: nyc.url, version: nyc.version }
          : null
      return { country, register, statements: await caseLaw(edition, nycStateQuery(country), page) }
    },

    nyc: {
      convention,

      async articles(edition) {
        const counts = await Promise.all(
          NYC_ARTICLES.map((a) => count(edition, nycArticleQuery(a))),
        )
        return NYC_ARTICLES.map((article, i) => ({ article, decisions: counts[i] }))
      },

      async article(edition, number, page = 1) {
        const article = NYC_ARTICLES.find((a) => a.number === number)
        if (!article) throw new NotFoundError('Article', String(number))
        const book = await content.getPublication(NEW_YORK_CONVENTION_ID)
        const node = book.toc.find((n) =>
          new RegExp(`^Article\\s+${article.roman}$`, 'i').test(n.label.trim()),
        )
        const doc = node?.docId ? await content.getDocument(node.docId) : null
        // The United States' implementing sections the edition holds, by their own titles.
        const implementing = await Promise.all(
          (NYC_US_SECTIONS[number] ?? []).map((section) =>
            content.getDocument(usCodeTitle9Section(section), { edition }).then(
              (d) => ({ title: d.title, url: d.url }),
              (e: unknown) => {
                if (isNotFoundError(e)) return null
                throw e
              },
            ),
          ),
        )
        return {
          article,
          docId: doc?.id ?? null,
          html: doc?.content ?? '',
          implementing: implementing.filter((i): i is { title: string; url: string } => !!i),
          decisions: await caseLaw(edition, nycArticleQuery(article), page, [], 'onPoint'),
        }
      },

      async topics(edition) {
        const counts = await Promise.all(NYC_TOPICS.map((t) => count(edition, nycTopicQuery(t))))
        return NYC_TOPICS.map((topic, i) => ({ topic, decisions: counts[i] }))
      },

      async topic(edition, id, page = 1) {
        const topic = NYC_TOPICS.find((t) => t.id === id)
        if (!topic) throw new NotFoundError('Topic', id)
        return {
          topic,
          decisions: await caseLaw(edition, nycTopicQuery(topic), page, [], 'onPoint'),
        }
      },

      async jurisdictions(edition) {
        const filters = await search.filters(
          {
            q: NYC_QUERY,
            mode: 'awards',
            filters: [
              { id: 'type', filterItems: CASE_LAW_TYPES },
              { id: 'jurisdiction', filterItems: [], limit: 1000 },
            ],
          },
          { edition },
        )
        const facet = filters.find((f) => f.id === 'jurisdiction')
        return (facet?.filterItems ?? [])
          .filter((i) => (i.count ?? 0) > 0 && i.name !== 'International')
          .map((i) => ({ country: i.name, documents: i.count ?? 0 }))
          .sort((a, b) => a.country.localeCompare(b.country))
      },

      async jurisdiction(edition, country, page = 1) {
        return caseLaw(edition, NYC_QUERY, page, [{ id: 'jurisdiction', filterItems: [country] }])
      },
    },
  }
}
