// The search text as the bar shows it: terms joined by operators (spec 000 §5). The engine's
// parser (server/search/query) decides what a query means; this module only splits the text into
// pills and builds the text back, so it follows the same surface rules:
// - operators are the uppercase words AND, OR, NOT, NEAR, NEARn and NEAR/n;
// - a missing operator is AND;
// - input made only of plain words (no operator, quote or parenthesis) is one phrase;
// - a quoted phrase and a parenthesised group are one term each.

export type Operator = string // 'AND' | 'OR' | 'NOT' | 'NEAR' | 'NEAR5' ...

export type QueryTerm = {
  /** The operator before this term (null for the first term). Implicit ANDs are 'AND'. */
  operator: Operator | null
  /** Whether the operator was typed (false for an implicit AND). */
  explicit: boolean
  /** The term as it appears in the query text: word, "phrase" or (group). */
  text: string
}

const OPERATOR = /^(?:AND|OR|NOT|NEAR(?:\/?\d+)?)$/

export function isOperator(word: string): boolean {
  return OPERATOR.test(word)
}

type Token = { kind: 'op'; text: string } | { kind: 'term'; text: string }

function tokenize(text: string): Token[] {
  const tokens: Token[] = []
  let i = 0
  while (i < text.length) {
    const ch = text[i]
    if (/\s/.test(ch)) {
      i++
      continue
    }
    if (ch === '"') {
      const end = text.indexOf('"', i + 1)
      let stop = end === -1 ? text.length : end + 1
      if (text[stop] === '*') stop++
      tokens.push({ kind: 'term', text: text.slice(i, stop) })
      i = stop
      continue
    }
    if (ch === '(') {
      let depth = 0
      let j = i
      let quoted = false
      for (; j < text.length; j++) {
        if (text[j] === '"') quoted = !quoted
        if (quoted) continue
        if (text[j] === '(') depth++
        if (text[j] === ')' && --depth === 0) break
      }
      const stop = Math.min(j + 1, text.length)
      tokens.push({ kind: 'term', text: text.slice(i, stop) })
      i = stop
      continue
    }
    let j = i
    while (j < text.length && !/[\s"()]/.test(text[j])) j++
    if (j === i) {
      // a stray ')' or similar: keep it as its own term so nothing the user typed is lost
      tokens.push({ kind: 'term', text: ch })
      i++
      continue
    }
    const word = text.slice(i, j)
    tokens.push(isOperator(word) ? { kind: 'op', text: word } : { kind: 'term', text: word })
    i = j
  }
  return tokens
}

/** True when the text is plain words only, which the engine reads as one phrase. */
export function isPlainPhrase(text: string): boolean {
  const tokens = tokenize(text)
  return (
    tokens.length > 1 &&
    tokens.every((t) => t.kind === 'term' && /^[^"()]+$/.test(t.text)) &&
    !tokens.slice(0, -1).some((t) => t.text.endsWith('*'))
  )
}

/** The terms of a query, for the pills. Plain multi-word input is a single phrase term. */
export function splitTerms(q: string): QueryTerm[] {
  const text = q.trim()
  if (!text) return []
  if (isPlainPhrase(text)) return [{ operator: null, explicit: false, text }]
  const terms: QueryTerm[] = []
  let pending: string | null = null
  for (const token of tokenize(text)) {
    if (token.kind === 'op') {
      // "AND NOT" reads as NOT; otherwise the last operator typed counts
      pending = pending === 'AND' && token.text === 'NOT' ? 'NOT' : token.text
      continue
    }
    if (terms.length === 0) {
      terms.push({ operator: null, explicit: false, text: token.text })
    } else {
      terms.push({ operator: pending ?? 'AND', explicit: pending !== null, text: token.text })
    }
    pending = null
  }
  return terms
}

/** The query text of a list of terms (the inverse of splitTerms, up to spacing). */
export function joinTerms(terms: QueryTerm[]): string {
  if (terms.length === 1) return terms[0].text
  return terms
    .map((t, i) =>
      i === 0 ? quoteIfPhrase(t.text) : `${t.operator ?? 'AND'} ${quoteIfPhrase(t.text)}`,
    )
    .join(' ')
}

/** The query without its i-th term (and the operator that joined it). */
export function removeTerm(q: string, index: number): string {
  const terms = splitTerms(q)
  const rest = terms.filter((_, i) => i !== index)
  if (rest.length === 0) return ''
  rest[0] = { ...rest[0], operator: null, explicit: false }
  return joinTerms(rest)
}

function quoteIfPhrase(text: string): string {
  return isPlainPhrase(text) ? `"${text.replace(/"/g, '')}"` : text
}

/**
 * The query with a new term added (spec 000 §5): after the last operator when the query ends
 * with one, after an operator the input starts with, else joined with AND. Multi-word input is
 * a phrase, so it is quoted when it joins an existing query.
 */
export function appendTerm(q: string, input: string): string {
  const current = q.trim()
  const added = input.trim()
  if (!added) return current
  if (!current) return added
  const base = isPlainPhrase(current) ? `"${current.replace(/"/g, '')}"` : current
  const first = added.split(/\s+/)[0]
  if (isOperator(first)) {
    const rest = added.slice(first.length).trim()
    return rest ? `${base} ${first} ${quoteIfPhrase(rest)}` : `${base} ${first}`
  }
  const tokens = tokenize(current)
  const endsWithOperator = tokens.length > 0 && tokens[tokens.length - 1].kind === 'op'
  return endsWithOperator
    ? `${current} ${quoteIfPhrase(added)}`
    : `${base} AND ${quoteIfPhrase(added)}`
}

/** The operators the syntax help lists (spec 000 §5); each edition gives its own examples. */
export const OPERATOR_HELP = [
  { syntax: 'AND', meaning: 'both terms (the default)' },
  { syntax: 'OR', meaning: 'either term' },
  { syntax: 'NOT', meaning: 'the first term without the second' },
  { syntax: 'NEAR', meaning: 'both terms within 30 words' },
  { syntax: 'NEARn', meaning: 'within n words (n = 2, 5, 10, 20, 30, 50)' },
  { syntax: '*', meaning: 'any word starting with the letters' },
  { syntax: '"…"', meaning: 'the exact phrase' },
  { syntax: '( )', meaning: 'group terms' },
] as const

export type OperatorSyntax = (typeof OPERATOR_HELP)[number]['syntax']
