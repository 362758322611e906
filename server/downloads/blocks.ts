// Sanitised body HTML → blocks of plain text for the PDF and Word writers. The bodies come from
// the content index, where every adapter has reduced its source to a few block elements
// (sections, headings, paragraphs, lists, tables); anything else is read as plain text.
import { decodeEntities } from '#server/content/text/html.ts'
import type { ExportBlock } from './types.ts'

const HEADING = /^h[12]$/
const SUBHEADING = /^h[3-6]$/
const BREAKS = new Set([
  'p',
  'li',
  'tr',
  'blockquote',
  'section',
  'div',
  'br',
  'ul',
  'ol',
  'table',
  'dt',
  'dd',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
])
const CELLS = new Set(['td', 'th'])
const DROPPED = new Set(['script', 'style', 'template', 'noscript'])

export function htmlToBlocks(html: string): ExportBlock[] {
  const blocks: ExportBlock[] = []
  let text = ''
  let kind: ExportBlock['kind'] = 'paragraph'
  let dropping: string | null = null
  const flush = () => {
    const clean = text.replace(/\s+/g, ' ').trim()
    if (clean) blocks.push({ kind, text: clean })
    text = ''
    kind = 'paragraph'
  }
  for (const part of html.split(/(<[^>]*>)/)) {
    if (!part) continue
    if (part.startsWith('<')) {
      const m = /^<\s*(\/?)\s*([a-zA-Z][a-zA-Z0-9]*)/.exec(part)
      if (!m) continue
      const closing = m[1] === '/'
      const tag = m[2].toLowerCase()
      if (dropping) {
        if (closing && tag === dropping) dropping = null
        continue
      }
      if (DROPPED.has(tag) && !closing) {
        dropping = tag
        continue
      }
      if (CELLS.has(tag) && closing) text += '    '
      if (!BREAKS.has(tag)) continue
      flush()
      if (!closing && HEADING.test(tag)) kind = 'heading'
      else if (!closing && SUBHEADING.test(tag)) kind = 'subheading'
      continue
    }
    if (!dropping) text += decodeEntities(part)
  }
  flush()
  return blocks
}
