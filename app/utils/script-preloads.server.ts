import { Transform } from 'node:stream'

const PRELOAD = '<link rel="modulepreload"'
const LOW_PRIORITY_PRELOAD = '<link rel="modulepreload" fetchpriority="low"'
const HEAD_END = '</head>'

/**
 * The page's HTML with the hydration scripts' preloads (React Router's `<Scripts>`, which takes
 * no attributes for them) marked `fetchpriority="low"`. Module scripts never block rendering, but
 * at their default priority the browser fetches them beside the stylesheets, so on a slow line
 * the page paints only once its JavaScript has arrived too. Low, the stylesheets come first and
 * the page paints while its scripts load. Only the head is read; the body streams through as is.
 * The bytes are read as Latin-1: one character a byte, so a character cut between two chunks
 * passes through whole, and the markup sought is ASCII, which no multi-byte UTF-8 sequence holds.
 */
export function lowPriorityScriptPreloads(): Transform {
  // Text not yet sent: it may end with the start of a preload that the next chunk completes.
  let pending = ''
  let inHead = true
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (!inHead) return callback(null, chunk)
      const text = pending + chunk.toString('latin1')
      const headEnd = text.indexOf(HEAD_END)
      if (headEnd >= 0) {
        inHead = false
        pending = ''
        return callback(null, latin1(markLow(text.slice(0, headEnd)) + text.slice(headEnd)))
      }
      // Keep back what could be the start of a preload; everything before it is settled.
      let safe = Math.max(0, text.length - (PRELOAD.length - 1))
      const last = text.lastIndexOf(PRELOAD)
      if (last >= 0) safe = Math.max(safe, last + PRELOAD.length)
      pending = text.slice(safe)
      callback(null, latin1(markLow(text.slice(0, safe))))
    },
    flush(callback) {
      callback(null, latin1(markLow(pending)))
    },
  })
}

function markLow(html: string): string {
  return html.replaceAll(PRELOAD, LOW_PRIORITY_PRELOAD)
}

function latin1(text: string): Buffer {
  return Buffer.from(text, 'latin1')
}
