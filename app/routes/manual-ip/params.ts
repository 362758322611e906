// Manual IP's addresses, the one codec of its pages (isomorphic).
// - The comparison (`/manual-ip`): `c` the offices (repeated codes, up to four), `right`.
// - The search (`/manual-ip/search`): `q` the query text (words and `category:value`), `page`.
// A filter link rewrites `q`, so every state is an address and works without JavaScript.
import { z } from 'zod'
import {
  MIP_COUNTRY_CODES,
  MIP_MAX_COMPARE,
  MIP_RIGHTS,
  formatMipTerm,
  type MipCategory,
  type MipCountryCode,
  type MipQuery,
  type MipRight,
} from '#sites/tools/manual-ip.ts'

export const MIP_HOME = '/manual-ip'
export const MIP_SEARCH = '/manual-ip/search'
export const MIP_FAVOURITES = '/manual-ip/favorites'

export const DEFAULT_COUNTRIES: MipCountryCode[] = ['DE', 'EP']
export const DEFAULT_RIGHT: MipRight = 'patent'

export type CompareState = { countries: MipCountryCode[]; right: MipRight }

export function parseCompareParams(params: URLSearchParams): CompareState {
  const codes = new Set<MipCountryCode>()
  for (const raw of params.getAll('c')) {
    const code = raw.trim().toUpperCase()
    if ((MIP_COUNTRY_CODES as readonly string[]).includes(code) && codes.size < MIP_MAX_COMPARE)
      codes.add(code as MipCountryCode)
  }
  const right = z
    .enum(MIP_RIGHTS)
    .catch(DEFAULT_RIGHT)
    .parse(params.get('right') ?? undefined)
  return { countries: codes.size ? [...codes] : DEFAULT_COUNTRIES, right }
}

export function serializeCompare(state: CompareState): string {
  const p = new URLSearchParams()
  for (const c of state.countries) p.append('c', c)
  p.set('right', state.right)
  return `${MIP_HOME}?${p}`
}

export type SearchState = { q: string; page: number }

const searchSchema = z.object({
  q: z
    .string()
    .transform((s) => s.replace(/\s+/g, ' ').trim())
    .catch(''),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
})

export function parseSearchParams(params: URLSearchParams): SearchState {
  return searchSchema.parse({
    q: params.get('q') ?? '',
    page: params.get('page') ?? undefined,
  })
}

export function serializeSearch(state: SearchState): string {
  const p = new URLSearchParams()
  if (state.q) p.set('q', state.q)
  if (state.page > 1) p.set('page', String(state.page))
  const s = p.toString()
  return s ? `${MIP_SEARCH}?${s}` : MIP_SEARCH
}

/** The query text of a parsed query, filters after the words. */
export function queryText(query: MipQuery): string {
  const words = query.words.map((w) => (/\s/.test(w) ? `"${w.replace(/"/g, '')}"` : w))
  const terms = (['country', 'right', 'topic'] as const).flatMap((c) =>
    (query[c] as string[]).map((v) => formatMipTerm(c, v)),
  )
  return [...words, ...terms].join(' ')
}

/** The search with one filter value added, or taken off when it is on; back to page 1. */
export function toggleFilter(query: MipQuery, category: MipCategory, value: string): string {
  const on = (query[category] as string[]).includes(value)
  const next: MipQuery = {
    ...query,
    [category]: on
      ? (query[category] as string[]).filter((v) => v !== value)
      : [...query[category], value],
  }
  return serializeSearch({ q: queryText(next), page: 1 })
}

/** Only an address inside Manual IP is a place to come back to after starring. */
export function safeReturn(raw: unknown): string {
  return typeof raw === 'string' &&
    /^\/manual-ip(?:[/?#]|$)/.test(raw) &&
    !raw.includes('//') &&
    !raw.includes('\\')
    ? raw
    : MIP_FAVOURITES
}
