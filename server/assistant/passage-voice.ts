import { htmlToText } from '#server/content/text/html.ts'
import { isVoice, VOICE_LABELS, type Voice } from '#sites/voices.ts'

// Whose words a passage is, and its paragraph (decision 244): read from the paragraphs of its
// section in the document's HTML, where ingest marked each with data-voice and each numbered
// paragraph with id="para-N". The assistant labels every quotation with them, so a party's
// argument is never given as the tribunal's finding.

export type PassagePlace = { voice: Voice | null; paragraph: number | null }

type Paragraph = { text: string; voice: Voice | null; number: number | null }

const PARAGRAPH = /<p\b([^>]*)>([\s\S]*?)<\/p>/g
const VOICE_ATTRIBUTE = /\bdata-voice="([a-z]+)"/
const ID_ATTRIBUTE = /\bid="para-(\d+)"/

const squash = (text: string) => text.replace(/\s+/g, ' ').trim()

/** The paragraphs of section `ordinal` (`<section id="s{ordinal}">`) of a document's HTML. */
function paragraphsOf(bodyHtml: string, ordinal: number): Paragraph[] {
  const open = bodyHtml.indexOf(`<section id="s${ordinal}"`)
  if (open === -1) return []
  const close = bodyHtml.indexOf('</section>', open)
  const html = bodyHtml.slice(open, close === -1 ? undefined : close)
  const out: Paragraph[] = []
  for (const [, attributes, inner] of html.matchAll(PARAGRAPH)) {
    const voice = VOICE_ATTRIBUTE.exec(attributes)?.[1]
    const number = ID_ATTRIBUTE.exec(attributes)?.[1]
    out.push({
      text: squash(htmlToText(inner)),
      voice: voice && isVoice(voice) ? voice : null,
      number: number ? Number(number) : null,
    })
  }
  return out
}

/**
 * The voice of the paragraph a passage starts in, and the number of the numbered paragraph it
 * belongs to (itself, or the last numbered one before it in its section: a quotation or list
 * inside a paragraph is cited by that paragraph). Nulls where the HTML does not say.
 */
export function placeOf(bodyHtml: string, ordinal: number, passageText: string): PassagePlace {
  const start = squash(passageText).slice(0, 60)
  let number: number | null = null
  for (const p of paragraphsOf(bodyHtml, ordinal)) {
    if (p.number !== null) number = p.number
    if (start && p.text.includes(start)) return { voice: p.voice, paragraph: number }
  }
  return { voice: null, paragraph: null }
}

/** How a quotation is labelled: "Tribunal’s reasoning, ¶ 302", "¶ 12", or nothing. */
export function passagePlace(place: PassagePlace): string {
  const pinpoint = place.paragraph === null ? '' : `¶ ${place.paragraph}`
  return [place.voice ? VOICE_LABELS[place.voice] : '', pinpoint].filter(Boolean).join(', ')
}
