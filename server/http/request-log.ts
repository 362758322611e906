import { randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { NextFunction, Request, Response } from 'express'
import { pinoHttp } from 'pino-http'
import type { Logger } from '#server/ops/logger.ts'
import type { Metrics } from '#server/ops/metrics.ts'

/**
 * What the request's route learns about it, for its log line and its metrics: the matched route
 * pattern, the edition and the account (set by the root middleware, app/middleware/request-facts.server.ts).
 */
export type RequestFacts = { route?: string; edition?: string; account?: string }

/** The header that carries a request's id back, for a support request to quote. */
export const REQUEST_ID_HEADER = 'X-Request-Id'

/** The endpoints a load balancer or Prometheus calls every few seconds: logged at debug only. */
const PROBES = new Set(['/healthz', '/readyz', '/metrics'])

export function factsOf(res: ServerResponse): RequestFacts {
  const locals = (res as Response).locals as { facts?: RequestFacts }
  locals.facts ??= {}
  return locals.facts
}

function pathOf(url: string | undefined): string {
  return (url ?? '/').split('?')[0]!
}

/** The route label of a request no route module answered. */
function fallbackRoute(req: IncomingMessage, res: ServerResponse): string {
  const path = pathOf(req.url)
  if (PROBES.has(path)) return path
  return res.statusCode < 400 ? 'static' : 'unmatched'
}

/**
 * One JSON line per request, when it has been answered: its id (also sent back in
 * `X-Request-Id`), method, path without the query (the query is search text), route pattern,
 * status, duration, edition and account id (`anonymous` without one). No header, cookie, body
 * or query string is ever written. Its duration also goes to the metrics, by route pattern and
 * status class.
 */
export function requestLog(logger: Logger, metrics: Metrics) {
  const log = pinoHttp({
    logger,
    genReqId(_req, res) {
      const id = randomUUID()
      res.setHeader(REQUEST_ID_HEADER, id)
      return id
    },
    serializers: {
      req: (req: { id: string; method: string; url: string }) => ({
        id: req.id,
        method: req.method,
        path: pathOf(req.url),
      }),
      res: (res: { statusCode: number }) => ({ status: res.statusCode }),
    },
    customProps(req, res) {
      // pino-http asks at the start too, when nothing is known yet: the line is written at the end.
      if (!res.writableEnded) return {}
      const facts = factsOf(res)
      return {
        route: facts.route ?? fallbackRoute(req, res),
        edition: facts.edition,
        account: facts.account ?? 'anonymous',
      }
    },
    customLogLevel(req, res, error) {
      if (error || res.statusCode >= 500) return 'error'
      return PROBES.has(pathOf(req.url)) ? 'debug' : 'info'
    },
    customSuccessMessage: (req, res) => `${req.method} ${pathOf(req.url)} ${res.statusCode}`,
    customErrorMessage: (req, res) => `${req.method} ${pathOf(req.url)} ${res.statusCode}`,
  })
  return (req: Request, res: Response, next: NextFunction) => {
    const started = process.hrtime.bigint()
    res.once('finish', () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9
      metrics.httpDuration.observe(
        {
          method: req.method,
          route: factsOf(res).route ?? fallbackRoute(req, res),
          status: `${Math.floor(res.statusCode / 100)}xx`,
        },
        seconds,
      )
    })
    log(req, res, next)
  }
}
