import type { Statements } from '#server/content-index/statement-cache.ts'
import { documentUrl } from '#server/content/model.ts'
import { CASE_GROUP_SHOWN, type CaseGroup } from '../engine.ts'
import type { Found } from './hit-sets.ts'
import { orderPage, type OrderOptions, type PageRow } from './page-order.ts'
import type { Fts5Plan } from './plan.ts'

// Results grouped by case (decision 253): one row per case, its first result in the plan's
// order, and the case's other results beneath, oldest first. A document outside a case is a
// group of its own. The count is of groups, exact. The SolrCloud engine groups on the same
// number (the least rowid of the case's documents, its `group` field), so both agree.

export type CasePage = {
  rows: PageRow[]
  /** Groups among the results. */
  total: number
  /** The case's other results of each row, oldest first. */
  others: number[][]
}

/** The page's rows when the results are grouped by case. */
export function casePage(o: OrderOptions, plan: Fts5Plan, found: Found): CasePage {
  const key = o.columns.caseKey()
  const groupOf = (d: number) => key[d] || -d
  const seen = new Set<number>()
  for (const d of found.results) seen.add(groupOf(d))
  const total = seen.size

  // The first result of each group, in the plan's order: read the order's first n results,
  // n growing until it holds the page's groups or every result.
  const wanted = plan.start + plan.resultsPerPage
  let heads: number[] = []
  for (let n = wanted * 2; ; n *= 4) {
    const rows = orderPage(o, { ...plan, start: 0, resultsPerPage: n }, found).rows
    const first = new Set<number>()
    heads = []
    for (const { rowid } of rows) {
      const group = groupOf(rowid)
      if (first.has(group)) continue
      first.add(group)
      heads.push(rowid)
    }
    if (heads.length >= wanted || rows.length < n) break
  }
  heads = heads.slice(plan.start, wanted)

  const dates = o.columns.date('date')
  const row = new Map(heads.map((d, i) => [groupOf(d), i]))
  const others: number[][] = heads.map(() => [])
  for (const d of found.results) {
    const i = row.get(groupOf(d))
    if (i !== undefined && d !== heads[i]) others[i].push(d)
  }
  // Oldest first, undated last; then in rowid order.
  const day = (d: number) => dates[d] || Number.MAX_SAFE_INTEGER
  for (const list of others) list.sort((a, b) => day(a) - day(b) || a - b)
  return { rows: heads.map((rowid) => ({ rowid, best: null })), total, others }
}

type MemberRow = {
  rowid: number
  id: string
  title: string
  url: string
  type: string
  kind: string
}
type MemberFacts = { label: string | null; date: string | null; caseId: string; caseName: string }

/**
 * The case groups of the page's rows (undefined for a document outside a case). The case's own
 * record is not listed among its documents: the row links to it already.
 */
export function caseGroupsOf(stmt: Statements, page: CasePage): (CaseGroup | undefined)[] {
  const read = stmt(
    `SELECT rowid, id, title, url, type, kind,
      json_extract(record, '$.facts.kind.label') AS label, date,
      json_extract(record, '$.case.caseId') AS caseId,
      json_extract(record, '$.case.caseName') AS caseName
    FROM documents WHERE rowid = ?`,
  )
  return page.rows.map(({ rowid }, i) => {
    const head = read.get(rowid) as MemberRow & MemberFacts
    if (!head.caseId) return undefined
    const others = page.others[i]
      .map((d) => read.get(d) as MemberRow & MemberFacts)
      .filter((m) => m.kind !== 'case')
    return {
      caseId: head.caseId,
      caseName: head.caseName,
      url: documentUrl({ id: head.caseId, kind: 'case' }),
      others: others.slice(0, CASE_GROUP_SHOWN).map((m) => ({
        id: m.id,
        title: m.title,
        url: m.url,
        type: m.type,
        kind: m.label,
        date: m.date,
      })),
      otherCount: others.length,
    }
  })
}
