import { Fragment, useEffect, useRef, type ReactNode } from 'react'
import { TOOLTIP_SCAN_MS } from './messages.ts'
import * as styles from './assistant.css.ts'
import { foldForQuote } from '#sites/text.ts'

// Renders an answer's text: a small markdown subset (paragraphs, "> " block quotes, "- " lists,
// **bold**, [label](/path) links and [n] citations) as React elements, never as HTML, so nothing
// in an answer can inject markup. Only same-origin paths become links. Quotations carry the
// server's verification mark.

export type AnswerGrounding = {
  sources: { title: string; url: string }[]
  citations: { n: number; title: string; url: string }[]
  quotes: { text: string; verified: boolean }[]
}

type Block =
  | { kind: 'quote'; lines: string[] }
  | { kind: 'list'; items: string[] }
  | { kind: 'paragraph'; lines: string[] }

export function parseBlocks(content: string): Block[] {
  const blocks: Block[] = []
  for (const line of content.split('\n')) {
    const last = blocks[blocks.length - 1]
    const quote = /^\s*>\s?(.*)$/.exec(line)
    const item = /^\s*[-*•]\s+(.*)$/.exec(line)
    if (line.trim() === '') blocks.push({ kind: 'paragraph', lines: [] })
    else if (quote) {
      if (last?.kind === 'quote') last.lines.push(quote[1])
      else blocks.push({ kind: 'quote', lines: [quote[1]] })
    } else if (item) {
      if (last?.kind === 'list') last.items.push(item[1])
      else blocks.push({ kind: 'list', items: [item[1]] })
    } else if (last?.kind === 'paragraph') last.lines.push(line)
    else blocks.push({ kind: 'paragraph', lines: [line] })
  }
  return blocks.filter((b) => (b.kind === 'paragraph' ? b.lines.length > 0 : true))
}

/** Same-origin paths only ("/document/x#s2"), never "//host" or a scheme. */
export function isSafePath(url: string): boolean {
  return /^\/(?![/\\])[^\s]*$/.test(url)
}

const INLINE =
  /\[([^\]\n]+)\]\(([^)\s]+)\)|\[(\d{1,2})\]|\*\*([^*\n]+)\*\*|“([^”]{20,})”|"([^"\n]{20,})"/g

function inline(
  text: string,
  grounding: AnswerGrounding | null,
  verdict: (q: string) => boolean | null,
): ReactNode[] {
  const nodes: ReactNode[] = []
  let at = 0
  for (const m of text.matchAll(INLINE)) {
    if (m.index > at) nodes.push(text.slice(at, m.index))
    const key = `${m.index}`
    if (m[1] !== undefined) {
      nodes.push(
        isSafePath(m[2]) ? (
          <a key={key} href={m[2]}>
            {m[1]}
          </a>
        ) : (
          m[1]
        ),
      )
    } else if (m[3] !== undefined) {
      const citation = grounding?.citations.find((c) => c.n === Number(m[3]))
      nodes.push(
        citation && isSafePath(citation.url) ? (
          <a
            key={key}
            href={citation.url}
            className={styles.citation}
            aria-label={`Source ${m[3]}: ${citation.title}`}
          >
            [{m[3]}]
          </a>
        ) : (
          m[0]
        ),
      )
    } else if (m[4] !== undefined) {
      nodes.push(<strong key={key}>{m[4]}</strong>)
    } else {
      const quoted = m[5] ?? m[6]
      nodes.push(
        <Fragment key={key}>
          {m[0]}
          <QuoteMark verified={verdict(quoted)} />
        </Fragment>,
      )
    }
    at = m.index + m[0].length
  }
  if (at < text.length) nodes.push(text.slice(at))
  return nodes
}

function QuoteMark({ verified }: { verified: boolean | null }) {
  if (verified === null) return null
  return (
    <span className={verified ? styles.verified : styles.unverified}>
      {verified ? '✓ Verified quote' : '✗ Not verified'}
    </span>
  )
}

/** The answer as elements; with grounding, quotes are marked and links get source tooltips. */
export function AnswerText({
  content,
  grounding,
}: {
  content: string
  grounding: AnswerGrounding | null
}) {
  const ref = useRef<HTMLDivElement>(null)
  const verdicts = new Map((grounding?.quotes ?? []).map((q) => [foldForQuote(q.text), q.verified]))
  const verdict = (quote: string) =>
    grounding ? (verdicts.get(foldForQuote(quote)) ?? null) : null

  // Spec 000 §5: after a delay, links whose URL without its query matches a source get the
  // source's title as a tooltip.
  useEffect(() => {
    if (!grounding) return
    const timer = setTimeout(() => {
      const titles = new Map(grounding.sources.map((s) => [withoutQuery(s.url), s.title]))
      for (const a of ref.current?.querySelectorAll<HTMLAnchorElement>('a[href]') ?? []) {
        const title = titles.get(withoutQuery(a.getAttribute('href') ?? ''))
        if (title) a.title = title
      }
    }, TOOLTIP_SCAN_MS)
    return () => clearTimeout(timer)
  }, [grounding, content])

  return (
    <div ref={ref} className={styles.answerText}>
      {parseBlocks(content).map((block, i) => {
        if (block.kind === 'quote') {
          const text = block.lines.join('\n')
          return (
            <blockquote key={i} className={styles.quote}>
              {block.lines.map((line, j) => (
                <Fragment key={j}>
                  {j > 0 ? <br /> : null}
                  {inline(line, grounding, () => null)}
                </Fragment>
              ))}
              <QuoteMark verified={verdict(text)} />
            </blockquote>
          )
        }
        if (block.kind === 'list') {
          return (
            <ul key={i}>
              {block.items.map((item, j) => (
                <li key={j}>{inline(item, grounding, verdict)}</li>
              ))}
            </ul>
          )
        }
        return (
          <p key={i}>
            {block.lines.map((line, j) => (
              <Fragment key={j}>
                {j > 0 ? <br /> : null}
                {inline(line, grounding, verdict)}
              </Fragment>
            ))}
          </p>
        )
      })}
    </div>
  )
}

/** The document part of a link: no query and no fragment. */
export function withoutQuery(url: string): string {
  return url.replace(/[?#].*$/, '')
}

/** An answer as plain text, for the clipboard. */
export function plainText(content: string): string {
  return content
    .replace(/\[([^\]\n]+)\]\(([^)\s]+)\)/g, '$1 ($2)')
    .replace(/\*\*([^*\n]+)\*\*/g, '$1')
}

/** The sources list under an answer. */
export function SourcesList({ sources }: { sources: AnswerGrounding['sources'] }) {
  if (sources.length === 0) return null
  return (
    <div className={styles.sources}>
      <strong>Sources</strong>
      <ol>
        {sources.map((s) => (
          <li key={s.url}>{isSafePath(s.url) ? <a href={s.url}>{s.title}</a> : s.title}</li>
        ))}
      </ol>
    </div>
  )
}
