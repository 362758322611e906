import type { SearchPlan } from '../plan.ts'
import type { QueryNode } from '../query/ast.ts'
import { dayNumber } from './doc-columns.ts'
import { isPositional, sectionCondition, toFts5Match, type Within } from './match-query.ts'

// A search plan (../plan.ts) in FTS5 terms: the MATCH string of the text, and each filter as a
// condition a document's columns are tested against in memory (./engine.ts), numbered as the
// plan numbers its filters.

/**
 * One facet selection (documents with any of `values`, or all of them when `all`), or the date
 * range (yyyymmdd numbers, 0 for an open end).
 */
export type Condition =
  | { kind: 'facet'; id: string; values: string[]; all: boolean }
  | { kind: 'range'; from: number; to: number }

export type Fts5Plan = SearchPlan & {
  /** The MATCH of the text (q and qTitle, ANDed), or null without text. */
  match: string | null
  /**
   * The same text as a MATCH of titles_fts: past the scoring bound, documents whose title
   * matches are scored first (./page-order.ts). Null without text.
   */
  titleMatch: string | null
  /**
   * The text is wildcards alone (`invest*`, `arbitra* OR tribun*`): its results rank titles
   * first, then newest, without bm25 (./page-order.ts).
   */
  wildcardsOnly: boolean
  /** Phrases and NEAR of the text inside one section (see match-query.ts), or null. */
  within: Within | null
  /**
   * The text is one phrase or NEAR: the documents it matches inside a section or the title are
   * all it matches (each is a match of the whole document too), so `within` alone finds them.
   */
  withinIsMatch: boolean
  /** The plan's filters, then the date range. */
  conditions: Condition[]
  /** The date range's condition number, or null without a range. */
  dateBit: number | null
}

export function toFts5Plan(plan: SearchPlan): Fts5Plan {
  const { q, qTitle, titleOnly } = plan.text
  const parts: string[] = []
  const titleParts: string[] = []
  if (q) {
    parts.push(toFts5Match(q, { columns: titleOnly ? ['title'] : undefined }))
    titleParts.push(toFts5Match(q))
  }
  if (qTitle) {
    parts.push(toFts5Match(qTitle, { columns: ['title'] }))
    titleParts.push(toFts5Match(qTitle))
  }
  const and = (p: string[]) =>
    p.length === 0 ? null : p.length === 1 ? p[0] : p.map((x) => `(${x})`).join(' AND ')
  const within = q && !titleOnly ? sectionCondition(q) : null

  const conditions: Condition[] = plan.filters.map((f) => ({
    kind: 'facet',
    id: f.id,
    values: f.values,
    all: f.andOrValue === 'AND',
  }))

  let dateBit: number | null = null
  if (plan.range) {
    dateBit = conditions.length
    const { from, to } = plan.range
    conditions.push({
      kind: 'range',
      from: from ? dayNumber(from) : 0,
      to: to ? dayNumber(to) : 0,
    })
  }

  return {
    ...plan,
    match: and(parts),
    titleMatch: and(titleParts),
    wildcardsOnly: (q ?? qTitle) !== null && [q, qTitle].every((n) => !n || onlyWildcards(n)),
    within,
    withinIsMatch: within !== null && !qTitle && q !== null && isPositional(q),
    conditions,
    dateBit,
  }
}

/** Every word the node requires or offers is a one-word wildcard. */
function onlyWildcards(node: QueryNode): boolean {
  switch (node.type) {
    case 'term':
      return node.prefix
    case 'and':
    case 'or':
      return node.children.every(onlyWildcards)
    case 'not':
      return onlyWildcards(node.include)
    default:
      return false
  }
}
