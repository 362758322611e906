import { useEffect, useState } from 'react'
import { Link } from 'react-router'
import { button } from '#app/styles/ui.css.ts'
import * as styles from './reading.css.ts'

export type HitContext = { n: number; before: string; match: string; after: string }

function hitFromHash(hash: string): number {
  const m = /^#hit-(\d+)$/.exec(hash)
  return m ? Number(m[1]) : 0
}

/**
 * The search term's hits in the text: a counter, previous and next, and the list of hits with the
 * words around each. Every control is a link to a `#hit-N` anchor, so it all works without
 * JavaScript (the current hit is the `:target`); with JavaScript the counter follows along and
 * stepping does not fill the history.
 */
export function HitNavigator({
  term,
  count,
  hits,
  clearHref,
}: {
  term: string
  count: number
  hits: HitContext[]
  clearHref: string
}) {
  const [current, setCurrent] = useState(0)

  useEffect(() => {
    const sync = () => setCurrent(hitFromHash(window.location.hash))
    sync()
    window.addEventListener('hashchange', sync)
    return () => window.removeEventListener('hashchange', sync)
  }, [])

  useEffect(() => {
    const el = current ? document.getElementById(`hit-${current}`) : null
    el?.setAttribute('data-current', '')
    return () => el?.removeAttribute('data-current')
  }, [current])

  if (count === 0) {
    return (
      <div className={`${styles.hitBar} ${styles.noPrint}`} role="status">
        <span className={styles.hitCounter}>
          No hits for <q>{term}</q> in this document
        </span>
        <Link to={clearHref} className={button.text}>
          Clear
        </Link>
      </div>
    )
  }

  const prev = current > 1 ? current - 1 : count
  const next = current > 0 && current < count ? current + 1 : 1
  const go = (n: number) => (event: React.MouseEvent<HTMLAnchorElement>) => {
    const el = document.getElementById(`hit-${n}`)
    if (!el || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
    event.preventDefault()
    el.scrollIntoView({ block: 'center', behavior: 'smooth' })
    window.history.replaceState(window.history.state, '', `#hit-${n}`)
    setCurrent(n)
  }

  return (
    <div className={`${styles.hitBar} ${styles.noPrint}`} aria-label="Search hits">
      <span className={styles.hitCounter} aria-live="polite">
        {current ? `Hit ${current} of ${count}` : `${count} ${count === 1 ? 'hit' : 'hits'}`}{' '}
        <span className={styles.hitTerm}>
          for <q>{term}</q>
        </span>
      </span>
      <a href={`#hit-${prev}`} onClick={go(prev)} className={button.outlined} rel="prev">
        <span aria-hidden="true">↑</span> Previous<span className="visually-hidden"> hit</span>
      </a>
      <a href={`#hit-${next}`} onClick={go(next)} className={button.outlined} rel="next">
        <span aria-hidden="true">↓</span> Next<span className="visually-hidden"> hit</span>
      </a>
      <Link to={clearHref} className={button.text}>
        Clear
      </Link>
      <details className={styles.hitListWrap}>
        <summary>List of hits{hits.length < count ? ` (first ${hits.length})` : ''}</summary>
        <ol className={styles.hitList}>
          {hits.map((h) => (
            <li key={h.n}>
              <a href={`#hit-${h.n}`} onClick={go(h.n)}>
                <strong>{h.n}.</strong> {h.before}
                <mark>{h.match}</mark>
                {h.after}
              </a>
            </li>
          ))}
        </ol>
      </details>
    </div>
  )
}
