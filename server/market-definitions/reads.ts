// The locator's reads as a search thread answers them (synchronously, on its own read-only
// connection to the content index). On the first call a thread reads the competition edition's
// case records and judgments once, extracts their market definitions (./extract.ts) and keeps
// them: a few hundred documents, each with a few dozen facts, filtered in memory.
import Database from 'better-sqlite3'
import { NotFoundError } from '#server/errors.ts'
import {
  MDL_FACT_CATEGORIES,
  MDL_EDITION,
  MDL_FILTER_LIMIT,
  parseMdlQuery,
  type MdlCategory,
  type MdlQueryItem,
} from '#sites/tools/market-definitions.ts'
import {
  extractMarketFacts,
  isCompetitionDocument,
  type MarketFact,
  type SourceDocument,
} from './extract.ts'
import type { MdlSearchBody } from './schemas.ts'
import { markParts, relatedTitleFor, termPattern } from './terms.ts'
import type {
  MdlDefinition,
  MdlDocument,
  MdlFilter,
  MdlHit,
  MdlSearchResult,
  MdlSuggestion,
} from './types.ts'

type Entry = {
  doc: SourceDocument
  facts: MarketFact[]
  /** Lower-case title, facts and body: what a keyword is looked for in. */
  text: string
  /** Lower-case title and party names: what qTitle is looked for in. */
  names: string
}

const typeOf = (kind: string) => (kind === 'case' ? 'Commission case' : 'Court of Justice judgment')

/**
 * The thread has not finished reading the documents yet: the call did a slice of the work within
 * its time and the caller asks again (./service.ts), so no call runs past the search budget.
 */
export class MdlWarmingError extends Error {
  readonly code = 'MDL_WARMING'
  constructor() {
    super('The Market Definitions Locator is still reading its documents.')
    this.name = 'MdlWarmingError'
  }
}
export const isMdlWarmingError = (e: unknown): e is MdlWarmingError =>
  (e as { code?: unknown } | null)?.code === 'MDL_WARMING'

/** How long one call may spend reading documents before it hands back (ms). */
const SLICE_MS = 400

type Row = {
  rowid: number
  id: string
  kind: string
  title: string
  date: string | null
  url: string
  record: string
}

export function openMarketReads(path: string, options: { warm?: boolean; sliceMs?: number } = {}) {
  const sliceMs = options.sliceMs ?? SLICE_MS
  let entries: Entry[] | null = null
  let rows: Row[] | null = null
  let cursor = 0
  const loaded: Entry[] = []
  const db = new Database(path, { readonly: true, fileMustExist: true })
  const sectionsOf = db.prepare(
    'SELECT ordinal, heading, text FROM sections WHERE doc_rowid = ? ORDER BY ordinal',
  )

  /** Reads and extracts documents for at most `budget` ms; the entries once all are read. */
  function step(budget: number): Entry[] | null {
    if (entries) return entries
    const started = Date.now()
    rows ??= db
      .prepare(
        `SELECT d.rowid AS rowid, d.id, d.kind, d.title, d.date, d.url, d.record FROM documents d
         JOIN document_editions e ON e.doc_rowid = d.rowid AND e.edition = ?
         WHERE d.kind = 'case' OR (d.kind IN ('judgment', 'ag_opinion') AND EXISTS (
           SELECT 1 FROM facets f
           WHERE f.doc_rowid = d.rowid AND f.facet = 'topic' AND f.value = 'Competition law'))
         ORDER BY d.id`,
      )
      .all(MDL_EDITION) as Row[]
    while (cursor < rows.length) {
      if (Date.now() - started > budget) return null
      const row = rows[cursor++]
      const record = JSON.parse(row.record) as SourceDocument['record']
      if (!isCompetitionDocument({ kind: row.kind, record })) continue
      const doc: SourceDocument = {
        id: row.id,
        kind: row.kind,
        title: row.title,
        date: row.date,
        url: row.url,
        record,
        sections: sectionsOf.all(row.rowid) as SourceDocument['sections'],
      }
      const facts = extractMarketFacts(doc)
      const body = doc.sections.map((x) => `${x.heading}\n${x.text}`).join('\n')
      loaded.push({
        doc,
        facts,
        text: `${doc.title}\n${facts.map((f) => f.value).join('\n')}\n${body}`.toLowerCase(),
        names: [doc.title, ...(record.parties ?? []).map((p) => p.name)].join('\n').toLowerCase(),
      })
    }
    entries = loaded
    rows = null
    return entries
  }

  function load(): Entry[] {
    const done = step(sliceMs)
    if (!done) throw new MdlWarmingError()
    return done
  }

  if (options.warm) step(Infinity)

  const matchesItem = (entry: Entry, item: MdlQueryItem): boolean => {
    const pattern = termPattern(item.term)
    if (item.category === 'Keyword') return pattern.test(entry.text)
    return entry.facts.some(
      (f) => f.category === item.category && termPattern(item.term).test(f.value),
    )
  }

  /** Left to right: AND keeps both, OR either, NOT removes; filters are ANDed after. */
  function evaluate(all: Entry[], items: MdlQueryItem[]): Entry[] {
    const main = items.filter((i) => i.origin === 'main')
    const filters = items.filter((i) => i.origin === 'filter')
    let set: Set<Entry> = new Set(all)
    main.forEach((item, index) => {
      const hits = all.filter((e) => matchesItem(e, item))
      if (index === 0 && item.operator !== 'NOT') set = new Set(hits)
      else if (item.operator === 'AND') set = new Set(hits.filter((e) => set.has(e)))
      else if (item.operator === 'OR') set = new Set([...set, ...hits])
      else for (const e of hits) set.delete(e)
    })
    let result = all.filter((e) => set.has(e))
    for (const f of filters) result = result.filter((e) => matchesItem(e, f))
    return result
  }

  function definitionsFor(entry: Entry, items: MdlQueryItem[], all: boolean): MdlDefinition[] {
    const keywordPatterns = items
      .filter((i) => i.category === 'Keyword' && i.operator !== 'NOT')
      .map((i) => termPattern(i.term))
    const chosen = all
      ? entry.facts
      : entry.facts.filter(
          (f) =>
            items.some(
              (i) =>
                i.operator !== 'NOT' &&
                i.category === f.category &&
                termPattern(i.term).test(f.value),
            ) ||
            ((f.category === 'Product Market' || f.category === 'Geographic Market') &&
              keywordPatterns.some((p) => new RegExp(p.source, p.flags).test(f.passage))),
        )
    const shown =
      chosen.length || all
        ? chosen
        : entry.facts.filter((f) => f.category === 'Product Market').slice(0, 2)
    return shown.slice(0, all ? undefined : 4).map((f) => {
      const valuePatterns = items
        .filter((i) => i.operator !== 'NOT' && i.category === f.category)
        .map((i) => termPattern(i.term))
      return {
        category: f.category,
        value: f.value,
        passage: markParts(f.passage, [...keywordPatterns, ...valuePatterns]),
        url: f.section === null ? entry.doc.url : `${entry.doc.url}#s${f.section}`,
      }
    })
  }

  function hitOf(entry: Entry, items: MdlQueryItem[]): MdlHit {
    return {
      id: entry.doc.id,
      title: entry.doc.title,
      url: entry.doc.url,
      date: entry.doc.date,
      type: typeOf(entry.doc.kind),
      caseNumbers: entry.doc.record.caseNumbers ?? [],
      definitions: definitionsFor(entry, items, false),
    }
  }

  function relevance(entry: Entry, items: MdlQueryItem[]): number {
    let score = 0
    for (const item of items) {
      if (item.operator === 'NOT') continue
      const pattern = termPattern(item.term)
      if (item.category === 'Keyword') score += Math.min(50, entry.text.match(pattern)?.length ?? 0)
      score += 10 * entry.facts.filter((f) => termPattern(item.term).test(f.value)).length
    }
    return score
  }

  return {
    /** POST /mdl/api/search: one page of hits, with the filters of the whole result. */
    search(input: MdlSearchBody): MdlSearchResult {
      const all = load()
      const items = queryItems(input.Query)
      let result = evaluate(all, items)
      if (input.qTitle) {
        const words = input.qTitle.toLowerCase().split(/\s+/).filter(Boolean)
        result = result.filter((e) => words.every((w) => termPattern(w).test(e.names)))
      }
      if (input.exclude) result = result.filter((e) => e.doc.id !== input.exclude)
      const direction = input.SortOrder === 'asc' ? 1 : -1
      const byDate = (a: Entry, b: Entry) =>
        (a.doc.date ?? '').localeCompare(b.doc.date ?? '') || a.doc.id.localeCompare(b.doc.id)
      const scores = new Map(
        result.map((e) => [e, input.SortBy === 'relevance' ? relevance(e, items) : 0]),
      )
      result.sort((a, b) => {
        if (input.SortBy === 'title') return direction * a.doc.title.localeCompare(b.doc.title)
        if (input.SortBy === 'relevance')
          return direction * (scores.get(a)! - scores.get(b)!) || -byDate(a, b)
        // Undated documents last, whichever the order.
        if (!a.doc.date !== !b.doc.date) return a.doc.date ? -1 : 1
        return direction * byDate(a, b)
      })
      const selected = new Map<string, Set<string>>()
      for (const i of items) {
        if (i.origin !== 'filter') continue
        const set = selected.get(i.category) ?? new Set()
        set.add(i.term.toLowerCase())
        selected.set(i.category, set)
      }
      const Filters: MdlFilter[] = MDL_FACT_CATEGORIES.map((category) => {
        const counts = new Map<string, number>()
        for (const e of result) {
          const values = new Set(e.facts.filter((f) => f.category === category).map((f) => f.value))
          for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1)
        }
        const chosen = selected.get(category) ?? new Set()
        const ranked = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
        const items = ranked
          .filter(([value], index) => index < MDL_FILTER_LIMIT || chosen.has(value.toLowerCase()))
          .map(([value, count]) => ({ value, count, selected: chosen.has(value.toLowerCase()) }))
        return { category, items }
      })
      return {
        Hits: result.slice(input.Start, input.Start + input.PageSize).map((e) => hitOf(e, items)),
        Filters,
        TotalHits: result.length,
        Query: items,
        Start: input.Start,
        PageSize: input.PageSize,
      }
    },

    /** GET /mdl/api/document: one document's definitions, the search terms marked and counted. */
    document(input: { id: string; searchTerm?: string }): MdlDocument {
      const entry = load().find((e) => e.doc.id === input.id)
      if (!entry) throw new NotFoundError('Market definitions document', input.id)
      let items: MdlQueryItem[] = []
      try {
        items = input.searchTerm ? parseMdlQuery(input.searchTerm) : []
      } catch {
        items = [] // a term the syntax refuses marks nothing on the reading page
      }
      const Highlights = items
        .filter((i) => i.operator !== 'NOT')
        .map((i) => ({
          term: i.term,
          Count:
            i.category === 'Keyword'
              ? (entry.text.match(termPattern(i.term))?.length ?? 0)
              : entry.facts.filter(
                  (f) => f.category === i.category && termPattern(i.term).test(f.value),
                ).length,
        }))
      return {
        id: entry.doc.id,
        Title: entry.doc.title,
        url: entry.doc.url,
        date: entry.doc.date,
        type: typeOf(entry.doc.kind),
        caseNumbers: entry.doc.record.caseNumbers ?? [],
        definitions: definitionsFor(entry, items, true),
        Highlights,
        relatedTitle: relatedTitleFor(entry.doc),
      }
    },

    /** GET /mdl/api/autocomplete: values starting with (then containing) the text. */
    autocomplete(input: { q: string; keywordsonly: boolean }): MdlSuggestion[] {
      const q = input.q.toLowerCase()
      if (q.length < 2) return []
      const counts = new Map<string, MdlSuggestion>()
      for (const e of load()) {
        for (const f of e.facts) {
          if (input.keywordsonly && f.category !== 'Product Market') continue
          if (!f.value.toLowerCase().includes(q)) continue
          const category: MdlCategory = input.keywordsonly ? 'Keyword' : f.category
          const key = `${category}\u0000${f.value.toLowerCase()}`
          const s = counts.get(key) ?? { category, term: f.value, count: 0 }
          s.count++
          counts.set(key, s)
        }
      }
      return [...counts.values()]
        .sort(
          (a, b) =>
            Number(b.term.toLowerCase().startsWith(q)) -
              Number(a.term.toLowerCase().startsWith(q)) ||
            b.count - a.count ||
            a.term.localeCompare(b.term),
        )
        .slice(0, 10)
    },

    /** GET /mdl/api/ping: the documents and definitions the thread holds. */
    ping(): { documents: number; definitions: number } {
      const all = load()
      return { documents: all.length, definitions: all.reduce((n, e) => n + e.facts.length, 0) }
    },

    /** The documents an e-mail carries, in the order asked. */
    documents(ids: string[]): {
      id: string
      title: string
      url: string
      date: string | null
      definitions: MdlDefinition[]
    }[] {
      const all = load()
      return ids.flatMap((id) => {
        const entry = all.find((e) => e.doc.id === id)
        if (!entry) return []
        return [
          {
            id,
            title: entry.doc.title,
            url: entry.doc.url,
            date: entry.doc.date,
            definitions: definitionsFor(entry, [], true).filter(
              (d) => d.category === 'Product Market' || d.category === 'Geographic Market',
            ),
          },
        ]
      })
    },

    close() {
      db.close()
    },
  }
}

export type MarketThreadCalls = {
  [K in Exclude<keyof ReturnType<typeof openMarketReads>, 'close'>]: (
    ...args: Parameters<ReturnType<typeof openMarketReads>[K]>
  ) => Promise<ReturnType<ReturnType<typeof openMarketReads>[K]>>
}

/** The query of a search as items: a typed query parsed, a list of items numbered. */
export function queryItems(query: MdlSearchBody['Query']): MdlQueryItem[] {
  return typeof query === 'string'
    ? parseMdlQuery(query)
    : query.map((i, index) => ({
        id: index,
        operator: i.operator,
        category: i.category,
        displayname: i.displayname ?? i.category,
        term: i.term,
        origin: i.origin,
      }))
}
