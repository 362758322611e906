// The cleaning stage every ingested document passes through (server/content/ingest/ingest.ts),
// whatever its adapter: names and titles repaired, paragraphs freed of glyph damage and garbage
// runs, headings that are not headings (contents entries, cut sentences) put back into the text,
// and numbered paragraphs given their pinpoint anchor (`<p id="para-N">`).
// Line-level repair (tables of contents, running headers, page numbers, hyphens) needs the
// source's lines and pages, so adapters of page text run cleanSourceText (./clean.ts) first.
import type { CanonicalDocument, Section } from '../model.ts'
import { type CleaningCounts, cleanInline, cleanName, emptyCounts, repairGlyphs } from './clean.ts'
import { decodeEntities, escapeHtml } from './html.ts'

// A paragraph as the adapters write it: <p> or <p class="item"> with escaped text only.
const PARAGRAPH = /<p( class="item")?>([^<]*)<\/p>/g
// A numbered paragraph is a pinpoint when its number follows the last one closely: footnote
// numbers and list items that restart at 1 are not.
const MAX_GAP = 10

/** A heading that is no heading: a contents entry, or a line cut mid-sentence. */
export function isFalseHeading(heading: string): boolean {
  const h = heading.trim()
  if (!h) return false
  if (/(?:\.\s?){3,}|…/.test(h)) return true // dot leader of a contents entry
  if (
    /[\p{L})]\s+\d{1,4}$/u.test(h) &&
    !/\b(?:article|part|chapter|section|annex|rule|§)\s+\d+$/i.test(h)
  )
    return true // ends in a page number
  if (/[,;:]$/.test(h)) return true // a paragraph's lead-in ('46. The Preamble reads:')
  if (/\d{6,}|^\d{3,4}\s+\p{Lu}/u.test(h)) return true // fax lines, journal running heads
  // Ends on a word a heading does not end on: 'CONTENTION THAT ONLY THE'.
  return /\b(?:of|and|or|the|a|an|to|in|for|by|with|that|on|at|from|as)$/i.test(h)
}

function cleanNames<T extends { name: string }>(list: T[]): T[] {
  return list.map((p) => ({ ...p, name: cleanName(p.name) }))
}

/** Cleans one document; `counts` collects what the paragraph-level steps did. */
export function cleanDocument(
  doc: CanonicalDocument,
  counts: CleaningCounts = emptyCounts(),
): CanonicalDocument {
  const optional = (s: string | undefined) => (s === undefined ? s : cleanName(s))
  const c = doc.case
  return {
    ...doc,
    title: cleanName(doc.title),
    subtitle: optional(doc.subtitle),
    summary: doc.summary === undefined ? undefined : repairGlyphs(doc.summary),
    parties: cleanNames(doc.parties),
    judges: cleanNames(doc.judges),
    authors: cleanNames(doc.authors),
    ...(c
      ? {
          case: {
            ...c,
            caseName: cleanName(c.caseName),
            parties: cleanNames(c.parties),
            tribunal: cleanNames(c.tribunal),
            proceedings: c.proceedings.map((p) => ({
              ...p,
              documents: p.documents.map((d) => ({ ...d, title: cleanName(d.title) })),
            })),
          },
        }
      : {}),
    sections: anchorParagraphs(
      mergeFalseHeadings(doc.sections.map((s) => cleanSection(s, counts))),
    ),
  }
}

function cleanSection(section: Section, counts: CleaningCounts): Section {
  const heading = cleanInline(section.heading, counts)
  let changed = heading !== section.heading
  const html = section.html.replace(PARAGRAPH, (m, item: string | undefined, body: string) => {
    const text = decodeEntities(body)
    const cleaned = cleanInline(text, counts)
    if (cleaned === text) return m
    changed = true
    return cleaned ? `<p${item ?? ''}>${escapeHtml(cleaned)}</p>` : ''
  })
  if (!changed) return section
  const text = section.text
    .split('\n')
    .map((line) => cleanInline(line))
    .filter(Boolean)
    .join('\n')
  return { heading, html, text }
}

/** A section whose heading is no heading joins the section before, its heading as a paragraph. */
function mergeFalseHeadings(sections: Section[]): Section[] {
  const out: Section[] = []
  for (const s of sections) {
    const prev = out[out.length - 1]
    // The same heading again straight after: a running head repeated on the next page.
    if (prev && s.heading && s.heading === prev.heading) {
      prev.html += s.html
      prev.text = [prev.text, s.text].filter(Boolean).join('\n')
      continue
    }
    if (!isFalseHeading(s.heading)) {
      out.push({ ...s })
      continue
    }
    const lead = s.heading.replace(/(?:\.\s?){3,}.*$|\s+\d{1,4}$/, '').trim()
    const html = (lead && !/\d$/.test(s.heading) ? `<p>${escapeHtml(lead)}</p>` : '') + s.html
    const text = [lead && !/\d$/.test(s.heading) ? lead : '', s.text].filter(Boolean).join('\n')
    if (prev) {
      prev.html += html
      prev.text = [prev.text, text].filter(Boolean).join('\n')
    } else out.push({ heading: '', html, text })
  }
  return out
}

/** Numbered paragraphs in sequence get `id="para-N"` (the first of a number only). */
function anchorParagraphs(sections: Section[]): Section[] {
  let last = 0
  const seen = new Set<number>()
  return sections.map((s) => {
    const html = s.html.replace(/<p>(\d{1,4})\.\s/g, (m, digits: string) => {
      const n = Number(digits)
      if (n <= last || n > last + MAX_GAP || seen.has(n)) return m
      last = n
      seen.add(n)
      return `<p id="para-${n}">${digits}. `
    })
    return html === s.html ? s : { ...s, html }
  })
}
