import { SearchSyntaxError } from '#server/errors.ts'
import {
  DEFAULT_NEAR_DISTANCE,
  NEAR_DISTANCES,
  type HighlightTerm,
  type NearOperand,
  type QueryNode,
} from './ast.ts'

// The search language of the portal (spec 000 §5, DESIGN §6).
//
//   query     := or
//   or        := and ('OR' and)*
//   and       := near (['AND'] near)*          a missing operator is AND
//   near      := not (NEARn not)*               NEAR is NEAR30; NEARn, NEAR/n: 2,5,10,20,30,50
//   not       := primary ('NOT' primary)*       binary: `a NOT b` = a and not b; `AND NOT` = NOT
//   primary   := word['*'] | '"' words '"'['*'] | '(' or ')'
//
// So precedence is NOT, then NEAR, then AND, then OR. Operators are the uppercase words only:
// `and`, `or`, `not`, `near` are ordinary words. A word may end with the `*` wildcard (prefix).
//
// Phrase rule: input made of two or more plain words and nothing else (no operator, parenthesis
// or quote, and a wildcard only on the last word) is one phrase: `bilateral investment treaty`
// finds those three words in that order, `fair and equitable treatment` too, and
// `investment treat*` is a phrase whose last word is a prefix. As soon as the input uses any
// syntax, words are separate terms joined by AND unless an operator says otherwise:
// `fair AND equitable treatment` is fair AND equitable AND treatment; quote a phrase there
// (`fair AND "equitable treatment"`).
//
// Words that hold no letter or digit (`&`, `-`, `§`) are dropped outside phrases, with the
// operators that only served them (`a AND - OR b` is `a OR b`): the index cannot find them, and
// keeping them would make every AND around them empty.
//
// Errors are SearchSyntaxError with a 1-based column: "Unbalanced parenthesis at 14".
//
// Limits: a query that would run for seconds is refused here with a message saying what to
// change. A wildcard on one or two letters (`a*`) expands to a large part of the vocabulary,
// and every term is one more index scan, so both are bounded; NEAR is bounded by the number of
// NEAR groups its OR-groups expand to.

type Token =
  | { kind: 'word'; text: string; prefix: boolean; pos: number }
  | { kind: 'phrase'; text: string; prefix: boolean; pos: number }
  | { kind: 'lparen' | 'rparen'; pos: number }
  | { kind: 'and' | 'or' | 'not'; text: string; pos: number }
  | { kind: 'near'; text: string; distance: number; pos: number }

type OperatorToken = Extract<Token, { kind: 'and' | 'or' | 'not' | 'near' }>

/** Most alternatives one NEAR may expand to when OR-groups are distributed over it. */
export const MAX_NEAR_EXPANSION = 64

/** Fewest letters or digits the last word of a wildcard term or phrase needs before the `*`. */
export const MIN_PREFIX_CHARS = 3

/** Most words and phrases in one query, counted in the parsed tree (a plain phrase is one). */
export const MAX_QUERY_TERMS = 40

const WORD_STOP = /[\s()"]/
const HAS_WORD_CHAR = /[\p{L}\p{N}]/u
const NEAR_WORD = /^NEAR(?:\/?(\d*))?$/

/** Parses search text into a query tree, or throws SearchSyntaxError. */
export function parseQuery(text: string): QueryNode {
  const tokens = lex(text)
  const phrase = plainPhrase(tokens)
  if (phrase) return phrase
  if (tokens.length === 0) throw new SearchSyntaxError('Empty search', 1)
  const node = prune(new Parser(tokens).parse())
  if (!node) throw new SearchSyntaxError('Nothing to search for', 1)
  return node
}

/**
 * True when the text uses one of the operators AND, OR, NOT, NEAR, NEARn (spec 001 §5: a term
 * searched inside a publication is quoted unless it contains one).
 */
export function hasOperator(text: string): boolean {
  return /(?:^|[\s()"])(?:AND|OR|NOT|NEAR(?:\/?\d+)?)(?=$|[\s()"])/.test(text)
}

/** The words and phrases to highlight: everything the query looks for, except NOT's right side. */
export function extractTerms(node: QueryNode): HighlightTerm[] {
  const out = new Map<string, HighlightTerm>()
  const walk = (n: QueryNode): void => {
    switch (n.type) {
      case 'term':
      case 'phrase': {
        const key = `${n.value.toLowerCase()}${n.prefix ? '*' : ''}`
        if (!out.has(key)) out.set(key, { text: n.value, prefix: n.prefix })
        return
      }
      case 'and':
      case 'or':
        n.children.forEach(walk)
        return
      case 'not':
        walk(n.include)
        return
      case 'near':
        n.operands.forEach(walk)
    }
  }
  walk(node)
  return [...out.values()]
}

function lex(input: string): Token[] {
  // Control characters (NUL included) would end an FTS5 string early: treat them as spaces.
  const text = input.replace(/[\u0000-\u001f\u007f]/g, ' ')
  const tokens: Token[] = []
  let i = 0
  while (i < text.length) {
    const ch = text[i]
    const pos = i + 1
    if (/\s/.test(ch)) {
      i++
    } else if (ch === '(' || ch === ')') {
      tokens.push({ kind: ch === '(' ? 'lparen' : 'rparen', pos })
      i++
    } else if (ch === '"') {
      const end = text.indexOf('"', i + 1)
      if (end < 0) throw new SearchSyntaxError('Unbalanced quote', pos)
      const words = text
        .slice(i + 1, end)
        .trim()
        .replace(/\s+/g, ' ')
      i = end + 1
      let prefix = false
      while (text[i] === '*') {
        prefix = true
        i++
      }
      if (!HAS_WORD_CHAR.test(words)) throw new SearchSyntaxError('Empty phrase', pos)
      if (prefix) checkPrefix(words, 'phrase', pos)
      tokens.push({ kind: 'phrase', text: words, prefix, pos })
    } else {
      let end = i
      while (end < text.length && !WORD_STOP.test(text[end])) end++
      tokens.push(wordToken(text.slice(i, end), pos))
      i = end
    }
  }
  return tokens
}

function wordToken(raw: string, pos: number): Token {
  if (raw === 'AND' || raw === 'OR' || raw === 'NOT') {
    return { kind: raw === 'AND' ? 'and' : raw === 'OR' ? 'or' : 'not', text: raw, pos }
  }
  const near = NEAR_WORD.exec(raw)
  if (near) {
    if (raw === 'NEAR') return { kind: 'near', text: raw, distance: DEFAULT_NEAR_DISTANCE, pos }
    const n = Number(near[1])
    if (!near[1] || !(NEAR_DISTANCES as readonly number[]).includes(n)) {
      throw new SearchSyntaxError(
        `${raw} is not a proximity operator (use NEAR, NEAR2, NEAR5, NEAR10, NEAR20, NEAR30 or ` +
          `NEAR50)`,
        pos,
      )
    }
    return { kind: 'near', text: raw, distance: n, pos }
  }
  const word = raw.replace(/\*+$/, '')
  const star = word.indexOf('*')
  if (star >= 0) {
    throw new SearchSyntaxError('The wildcard * may only end a word', pos + star)
  }
  if (word === '') throw new SearchSyntaxError('The wildcard * needs a word before it', pos)
  const prefix = word.length < raw.length
  // A word without letters or digits is dropped later, so its wildcard costs nothing.
  if (prefix && HAS_WORD_CHAR.test(word)) checkPrefix(word, 'word', pos)
  return { kind: 'word', text: word, prefix, pos }
}

/**
 * Refuses a wildcard on a short stem. The index splits `co-op*` into co and op*, so what counts
 * is the last run of letters and digits.
 */
function checkPrefix(text: string, kind: 'word' | 'phrase', pos: number): void {
  const stem = text.match(/[\p{L}\p{N}\p{M}]+/gu)?.at(-1) ?? ''
  if ((stem.match(/[\p{L}\p{N}]/gu)?.length ?? 0) >= MIN_PREFIX_CHARS) return
  // SearchSyntaxError appends " at N", which ends the sentence here.
  throw new SearchSyntaxError(
    `A wildcard needs at least ${MIN_PREFIX_CHARS} letters before * (write "arb*", not "a*"), ` +
      `in the ${kind}`,
    pos,
  )
}

/** Two or more plain words and nothing else form one phrase (see the rule at the top). */
function plainPhrase(tokens: Token[]): QueryNode | null {
  if (tokens.length < 2) return null
  const words: string[] = []
  for (const [i, t] of tokens.entries()) {
    if (t.kind !== 'word' || (t.prefix && i < tokens.length - 1)) return null
    words.push(t.text)
  }
  const value = words.join(' ')
  if (!HAS_WORD_CHAR.test(value)) return null
  const last = tokens[tokens.length - 1] as Extract<Token, { kind: 'word' }>
  return { type: 'phrase', value, prefix: last.prefix }
}

class Parser {
  private i = 0
  private terms = 0
  private readonly tokens: Token[]

  constructor(tokens: Token[]) {
    this.tokens = tokens
  }

  parse(): QueryNode {
    const node = this.or()
    const extra = this.peek()
    if (extra) {
      // Only an unmatched ')' can stop the grammar early.
      throw new SearchSyntaxError('Unbalanced parenthesis', extra.pos)
    }
    return node
  }

  private peek(): Token | undefined {
    return this.tokens[this.i]
  }

  private or(): QueryNode {
    const children = [this.and()]
    while (this.peek()?.kind === 'or') {
      this.i++
      children.push(this.and())
    }
    return group('or', children)
  }

  private and(): QueryNode {
    const children = [this.near()]
    for (;;) {
      const t = this.peek()
      if (t?.kind === 'and') {
        this.i++
        // `a AND NOT b` reads as `a NOT b`.
        if (this.peek()?.kind === 'not') {
          children.push(this.notTail(children.pop() as QueryNode))
          continue
        }
        children.push(this.near())
      } else if (t && (t.kind === 'word' || t.kind === 'phrase' || t.kind === 'lparen')) {
        children.push(this.near())
      } else {
        break
      }
    }
    return group('and', children)
  }

  /** Continues after `left AND` when NOT follows, keeping NOT's precedence over NEAR. */
  private notTail(left: QueryNode): QueryNode {
    let node = left
    while (this.peek()?.kind === 'not') {
      this.i++
      node = { type: 'not', include: node, exclude: this.primary() }
    }
    return node
  }

  private near(): QueryNode {
    const first = this.not()
    if (this.peek()?.kind !== 'near') return first
    const operands = [nearOperand(first, this.peek() as OperatorToken)]
    const distances: number[] = []
    let expansion = countAlternatives(operands[0])
    for (let t = this.peek(); t?.kind === 'near'; t = this.peek()) {
      this.i++
      distances.push(t.distance)
      const operand = nearOperand(this.not(), t)
      expansion *= countAlternatives(operand)
      if (expansion > MAX_NEAR_EXPANSION) {
        throw new SearchSyntaxError(`Too many alternatives around ${t.text}`, t.pos)
      }
      operands.push(operand)
    }
    return { type: 'near', operands, distances }
  }

  private not(): QueryNode {
    let node = this.primary()
    while (this.peek()?.kind === 'not') {
      this.i++
      node = { type: 'not', include: node, exclude: this.primary() }
    }
    return node
  }

  private primary(): QueryNode {
    const t = this.peek()
    const prev = this.tokens[this.i - 1]
    if (!t) {
      if (prev?.kind === 'lparen') throw new SearchSyntaxError('Unbalanced parenthesis', prev.pos)
      throw new SearchSyntaxError(`${operatorText(prev)} needs a term after it`, prev.pos)
    }
    switch (t.kind) {
      case 'word': {
        this.i++
        const term: QueryNode = { type: 'term', value: t.text, prefix: t.prefix }
        if (HAS_WORD_CHAR.test(t.text)) this.countTerm(t)
        else noise.add(term)
        return term
      }
      case 'phrase':
        this.i++
        this.countTerm(t)
        return { type: 'phrase', value: t.text, prefix: t.prefix }
      case 'lparen': {
        this.i++
        if (this.peek()?.kind === 'rparen') {
          throw new SearchSyntaxError('Empty parentheses', t.pos)
        }
        const inner = this.or()
        const close = this.peek()
        if (close?.kind !== 'rparen') throw new SearchSyntaxError('Unbalanced parenthesis', t.pos)
        this.i++
        return inner
      }
      case 'rparen':
        if (prev?.kind === 'lparen') throw new SearchSyntaxError('Empty parentheses', prev.pos)
        if (!prev) throw new SearchSyntaxError('Unbalanced parenthesis', t.pos)
        throw new SearchSyntaxError(`${operatorText(prev)} needs a term after it`, prev.pos)
      default:
        if (t.kind !== 'not' && prev && isOperator(prev)) {
          throw new SearchSyntaxError(`${prev.text} needs a term after it`, prev.pos)
        }
        throw new SearchSyntaxError(`${t.text} needs a term before it`, t.pos)
    }
  }

  /** Counts the leaves that prune() keeps, failing at the first one over the limit. */
  private countTerm(t: Token): void {
    if (++this.terms <= MAX_QUERY_TERMS) return
    throw new SearchSyntaxError(
      `Too many search terms (at most ${MAX_QUERY_TERMS}): combine fewer words or use a phrase; ` +
        `term ${this.terms} is`,
      t.pos,
    )
  }
}

/** Terms without a letter or digit, removed by prune() once the tree is built. */
const noise = new WeakSet<QueryNode>()

function prune(node: QueryNode): QueryNode | null {
  switch (node.type) {
    case 'term':
    case 'phrase':
      return noise.has(node) ? null : node
    case 'and':
    case 'or': {
      const children = node.children.map(prune).filter((c) => c !== null)
      return children.length === 0 ? null : group(node.type, children)
    }
    case 'not': {
      const include = prune(node.include)
      const exclude = prune(node.exclude)
      return include && exclude ? { type: 'not', include, exclude } : include
    }
    case 'near': {
      const operands: NearOperand[] = []
      const distances: number[] = []
      node.operands.forEach((operand, i) => {
        const kept = prune(operand) as NearOperand | null
        if (!kept) return
        if (operands.length > 0) distances.push(node.distances[i - 1])
        operands.push(kept)
      })
      if (operands.length < 2) return operands[0] ?? null
      return { type: 'near', operands, distances }
    }
  }
}

function isOperator(t: Token): t is OperatorToken {
  return t.kind === 'and' || t.kind === 'or' || t.kind === 'not' || t.kind === 'near'
}

function operatorText(t: Token | undefined): string {
  return t && isOperator(t) ? t.text : 'The search'
}

function group(type: 'and' | 'or', children: QueryNode[]): QueryNode {
  if (children.length === 1) return children[0]
  const flat = children.flatMap((c) => (c.type === type ? c.children : [c]))
  return { type, children: flat }
}

/** NEAR joins terms, phrases and OR-groups of them; anything else is a syntax error. */
function nearOperand(node: QueryNode, op: OperatorToken): NearOperand {
  const ok = (n: QueryNode): boolean =>
    n.type === 'term' || n.type === 'phrase' || (n.type === 'or' && n.children.every(ok))
  if (!ok(node)) {
    throw new SearchSyntaxError(
      `${op.text} can only join words, phrases or OR-groups of them`,
      op.pos,
    )
  }
  return node as NearOperand
}

function countAlternatives(node: NearOperand): number {
  return node.type === 'or' ? node.children.length : 1
}
