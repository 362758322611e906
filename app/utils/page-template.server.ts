import { randomBytes } from 'node:crypto'

// A page that every subscriber of a plan sees alike but for a few values of their own (the
// script nonce, the anti-forgery token, the name in the header) is rendered once with stand-ins
// for those values, kept as a template, and filled in for each viewer (app/middleware/page-cache).

/** The values of one viewer and one response that a shared page shows. */
export type PageHoles = { nonce: string; csrf: string; name: string; initials: string }
type Hole = keyof PageHoles

// Letters and digits only, so no escaping changes them; random per process, so no content can
// carry one.
const SALT = randomBytes(12).toString('hex')
const standIn = (what: string) => `pt${SALT}${what}`

/** What the page is rendered with in place of the viewer's values. */
export const STAND_INS: PageHoles = {
  nonce: standIn('nonce'),
  csrf: standIn('csrf'),
  name: standIn('name'),
  initials: standIn('initials'),
}

type Segment = string | { hole: Hole; inScript: boolean }
export type PageTemplate = { segments: Segment[]; length: number }

const HOLE_BY_STAND_IN = new Map(
  (Object.entries(STAND_INS) as [Hole, string][]).map(([hole, text]) => [text, hole]),
)
const FINDER = new RegExp(`pt${SALT}(?:nonce|csrf|name|initials)`, 'g')
const SCRIPT_TAG = /<script\b|<\/script>/gi

/** The page rendered with the stand-ins, as a template. */
export function toTemplate(html: string): PageTemplate {
  const scripts = scriptRanges(html)
  const segments: Segment[] = []
  let from = 0
  for (const match of html.matchAll(FINDER)) {
    const hole = HOLE_BY_STAND_IN.get(match[0]) as Hole
    segments.push(html.slice(from, match.index), { hole, inScript: inRanges(scripts, match.index) })
    from = match.index + match[0].length
  }
  segments.push(html.slice(from))
  return { segments, length: html.length }
}

/** The page for one viewer. */
export function fill(template: PageTemplate, holes: PageHoles): string {
  for (const value of [holes.nonce, holes.csrf]) {
    if (!/^[\w+/=-]*$/.test(value)) throw new Error('A nonce or token must be base64')
  }
  let html = ''
  for (const segment of template.segments) {
    if (typeof segment === 'string') html += segment
    else {
      const value = holes[segment.hole]
      html += segment.inScript ? inHydrationData(value) : escapeHtml(value)
    }
  }
  return html
}

/** [start, end) of each script element. */
function scriptRanges(html: string): [number, number][] {
  const ranges: [number, number][] = []
  let open = -1
  for (const tag of html.matchAll(SCRIPT_TAG)) {
    if (!tag[0].startsWith('</')) {
      if (open < 0) open = tag.index
    } else if (open >= 0) {
      ranges.push([open, tag.index])
      open = -1
    }
  }
  if (open >= 0) ranges.push([open, html.length])
  return ranges
}

function inRanges(ranges: [number, number][], at: number): boolean {
  return ranges.some(([start, end]) => start <= at && at < end)
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#x27;',
}

/** As React escapes text and attribute values. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c])
}

const SCRIPT_ESCAPES: Record<string, string> = {
  '&': '\\u0026',
  '>': '\\u003e',
  '<': '\\u003c',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
}

/**
 * A string inside React Router's hydration data: a JSON string (turbo-stream) inside the JSON
 * string of the script that enqueues it, with the characters that could end the script escaped.
 */
function inHydrationData(text: string): string {
  const inner = JSON.stringify(text).slice(1, -1)
  const outer = JSON.stringify(inner).slice(1, -1)
  return outer.replace(/[&<>\u2028\u2029]/g, (c) => SCRIPT_ESCAPES[c])
}
