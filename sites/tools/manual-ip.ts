// Manual IP's vocabulary (spec 001 §2.7, §7.11), shared by its pages, its /mip calls and the
// service: the offices ("countries") it answers for, the rights, the topics of prosecution
// information, and the query syntax (free words, all of which an entry must hold, and
// `category:value` for country, right and topic). Isomorphic.
import type { SiteId } from '../types.ts'
import { tokenizeQuery, ToolQueryError } from './query-tokens.ts'
import { foldCaseAndAccents } from '../text.ts'

/** The edition whose statutes and guides Manual IP reads. */
export const MIP_EDITION: SiteId = 'KIPL'

/** The offices Manual IP compares: a country's office, or a regional or international route. */
export const MIP_COUNTRIES = [
  { code: 'DE', name: 'Germany' },
  { code: 'EP', name: 'European Patent Office' },
  { code: 'WO', name: 'International (PCT)' },
  { code: 'EU', name: 'European Union (EUIPO)' },
  { code: 'FR', name: 'France' },
  { code: 'GB', name: 'United Kingdom' },
  { code: 'US', name: 'United States' },
  { code: 'CN', name: 'China' },
  { code: 'JP', name: 'Japan' },
] as const
export type MipCountryCode = (typeof MIP_COUNTRIES)[number]['code']
export const MIP_COUNTRY_CODES = MIP_COUNTRIES.map((c) => c.code) as [
  MipCountryCode,
  ...MipCountryCode[],
]

export const MIP_RIGHTS = ['patent', 'trade-mark', 'design'] as const
export type MipRight = (typeof MIP_RIGHTS)[number]
export const MIP_RIGHT_LABELS: Record<MipRight, string> = {
  patent: 'Patents',
  'trade-mark': 'Trade marks',
  design: 'Designs',
}

export const MIP_TOPICS = ['filing-requirements', 'fees', 'time-limits', 'representation'] as const
export type MipTopic = (typeof MIP_TOPICS)[number]
export const MIP_TOPIC_LABELS: Record<MipTopic, string> = {
  'filing-requirements': 'Filing requirements',
  fees: 'Fees',
  'time-limits': 'Time limits',
  representation: 'Representation',
}

export function countryName(code: string): string {
  return MIP_COUNTRIES.find((c) => c.code === code)?.name ?? code
}

// ---- the query syntax ---------------------------------------------------------------------

export const MIP_CATEGORIES = ['country', 'right', 'topic'] as const
export type MipCategory = (typeof MIP_CATEGORIES)[number]

/** A query the syntax does not allow, with the 1-based column where it goes wrong. */
export class MipQueryError extends ToolQueryError {
  constructor(message: string, position: number) {
    super('MIP_QUERY', message, position, MIP_UNKNOWN_CATEGORY)
  }
}

export function isMipQueryError(error: unknown): error is MipQueryError {
  return (error as { code?: unknown } | null)?.code === 'MIP_QUERY'
}

export const MIP_UNKNOWN_CATEGORY = `Unknown category. Use one of: ${MIP_CATEGORIES.join(', ')}`
export const MIP_MAX_QUERY_LENGTH = 300
export const MIP_MAX_TERMS = 12

/** What a query asks: words every entry must hold, and at most one value per category. */
export type MipQuery = {
  words: string[]
  country: MipCountryCode[]
  right: MipRight[]
  topic: MipTopic[]
}

/** A value as its key: case and accents folded, spaces and underscores as dashes. */
const fold = (s: string) => foldCaseAndAccents(s).replace(/[\s_]+/g, '-')

/** A value of a category as people write it: `DE`, `germany`, `"United States"`, `trademark`. */
export function valueFor(category: MipCategory, raw: string): string | null {
  const v = fold(raw)
  if (category === 'country') {
    const found = MIP_COUNTRIES.find(
      (c) => fold(c.code) === v || fold(c.name) === v || (c.code === 'WO' && v === 'pct'),
    )
    return found?.code ?? (v === 'uk' ? 'GB' : v === 'epo' ? 'EP' : null)
  }
  const list: readonly string[] = category === 'right' ? MIP_RIGHTS : MIP_TOPICS
  const plain = v.replace(/-/g, '')
  return (
    list.find((x) => x === v || x.replace(/-/g, '') === plain || `${x}s` === v) ??
    list.find((x) => `${x.replace(/-/g, '')}s` === plain) ??
    null
  )
}

function valuesOf(category: MipCategory): string {
  if (category === 'country') return MIP_COUNTRIES.map((c) => c.code).join(', ')
  return (category === 'right' ? MIP_RIGHTS : MIP_TOPICS).join(', ')
}

/**
 * Parses the query text: `category:value` narrows (a category named twice takes either value),
 * any other word must occur in the entry. `AND` between words is allowed and means the same.
 */
export function parseMipQuery(text: string): MipQuery {
  if (text.length > MIP_MAX_QUERY_LENGTH) {
    throw new MipQueryError(
      `The query is longer than ${MIP_MAX_QUERY_LENGTH} characters`,
      MIP_MAX_QUERY_LENGTH + 1,
    )
  }
  const query: MipQuery = { words: [], country: [], right: [], topic: [] }
  const tokens = tokenizeQuery(text, (m, p) => new MipQueryError(m, p))
  if (tokens.length > MIP_MAX_TERMS) {
    throw new MipQueryError(
      `A query holds at most ${MIP_MAX_TERMS} terms`,
      tokens[MIP_MAX_TERMS].pos,
    )
  }
  for (const token of tokens) {
    if (!token.quoted && token.text === 'AND') continue
    if (!token.quoted && (token.text === 'OR' || token.text === 'NOT')) {
      throw new MipQueryError(
        `${token.text} is not supported here: every word must match`,
        token.pos,
      )
    }
    if (token.colon > 0) {
      const name = token.text.slice(0, token.colon).toLowerCase()
      const raw = token.text.slice(token.colon + 1).trim()
      if (!(MIP_CATEGORIES as readonly string[]).includes(name)) {
        throw new MipQueryError(`${MIP_UNKNOWN_CATEGORY} (not '${name}')`, token.pos)
      }
      const category = name as MipCategory
      const value = valueFor(category, raw)
      if (!value) {
        throw new MipQueryError(
          `Unknown ${category} '${raw}'. Use one of: ${valuesOf(category)}`,
          token.pos,
        )
      }
      const list = query[category] as string[]
      if (!list.includes(value)) list.push(value)
      continue
    }
    const word = token.text.replace(/\s+/g, ' ').trim()
    if (!/[\p{L}\p{N}]/u.test(word)) {
      throw new MipQueryError('A term needs a letter or digit', token.pos)
    }
    query.words.push(word)
  }
  return query
}

/** Writes one filter back as query text. */
export function formatMipTerm(category: MipCategory, value: string): string {
  return `${category}:${/\s/.test(value) ? `"${value}"` : value}`
}

/** Search defaults: 10 a page (spec 001 §9's document page size), at most 50. */
export const MIP_PAGE_SIZE = 10
export const MIP_MAX_PAGE_SIZE = 50
/** Countries one comparison shows side by side. */
export const MIP_MAX_COMPARE = 4

/** The part name of the mini-app's code (spec 001 §1). */
export const MIP_PART = 'mip-app'
