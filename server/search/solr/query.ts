import type { NearOperand, PhraseNode, QueryNode, TermNode } from '../query/ast.ts'

// The one place where the query language becomes a Solr query: the JSON Query DSL, whose leaves
// name a parser and pass the user's text as that parser's value, so no user text is ever read as
// Solr syntax. Words and phrases go through the field's own analyser (the `field` parser makes a
// phrase of several tokens); a wildcard is a `prefix` query, or a `surround` span when a phrase
// ends with it; NEAR is a `surround` span query (an `xmlparser` one past surround's widest
// window). Neither analyses its terms, so they are folded here as the schema folds them (lower
// case, accents off) and quoted (`"` doubled) or XML-escaped.
//
// The same matching rules as the embedded engine (../fts5/match-query.ts): a word or phrase
// matches in the title or the body, never across the two; a chain `a NEAR5 b NEAR10 c` is one
// window of 5 + 10 words between a and c ANDed with each pair's own distance; an OR-group next to
// NEAR is distributed. Phrases and NEAR stay inside one section: each section's heading and text
// is its own value of the multi-valued `body` field, and values sit 10,000 positions apart
// (configset/schema.xml), far beyond the widest NEAR.

/** A query of the JSON Query DSL. */
export type SolrQuery = string | { [parser: string]: unknown }

export type SolrQueryOptions = {
  /** The fields a word may match in: ['title'] for title-only search. */
  fields: readonly string[]
}

export const TEXT_FIELDS = ['title', 'body'] as const

/** Surround's distance operator takes 1 to 99 positions. */
const SURROUND_MAX_DISTANCE = 99

/** A query that matches no document: an empty id, which the schema requires and never holds. */
export const MATCH_NONE: SolrQuery = { term: { f: 'id', query: '' } }

export function toSolrQuery(node: QueryNode, options: SolrQueryOptions): SolrQuery {
  const { fields } = options
  switch (node.type) {
    case 'term':
    case 'phrase':
      return anyField(fields, (f) => leaf(node, f))
    case 'and':
      return { bool: { must: node.children.map((c) => toSolrQuery(c, options)) } }
    case 'or':
      return { bool: { should: node.children.map((c) => toSolrQuery(c, options)) } }
    case 'not':
      return {
        bool: {
          must: [toSolrQuery(node.include, options)],
          must_not: [toSolrQuery(node.exclude, options)],
        },
      }
    case 'near':
      return anyField(fields, (f) => near(node.operands, node.distances, f))
  }
}

function anyField(fields: readonly string[], query: (field: string) => SolrQuery): SolrQuery {
  return fields.length === 1 ? query(fields[0]) : { bool: { should: fields.map(query) } }
}

/** A word or phrase in one field. */
function leaf(node: TermNode | PhraseNode, field: string): SolrQuery {
  if (!node.prefix) return { field: { f: field, query: node.value } }
  const words = tokens(node.value)
  if (words.length === 0) return MATCH_NONE
  if (words.length === 1) return { prefix: { f: field, query: words[0] } }
  return surround(field, spanOf(node))
}

/** The tokens the schema's analyser makes of the text: runs of letters, digits and marks, folded. */
export function tokens(text: string): string[] {
  return (text.match(/[\p{L}\p{N}\p{M}\p{Co}]+/gu) ?? []).map(foldAsSolr).filter(Boolean)
}

/** Lower case without accents, as LowerCaseFilter and ASCIIFoldingFilter leave a token. */
function foldAsSolr(token: string): string {
  return token
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/ß/g, 'ss')
    .replace(/æ/g, 'ae')
    .replace(/œ/g, 'oe')
    .replace(/ø/g, 'o')
    .replace(/ł/g, 'l')
    .replace(/đ/g, 'd')
    .replace(/þ/g, 'th')
}

function surround(field: string, span: string): SolrQuery {
  return { surround: { df: field, query: span } }
}

/** A quoted surround term; `*` after the quotes is its wildcard. */
function quoted(token: string, prefix = false): string {
  return `"${token.replace(/"/g, '""')}"${prefix ? '*' : ''}`
}

/** `nW(...)` / `nN(...)`: surround writes distance 1 without its number. */
function distance(n: number, ordered: boolean, spans: string[]): string {
  const op = ordered ? 'W' : 'N'
  return `${n === 1 ? '' : n}${op}(${spans.join(', ')})`
}

/** A word or phrase as a surround span: a phrase is its words in order, adjacent. */
function spanOf(node: TermNode | PhraseNode): string {
  const words = tokens(node.value)
  const last = words.length - 1
  const spans = words.map((w, i) => quoted(w, node.prefix && i === last))
  return spans.length === 1 ? spans[0] : distance(1, true, spans)
}

type Leaf = TermNode | PhraseNode

/**
 * One chain per combination of OR alternatives, ORed (as ../fts5/match-query.ts). `a NEAR5 b`:
 * at most 5 words between a and b, in either order. Span slop counts the positions between the
 * spans, so 5 words between is slop 5, surround's distance 6. A chain is one window whose slop is
 * the sum of the distances (the inner spans' own words are not slop), ANDed with each pair.
 */
function near(operands: NearOperand[], distances: number[], field: string): SolrQuery {
  let combos: Leaf[][] = [[]]
  for (const operand of operands) {
    const alternatives = leaves(operand).filter((l) => tokens(l.value).length > 0)
    combos = combos.flatMap((c) => alternatives.map((a) => [...c, a]))
  }
  if (combos.length === 0) return MATCH_NONE
  const window = distances.reduce((sum, d) => sum + d, 0)
  // Surround's distances stop at 99: a wider window is written in the XML query parser's span
  // queries, which have no wildcard; with a wildcard the pairs alone must hold (looser).
  if (window + 1 > SURROUND_MAX_DISTANCE && !combos.some((c) => c.some((l) => l.prefix))) {
    const chains = combos.map((c) => xmlChain(c, distances, field))
    return { xmlparser: { query: `<BooleanQuery>${chains.join('')}</BooleanQuery>` } }
  }
  const chains = combos.map((c) => nearChain(c.map(spanOf), distances, window + 1))
  return surround(field, chains.length === 1 ? chains[0] : chains.map((c) => `(${c})`).join(' OR '))
}

function nearChain(spans: string[], distances: number[], group: number): string {
  if (spans.length === 2) return distance(distances[0] + 1, false, spans)
  const pairs = distances.map((d, i) => distance(d + 1, false, [spans[i], spans[i + 1]]))
  const window = group <= SURROUND_MAX_DISTANCE ? [distance(group, false, spans)] : []
  return [...window, ...pairs].join(' AND ')
}

/** One chain as an XML query parser clause: the window and each pair, all required. */
function xmlChain(phrases: Leaf[], distances: number[], field: string): string {
  const spans = phrases.map((p) => {
    const terms = tokens(p.value).map(
      (w) => `<SpanTerm fieldName="${field}">${escapeXml(w)}</SpanTerm>`,
    )
    return terms.length === 1
      ? terms[0]
      : `<SpanNear slop="0" inOrder="true">${terms.join('')}</SpanNear>`
  })
  const spanNear = (slop: number, parts: string[]) =>
    `<Clause occurs="must"><SpanNear slop="${slop}" inOrder="false">${parts.join('')}</SpanNear></Clause>`
  const window = spanNear(
    distances.reduce((sum, d) => sum + d, 0),
    spans,
  )
  const pairs = distances.map((d, i) => spanNear(d, [spans[i], spans[i + 1]]))
  return `<Clause occurs="should"><BooleanQuery>${window}${pairs.join('')}</BooleanQuery></Clause>`
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

/** The alternatives of a NEAR operand; the parser allows only terms, phrases and OR-groups. */
function leaves(node: QueryNode): Leaf[] {
  if (node.type === 'term' || node.type === 'phrase') return [node]
  if (node.type === 'or') return node.children.flatMap(leaves)
  throw new Error(`A NEAR operand cannot be ${node.type}`)
}
