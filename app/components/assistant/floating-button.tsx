import { useEffect, useRef, useState } from 'react'
import * as styles from './assistant.css.ts'
import { ASSISTANT_TITLE, DRAG_THRESHOLD_PX } from './messages.ts'
import { openAssistant, setPrefs, useAssistantState } from './store.ts'

/**
 * The assistant's floating button (spec 000 §4): it pulsates until the assistant has been
 * minimized, shows "n Selected" when documents are selected, and can be dragged; a press that
 * moved it more than 5 px is a drag, not a toggle.
 */
export function FloatingButton({ minimized }: { minimized: boolean }) {
  const { selection, context, prefs } = useAssistantState()
  // The page's selection, else the documents the assistant is reading.
  const selected = selection.length > 0 ? selection.length : context.docIds.length
  const drag = useRef<{
    x: number
    y: number
    right: number
    bottom: number
    moved: boolean
  } | null>(null)
  const ref = useRef<HTMLButtonElement>(null)
  const suppressClick = useRef(false)
  // Until the page runs scripts (or without them) the button is a link to the assistant page.
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  if (!hydrated) {
    return (
      <a href="/assistant" className={styles.fab} title={ASSISTANT_TITLE}>
        <span aria-hidden="true">✦</span>
        <span className="visually-hidden">{ASSISTANT_TITLE}</span>
      </a>
    )
  }

  return (
    <button
      ref={ref}
      type="button"
      className={`${styles.fab} ${minimized ? '' : styles.fabPulsing}`}
      // A dragged button's place: set by the browser after hydration (never in the server's
      // page), which the Content-Security-Policy allows.
      style={prefs.button ?? undefined}
      title={`${ASSISTANT_TITLE}${selected > 0 ? `: ${selected} Selected` : ''}`}
      aria-label={`${minimized ? 'Restore' : 'Open'} ${ASSISTANT_TITLE}${selected > 0 ? `, ${selected} Selected` : ''}`}
      data-state={minimized ? 'minimized' : 'closed'}
      onPointerDown={(e) => {
        // Docked in the header (a phone), the button stays where it is.
        if (e.button !== 0 || getComputedStyle(e.currentTarget).position !== 'fixed') return
        const box = e.currentTarget.getBoundingClientRect()
        const from = prefs.button ?? {
          right: window.innerWidth - box.right,
          bottom: window.innerHeight - box.bottom,
        }
        drag.current = { x: e.clientX, y: e.clientY, ...from, moved: false }
        e.currentTarget.setPointerCapture(e.pointerId)
      }}
      onPointerMove={(e) => {
        const d = drag.current
        if (!d) return
        const dx = e.clientX - d.x
        const dy = e.clientY - d.y
        if (!d.moved && Math.hypot(dx, dy) <= DRAG_THRESHOLD_PX) return
        d.moved = true
        const el = ref.current!
        const right = clamp(d.right - dx, 0, window.innerWidth - el.offsetWidth)
        const bottom = clamp(d.bottom - dy, 0, window.innerHeight - el.offsetHeight)
        el.style.right = `${right}px`
        el.style.bottom = `${bottom}px`
      }}
      onPointerUp={(e) => {
        const d = drag.current
        drag.current = null
        if (!d?.moved) return
        suppressClick.current = true
        setPrefs({
          button: {
            right: clamp(d.right - (e.clientX - d.x), 0, window.innerWidth - 40),
            bottom: clamp(d.bottom - (e.clientY - d.y), 0, window.innerHeight - 40),
          },
        })
      }}
      onPointerCancel={() => (drag.current = null)}
      onClick={() => {
        if (suppressClick.current) {
          suppressClick.current = false
          return
        }
        openAssistant()
      }}
    >
      <span aria-hidden="true">✦</span>
      {selected > 0 ? (
        <span className={styles.badge} aria-hidden="true">
          {selected}
          <span className="visually-hidden"> Selected</span>
        </span>
      ) : null}
    </button>
  )
}

function clamp(value: number, min: number, max: number) {
  return Math.min(Math.max(value, min), Math.max(min, max))
}
