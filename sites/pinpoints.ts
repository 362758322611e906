// A paragraph's pinpoint anchor, read on both sides: the ingest writes `<p id="para-N">`, the
// sanitiser and the reader keep it, the page's "Cite as" reads it from the address. N is the
// number as the text numbers it: '12', or '3.12' in a text numbered by part (decision 242).
export const PARAGRAPH_NUMBER = String.raw`\d{1,4}(?:\.\d{1,3}){0,2}`

/** `id="para-N"` of a paragraph anchor (the whole attribute value). */
export const PARAGRAPH_ID = new RegExp(`^para-${PARAGRAPH_NUMBER}$`)

/** The paragraph number an address's `#para-N` names, or null. */
export function paragraphOfHash(hash: string): string | null {
  return new RegExp(`^#para-(${PARAGRAPH_NUMBER})$`).exec(hash)?.[1] ?? null
}
