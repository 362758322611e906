import {
  collectDefaultMetrics,
  Counter,
  Gauge,
  Histogram,
  Registry,
  type CounterConfiguration,
} from 'prom-client'
import { kindOf } from '#server/errors.ts'
import type { Mailer } from '#server/mail/mailer.ts'
import type { SearchEngine } from '#server/search/engine.ts'

/**
 * The server's figures in the Prometheus text format (served at /metrics to loopback and to
 * `METRICS_ALLOW`). One registry per set of services, so tests that build several never collide;
 * the process's own figures (event-loop lag, memory, handles) come with prom-client's defaults.
 */
export type Metrics = ReturnType<typeof createMetrics>

export function createMetrics() {
  const registry = new Registry()
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 })
  const counter = <L extends string>(config: CounterConfiguration<L>) =>
    new Counter<L>({ ...config, registers: [registry] })
  let queueDepth: () => number = () => 0
  new Gauge({
    name: 'portal_search_queue_depth',
    help: 'Searches waiting for a search thread',
    registers: [registry],
    collect() {
      this.set(queueDepth())
    },
  })
  return {
    registry,
    httpDuration: new Histogram<'method' | 'route' | 'status'>({
      name: 'portal_http_request_duration_seconds',
      help: 'Time to answer a request, by route pattern and status class (2xx, 3xx, 4xx, 5xx)',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    searchDuration: new Histogram<'engine' | 'kind' | 'outcome'>({
      name: 'portal_search_duration_seconds',
      help: 'Time a search call took, by engine and kind of call (search, filters, suggest, …)',
      labelNames: ['engine', 'kind', 'outcome'],
      buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 3, 10],
      registers: [registry],
    }),
    searchTimeouts: counter({
      name: 'portal_search_timeouts_total',
      help: 'Searches stopped as too broad (past SEARCH_TIMEOUT_MS or the bounds) or refused as busy',
      labelNames: ['engine', 'reason'],
    }),
    pageCache: counter({
      name: 'portal_page_cache_total',
      help: 'Shareable pages served from the page cache (hit) or rendered (miss)',
      labelNames: ['result'],
    }),
    signInLimited: counter({
      name: 'portal_sign_in_limited_total',
      help: 'Sign-in attempts refused by a sign-in limit',
    }),
    mails: counter({
      name: 'portal_mails_total',
      help: 'Mails sent or failed',
      labelNames: ['outcome'],
    }),
    alertDigests: counter({
      name: 'portal_alert_digests_total',
      help: 'Alert digest runs, and the digests they sent',
      labelNames: ['what'],
    }),
    assistantStreamsCut: counter({
      name: 'portal_assistant_streams_cut_total',
      help: 'Assistant answers whose stream the client cut off before the end',
    }),
    /** Where the search queue's depth is read (the content index's thread pool). */
    watchSearchQueue(read: () => number) {
      queueDepth = read
    },
  }
}

/** The search engine's calls, timed by kind; too-broad and busy refusals counted apart. */
export function instrumentSearch(
  engine: SearchEngine,
  metrics: Metrics,
  engineName: string,
): SearchEngine {
  const timed =
    <A extends unknown[], R>(kind: string, call: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      const end = metrics.searchDuration.startTimer({ engine: engineName, kind })
      try {
        const result = await call(...args)
        end({ outcome: 'ok' })
        return result
      } catch (error) {
        const errorKind = kindOf(error)
        if (errorKind === 'too-broad' || errorKind === 'busy')
          metrics.searchTimeouts.inc({ engine: engineName, reason: errorKind })
        end({ outcome: errorKind ?? 'error' })
        throw error
      }
    }
  return {
    search: timed('search', engine.search.bind(engine)),
    filters: timed('filters', engine.filters.bind(engine)),
    searchWithFilters: timed('searchWithFilters', engine.searchWithFilters.bind(engine)),
    yearCounts: timed('yearCounts', engine.yearCounts.bind(engine)),
    suggest: timed('suggest', engine.suggest.bind(engine)),
    searchWithinPublication: timed(
      'searchWithinPublication',
      engine.searchWithinPublication.bind(engine),
    ),
  }
}

/** The mailer, its sends counted as sent or failed. */
export function countMails(mailer: Mailer, metrics: Metrics): Mailer {
  return {
    async send(message) {
      try {
        const sent = await mailer.send(message)
        metrics.mails.inc({ outcome: 'sent' })
        return sent
      } catch (error) {
        metrics.mails.inc({ outcome: 'failed' })
        throw error
      }
    },
    close: () => mailer.close(),
  }
}
