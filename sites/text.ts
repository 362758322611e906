// Text helpers the pages, the server and sites/ share (isomorphic, no imports). Each way of
// folding text has its own name, after what it makes equal.

/** For comparing quotations: case, spacing, and quote and dash variants do not matter. */
export function foldForQuote(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[‘’‚′]/g, "'")
    .replace(/[“”„″]/g, '"')
    .replace(/[‐‑‒–—―]/g, '-')
    .replace(/\s+/g, ' ')
    .trim()
}

/** For comparing words as people type them: case and accents do not matter ('Öl' = 'ol'). */
export function foldCaseAndAccents(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase()
}

/** `text` as a literal inside a regular expression. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
