// The engine's searchWithFilters on PostgreSQL (data loaded by ./pg.ts): the same matching set,
// the same disjunctive facet counts (the bit-mask scheme of server/search/fts5/engine.ts), the
// same sort and page, headlines for the page only, and for books and journals the chapters'
// matches grouped by publication. Plus the plan checks the report shows: does the matching
// statement use the GIN index, and is ts_headline computed above the page's LIMIT only.
import type pg from 'pg'
import type { NearOperand, QueryNode } from '#server/search/query/ast.ts'
import { scopeCondition } from '#server/search/modes.ts'
import type { PeerPlan } from './peer-plan.ts'

const HEADLINE = `ts_headline('simple', b.body, $4::tsquery,
  'MaxWords=35, MinWords=15, MaxFragments=1')`

/** A query tree as a tsquery expression (SQL), with its parameters. */
function tsquery(node: QueryNode, params: unknown[]): string {
  const param = (v: unknown) => {
    params.push(v)
    return `$${params.length}`
  }
  const words = (text: string) => text.split(/[^\p{L}\p{N}]+/u).filter(Boolean)
  const literal = (w: string) => `'${w.replace(/'/g, "''").replace(/\\/g, '\\\\')}'`
  const phrase = (text: string, prefix: boolean): string => {
    const ws = words(text)
    if (!prefix || ws.length === 0) return `phraseto_tsquery('simple', ${param(text)})`
    const lastWord = literal(ws[ws.length - 1].toLowerCase())
    const last = `to_tsquery('simple', ${param(`${lastWord}:*`)})`
    if (ws.length === 1) return last
    const head = `phraseto_tsquery('simple', ${param(ws.slice(0, -1).join(' '))})`
    return `tsquery_phrase(${head}, ${last})`
  }
  switch (node.type) {
    case 'term':
    case 'phrase':
      return phrase(node.value, node.prefix)
    case 'and':
      return `(${node.children.map((c) => tsquery(c, params)).join(' && ')})`
    case 'or':
      return `(${node.children.map((c) => tsquery(c, params)).join(' || ')})`
    case 'not':
      return `(${tsquery(node.include, params)} && !!${tsquery(node.exclude, params)})`
    case 'near': {
      // FTS5 NEAR(a b, n): at most n words between, either order. PostgreSQL's <k> is an exact
      // distance, so: any of k = 1..n+1, both orders. Chains: each neighbouring pair.
      const alternatives = (o: NearOperand) => (o.type === 'or' ? o.children : [o])
      const pairs = node.distances.map((d, i) => {
        const ors: string[] = []
        for (const a of alternatives(node.operands[i])) {
          for (const b of alternatives(node.operands[i + 1])) {
            const qa = tsquery(a, params)
            const qb = tsquery(b, params)
            for (let k = 1; k <= d + 1; k++) {
              ors.push(`tsquery_phrase(${qa}, ${qb}, ${k})`, `tsquery_phrase(${qb}, ${qa}, ${k})`)
            }
          }
        }
        return `(${ors.join(' || ')})`
      })
      return `(${pairs.join(' && ')})`
    }
  }
}

export type PgResult = { totalHits: number; ids: number[]; facetRows: number }

/** The statements of one search, built once per query (plan checks and timed runs share them). */
type Statements = {
  /** Fills temp.hits (and temp.chapters for books and journals): the matching set. */
  collect: { sql: string; params: unknown[] }[]
  page: { sql: string; params: unknown[] }
  run(db: pg.Client): Promise<PgResult>
}

async function compileText(db: pg.Client, node: QueryNode): Promise<string> {
  const params: unknown[] = []
  const res = await db.query(`SELECT (${tsquery(node, params)})::text AS q`, params)
  return res.rows[0].q as string
}

async function statements(db: pg.Client, plan: PeerPlan): Promise<Statements> {
  const q = plan.text ? await compileText(db, plan.text) : null
  const params: unknown[] = []
  const p = (v: unknown) => {
    params.push(v)
    return `$${params.length}`
  }
  const conds = plan.filters.map((f) => {
    const rows = `FROM facets x WHERE x.doc_rowid = d.rowid AND x.facet = ${p(f.id)}
      AND x.value = ANY(${p(f.values)})`
    return f.and
      ? `(SELECT count(DISTINCT x.value) ${rows}) = ${f.values.length}`
      : `EXISTS (SELECT 1 ${rows})`
  })
  let dateBit = 0
  if (plan.range) {
    dateBit = 2 ** conds.length
    conds.push(
      [
        plan.range.from ? `d.${plan.dateColumn} >= ${p(plan.range.from)}` : null,
        plan.range.to ? `d.${plan.dateColumn} <= ${p(plan.range.to)}` : null,
      ]
        .filter(Boolean)
        .join(' AND '),
    )
  }
  const full = 2 ** conds.length - 1
  const mask = conds.length
    ? conds.map((c, i) => `(CASE WHEN ${c} THEN ${2 ** i} ELSE 0 END)`).join(' | ')
    : '0'
  const where = [`(d.editions & ${p(plan.edition)}) <> 0`]
  const scope = scopeCondition(plan.scope, 'd')
  if (scope) where.push(scope)
  if (plan.aiOnly) where.push('d.ai = 1')
  if (plan.withDocuments) where.push('d.has_docs = 1')

  const collect: Statements['collect'] = [{ sql: 'TRUNCATE hits, chapters', params: [] }]
  const grouped = plan.groupByPublication && q !== null
  if (q) {
    // Title only: the title's lexemes carry weight A.
    const matches = (alias: string, ref: string) =>
      plan.titleOnly
        ? `${alias}.tsv @@ ${ref}::tsquery AND ts_filter(${alias}.tsv, '{a}') @@ ${ref}::tsquery`
        : `${alias}.tsv @@ ${ref}::tsquery`
    if (grouped) {
      // Chapters count for their publication: its score is its best chapter's.
      collect.push({
        sql: `INSERT INTO chapters (rowid, pub, score)
          SELECT t.rowid, coalesce(t.pub, t.rowid), ts_rank(t.tsv, $1::tsquery)
          FROM docs t WHERE ${matches('t', '$1')}`,
        params: [q],
      })
      collect.push({
        sql: `INSERT INTO hits (rowid, score, mask, best)
          SELECT d.rowid, s.score, ${mask}, s.best
          FROM (SELECT DISTINCT ON (pub) pub, score, rowid AS best FROM chapters
            ORDER BY pub, score DESC) s JOIN docs d ON d.rowid = s.pub
          WHERE ${where.join(' AND ')}`,
        params: [...params],
      })
    } else {
      const ref = p(q)
      collect.push({
        sql: `INSERT INTO hits (rowid, score, mask)
          SELECT d.rowid, ts_rank(d.tsv, ${ref}::tsquery), ${mask} FROM docs d
          WHERE ${matches('d', ref)} AND ${where.join(' AND ')}`,
        params: [...params],
      })
    }
  } else {
    collect.push({
      sql: `INSERT INTO hits (rowid, score, mask) SELECT d.rowid, 0, ${mask} FROM docs d
        WHERE ${where.join(' AND ')}`,
      params: [...params],
    })
  }

  const dir = plan.sortOrder === 'asc' ? 'ASC' : 'DESC'
  const order = {
    score: `h.score DESC, d.date DESC, h.rowid`,
    date: `d.${plan.dateColumn} ${dir} NULLS LAST, h.rowid ${dir}`,
    title: `d.title_key ${dir}, h.rowid`,
    publicationtitle: `d.pub_key ${dir}, h.rowid`,
  }[plan.sortBy]
  // The headline is computed by the outer query, over the LIMITed page only (checked with
  // EXPLAIN in checkPlans): from the best chapter when results are publications.
  const page = {
    sql: `SELECT s.rowid, ${q ? HEADLINE : 'b.summary'} AS excerpt
      FROM (SELECT h.rowid, coalesce(h.best, h.rowid) AS shown FROM hits h
        JOIN docs d ON d.rowid = h.rowid
        WHERE h.mask = $1 ORDER BY ${order} LIMIT $2 OFFSET $3) s
      JOIN docs b ON b.rowid = s.shown`,
    params: q ? [full, plan.size, plan.start, q] : [full, plan.size, plan.start],
  }
  const ownBits = plan.filters
    .map((f, i) => (f.and ? null : `WHEN ${pgString(f.id)} THEN ${2 ** i}`))
    .filter(Boolean)
  const bitOf = ownBits.length ? `CASE x.facet ${ownBits.join(' ')} ELSE 0 END` : '0'

  return {
    collect,
    page,
    async run(db) {
      for (const s of collect) await db.query(s.sql, s.params)
      const total = await db.query('SELECT count(*)::int AS n FROM hits WHERE mask = $1', [full])
      const rows = await db.query(page.sql, page.params)
      const ids = rows.rows.map((r) => r.rowid as number)
      if (grouped) {
        // The best chapters of each publication shown (the engine's book cluster).
        await db.query(
          `SELECT p.pub, c.rowid, t.title FROM unnest($1::int[]) p(pub)
          CROSS JOIN LATERAL (SELECT rowid FROM chapters c WHERE c.pub = p.pub
            AND c.rowid <> c.pub ORDER BY c.score DESC LIMIT 3) c
          JOIN docs t ON t.rowid = c.rowid`,
          [ids],
        )
      }
      const facets = await db.query(
        `SELECT x.facet, x.value, count(*) FROM hits h JOIN facets x ON x.doc_rowid = h.rowid
        WHERE x.facet = ANY($1) AND (h.mask | ${bitOf}) = $2 GROUP BY x.facet, x.value`,
        [plan.facets, full],
      )
      await db.query(
        `SELECT ${plan.periodStarts.map((_, i) => `count(*) FILTER (WHERE d.${plan.dateColumn} >= $${i + 3})`)}
        FROM hits h JOIN docs d ON d.rowid = h.rowid WHERE (h.mask | $1) = $2`,
        [dateBit, full, ...plan.periodStarts],
      )
      return { totalHits: total.rows[0].n as number, ids, facetRows: facets.rowCount ?? 0 }
    },
  }
}

export type PgQuery = {
  run(): Promise<PgResult>
  /** Plan checks; null where the query has no text (no index to use, no headline). */
  checks(): Promise<{ usesGinIndex: boolean | null; headlineOnPageOnly: boolean | null }>
}

export async function prepareSession(db: pg.Client): Promise<void> {
  await db.query(`CREATE TEMP TABLE IF NOT EXISTS hits (
    rowid int PRIMARY KEY, score real, mask bigint, best int)`)
  await db.query(
    `CREATE TEMP TABLE IF NOT EXISTS chapters (rowid int PRIMARY KEY, pub int, score real)`,
  )
  await db.query('CREATE INDEX IF NOT EXISTS chapters_pub ON chapters (pub, score)')
}

export async function pgQuery(db: pg.Client, plan: PeerPlan): Promise<PgQuery> {
  const s = await statements(db, plan)
  return {
    run: () => s.run(db),
    async checks() {
      if (!plan.text) return { usesGinIndex: null, headlineOnPageOnly: null }
      // The matching statement is the one that reads docs.tsv: the last of collect.
      const matching = s.collect.filter((c) => /tsv @@/.test(c.sql))
      let usesGinIndex = true
      for (const c of matching) {
        const plans = await explain(db, c.sql, c.params, false)
        if (!planNodes(plans).some((n) => n['Index Name'] === 'docs_tsv')) usesGinIndex = false
      }
      // The page reads hits: fill them first so the plan is the one a search gets.
      for (const c of s.collect) await db.query(c.sql, c.params)
      const pagePlan = await explain(db, s.page.sql, s.page.params, true)
      return { usesGinIndex, headlineOnPageOnly: headlineAboveLimit(pagePlan) }
    },
  }
}

type PlanNode = Record<string, unknown> & { Plans?: PlanNode[]; Output?: string[] }

async function explain(
  db: pg.Client,
  sql: string,
  params: unknown[],
  verbose: boolean,
): Promise<PlanNode> {
  const res = await db.query(`EXPLAIN (FORMAT JSON${verbose ? ', VERBOSE' : ''}) ${sql}`, params)
  const json = res.rows[0]['QUERY PLAN'] as { Plan: PlanNode }[]
  return json[0].Plan
}

function planNodes(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(planNodes)]
}

/** ts_headline appears in the plan, and only in nodes above (outside) every Limit node. */
function headlineAboveLimit(root: PlanNode): boolean {
  let seen = false
  let belowLimit = false
  const walk = (node: PlanNode, underLimit: boolean) => {
    const computes = (node.Output ?? []).some((o) => o.includes('ts_headline'))
    if (computes) {
      seen = true
      if (underLimit) belowLimit = true
    }
    const limit = underLimit || node['Node Type'] === 'Limit'
    for (const child of node.Plans ?? []) walk(child, limit)
  }
  walk(root, false)
  return seen && !belowLimit && planNodes(root).some((n) => n['Node Type'] === 'Limit')
}

function pgString(s: string): string {
  return `'${s.replace(/'/g, "''")}'`
}
