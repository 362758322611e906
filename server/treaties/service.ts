// Treaties and conventions of the content index (the Dutch treaty register's bilateral
// investment treaties and conventions, the UN core treaties) with their parties and dates, the
// awards and decisions that cite them, and the New York Convention's articles, grounds and
// States as the collection's case law applies them. Everything is read through the search
// engine and the content store (no SQL here), so another engine serves it unchanged; every
// derived fact comes with its evidence: the document and the passage it was read from.
import { treatyParties } from '#server/content/ingest/adapters/nl-treaties.ts'
import { SOURCES } from '#server/content/ingest/sources.ts'
import type { Edition } from '#server/content/model.ts'
import type { ContentStore, SearchEngine, SearchFilter, SearchHit } from '#server/search/engine.ts'
import { isNotFoundError, NotFoundError } from '#server/errors.ts'
import { sites } from '#sites/registry.ts'
import {
  NYC_ARTICLES,
  NYC_TOPICS,
  NYC_US_SECTIONS,
  TREATY_LISTS,
  TREATY_PAGE_SIZE,
  usCodeTitle9Section,
  type NycArticle,
  type NycTopic,
  type TreatyListKind,
} from '#sites/tools/treaties.ts'
import {
  citationQuery,
  NEW_YORK_CONVENTION_ID,
  NYC_QUERY,
  nycArticleQuery,
  nycStateQuery,
  nycTopicQuery,
} from './citations.ts'
import { partyCountry } from './countries.ts'

export { NEW_YORK_CONVENTION_ID }

const REGISTER = SOURCES['nl-treaties'].collection
const REGISTER_STATE = 'Netherlands'
/** Case law the citations are looked for in: awards, decisions, orders, opinions, court rulings. */
const CASE_LAW_TYPES = ['Awards', 'Decisions', 'Procedural orders', 'Opinions', 'Court decisions']

/** One treaty or convention: a publication of the index (a book with a table of contents). */
export type TreatySummary = {
  id: string
  title: string
  /** Its reading view: the book with its table of contents. */
  url: string
  type: string
  list: TreatyListKind | null
  /** The Contracting Parties the record names, as country names where they are countries. */
  parties: string[]
  /**
   * Where the parties come from: 'title' (a bilateral treaty names its two parties), 'register'
   * (the Dutch register holds treaties binding the Netherlands, and names no other party), or
   * null when the record names none.
   */
  partiesFrom: 'title' | 'register' | null
  /** yyyy-mm-dd, when the record gives them. */
  signed: string | null
  version: string | null
  source: string
}

/** A document citing a treaty (or applying a provision), with the passage that does. */
export type Citation = {
  docId: string
  title: string
  url: string
  type: string
  date: string | null
  /** The passage, HTML-escaped text with the citation marked in <mark>. */
  passage: string
}

export type Page<T> = { items: T[]; total: number; page: number; pages: number }

export type TreatyListQuery = {
  q?: string
  party?: string
  /** Signed in or after this year / in or before this year. */
  from?: number
  to?: number
  page?: number
}

/**
 * A bilateral treaty a case of the collection was brought under (the instruments invoked that
 * the case-facts stage reads, decision 240): its States, the awards brought under it (as the
 * Cases & Awards screen lists them), and the register's text where the collection holds it.
 */
export type InvokedTreaty = {
  /** As the awards' filter "Treaty or instrument invoked" names it: 'Czech Republic–Netherlands BIT'. */
  name: string
  parties: string[]
  documents: number
  text: { id: string; title: string; url: string } | null
}

export type TreatyList = Page<TreatySummary> & {
  kind: TreatyListKind
  /** Every party of the list with its number of treaties, by name. */
  parties: { name: string; count: number }[]
  /** The range of signature years the list holds. */
  years: { min: number; max: number } | null
}

export type NycArticleView = {
  article: NycArticle
  /** The article's document (its text opens in the reading view). */
  docId: string | null
  /** Sanitised HTML of the article's text. */
  html: string
  /** The United States' implementing law (9 U.S.C. ch. 2) beside the article. */
  implementing: { title: string; url: string }[]
  decisions: Page<Citation>
}

export type NycStatus = {
  country: string
  /** The treaty register's own record, for the State whose register it is. */
  register: { treatyId: string; title: string; url: string; version: string | null } | null
  /** What the collection's texts say about the State and the Convention. */
  statements: Page<Citation>
}

export type TreatyService = {
  /** A treaty list (/bits, /conventions), filtered by text, party and signature years. */
  list(edition: Edition, kind: TreatyListKind, query?: TreatyListQuery): Promise<TreatyList>
  /** One treaty of the edition's lists; NotFoundError otherwise. */
  treaty(edition: Edition, id: string): Promise<TreatySummary>
  /** The awards and decisions citing a treaty, with the passages, newest first. */
  citations(edition: Edition, id: string, page?: number): Promise<Page<Citation>>
  /** The bilateral treaties the edition's cases were brought under, most invoked first. */
  invokedTreaties(edition: Edition): Promise<InvokedTreaty[]>
  /** Every treaty of the edition's lists the country is party to, by the record. */
  treatiesOfParty(edition: Edition, country: string): Promise<TreatySummary[]>
  /** The New York Convention and a State: the register's record and what the texts say. */
  nycStatus(edition: Edition, country: string, page?: number): Promise<NycStatus>
  nyc: {
    /** The Convention itself, as a treaty. */
    convention(edition: Edition): Promise<TreatySummary>
    /** Each article with the number of decisions applying it. */
    articles(edition: Edition): Promise<{ article: NycArticle; decisions: number }[]>
    article(edition: Edition, number: number, page?: number): Promise<NycArticleView>
    topics(edition: Edition): Promise<{ topic: NycTopic; decisions: number }[]>
    topic(
      edition: Edition,
      id: string,
      page?: number,
    ): Promise<{ topic: NycTopic; decisions: Page<Citation> }>
    /** The States whose case law cites the Convention, with the number of documents. */
    jurisdictions(edition: Edition): Promise<{ country: string; documents: number }[]>
    /** One State's documents citing the Convention. */
    jurisdiction(edition: Edition, country: string, page?: number): Promise<Page<Citation>>
  }
}

function listOfType(type: string): TreatyListKind | null {
  for (const [kind, list] of Object.entries(TREATY_LISTS))
    if ((list.types as readonly string[]).includes(type)) return kind as TreatyListKind
  return null
}

function summaryOf(hit: SearchHit): TreatySummary {
  const list = listOfType(hit.type)
  const bilateral = list === 'bits'
  const titleParties = bilateral ? treatyParties(hit.title).map(partyCountry) : []
  const fromRegister = hit.source === REGISTER
  const parties =
    bilateral && titleParties.length ? titleParties : fromRegister ? [REGISTER_STATE] : []
  return {
    id: hit.id,
    title: hit.title,
    url: hit.url,
    type: hit.type,
    list,
    parties: [...new Set(parties)],
    partiesFrom: bilateral && titleParties.length ? 'title' : fromRegister ? 'register' : null,
    signed: hit.legisDate,
    version: hit.publicationDate,
    source: hit.source,
  }
}

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

function pageOf<T>(items: T[], total: number, page: number): Page<T> {
  return { items, total, page, pages: Math.max(1, Math.ceil(total / TREATY_PAGE_SIZE)) }
}

const year = (date: string | null) => (date ? Number(date.slice(0, 4)) : null)

export function createTreatyService(
  deps: { search: SearchEngine; content: ContentStore },
  options: { ttlMs?: number; now?: () => number } = {},
): TreatyService {
  const { search, content } = deps
  const ttlMs = options.ttlMs ?? 60_000
  const now = options.now ?? Date.now
  const catalogues = new Map<string, { at: number; rows: Promise<TreatySummary[]> }>()

  /** Every treaty of one list of the edition, in the list's order; kept a minute (a new index shows). */
  function catalogue(edition: Edition, kind: TreatyListKind): Promise<TreatySummary[]> {
    const key = `${edition}\0${kind}`
    const hit = catalogues.get(key)
    if (hit && now() - hit.at < ttlMs) return hit.rows
    const rows = (async () => {
      const filters: SearchFilter[] = [{ id: 'type', filterItems: [...TREATY_LISTS[kind].types] }]
      const all: SearchHit[] = []
      for (let start = 0; ; start += 100) {
        const page = await search.search(
          { q: '', mode: 'books', filters, start, resultsPerPage: 100 },
          { edition },
        )
        all.push(...page.hits)
        if (page.hits.length < 100 || all.length >= page.totalHits) break
      }
      // The conventions the edition's readers use most first, in the edition's order; the rest
      // by title (decision 248).
      const leading = sites[edition].leadingConventions ?? []
      const rank = (id: string) => {
        const i = leading.indexOf(id)
        return i < 0 ? leading.length : i
      }
      return all
        .map(summaryOf)
        .sort((a, b) => rank(a.id) - rank(b.id) || a.title.localeCompare(b.title))
    })()
    rows.catch(() => catalogues.delete(key))
    catalogues.set(key, { at: now(), rows })
    return rows
  }

  async function find(edition: Edition, id: string): Promise<TreatySummary> {
    for (const kind of Object.keys(TREATY_LISTS) as TreatyListKind[]) {
      const found = (await catalogue(edition, kind)).find((t) => t.id === id)
      if (found) return found
    }
    throw new NotFoundError('Treaty', id)
  }

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

  async function convention(edition: Edition): Promise<TreatySummary> {
    return find(edition, NEW_YORK_CONVENTION_ID)
  }

  return {
    async list(edition, kind, query = {}) {
      const rows = await catalogue(edition, kind)
      const words = (query.q ?? '').toLowerCase().split(/\s+/).filter(Boolean)
      const inYears = (t: TreatySummary) => {
        const y = year(t.signed)
        if (query.from === undefined && query.to === undefined) return true
        if (y === null) return false
        return (
          (query.from === undefined || y >= query.from) && (query.to === undefined || y <= query.to)
        )
      }
      const matching = rows.filter(
        (t) =>
          words.every(
            (w) =>
              t.title.toLowerCase().includes(w) ||
              t.parties.some((p) => p.toLowerCase().includes(w)),
          ) &&
          (!query.party || t.parties.includes(query.party)) &&
          inYears(t),
      )
      const counts = new Map<string, number>()
      for (const t of rows) for (const p of t.parties) counts.set(p, (counts.get(p) ?? 0) + 1)
      const years = rows.map((t) => year(t.signed)).filter((y): y is number => y !== null)
      const page = Math.max(1, query.page ?? 1)
      const start = (page - 1) * TREATY_PAGE_SIZE
      return {
        kind,
        ...pageOf(matching.slice(start, start + TREATY_PAGE_SIZE), matching.length, page),
        parties: [...counts]
          .map(([name, n]) => ({ name, count: n }))
          .sort((a, b) => a.name.localeCompare(b.name)),
        years: years.length ? { min: Math.min(...years), max: Math.max(...years) } : null,
      }
    },

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
