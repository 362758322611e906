// The bench's report (var/bench/latest.md): the figures per corpus, per query, the server and
// the concurrency run, and where each stands against the budgets of DESIGN §11.
import { cpus } from 'node:os'
import type { ConcurrencyRun } from './concurrency.ts'
import type { Corpus } from './corpora.ts'
import type { Timing } from './stats.ts'
import type { XapianBuild } from './xapian.ts'

export type QueryRow = {
  name: string
  /** The query's first call, on a freshly opened engine (before the warm-up of the others). */
  first: number
  sqlite: Timing
  /** Timed runs of the engine (fewer than asked when the query took its time budget). */
  runs: number
  hits: number
  pg?: {
    timing: Timing
    runs: number
    hits: number
    usesGinIndex: boolean | null
    headlineOnPageOnly: boolean | null
  }
  xapian?: { first: number; timing: Timing; hits: number } | { unsupported: string }
}

export type ServerFigures = {
  bootMs: number
  /** The first search of each kind after sign-in (threads load facet values on first use). */
  firstSearchesMs: number
  rssAfterBootMb: number
  rssAfterSearchMb: number
  peakRssMb: number
  concurrency: ConcurrencyRun | null
}

export type CorpusResult = {
  corpus: Corpus
  indexBytes: number
  openMs: number
  /** Resident memory of the bench process (search threads included) once open, after searches. */
  rssOpenMb?: number
  rssMb?: number
  sqlite: Timing
  suggest: Timing
  queries: QueryRow[]
  pg: { timing: Timing; load: { seconds: number; bytes: number } } | null
  xapian: { timing: Timing; build: XapianBuild } | null
  server: ServerFigures | null
}

export type BenchResult = {
  at: Date
  runs: number
  budgetSeconds: number
  loadAtStart: number
  loadAtEnd: number
  buildSeconds: number | null
  notes: string[]
  results: CorpusResult[]
}

const ms = (n: number | undefined | null) =>
  n === null || n === undefined || Number.isNaN(n) ? 'n/a' : n < 10 ? n.toFixed(1) : n.toFixed(0)
const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024).toLocaleString('en-GB')} MB`
const times = (peer: number | undefined, lite: number) => {
  if (peer === undefined) return 'n/a'
  const r = peer / lite
  return `${r.toFixed(r < 0.1 ? 2 : r < 10 ? 1 : 0)}×`
}
const yesNo = (v: boolean | null | undefined) =>
  v === null || v === undefined ? '—' : v ? 'yes' : 'no'
const count = (n: number) => n.toLocaleString('en-GB')

function xapianOf(q: QueryRow) {
  return q.xapian && 'timing' in q.xapian ? q.xapian : null
}

export function report(bench: BenchResult): string {
  const lines: string[] = []
  const push = (...l: string[]) => lines.push(...l)
  push('# Search benchmark', '')
  push(
    `Run ${bench.at.toISOString().slice(0, 16).replace('T', ' ')} UTC; Node ${process.version}; ` +
      `${cpus().length} cores; 1-minute load average ${bench.loadAtStart.toFixed(1)} at the start and ` +
      `${bench.loadAtEnd.toFixed(1)} at the end (other work shares the machine: compare within ` +
      `this run). Edition KA; times in ms. ${bench.runs} runs of each query after a first call ` +
      `(shown apart: it loads facet values and fills the counts the engine keeps for queries ` +
      `without text). Search = the engine's searchWithFilters through its thread pool: matching ` +
      `set, page of 10 with excerpts, disjunctive facet counts and date-period counts. ` +
      `PostgreSQL 15 and Xapian do the same work on the same data (see test/bench/pg-search.ts ` +
      `and xapian-peer.py). A query of the engine or PostgreSQL stops repeating once it has taken ` +
      `${bench.budgetSeconds} s (at least 2 runs; the runs columns say how many); each query weighs ` +
      `the same in a corpus's figures. Xapian is timed inside Python, so process start-up does ` +
      `not count.`,
    '',
  )
  for (const n of bench.notes) push(`- ${n}`)
  if (bench.notes.length) push('')

  push(
    '| corpus | documents | index | ingest docs/s | engine open | engine RSS open / after searches | search p50 | search p95 | suggest p50 | suggest p95 | PostgreSQL p95 | PostgreSQL / SQLite | Xapian p95 | Xapian / SQLite | boot | RSS after boot | RSS after searches | peak RSS |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  )
  for (const r of bench.results) {
    const s = r.server
    push(
      `| ${r.corpus.name} | ${count(r.corpus.build.documents)} | ${mb(r.indexBytes)} | ` +
        `${r.corpus.build.documentsPerSecond ?? 'n/a'} | ${ms(r.openMs)} | ` +
        `${r.rssOpenMb ?? 'n/a'} / ${r.rssMb ?? 'n/a'} MB | ${ms(r.sqlite.p50)} | ` +
        `${ms(r.sqlite.p95)} | ${ms(r.suggest.p50)} | ${ms(r.suggest.p95)} | ${ms(r.pg?.timing.p95)} | ` +
        `${times(r.pg?.timing.p95, r.sqlite.p95)} | ${ms(r.xapian?.timing.p95)} | ` +
        `${times(r.xapian?.timing.p95, r.sqlite.p95)} | ${s ? `${(s.bootMs / 1000).toFixed(1)} s` : 'n/a'} | ` +
        `${s ? `${s.rssAfterBootMb} MB` : 'n/a'} | ${s ? `${s.rssAfterSearchMb} MB` : 'n/a'} | ` +
        `${s ? `${s.peakRssMb} MB` : 'n/a'} |`,
    )
  }
  push(
    '',
    'Boot: from spawning `NODE_ENV=production node build/server/http/main.js` to its first ' +
      'answer (GET /account/GetCsrf, 200). RSS after searches: after signing in and one search of ' +
      'each kind; peak: the most the process held during the whole run (with the concurrency run ' +
      'on the full corpus).' +
      (bench.buildSeconds !== null ? ` Production build: ${bench.buildSeconds.toFixed(0)} s.` : ''),
  )

  for (const r of bench.results) {
    push('', `## ${r.corpus.name}`, '')
    const b = r.corpus.build
    const facts = [
      `${count(b.documents)} documents`,
      b.publications !== undefined
        ? `${count(b.publications)} publications (${count(b.journals ?? 0)} journals)`
        : null,
      b.seconds !== null
        ? `built in ${b.seconds.toFixed(0)} s (${b.documentsPerSecond} documents/s, peak RSS ${b.peakRssMb ?? 'n/a'} MB)`
        : null,
      r.pg
        ? `PostgreSQL load (COPY, tsvector, GIN, ANALYZE) ${r.pg.load.seconds.toFixed(0)} s, ${mb(r.pg.load.bytes)}`
        : null,
      r.xapian
        ? `Xapian database ${mb(r.xapian.build.bytes)}${r.xapian.build.reused ? ' (reused)' : `, built in ${r.xapian.build.seconds.toFixed(0)} s`}`
        : null,
    ].filter(Boolean)
    push(`${facts.join('; ')}.`, '')
    push(
      '| query | hits | SQLite first | SQLite p50 | SQLite p95 | runs | PostgreSQL hits | PostgreSQL p50 | PostgreSQL p95 | runs | GIN index | headline on page only | Xapian hits | Xapian p50 | Xapian p95 | PostgreSQL / SQLite (p95) | Xapian / SQLite (p95) |',
      '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|:-:|:-:|---:|---:|---:|---:|---:|',
    )
    for (const q of r.queries) {
      const x = xapianOf(q)
      const unsupported =
        q.xapian && 'unsupported' in q.xapian ? `unsupported: ${q.xapian.unsupported}` : 'n/a'
      push(
        `| ${q.name} | ${count(q.hits)} | ${ms(q.first)} | ${ms(q.sqlite.p50)} | ${ms(q.sqlite.p95)} | ${q.runs} | ` +
          `${q.pg ? count(q.pg.hits) : 'n/a'} | ${ms(q.pg?.timing.p50)} | ${ms(q.pg?.timing.p95)} | ` +
          `${q.pg?.runs ?? 'n/a'} | ${yesNo(q.pg?.usesGinIndex)} | ${yesNo(q.pg?.headlineOnPageOnly)} | ` +
          `${x ? count(x.hits) : unsupported} | ${ms(x?.timing.p50)} | ${ms(x?.timing.p95)} | ` +
          `${times(q.pg?.timing.p95, q.sqlite.p95)} | ${times(x?.timing.p95, q.sqlite.p95)} |`,
      )
    }
    if (r.pg) {
      const withText = r.queries.filter(
        (q) => q.pg?.usesGinIndex !== null && q.pg?.usesGinIndex !== undefined,
      )
      const gin = withText.filter((q) => q.pg?.usesGinIndex).length
      const headline = withText.filter((q) => q.pg?.headlineOnPageOnly).length
      push(
        '',
        `PostgreSQL plans (EXPLAIN): plan uses index: ${gin === withText.length ? 'yes' : 'no'} ` +
          `(the GIN index on the tsvector in ${gin} of the ${withText.length} queries with text); ` +
          `headlines computed for the shown page only: ${headline === withText.length ? 'yes' : 'no'} ` +
          `(ts_headline above the page's LIMIT in ${headline} of ${withText.length}).`,
      )
    }
    const wins = (peer: (q: QueryRow) => number | undefined) => {
      const compared = r.queries.filter((q) => peer(q) !== undefined)
      return `${compared.filter((q) => q.sqlite.p95 < (peer(q) as number)).length} of ${compared.length}`
    }
    if (r.pg || r.xapian) {
      push(
        '',
        `SQLite faster at p95, per query: ${r.pg ? `than PostgreSQL in ${wins((q) => q.pg?.timing.p95)}` : ''}` +
          `${r.pg && r.xapian ? '; ' : ''}${r.xapian ? `than Xapian in ${wins((q) => xapianOf(q)?.timing.p95)}` : ''}.`,
      )
    }
    const c = r.server?.concurrency
    if (c) concurrencySection(c, push)
  }

  push('', '## Budgets (DESIGN §11)', '')
  push('| budget | measured | |', '|---|---:|---|')
  for (const row of budgets(bench)) push(`| ${row.budget} | ${row.measured} | ${row.verdict} |`)
  push('')
  return lines.join('\n')
}

function concurrencySection(c: ConcurrencyRun, push: (...l: string[]) => number) {
  push(
    '',
    `### Concurrency (production server, ${c.seconds} s per phase)`,
    '',
    `${c.cheapConnections} connections of cheap requests (GET /account/GetCsrf and a signed-in ` +
      `/search?q=umbrella, half the connections each), alone and then beside ` +
      `${c.expensiveConnections} connections sending the broadest query the limits allow ` +
      `(40 three-letter wildcards OR'd: \`${c.expensiveQuery.slice(0, 40)}…\`) to /search and /books. ` +
      `Every connection sends its next request when the last one is answered; a request still ` +
      `waiting when its phase ends counts with the time it had waited.`,
    '',
    '| cheap requests | answered/s | waiting at the end | p50 | p99 | GetCsrf p50 / p99 | search page p50 / p99 | failed |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
  )
  for (const [label, f] of [
    ['alone', c.alone],
    ['beside the expensive queries', c.loaded],
  ] as const) {
    const [csrf, page] = Object.values(f.byPath)
    push(
      `| ${label} | ${f.perSecond} | ${f.unanswered} | ${ms(f.p50)} | ${ms(f.p99)} | ${ms(csrf?.p50)} / ${ms(csrf?.p99)} | ` +
        `${ms(page?.p50)} / ${ms(page?.p99)} | ${f.failed} |`,
    )
  }
  const e = c.expensive
  push(
    '',
    `Expensive requests answered: ${e.requests}, ${e.unanswered} still waiting at the end ` +
      `(answers: ${e.tooBroad} "too broad", ${e.busy} "busy", ` +
      `${e.results} with results, ${e.failed} failed); p50 ${ms(e.p50)} ms, slowest ${ms(e.max)} ms.`,
  )
}

type BudgetRow = { budget: string; measured: string; verdict: string }

function budgets(bench: BenchResult): BudgetRow[] {
  const rows: BudgetRow[] = []
  const verdict = (value: number, limit: number) =>
    value < limit ? 'met' : `missed by ${ms(value - limit)} ms (${(value / limit).toFixed(1)}×)`
  const full = bench.results.find((r) => r.corpus.name === 'full corpus')
  if (full) {
    rows.push({
      budget: 'full corpus search-with-counts p95 < 50 ms',
      measured: `${ms(full.sqlite.p95)} ms`,
      verdict: verdict(full.sqlite.p95, 50),
    })
  }
  for (const g of bench.results.filter((r) => r.corpus.name !== 'full corpus')) {
    const budget = g.corpus.build.documents >= 1_000_000 ? 150 : null
    if (budget) {
      rows.push({
        budget: `${g.corpus.name} search-with-counts p95 < 150 ms (every query)`,
        measured: `${ms(g.sqlite.p95)} ms (slowest query p95 ${ms(Math.max(...g.queries.map((q) => q.sqlite.p95)))} ms)`,
        verdict: verdict(g.sqlite.p95, budget),
      })
    }
  }
  for (const r of bench.results) {
    rows.push({
      budget: `${r.corpus.name}: suggestions p95 < 10 ms`,
      measured: `${ms(r.suggest.p95)} ms`,
      verdict: verdict(r.suggest.p95, 10),
    })
  }
  for (const r of bench.results) {
    const c = r.server?.concurrency
    if (c) {
      // Every cheap request must stay fast, so the budget reads the slowest path's p99 (all
      // paths pooled would let the many quick token requests hide the searches).
      const worst = (f: typeof c.loaded) => Math.max(...Object.values(f.byPath).map((p) => p.p99))
      rows.push({
        budget: 'cheap requests p99 < 100 ms while the expensive queries run',
        measured:
          `${ms(worst(c.loaded))} ms for the slowest cheap request (all pooled ${ms(c.loaded.p99)} ms; ` +
          `alone ${ms(worst(c.alone))} ms)`,
        verdict: verdict(worst(c.loaded), 100),
      })
    }
  }
  for (const r of bench.results) {
    for (const [peer, p95] of [
      ['PostgreSQL', r.pg?.timing.p95],
      ['Xapian', r.xapian?.timing.p95],
    ] as const) {
      if (p95 === undefined) continue
      rows.push({
        budget: `${r.corpus.name}: ahead of ${peer} on p95`,
        measured: `${ms(r.sqlite.p95)} vs ${ms(p95)} ms`,
        verdict:
          r.sqlite.p95 < p95
            ? `met (${times(p95, r.sqlite.p95)})`
            : `missed (${times(p95, r.sqlite.p95)})`,
      })
    }
  }
  return rows
}
