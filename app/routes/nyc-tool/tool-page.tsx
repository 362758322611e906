import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { NumberedPager } from '#app/components/numbered-pager.tsx'
import { container, page } from '#app/styles/ui.css.ts'
import { CitationList, type CitationItem } from '../treaties/citation-list.tsx'
import * as styles from '../treaties/treaties.css.ts'
import { ToolNav } from './tool-nav.tsx'

/** A page of the tool: its title, the tool's views, what the page holds, then its sections. */
export function ToolPage({
  title,
  lead,
  children,
}: {
  title: string
  lead?: ReactNode
  children: ReactNode
}) {
  return (
    <div className={`${container} ${page}`}>
      <h1 className={styles.title}>{title}</h1>
      <ToolNav />
      {lead ? <p className={styles.lead}>{lead}</p> : null}
      {children}
    </div>
  )
}

/**
 * The table of a view (articles, States, topics): a row a thing, its name a link (the open one
 * marked current), a column of what it is and the number of decisions last.
 */
export function ToolTable({
  labelledBy,
  columns,
  rows,
}: {
  labelledBy: string
  columns: [name: string, about: string, count: string]
  rows: {
    key: string
    href: string
    name: string
    current?: boolean
    about: ReactNode
    count: number
  }[]
}) {
  return (
    <table className={styles.table} aria-labelledby={labelledBy}>
      <thead>
        <tr>
          <th className={styles.cell} scope="col">
            {columns[0]}
          </th>
          <th className={styles.cell} scope="col">
            {columns[1]}
          </th>
          <th className={styles.numberCell} scope="col">
            {columns[2]}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.key}>
            <th className={styles.rowHeader} scope="row">
              <Link to={r.href} aria-current={r.current ? 'true' : undefined}>
                {r.name}
              </Link>
            </th>
            <td className={styles.cell}>{r.about}</td>
            <td className={styles.numberCell}>{r.count}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/** A page of the decisions that cite a thing: how many (said as a status), the list, its pages. */
export function CitedDecisions({
  summary,
  decisions,
  href,
  headingLevel,
}: {
  summary: ReactNode
  decisions: { items: CitationItem[]; page: number; pages: number }
  /** The address of page `n` of the list. */
  href: (n: number) => string
  headingLevel?: 3 | 4
}) {
  return (
    <>
      <p className={styles.count} role="status">
        {summary}
      </p>
      <CitationList items={decisions.items} headingLevel={headingLevel} />
      <NumberedPager
        current={decisions.page}
        pages={decisions.pages}
        label="Decision pages"
        href={href}
      />
    </>
  )
}
