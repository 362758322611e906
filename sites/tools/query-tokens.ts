// The tokenizer of the mini-apps' query syntax (the Market Definitions Locator and Manual IP):
// words split on spaces outside double quotes, `category:"two words"` kept as one token, with
// where the first colon outside quotes falls. Isomorphic.

/**
 * A query the syntax does not allow, with the 1-based column where it goes wrong. The calls
 * answer it as a 400 on `Query` with the position, and `categories: true` when the category is
 * unknown (the editor then lists them): its `kind`, `field` and `details` follow the errors of
 * server/errors.ts, which sites/ does not import.
 */
export class ToolQueryError extends Error {
  readonly kind = 'invalid'
  readonly field = 'Query'
  readonly code: string
  readonly position: number
  readonly details: { position: number; categories?: true }
  /** `unknownCategory`: the message that starts a refusal of an unknown category. */
  constructor(code: string, message: string, position: number, unknownCategory: string) {
    super(`${message} at ${position}`)
    this.name = new.target.name
    this.code = code
    this.position = position
    this.details = {
      position,
      ...(message.startsWith(unknownCategory) ? { categories: true } : {}),
    }
  }
}

/** One word of a query: its text (quotes removed), 1-based column, whether it was quoted and
 * where its first colon outside quotes falls in `text` (-1 when none). */
export type QueryToken = { text: string; pos: number; quoted: boolean; colon: number }

/**
 * Splits on spaces outside double quotes. An unbalanced quote is refused through `fail` (the
 * caller's own error, with the column of the quote).
 */
export function tokenizeQuery(
  text: string,
  fail: (message: string, position: number) => Error,
): QueryToken[] {
  const tokens: QueryToken[] = []
  let i = 0
  while (i < text.length) {
    if (/\s/.test(text[i])) {
      i++
      continue
    }
    const start = i
    let value = ''
    let quoted = false
    let colon = -1
    while (i < text.length && !/\s/.test(text[i])) {
      if (text[i] === '"') {
        const end = text.indexOf('"', i + 1)
        if (end < 0) throw fail('Unbalanced quote', i + 1)
        value += text.slice(i + 1, end)
        quoted = true
        i = end + 1
      } else {
        if (text[i] === ':' && colon < 0) colon = value.length
        value += text[i]
        i++
      }
    }
    tokens.push({ text: value, pos: start + 1, quoted, colon })
  }
  return tokens
}
