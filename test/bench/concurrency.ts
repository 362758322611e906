// Cheap requests beside expensive ones, against the running production server (autocannon):
// 16 connections of cheap requests for a fixed time, first alone, then while 4 more connections
// send the most expensive searches the query limits allow, on /search and on /books. Latency is
// every response's own time as autocannon measured it; connections are closed loops (each sends
// its next request when the last one is answered).
import autocannon from 'autocannon'
import { BROADEST_QUERY } from './queries.ts'
import { percentile } from './stats.ts'

/** Cheap: the anti-forgery token, and a signed-in search for a rare word. */
const CHEAP_PATHS = ['/account/GetCsrf', '/search?q=umbrella']
const EXPENSIVE_PATHS = [
  `/search?q=${encodeURIComponent(BROADEST_QUERY)}`,
  `/books?q=${encodeURIComponent(BROADEST_QUERY)}`,
]

export type CheapFigures = {
  /** Answered within the phase. */
  requests: number
  /** Still waiting when the phase ended: each counts with the time it had waited. */
  unanswered: number
  perSecond: number
  p50: number
  p99: number
  /** Each cheap path apart. */
  byPath: Record<string, { p50: number; p99: number; requests: number; unanswered: number }>
  failed: number
}

export type ExpensiveFigures = {
  requests: number
  unanswered: number
  tooBroad: number
  busy: number
  results: number
  failed: number
  p50: number
  max: number
}

export type ConcurrencyRun = {
  seconds: number
  cheapConnections: number
  expensiveConnections: number
  alone: CheapFigures
  loaded: CheapFigures
  expensive: ExpensiveFigures
  expensiveQuery: string
}

type Load = {
  done: Promise<unknown>
  samples: Map<string, number[]>
  /** Requests sent but not answered when the phase ended, per path. */
  /** Requests still waiting when the phase ended, per path: how long each had waited. */
  unanswered: Map<string, number[]>
  failed: () => number
}

/**
 * `connections` spread evenly over `paths`, one autocannon instance per path (so each response
 * time belongs to a known path), all for `seconds`.
 */
function load(
  origin: string,
  cookie: string,
  paths: string[],
  connections: number,
  seconds: number,
  onBody?: (status: number, body: string) => void,
): Load {
  const samples = new Map<string, number[]>()
  const unanswered = new Map<string, number[]>()
  let failed = 0
  const started = performance.now()
  const instances = paths.map((path, i) => {
    const list: number[] = []
    samples.set(path, list)
    const count = Math.floor(connections / paths.length) + (i < connections % paths.length ? 1 : 0)
    // Each connection's last request sent and last answer: what is in flight at the end.
    const clients = new Map<NodeJS.EventEmitter, { sent: number; answered: number }>()
    let instance!: autocannon.Instance
    const done = new Promise<autocannon.Result>((resolve, reject) => {
      instance = autocannon(
        {
          url: `${origin}${path}`,
          connections: count,
          duration: seconds,
          timeout: 120,
          headers: { cookie },
          ...(onBody
            ? { requests: [{ onResponse: (status: number, body: string) => onBody(status, body) }] }
            : {}),
        },
        (error, result) => (error ? reject(error) : resolve(result)),
      )
    })
    instance.on(
      'response',
      (client: NodeJS.EventEmitter, status: number, _bytes: number, ms: number) => {
        if (status >= 400) failed++
        list.push(ms)
        let state = clients.get(client)
        if (!state) {
          const tracked = { sent: 0, answered: 0 }
          // The connection sends its next request right after this event.
          client.on('request', () => (tracked.sent = performance.now()))
          clients.set(client, tracked)
          state = tracked
        }
        state.answered = performance.now()
      },
    )
    instance.on('reqError', () => failed++)
    return done.then(() => {
      const end = performance.now()
      const waiting = [...clients.values()]
        .filter((c) => c.sent > c.answered)
        .map((c) => end - c.sent)
      // A connection never answered has waited since the start.
      for (let k = clients.size; k < count; k++) waiting.push(end - started)
      unanswered.set(path, waiting)
    })
  })
  return { done: Promise.all(instances), samples, unanswered, failed: () => failed }
}

function cheapFigures(run: Load, seconds: number): CheapFigures {
  const byPath = [...run.samples].map(([path, s]) => {
    // A request still waiting at the end counts with the time it had waited (at least that).
    const waiting = run.unanswered.get(path) ?? []
    return { path, answered: s.length, unanswered: waiting.length, all: [...s, ...waiting] }
  })
  const all = byPath.flatMap((p) => p.all)
  const answered = byPath.reduce((n, p) => n + p.answered, 0)
  return {
    requests: answered,
    unanswered: byPath.reduce((n, p) => n + p.unanswered, 0),
    perSecond: Math.round(answered / seconds),
    p50: percentile(all, 50),
    p99: percentile(all, 99),
    byPath: Object.fromEntries(
      byPath.map((p) => [
        p.path,
        {
          p50: percentile(p.all, 50),
          p99: percentile(p.all, 99),
          requests: p.answered,
          unanswered: p.unanswered,
        },
      ]),
    ),
    failed: run.failed(),
  }
}

export async function concurrencyRun(
  origin: string,
  cookie: string,
  options: { seconds: number; cheapConnections?: number; expensiveConnections?: number },
): Promise<ConcurrencyRun> {
  const { seconds, cheapConnections = 16, expensiveConnections = 4 } = options
  // A short warm-up: first renders compile and cache what every later request reuses.
  await load(origin, cookie, CHEAP_PATHS, 2, 2).done

  const alone = load(origin, cookie, CHEAP_PATHS, cheapConnections, seconds)
  await alone.done

  const counts = { tooBroad: 0, busy: 0, results: 0 }
  const expensive = load(
    origin,
    cookie,
    EXPENSIVE_PATHS,
    expensiveConnections,
    seconds,
    (status, body) => {
      if (body.includes('too broad to finish in time')) counts.tooBroad++
      else if (/search is busy/i.test(body)) counts.busy++
      else if (status === 200) counts.results++
    },
  )
  const loaded = load(origin, cookie, CHEAP_PATHS, cheapConnections, seconds)
  await Promise.all([expensive.done, loaded.done])
  const expensiveSamples = [...expensive.samples.values()].flat()
  return {
    seconds,
    cheapConnections,
    expensiveConnections,
    alone: cheapFigures(alone, seconds),
    loaded: cheapFigures(loaded, seconds),
    expensive: {
      requests: expensiveSamples.length,
      unanswered: [...expensive.unanswered.values()].flat().length,
      ...counts,
      failed: expensive.failed(),
      p50: percentile(expensiveSamples, 50),
      max: Math.max(0, ...expensiveSamples),
    },
    expensiveQuery: BROADEST_QUERY,
  }
}
