// The treaty lists of an edition (/bits, /conventions) as the index holds them: each treaty's
// summary with the parties its record names, the lists kept a minute, and a list filtered by
// text, party and signature years.
import { treatyParties } from '#server/content/ingest/adapters/nl-treaties.ts'
import { SOURCES } from '#server/content/ingest/sources.ts'
import type { Edition } from '#server/content/model.ts'
import type { SearchEngine, SearchFilter, SearchHit } from '#server/search/engine.ts'
import { NotFoundError } from '#server/errors.ts'
import { sites } from '#sites/registry.ts'
import { TREATY_LISTS, TREATY_PAGE_SIZE, type TreatyListKind } from '#sites/tools/treaties.ts'
import { pageOf } from './case-law.ts'
import { partyCountry } from './countries.ts'
import type { TreatyList, TreatyListQuery, TreatySummary } from './types.ts'

const REGISTER = SOURCES['nl-treaties'].collection
const REGISTER_STATE = 'Netherlands'

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

const year = (date: string | null) => (date ? Number(date.slice(0, 4)) : null)

/** The edition's treaty lists read through the search engine, each kept `ttlMs` (a minute). */
export function createTreatyRegister(
  search: SearchEngine,
  options: { ttlMs?: number; now?: () => number } = {},
) {
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

  /** One treaty of the edition's lists; NotFoundError otherwise. */
  async function find(edition: Edition, id: string): Promise<TreatySummary> {
    for (const kind of Object.keys(TREATY_LISTS) as TreatyListKind[]) {
      const found = (await catalogue(edition, kind)).find((t) => t.id === id)
      if (found) return found
    }
    throw new NotFoundError('Treaty', id)
  }

  /** A list filtered by text, party and signature years, a page of it, its parties and years. */
  async function list(
    edition: Edition,
    kind: TreatyListKind,
    query: TreatyListQuery = {},
  ): Promise<TreatyList> {
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
            t.title.toLowerCase().includes(w) || t.parties.some((p) => p.toLowerCase().includes(w)),
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
  }

  return { catalogue, find, list }
}
