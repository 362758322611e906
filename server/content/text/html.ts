// Text → safe HTML. Every adapter turns raw text into blocks (paragraphs, headings, list items)
// and then into sections; nothing from a source is ever passed through as HTML.
import sanitizeHtml from 'sanitize-html'
import { escapeHtml } from '#server/lib/text.ts'
import { PARAGRAPH_ID, PARAGRAPH_NUMBER } from '#sites/pinpoints.ts'
import { VOICES } from '#sites/voices.ts'
import type { Section } from '../model.ts'

export type Block =
  | { kind: 'heading'; text: string }
  | { kind: 'subheading'; text: string }
  | { kind: 'p'; text: string }
  | { kind: 'li'; text: string }
  | { kind: 'dt'; term: string; text: string }

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
}

// Decodes HTML character references found in sources that were scraped from HTML.
export function decodeEntities(value: string): string {
  if (!value.includes('&')) return value
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, ref: string) => {
    if (ref[0] === '#') {
      const code =
        ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : Number(ref.slice(1))
      return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : m
    }
    return NAMED_ENTITIES[ref.toLowerCase()] ?? m
  })
}

// Collapses whitespace and removes control characters (form feeds from OCR, NULs).
export function cleanText(value: string): string {
  return value
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, ' ')
    .replace(/[ \t\u00a0]{2,}|[\t\u00a0]/g, ' ')
    .trim()
}

function blockHtml(b: Block): string {
  switch (b.kind) {
    case 'p':
      return `<p>${escapeHtml(b.text)}</p>`
    case 'subheading':
      return `<h3>${escapeHtml(b.text)}</h3>`
    case 'heading':
      return `<h3>${escapeHtml(b.text)}</h3>`
    case 'li':
      return `<p class="item">${escapeHtml(b.text)}</p>`
    case 'dt':
      return `<p><strong>${escapeHtml(b.term)}</strong>: ${escapeHtml(b.text)}</p>`
  }
}

function blockText(b: Block): string {
  return b.kind === 'dt' ? `${b.term}: ${b.text}` : b.text
}

export type SectionOptions = {
  // A section longer than this (plain text characters) is split at a paragraph boundary.
  maxChars?: number
  // Heading of the content before the first heading.
  firstHeading?: string
}

// Groups blocks into sections: a `heading` block starts a new section.
export function blocksToSections(blocks: Block[], options: SectionOptions = {}): Section[] {
  const maxChars = options.maxChars ?? 20_000
  const sections: Section[] = []
  let heading = options.firstHeading ?? ''
  let html: string[] = []
  let texts: string[] = []
  let size = 0
  const flush = (force: boolean) => {
    if (texts.length > 0 || (force && heading)) {
      sections.push({ heading, html: html.join(''), text: texts.join('\n') })
    }
    html = []
    texts = []
    size = 0
  }
  for (const b of blocks) {
    if (b.kind === 'heading') {
      flush(true)
      heading = b.text
      continue
    }
    if (size > maxChars) flush(false)
    html.push(blockHtml(b))
    const t = blockText(b)
    texts.push(t)
    size += t.length + 1
  }
  flush(true)
  return sections
}

// Whole-document HTML from sections: each section is a <section id="s{n}"> with an <h2>.
export function sectionsToHtml(sections: Section[]): string {
  return sections
    .map(
      (s, i) =>
        `<section id="s${i}">${s.heading ? `<h2>${escapeHtml(s.heading)}</h2>` : ''}${s.html}</section>`,
    )
    .join('\n')
}

export function sectionsToText(sections: Section[]): string {
  return sections.map((s) => (s.heading ? `${s.heading}\n${s.text}` : s.text)).join('\n\n')
}

const TERMINAL = /[.:;!?)"'\u201d\u2019\]]$/
const LIST_START = /^(\(?[a-z]{1,3}\)|\(?\d{1,3}\)|\d{1,3}\.\s|[ivx]{1,5}\)|[•\-–]\s)/i

// Share of upper-case letters among ASCII letters (fast path for OCR lines).
function upperRatio(s: string): number {
  let upper = 0
  let letters = 0
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i)
    if (c >= 65 && c <= 90) {
      upper++
      letters++
    } else if (c >= 97 && c <= 122) letters++
  }
  return letters === 0 ? 0 : upper / letters
}

// Headings in OCR'd or wrapped prose: 'PART 2. PROCEDURAL HISTORY', 'IV. JURISDICTION',
// 'C. DRAMATIS PERSONAE', '1. The Parties and Contested Domain Name'.
export function looksLikeProseHeading(line: string): boolean {
  if (line.length < 4 || line.length > 90) return false
  const last = line.charCodeAt(line.length - 1)
  if (last === 44 || last === 59) return false // ',' ';'
  const ratio = upperRatio(line)
  const numberedStart =
    /^((PART|CHAPTER|SECTION)\s+[0-9IVXLC]+\b|[IVXLC]{1,6}\.\s+\S|[A-H]\.\s+\S|\d{1,2}\.\s+[A-Z])/
  // 'A. Complainant', 'B. Rights or Legitimate Interests': a lettered part in title case.
  const titled = /^(?:\d{1,2}|[A-H])\.\s+[A-Z][a-z]/.test(line)
  if (ratio < 0.6 && !titled) return false
  if (/\.{4,}|…|\s\d+$/.test(line)) return false // table-of-contents lines
  if (line.replace(/[^A-Za-z]/g, '').length < 4) return false
  const numbered = numberedStart.test(line)
  if (numbered && last === 46 && !/^(PART|CHAPTER|SECTION)/.test(line)) return false
  if (numbered && ratio > 0.6) return true
  if (numbered && titled && line.split(' ').length <= 10) return true
  return ratio > 0.85 && line.includes(' ') && last !== 46
}

const HEADING_START =
  /^((PART|CHAPTER|SECTION)\s+[0-9IVXLC]+\b|[IVXLC]{1,6}\.\s|[A-H]\.\s|\d{1,2}\.\s)/

// '47. Consequently, the Applicant’s' followed by 'application is dismissed.': a paragraph that
// opens like a numbered heading goes on in lower case on the next line.
function continuesAsSentence(line: string, lines: string[], i: number): boolean {
  if (!/^(?:\d{1,3}|[A-H])\.\s+\p{Lu}\p{Ll}/u.test(line)) return false
  for (let j = i + 1; j < lines.length && j <= i + 3; j++) {
    const next = lines[j].trim()
    if (next) return /^\p{Ll}/u.test(next)
  }
  return false
}

function continuesHeading(prev: string, line: string): boolean {
  if (HEADING_START.test(line) || prev.length + line.length > 160) return false
  return /\b(?:of|and|or|the|a|an|to|in|for|by|with|that|on|at|from|as|between)$/i.test(prev)
}

// OCR or hard-wrapped prose (awards, panel decisions): lines are joined into paragraphs until a
// line ends a sentence; blank lines are ignored because OCR puts them mid-sentence.
export function proseToBlocks(raw: string): Block[] {
  const blocks: Block[] = []
  // The paragraph is kept as parts (joined once) and tested on its last line only, so long
  // paragraphs cost linear time.
  let parts: string[] = []
  let size = 0
  let tail = ''
  const flush = () => {
    if (parts.length > 0) blocks.push({ kind: 'p', text: parts.join(' ') })
    parts = []
    size = 0
    tail = ''
  }
  const cleaned = raw
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, ' ')
    .replace(/[ \t\u00a0]{2,}|[\t\u00a0]/g, ' ')
  const lines = cleaned.split('\n')
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i].trim()
    if (!line) continue
    if (looksLikeProseHeading(line) && !continuesAsSentence(line, lines, i)) {
      flush()
      // A heading wrapped over two lines is one heading: 'H. CONTENTION THAT ONLY THE' + 'BKPM…'.
      const prev = blocks[blocks.length - 1]
      if (prev?.kind === 'heading' && continuesHeading(prev.text, line)) {
        prev.text = `${prev.text} ${line}`
      } else blocks.push({ kind: 'heading', text: line })
      continue
    }
    const numberOnly = parts.length === 1 && tail.length <= 5 && /^\d{1,4}\.$/.test(tail)
    if (parts.length > 0 && !numberOnly && (TERMINAL.test(tail) || LIST_START.test(line))) flush()
    if (parts.length > 0 && tail.endsWith('-') && /^[a-z]/.test(line)) {
      parts[parts.length - 1] = tail.slice(0, -1) + line // a word hyphenated across lines
    } else parts.push(line)
    tail = parts[parts.length - 1]
    size += line.length + 1
    if (size > 6000 && TERMINAL.test(tail)) flush()
  }
  flush()
  return blocks
}

// One paragraph per line (CJEU judgments); `isHeading` marks heading lines.
export function linesToBlocks(raw: string, isHeading: (line: string) => boolean): Block[] {
  const blocks: Block[] = []
  for (const rawLine of raw.split('\n')) {
    const line = cleanText(rawLine)
    if (!line) continue
    blocks.push(isHeading(line) ? { kind: 'heading', text: line } : { kind: 'p', text: line })
  }
  return blocks
}

// Inline Markdown → plain text: links keep their text, emphasis markers and escapes are dropped.
export function markdownInline(value: string): string {
  return cleanText(
    value
      .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/(\*\*|__)(.+?)\1/g, '$2')
      .replace(/(^|[\s(])[*_]([^*_\n]+)[*_](?=[\s).,;:]|$)/g, '$1$2')
      .replace(/\\([\\`*_{}[\]()#+\-.!])/g, '$1'),
  )
}

// Markdown body (no document headings: those are split off by the caller) → blocks.
// Paragraphs are separated by blank lines; list items and definition lists are recognised;
// `#` headings inside a body become subheadings.
export function markdownToBlocks(md: string): Block[] {
  const blocks: Block[] = []
  const chunks = md.replace(/\r\n?/g, '\n').split(/\n\s*\n/)
  for (const chunk of chunks) {
    const lines = chunk.split('\n')
    if (lines.every((l) => !l.trim())) continue
    const first = lines[0].trim()
    if (/^#{1,6}\s*\S/.test(first)) {
      blocks.push({ kind: 'subheading', text: markdownInline(first.replace(/^#+\s*/, '')) })
      const rest = lines.slice(1).join('\n')
      if (rest.trim()) blocks.push(...markdownToBlocks(rest))
      continue
    }
    if (lines.length >= 2 && /^:\s+/.test(lines[1].trim())) {
      const term = markdownInline(first)
      const value = markdownInline(
        lines
          .slice(1)
          .join(' ')
          .replace(/^\s*:\s+/, ''),
      )
      if (term && value) blocks.push({ kind: 'dt', term, text: value })
      continue
    }
    // Items: '1.  text', '* text', '(a) text', 'a) text' each start an item; indented lines
    // continue the previous one.
    let current: { kind: 'p' | 'li'; text: string } | undefined
    const out: Array<{ kind: 'p' | 'li'; text: string }> = []
    for (const line of lines) {
      const t = line.trim()
      if (!t) continue
      const item = /^([*+-]|\d{1,3}\.|\(?[a-z0-9]{1,4}\))\s+/.test(t) && !/^\s{2,}/.test(line)
      if (item || !current) {
        const textValue = markdownInline(t.replace(/^[*+-]\s+/, ''))
        current = { kind: item ? 'li' : 'p', text: textValue }
        out.push(current)
      } else {
        current.text = `${current.text} ${markdownInline(t)}`
      }
    }
    blocks.push(...out.filter((b) => b.text))
  }
  return blocks
}

// Plain text with paragraphs separated by blank lines or newlines.
export function paragraphsToBlocks(raw: string): Block[] {
  return raw
    .split(/\n+/)
    .map((l) => cleanText(l))
    .filter(Boolean)
    .map((t) => ({ kind: 'p' as const, text: t }))
}

/**
 * The attributes a paragraph of ours carries, in the order the converters write them: its
 * pinpoint anchor, the list-item class, its voice (decision 244).
 */
export const PARAGRAPH_ATTRIBUTES = new RegExp(
  String.raw`^(?: id="para-${PARAGRAPH_NUMBER}")?(?: class="item")?(?: data-voice="(?:${VOICES.join('|')})")?$`,
)

// Allowlist for HTML that comes from canonical files (which anyone may edit): only the markup
// our own converters produce, no attributes except section ids, classes and safe links.
// A paragraph keeps an id only when it is a pinpoint anchor ('para-12'), a voice only when it
// is one of the voices.
export function paragraphAnchorOnly(
  tagName: string,
  attribs: sanitizeHtml.Attributes,
): sanitizeHtml.Tag {
  const { id, 'data-voice': voice, ...rest } = attribs
  return {
    tagName,
    attribs: {
      ...rest,
      ...(id && PARAGRAPH_ID.test(id) ? { id } : {}),
      ...(voice && (VOICES as readonly string[]).includes(voice) ? { 'data-voice': voice } : {}),
    },
  }
}

const SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'section',
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'strong',
    'em',
    'b',
    'i',
    'u',
    'sub',
    'sup',
    'ul',
    'ol',
    'li',
    'blockquote',
    'a',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: { section: ['id'], p: ['class', 'id', 'data-voice'], a: ['href', 'title'] },
  transformTags: { p: paragraphAnchorOnly },
  allowedClasses: { p: ['item'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
}

// Markup exactly as our converters write it: allowlisted tags without attributes (or the item
// class), text escaped. Such HTML is already safe and skips the (slow) full sanitiser.
const OWN_TAG = /^<\/?(?:p|h2|h3|h4|strong|em|ul|ol|li|br)(?: class="item")?>$/

function isOwnMarkup(html: string): boolean {
  for (const m of html.matchAll(/<[^>]*>?/g)) {
    const p = /^<p( [^>]*)>$/.exec(m[0])
    if (p ? !PARAGRAPH_ATTRIBUTES.test(p[1]) : !OWN_TAG.test(m[0])) return false
  }
  return true
}

export function sanitizeBodyHtml(html: string): string {
  return isOwnMarkup(html) ? html : sanitizeHtml(html, SANITIZE_OPTIONS)
}

// Plain text of sanitised HTML (used when a canonical section arrives without text).
export function htmlToText(html: string): string {
  const withBreaks = html.replace(/<\/(p|h[1-6]|li|section|tr|blockquote)>|<br\s*\/?>/gi, '\n')
  return decodeEntities(withBreaks.replace(/<[^>]*>/g, ''))
    .split('\n')
    .map(cleanText)
    .filter(Boolean)
    .join('\n')
}

// First sentences of a text, at most `max` characters, cut at a word boundary.
export function summarize(value: string, max = 300): string {
  const t = cleanText(value.replace(/\n+/g, ' '))
  if (t.length <= max) return t
  const cut = t.slice(0, max)
  const end = cut.lastIndexOf(' ')
  return `${cut.slice(0, end > max / 2 ? end : max).trim()}…`
}
