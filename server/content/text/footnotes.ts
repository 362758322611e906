// Footnotes at the foot of a scanned page. The OCR reads them into the body between two halves
// of a paragraph, and 'Id.' stacks and citations then sit among the tribunal's words. A page's
// notes are the lines from the first note mark near its foot to its end, when every note there
// reads as a note (a citation, 'Id.', 'See …'); they are taken out of the body and kept, in page
// order, for a Notes section. Call marks in the body are not linked: the OCR reads them as '*',
// '**', '’?' or a stray digit, so a link would often point at the wrong note.

import type { Section } from '../model.ts'
import { escapeHtml } from '#server/lib/text.ts'

// A note's first line: its mark (a number, possibly with a letter the OCR added, or a symbol
// it read the number as), then the note. '35 CMS Gas …', '3s CMS …', '* Thunderbird v. …'.
// A date opening a line ('10 January 2008. The Tribunal …') is the body's.
const NOTE_MARK =
  /^(?:\d{1,3}[a-z]?|[*†‡»”’"°]{1,2})\s+(?!(?:January|February|March|April|May|June|July|August|September|October|November|December)\b)(?=[\p{Lu}"“(]|Id\.|See\b|ibid)/u
// A raised number OCR read with a quote before it or a letter or symbol for a digit (''20',
// '‘7!', ''S7', '°!'). A call mark in the body can read so too ('‘7° It asserts …'), so such a
// mark opens a note only on a line that cites.
const MISREAD_MARK =
  /^(?:['‘’"”`][\dSIl!°®©§]{1,3}|[°©][\d!°]{0,2}|[SIl!][\d°®][\d°®!]?)\s+(?=[\p{Lu}"“(])/u
// A note whose mark the OCR lost opens on a citation of the record: 'Resp. Mem., para. 5.',
// 'Cl. Reply, para. 12.', 'Id., para. 3.' (also read 'Td.', '1d.'), 'Ibid.'.
const UNMARKED_NOTE = /^(?:Id\.|[IlTJ1]d\.,?\s|Ibid\b|\[bid\b|Resp\.\s|Cl\.\s|CL\.\s)/
// Marks alone on their lines ('7', '8 9'): the OCR set them apart from their notes.
const BARE_MARKS = /^\d{1,3}(?:\s+\d{1,3})*$/
// What a note says: it cites.
const CITES =
  /\bv\.|\bvs?\b|\bpara(?:s|graph)?\b|\bpp?\.|\bId\.|\bIbid\b|\bSee\b|\bCf\.|\bAward\b|\bDecision\b|\bCase\b|\bICSID\b|\bUNCITRAL\b|\bExh(?:ibit)?\b|\bMemorial\b|\bTr(?:anscript)?\.|\bArt(?:icle)?s?\.?\s+\d|\b(?:19|20)\d{2}\b|\bat \d+/
const opensNote = (line: string) =>
  NOTE_MARK.test(line) || UNMARKED_NOTE.test(line) || (MISREAD_MARK.test(line) && CITES.test(line))
// Notes take at most this share of a page's lines.
const MAX_SHARE = 0.6

/** The line indexes of a page's notes (`page` lists the page's lines with text, in order). */
export function footnoteLines(lines: string[], page: number[]): number[] {
  const limit = Math.floor(page.length * (1 - MAX_SHARE))
  for (let z = Math.max(1, limit); z < page.length; z++) {
    if (!opensNote(lines[page[z]].trim())) continue
    // Marks set apart just above the notes go with them.
    let from = z
    while (from > limit && BARE_MARKS.test(lines[page[from - 1]].trim())) from--
    const zone = page.slice(from)
    if (isNotes(zone.map((i) => lines[i].trim()))) return zone
  }
  return []
}

/** Lines from a note mark to the page's end are notes when each note in them cites. */
function isNotes(zone: string[]): boolean {
  const notes: string[][] = []
  for (const line of zone) {
    if (BARE_MARKS.test(line)) continue
    if (opensNote(line) || notes.length === 0) notes.push([line])
    else notes[notes.length - 1].push(line)
  }
  // A note runs to a few lines; a long run after a mark is the body going on.
  return notes.length > 0 && notes.every((n) => n.length <= 8 && CITES.test(n.join(' ')))
}

/** The notes as texts: lines joined, a note mark starting each. */
export function notesOf(lines: string[]): string[] {
  const notes: string[] = []
  for (const line of lines.map((l) => l.trim()).filter(Boolean)) {
    if (BARE_MARKS.test(line)) continue
    if (opensNote(line) || notes.length === 0) notes.push(line)
    else notes[notes.length - 1] += ` ${line}`
  }
  return notes
}

/** The heading of the section the portal gathers a scan's notes under (not the text's own). */
export const NOTES_HEADING = 'Notes'

/** The document's Notes section, after its text; none when the pages had no notes. */
export function notesSection(notes: string[]): Section[] {
  if (notes.length === 0) return []
  return [
    {
      heading: NOTES_HEADING,
      html: notes.map((n) => `<p>${escapeHtml(n)}</p>`).join(''),
      text: notes.join('\n'),
    },
  ]
}
