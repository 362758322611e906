// The cleaning stage every ingested document passes through (server/content/ingest/ingest.ts),
// whatever its adapter: names and titles repaired, paragraphs freed of glyph damage and garbage
// runs, headings that are not headings (contents entries, cut sentences) put back into the text,
// and numbered paragraphs given their pinpoint anchor (`<p id="para-N">`).
// Line-level repair (tables of contents, running headers, page numbers, hyphens) needs the
// source's lines and pages, so adapters of page text run cleanSourceText (./clean.ts) first.
import type { CanonicalDocument, Section, TocNode } from '../model.ts'
import { type CleaningCounts, cleanInline, cleanName, emptyCounts, repairGlyphs } from './clean.ts'
import { escapeHtml } from '#server/lib/text.ts'
import { decodeEntities } from './html.ts'
import { anchorParagraphs } from './paragraph-anchors.ts'
import { romanHeadings } from './roman-headings.ts'
import { cleanTitle, titleFault } from './titles.ts'

// A paragraph as the adapters write it: <p> or <p class="item"> with escaped text only.
const PARAGRAPH = /<p( class="item")?>([^<]*)<\/p>/g

const CONTENTS_ENTRY = /(?:\.\s?){3,}|…|[\p{L})]\s+\d{1,4}$/u

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
  if (/[,;:]$/.test(h)) return true
  // The second line of a wrapped title: 'ON BEHALF OF THE PROVINCE', 'INTO FORCE OF THE BIT'.
  if (/^(?:of|on|into|and|or|to|for|with|by|from|that|which)\s/i.test(h) && !/^for the/i.test(h))
    return true // a paragraph's lead-in ('46. The Preamble reads:')
  // Fax lines, journal running heads, a signature's initials and date ('WWP, 4.VII.2016').
  if (/\d{6,}|^\d{3,4}\s+\p{Lu}|(?:\d+\D+){4}\d|[.,]\s?(?:19|20)\d{2}$/u.test(h)) return true
  if (/\d,\d{3}|\d\.\d{2}$|\([A-Z]{1,3}-\d+\)/.test(h)) return true // amounts, exhibits ('(AL-006)')
  // A party's name on a cover page: 'Guerrato SpA', 'CEAC HOLDINGS LTD'.
  if (/\s(?:SpA|Srl|Ltd|LTD|GmbH|AG|BV|NV|plc|PLC|Inc|INC|LLC|Sàrl|S\.A)\.?$/.test(h)) return true
  // A paragraph numbered past the section numbers a text uses, read as a heading.
  if (/^\d{2,4}\.\s/.test(h) && (h.split(/\s+/).length > 4 || /[;]|\band thus$/.test(h)))
    return true
  // Ends on a word a heading does not end on: 'CONTENTION THAT ONLY THE'.
  return /\b(?:of|and|or|the|a|an|to|in|for|by|with|that|on|at|from|as)$/i.test(h)
}

/** A title that still holds a note, markup, Markdown or a path, cleaned (titles.ts); else as is. */
function tidyTitle(value: string): string {
  return titleFault(value).length > 0 ? cleanTitle(value) : value
}

function tidyToc(nodes: TocNode[]): TocNode[] {
  return nodes.map((n) => ({
    ...n,
    label: tidyTitle(n.label),
    ...(n.sublabel === undefined ? {} : { sublabel: tidyTitle(n.sublabel) }),
    children: tidyToc(n.children),
  }))
}

function tidyPublication(pub: CanonicalDocument['publication']): CanonicalDocument['publication'] {
  if (!pub) return pub
  return pub.role === 'publication'
    ? { ...pub, toc: tidyToc(pub.toc) }
    : { ...pub, publicationTitle: tidyTitle(pub.publicationTitle) }
}

function cleanNames<T extends { name: string }>(list: T[]): T[] {
  return list.map((p) => ({ ...p, name: cleanName(p.name) }))
}

/** Cleans one document; `counts` collects what the paragraph-level steps did. */
export function cleanDocument(
  doc: CanonicalDocument,
  counts: CleaningCounts = emptyCounts(),
): CanonicalDocument {
  const optional = (s: string | undefined) => (s === undefined ? s : tidyTitle(cleanName(s)))
  const c = doc.case
  return {
    ...doc,
    title: tidyTitle(cleanName(doc.title)),
    ...(doc.publication ? { publication: tidyPublication(doc.publication) } : {}),
    subtitle: optional(doc.subtitle),
    summary: doc.summary === undefined ? undefined : repairGlyphs(doc.summary),
    parties: cleanNames(doc.parties),
    judges: cleanNames(doc.judges),
    authors: cleanNames(doc.authors),
    ...(c
      ? {
          case: {
            ...c,
            caseName: tidyTitle(cleanName(c.caseName)),
            parties: cleanNames(c.parties),
            tribunal: cleanNames(c.tribunal),
            proceedings: c.proceedings.map((p) => ({
              ...p,
              documents: p.documents.map((d) => ({ ...d, title: tidyTitle(cleanName(d.title)) })),
            })),
          },
        }
      : {}),
    sections: anchorParagraphs(
      romanHeadings(
        mergeFalseHeadings(
          withoutPrintedContents(
            withoutCoverHeadings(doc.sections.map((s) => cleanSection(s, counts))),
          ),
        ),
      ),
    ),
  }
}

function cleanSection(section: Section, counts: CleaningCounts): Section {
  const heading = tidyTitle(cleanInline(section.heading, counts))
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

// Headings a document's body opens with (a title or its parts) and that the body's own
// structure starts at: a numbered heading or a usual part of a decision.
const STRUCTURE =
  /^(?:[IVXL]{1,5}|[A-H]|\d{1,2})[.)]\s|\b(?:INTRODUCTION|PROCEDURAL|PARTIES|BACKGROUND|FACTS|JURISDICTION|AWARD|DECISION|JUDGMENT|ORDER|CONTENTS|ABBREVIATIONS|REPRESENTATION|SUMMARY|OPINION|ANNEX)\b/
const COVER_CHARS = 2500

function upperCase(s: string): boolean {
  const letters = s.replace(/[^\p{L}]/gu, '')
  return letters.length > 0 && letters.replace(/[^\p{Lu}]/gu, '').length >= letters.length * 0.85
}

/**
 * A cover page in capitals (the institution, the parties, 'IN THE PROCEEDINGS BETWEEN') is text,
 * not headings: leading upper-case headings before the body's first structural heading, within
 * the first characters of the text, are put back into the text.
 */
function withoutCoverHeadings(sections: Section[]): Section[] {
  let seen = 0
  let cover = 0
  for (const [i, s] of sections.entries()) {
    if (i === 0 && !s.heading) {
      // The text before the first heading belongs to the cover.
      seen += s.text.length
      cover++
      continue
    }
    if (
      seen > COVER_CHARS ||
      s.heading.replace(/[^\p{L}]/gu, '').length < 6 ||
      STRUCTURE.test(s.heading) ||
      !upperCase(s.heading)
    )
      break
    seen += s.text.length
    cover++
  }
  if (cover === 0 || !sections[cover - 1].heading) return sections
  const lead = sections.slice(0, cover).map((s) => ({
    html: `<p>${escapeHtml(s.heading)}</p>${s.html}`,
    text: [s.heading, s.text].filter(Boolean).join('\n'),
  }))
  return [
    {
      heading: '',
      html: lead.map((l) => l.html).join(''),
      text: lead.map((l) => l.text).join('\n'),
    },
    ...sections.slice(cover),
  ]
}

/**
 * A contents list printed without page numbers reads as a run of headings with almost no text,
 * each found again later in the document: those earlier ones are put back into the text.
 */
function withoutPrintedContents(sections: Section[]): Section[] {
  // 'SUBSIDIARY OBJECTIONS' in the list is '3. SUBSIDIARY OBJECTIONS' in the text.
  const key = (h: string) =>
    h
      .replace(/^(?:[IVXL]{1,5}|[A-Ha-h]|\d{1,2})[.),]\s+/, '')
      .toLowerCase()
      .replace(/[^\p{L}]/gu, '')
  const later = new Map<string, number>()
  sections.forEach((s, i) => s.heading && later.set(key(s.heading), i))
  // A run of four or more headings with nothing under them is a list (a contents list, the
  // judges signing), not the text's structure.
  const bare = (s: Section) => Boolean(s.heading) && s.text.length < 40
  const inList = sections.map((_, i) => {
    let a = i
    let b = i
    while (a > 0 && bare(sections[a - 1])) a--
    while (b + 1 < sections.length && bare(sections[b + 1])) b++
    return bare(sections[i]) && b - a + 1 >= 4
  })
  return sections.map((s, i) =>
    inList[i] || (s.heading && s.text.length < 80 && (later.get(key(s.heading)) ?? i) > i)
      ? {
          heading: '',
          html: `<p>${escapeHtml(s.heading)}</p>${s.html}`,
          text: [s.heading, s.text].filter(Boolean).join('\n'),
        }
      : s,
  )
}

/** A section whose heading is no heading joins the section before, its heading as a paragraph. */
function mergeFalseHeadings(sections: Section[]): Section[] {
  const out: Section[] = []
  let lastHeading = ''
  for (const s of sections) {
    const prev = out[out.length - 1]
    // The same heading again straight after (a running head repeated on the next page, or a
    // long section cut in parts) is said once; the parts stay apart for passage retrieval.
    if (s.heading && s.heading === lastHeading) {
      out.push({ ...s, heading: '' })
      continue
    }
    if (s.heading) lastHeading = s.heading
    if (!isFalseHeading(s.heading)) {
      out.push({ ...s })
      continue
    }
    // A contents entry goes; any other false heading stays as a line of the text.
    const lead = CONTENTS_ENTRY.test(s.heading) ? '' : s.heading
    const html = (lead ? `<p>${escapeHtml(lead)}</p>` : '') + s.html
    const text = [lead, s.text].filter(Boolean).join('\n')
    if (prev) {
      prev.html += html
      prev.text = [prev.text, text].filter(Boolean).join('\n')
    } else out.push({ heading: '', html, text })
  }
  return out
}
