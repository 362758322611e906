import type { SearchPlan } from '../plan.ts'
import { sectionCondition, toFts5Match, type SqlCondition } from './match-query.ts'

// A search plan (../plan.ts) in FTS5 and SQL terms: the MATCH string of the text, and each filter
// as a condition on the doc_meta row `m`, numbered as the plan numbers its filters (the i-th
// condition sets bit i of a hit's mask: see ./engine.ts).

/**
 * One facet selection or the date range, as a condition on `m` (doc_meta) and `m.rowid`. A facet
 * selection has two forms: `sql` looks up the row's own facet rows, `set` probes the selection's
 * documents, which SQLite gathers once per statement from the (facet, value) index. `set` is
 * cheaper over many rows (25 ms against 60 ms over an edition), and SQLite can start from it
 * when the selection is small; `sql` is cheaper when the rows are few and the selection large.
 */
export type Condition = {
  sql: string
  params: unknown[]
  set?: string
  selection?: { id: string; values: string[] }
}

export type Fts5Plan = SearchPlan & {
  /** The MATCH of the text (q and qTitle, ANDed), or null without text. */
  match: string | null
  /** Phrases and NEAR of the text inside one section (see match-query.ts), or null. */
  within: SqlCondition | null
  /** The plan's filters, then the date range. */
  conditions: Condition[]
  /** The date range's condition number, or null without a range. */
  dateBit: number | null
  /** The mask of a hit that meets every condition. */
  full: number
}

export function toFts5Plan(plan: SearchPlan): Fts5Plan {
  const { q, qTitle, titleOnly } = plan.text
  const parts: string[] = []
  if (q) parts.push(toFts5Match(q, { columns: titleOnly ? ['title'] : undefined }))
  if (qTitle) parts.push(toFts5Match(qTitle, { columns: ['title'] }))
  const match = parts.length ? parts.map((p) => `(${p})`).join(' AND ') : null
  const within = q && !titleOnly ? sectionCondition(q) : null

  const conditions: Condition[] = plan.filters.map((f) => {
    const { values } = f
    const marks = values.map(() => '?').join(', ')
    const and = f.andOrValue === 'AND'
    return {
      sql: and
        ? `(SELECT count(DISTINCT x.value) FROM facets x WHERE x.doc_rowid = m.rowid
          AND x.facet = ? AND x.value IN (${marks})) = ${values.length}`
        : `EXISTS (SELECT 1 FROM facets x WHERE x.doc_rowid = m.rowid AND x.facet = ?
          AND x.value IN (${marks}))`,
      set: `m.rowid IN (SELECT x.doc_rowid FROM facets x WHERE x.facet = ?
        AND x.value IN (${marks})${and ? ` GROUP BY x.doc_rowid HAVING count(DISTINCT x.value) = ${values.length}` : ''})`,
      params: [f.id, ...values],
      selection: { id: f.id, values },
    }
  })

  let dateBit: number | null = null
  const { range, dateColumn } = plan
  if (range) {
    dateBit = conditions.length
    const sql = [
      range.from ? `m.${dateColumn} >= ?` : null,
      range.to ? `m.${dateColumn} <= ?` : null,
    ].filter(Boolean)
    conditions.push({
      sql: sql.join(' AND '),
      params: [range.from, range.to].filter((v) => v !== null),
    })
  }

  return { ...plan, match, within, conditions, dateBit, full: 2 ** conditions.length - 1 }
}
