// The Market Definitions Locator's vocabulary (spec 001 §3, §4, §5, §7.10, §9), shared by its
// pages, its /mdl calls and the service: the categories in the spec's order, the query syntax
// (terms joined by AND, OR, NOT, default AND; `category:value` sets the category, otherwise
// Keyword), the sorts and the page sizes.
import type { SiteId } from '../types.ts'
import { tokenizeQuery, ToolQueryError } from './query-tokens.ts'

/** The edition whose documents the locator reads its market definitions from. */
export const MDL_EDITION: SiteId = 'KCL'

export const MDL_CATEGORIES = [
  'Keyword',
  'Product Market',
  'Remedies',
  'Phases',
  'Geographic Market',
  'Timeframe',
  'Applicable Legislation',
  'Merger Type',
  'Defence Argument',
  'Party name',
  'Industry',
  'NACE code',
] as const
export type MdlCategory = (typeof MDL_CATEGORIES)[number]

/** The categories a definition can be filed under (all but Keyword, which is free text). */
export const MDL_FACT_CATEGORIES = MDL_CATEGORIES.filter(
  (c): c is Exclude<MdlCategory, 'Keyword'> => c !== 'Keyword',
)
export type MdlFactCategory = (typeof MDL_FACT_CATEGORIES)[number]

/** How a category is written in a query: lower case, words joined by hyphens (`product-market`). */
export function categorySlug(category: MdlCategory): string {
  return category.toLowerCase().replace(/\s+/g, '-')
}

const BY_SLUG = new Map<string, MdlCategory>(
  MDL_CATEGORIES.flatMap((c) => {
    const slug = categorySlug(c)
    // `product-market`, `productmarket`, `product_market` and `"Product Market"` all name it.
    return [slug, slug.replace(/-/g, ''), slug.replace(/-/g, '_'), c.toLowerCase()].map(
      (k) => [k, c] as [string, MdlCategory],
    )
  }),
)

export function categoryFor(name: string): MdlCategory | undefined {
  return BY_SLUG.get(name.trim().toLowerCase())
}

export const MDL_OPERATORS = ['AND', 'OR', 'NOT'] as const
export type MdlOperator = (typeof MDL_OPERATORS)[number]

/** One item of a query (spec 001 §3): how it joins the items before it, its category, its term. */
export type MdlQueryItem = {
  id: number
  operator: MdlOperator
  category: MdlCategory
  displayname: string
  term: string
  origin: 'main' | 'filter'
}

/** A query the syntax does not allow, with the 1-based column where it goes wrong. */
export class MdlQueryError extends ToolQueryError {
  constructor(message: string, position: number) {
    super('MDL_QUERY', message, position, UNKNOWN_CATEGORY_MESSAGE)
  }
}

export function isMdlQueryError(error: unknown): error is MdlQueryError {
  return (error as { code?: unknown } | null)?.code === 'MDL_QUERY'
}

export const UNKNOWN_CATEGORY_MESSAGE = `Unknown category. Use one of: ${MDL_CATEGORIES.map(categorySlug).join(', ')}`

/** Longest query text, and most items, one search takes. */
export const MDL_MAX_QUERY_LENGTH = 500
export const MDL_MAX_ITEMS = 20

function tokenize(text: string) {
  return tokenizeQuery(text, (message, position) => new MdlQueryError(message, position))
}

/**
 * Parses the query text into items (spec 001 §5). Items join left to right: AND keeps what both
 * sides match, OR what either does, NOT removes what the term matches. An empty text is no items.
 */
export function parseMdlQuery(text: string, origin: 'main' | 'filter' = 'main'): MdlQueryItem[] {
  if (text.length > MDL_MAX_QUERY_LENGTH) {
    throw new MdlQueryError(
      `The query is longer than ${MDL_MAX_QUERY_LENGTH} characters`,
      MDL_MAX_QUERY_LENGTH + 1,
    )
  }
  const items: MdlQueryItem[] = []
  let operator: MdlOperator | null = null
  let operatorPos = 0
  for (const token of tokenize(text)) {
    if (!token.quoted && (MDL_OPERATORS as readonly string[]).includes(token.text)) {
      if (operator !== null || (items.length === 0 && token.text !== 'NOT')) {
        throw new MdlQueryError(`${token.text} needs a term before it`, token.pos)
      }
      operator = token.text as MdlOperator
      operatorPos = token.pos
      continue
    }
    let category: MdlCategory = 'Keyword'
    let term = token.text
    const colon = token.colon
    // A category is named before the first colon outside quotes.
    if (colon > 0) {
      const name = token.text.slice(0, colon)
      const found = categoryFor(name)
      if (!found) throw new MdlQueryError(`${UNKNOWN_CATEGORY_MESSAGE} (not '${name}')`, token.pos)
      category = found
      term = token.text.slice(colon + 1)
    }
    term = term.replace(/\s+/g, ' ').trim()
    if (!/[\p{L}\p{N}]/u.test(term)) {
      throw new MdlQueryError('A term needs a letter or digit', token.pos)
    }
    if (items.length >= MDL_MAX_ITEMS) {
      throw new MdlQueryError(`A query holds at most ${MDL_MAX_ITEMS} terms`, token.pos)
    }
    items.push({
      id: items.length,
      operator: operator ?? 'AND',
      category,
      displayname: category,
      term,
      origin,
    })
    operator = null
  }
  if (operator !== null) throw new MdlQueryError(`${operator} needs a term after it`, operatorPos)
  return items
}

/** Writes one item back as query text. */
export function formatMdlTerm(category: MdlCategory, term: string): string {
  const value = /[\s"]/.test(term) ? `"${term.replace(/"/g, '')}"` : term
  return category === 'Keyword' ? value : `${categorySlug(category)}:${value}`
}

export const MDL_SORTS = ['date', 'relevance', 'title'] as const
export type MdlSort = (typeof MDL_SORTS)[number]
export const MDL_SORT_ORDERS = ['asc', 'desc'] as const
export type MdlSortOrder = (typeof MDL_SORT_ORDERS)[number]
export const MDL_DATE_TYPES = ['relevant-date'] as const

/** Market search defaults (spec 001 §9): 10 a page by date, newest first; related cases 100. */
export const MDL_PAGE_SIZE = 10
export const MDL_RELATED_PAGE_SIZE = 100
export const MDL_MAX_PAGE_SIZE = 100
/** Values one filter shows (spec 001 §9, filter item limit). */
export const MDL_FILTER_LIMIT = 10
/** Documents one e-mail carries at most. */
export const MDL_MAX_EMAIL_DOCUMENTS = 20

/** The part name of the mini-app's code (spec 001 §1). */
export const MDL_PART = 'mdl-app'
