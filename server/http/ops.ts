import type { Express, Request, Response } from 'express'
import type { Env } from '#server/env.ts'
import type { Logger } from '#server/ops/logger.ts'
import { parseIpAddress, parseIpRange } from '#server/users/ip-ranges.ts'
import type { Services } from '#server/services.ts'
import { factsOf } from './request-log.ts'

/**
 * The operator's endpoints, answered before any route module: no edition host, session or
 * anti-forgery token is needed, and no usage event is recorded.
 * - `/healthz`: the process answers (no I/O).
 * - `/readyz`: the content index answers a query, the user store answers and its migrations are
 *   current, SolrCloud answers when it is the engine, and the server is not stopping: 200, or
 *   503 naming what is not ready.
 * - `/metrics`: Prometheus text, to loopback and the addresses of `METRICS_ALLOW` only, judged
 *   by the connection's own address (a forwarded header never makes an address allowed).
 */
export function opsRoutes(
  app: Express,
  services: Pick<Services, 'readiness' | 'metrics'>,
  env: Pick<Env, 'METRICS_ALLOW'>,
  logger: Logger,
) {
  const allowed = metricsAllowed(env.METRICS_ALLOW)
  const plain = (req: Request, res: Response) => {
    factsOf(res).route = req.path
    res.set('Cache-Control', 'no-store')
  }
  app.get('/healthz', (req, res) => {
    plain(req, res)
    res.json({ status: 'ok' })
  })
  app.get('/readyz', async (req, res) => {
    plain(req, res)
    const { ready, checks } = await services.readiness({
      onFailure: (check, error) => logger.warn({ check, err: error }, `readiness: ${check} failed`),
    })
    res.status(ready ? 200 : 503).json({ status: ready ? 'ready' : 'not ready', checks })
  })
  app.get('/metrics', async (req, res) => {
    plain(req, res)
    if (!allowed(req.socket.remoteAddress)) {
      res.status(403).type('text/plain').send('Metrics are served to loopback and METRICS_ALLOW.')
      return
    }
    const { registry } = services.metrics
    res.type(registry.contentType).send(await registry.metrics())
  })
}

/** Loopback and the listed ranges, matched on the connection's address. */
export function metricsAllowed(list: string[]): (address: string | undefined) => boolean {
  const ranges = ['127.0.0.0/8', '::1', ...list].map((entry) => parseIpRange(entry))
  return (address) => {
    const bytes = address ? parseIpAddress(address.replace(/^::ffff:(?=\d+\.)/i, '')) : null
    if (bytes === null) return false
    return ranges.some(
      ({ start, end }) => Buffer.compare(start, bytes) <= 0 && Buffer.compare(bytes, end) <= 0,
    )
  }
}
