import type { NearOperand, PhraseNode, QueryNode, TermNode } from '../query/ast.ts'

// The one place where FTS5 MATCH strings are built. Every user token is emitted as an FTS5 string
// ("..." with embedded quotes doubled), so no user text ever reaches FTS5 as syntax: only the
// operators, parentheses, NEAR(...) and column filters below are ours.
//
// NEAR: FTS5's NEAR takes phrases only, so an OR-group next to NEAR is distributed:
// (a OR b) NEAR5 c  ->  NEAR("a" "c", 5) OR NEAR("b" "c", 5).
//
// A chain `a NEAR5 b NEAR10 c` means a within 5 words of b and that same b within 10 words of c.
// FTS5's NEAR(p1 p2 ..., N) binds one instance of each phrase, but its N is the number of tokens
// between the end of the first phrase and the start of the last one in the document, so the
// phrases in the middle count too: a 5 words before b and c 10 words after it is
// NEAR("a" "b" "c", 16) and not 15. A chain compiles to one group whose window is the sum of its
// distances plus the tokens of its inner operands, which no genuine instance can exceed (the
// operands are linked pair by pair, so those gaps and inner phrases cover the whole span),
// ANDed with each pair's own NEAR:
//   a NEAR5 b NEAR10 c  ->  (NEAR("a" "b" "c", 16) AND NEAR("a" "b", 5) AND NEAR("b" "c", 10))
// FTS5 cannot tie the pairs to the group's instance: the group makes a, b and c meet in one
// window (a b near a and another b near c, far apart, no longer match), but each pair's distance
// may be met by other occurrences: `a b w1 ... w11 c b` matches although the b near a is 11
// words from c. The rule is the same whether the distances are equal or not.

export type MatchOptions = {
  /** Restrict the match to these FTS5 columns (e.g. ['title'] for title-only search). */
  columns?: readonly string[]
}

/** Compiles a parsed query into an FTS5 MATCH expression. */
export function toFts5Match(node: QueryNode, options: MatchOptions = {}): string {
  const expr = compile(node)
  const columns = options.columns ?? []
  if (columns.length === 0) return expr
  for (const c of columns) {
    if (!/^[a-z_][a-z0-9_]*$/.test(c)) throw new Error(`Invalid FTS5 column name: ${c}`)
  }
  return `{${columns.join(' ')}} : (${expr})`
}

/** An FTS5 string literal: the text between double quotes, embedded quotes doubled. */
export function quoteFts5(text: string): string {
  return `"${text.replace(/[\u0000-\u001f\u007f]/g, ' ').replace(/"/g, '""')}"`
}

function compile(node: QueryNode): string {
  switch (node.type) {
    case 'term':
    case 'phrase':
      return quoteFts5(node.value) + (node.prefix ? '*' : '')
    case 'and':
      return `(${node.children.map(compile).join(' AND ')})`
    case 'or':
      return `(${node.children.map(compile).join(' OR ')})`
    case 'not':
      return `(${compile(node.include)} NOT ${compile(node.exclude)})`
    case 'near':
      return near(node.operands, node.distances)
  }
}

/** One chain per combination of OR alternatives, ORed. */
function near(operands: NearOperand[], distances: number[]): string {
  let combos: Leaf[][] = [[]]
  for (const operand of operands) {
    const alternatives = leaves(operand)
    combos = combos.flatMap((c) => alternatives.map((a) => [...c, a]))
  }
  const chains = combos.map((phrases) => nearChain(phrases, distances))
  return chains.length === 1 ? chains[0] : `(${chains.join(' OR ')})`
}

/** The NEAR of one combination of phrases: a group, and its pairs for a chain (see the top). */
function nearChain(phrases: Leaf[], distances: number[]): string {
  const compiled = phrases.map(compile)
  if (phrases.length === 2) return `NEAR(${compiled.join(' ')}, ${distances[0]})`
  const innerTokens = phrases.slice(1, -1).reduce((n, p) => n + maxTokens(p.value), 0)
  const window = distances.reduce((sum, d) => sum + d, innerTokens)
  const pairs = distances.map((d, i) => `NEAR(${compiled[i]} ${compiled[i + 1]}, ${d})`)
  return `(NEAR(${compiled.join(' ')}, ${window}) AND ${pairs.join(' AND ')})`
}

type Leaf = TermNode | PhraseNode

/** The alternatives of a NEAR operand; the parser allows only terms, phrases and OR-groups. */
function leaves(node: QueryNode): Leaf[] {
  if (node.type === 'term' || node.type === 'phrase') return [node]
  if (node.type === 'or') return node.children.flatMap(leaves)
  throw new Error(`A NEAR operand cannot be ${node.type}`)
}

/**
 * The most tokens unicode61 can make of the text: runs of letters, digits and private-use
 * characters. Combining marks split runs here although the index keeps them in the word, so a
 * decomposed accent can only widen the window, never narrow it.
 */
function maxTokens(text: string): number {
  return text.match(/[\p{L}\p{N}\p{Co}]+/gu)?.length ?? 0
}

// ---- phrases and NEAR inside one section ------------------------------------------------------
//
// documents_fts indexes a document's sections as one text, so a phrase or NEAR would also match
// words on either side of a section boundary (the last words of one judgment section and the
// first of the next). sections_fts indexes each section apart: a phrase of several words or a NEAR
// must match there, or in the title. The document-level MATCH still finds the hits; this
// condition, a set of documents built from MATCHes (./hit-sets.ts), drops those whose phrase or
// NEAR only spans a boundary.

/**
 * Documents that a MATCH of sections_fts (`section`), titles_fts (`title`) or documents_fts
 * (`document`) finds, and sets of them combined.
 */
export type Within =
  | { kind: 'section' | 'title' | 'document'; match: string }
  | { kind: 'and' | 'or'; children: Within[] }
  | { kind: 'andNot'; include: Within; exclude: string }

/**
 * The documents in which every phrase of several words and every NEAR of the query holds inside
 * one section or the title, or null when the query has none (the MATCH is then exact). Under NOT
 * nothing is added: the document-level MATCH already drops a phrase that spans a boundary there,
 * which errs on the side of excluding.
 */
export function sectionCondition(node: QueryNode): Within | null {
  if (!isPositional(node) && !hasPositional(node)) return null
  return condition(node, true)
}

/** Null where the document-level MATCH already decides (a word ANDed from the top). */
function condition(node: QueryNode, conjunctive: boolean): Within | null {
  if (isPositional(node)) {
    const match = compile(node)
    return {
      kind: 'or',
      children: [
        { kind: 'section', match },
        { kind: 'title', match },
      ],
    }
  }
  const document = (): Within | null =>
    conjunctive ? null : { kind: 'document', match: compile(node) }
  switch (node.type) {
    case 'term':
    case 'phrase':
      return document()
    case 'and': {
      const parts = node.children
        .map((c) => condition(c, conjunctive))
        .filter((c): c is Within => c !== null)
      return parts.length === 0
        ? null
        : parts.length === 1
          ? parts[0]
          : { kind: 'and', children: parts }
    }
    case 'or':
      if (!node.children.some((c) => isPositional(c) || hasPositional(c))) return document()
      return { kind: 'or', children: node.children.map((c) => condition(c, false) as Within) }
    case 'not': {
      // Conjunctive: the MATCH already excludes. Otherwise the exclusion is checked here too.
      if (conjunctive) return condition(node.include, true)
      if (!isPositional(node.include) && !hasPositional(node.include)) return document()
      const include = condition(node.include, false) as Within
      return { kind: 'andNot', include, exclude: compile(node.exclude) }
    }
    case 'near':
      throw new Error('unreachable: NEAR is positional')
  }
}

/** A phrase of several words, or a NEAR. */
export function isPositional(node: QueryNode): boolean {
  return node.type === 'near' || (node.type === 'phrase' && maxTokens(node.value) > 1)
}

function hasPositional(node: QueryNode): boolean {
  switch (node.type) {
    case 'and':
    case 'or':
      return node.children.some((c) => isPositional(c) || hasPositional(c))
    case 'not':
      return isPositional(node.include) || hasPositional(node.include)
    default:
      return false
  }
}
