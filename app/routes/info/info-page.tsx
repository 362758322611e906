import type { ReactNode } from 'react'
import { card, container, page, prose } from '#app/styles/ui.css.ts'
import { flushTop } from '#app/styles/layout.css.ts'

/** The frame of the information pages. */
export function InfoPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={`${container} ${page}`}>
      <article className={`${card} ${prose}`}>
        <h1 className={flushTop}>{title}</h1>
        {children}
      </article>
    </div>
  )
}
