import { request as httpRequest } from 'node:http'
import type { AddressInfo } from 'node:net'
import { networkInterfaces } from 'node:os'
import express from 'express'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { parseEnv } from '#server/env.ts'
import { createLogger } from '#server/ops/logger.ts'
import type { Services } from '#server/services.ts'
import { testDatabases, type TempDb } from '#test/helpers/temp-db.ts'
import { createTestServices } from '#test/helpers/test-services.ts'
import { guardApp } from './app.ts'
import { metricsAllowed, opsRoutes } from './ops.ts'
import { requestLog } from './request-log.ts'

// /healthz, /readyz and /metrics on a real socket, in front of what stands for the route modules:
// a catch-all that refuses every request as an unknown edition host would be in production.

type Served = { origin: string; services: Services; close(): Promise<void> }

async function serve(
  services: Services & { cleanup(): Promise<void> },
  settings: Record<string, string> = {},
  listenOn = '127.0.0.1',
): Promise<Served> {
  const env = parseEnv({ NODE_ENV: 'test', ...settings })
  const logger = createLogger(env)
  const app = express()
  app.use(requestLog(logger, services.metrics))
  guardApp(app, env, false)
  opsRoutes(app, services, env, logger)
  app.use((_req, res) => void res.status(404).type('text/plain').send('Unknown host'))
  const server = app.listen(0, listenOn)
  await new Promise((resolve) => server.once('listening', resolve))
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    services,
    async close() {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
      await services.cleanup()
    },
  }
}

describe.each(testDatabases())('operator endpoints ($name)', (database) => {
  let store: TempDb
  let served: Served
  beforeAll(async () => {
    store = await database.create({ migrate: false })
    served = await serve(await createTestServices({ DATABASE_URL: store.url }))
  })
  afterAll(async () => {
    await served?.close()
    await store?.cleanup()
  })

  test('/healthz answers on any host, without a session, and says nothing more', async () => {
    const response = await fetch(`${served.origin}/healthz`, {
      headers: { Host: 'not-an-edition.example' },
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ status: 'ok' })
    expect(response.headers.get('Set-Cookie')).toBeNull()
    expect(response.headers.get('Cache-Control')).toBe('no-store')
  })

  test('/readyz is 200 once the index answers a query and the store is migrated', async () => {
    // The search threads start with the first query: on a loaded machine that one may take
    // longer than the probe's budget, which is the probe's point (not ready until it answers).
    await served.services.search.suggest('arbitration', { edition: 'KA' })
    const response = await fetch(`${served.origin}/readyz`, {
      headers: { Host: 'not-an-edition.example' },
    })
    expect(await response.json()).toEqual({
      status: 'ready',
      checks: { contentIndex: 'ok', userStore: 'ok' },
    })
    expect(response.status).toBe(200)
  })

  test('/metrics serves the Prometheus text to loopback', async () => {
    await fetch(`${served.origin}/healthz`)
    await served.services.search.suggest('arbitration', { edition: 'KA' })
    const response = await fetch(`${served.origin}/metrics`)
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toMatch(/^text\/plain; version=0\.0\.4/)
    const text = await response.text()
    for (const line of [
      /^portal_http_request_duration_seconds_count\{method="GET",route="\/healthz",status="2xx"\} [1-9]/m,
      /^portal_search_duration_seconds_count\{engine="fts5",kind="suggest",outcome="ok"\} [1-9]/m,
      /^portal_search_queue_depth 0$/m,
      /^# TYPE portal_search_timeouts_total counter$/m,
      /^# TYPE portal_page_cache_total counter$/m,
      /^# TYPE portal_sign_in_limited_total counter$/m,
      /^# TYPE portal_mails_total counter$/m,
      /^# TYPE portal_alert_digests_total counter$/m,
      /^# TYPE portal_assistant_streams_cut_total counter$/m,
      /^nodejs_eventloop_lag_seconds /m,
      /^process_resident_memory_bytes /m,
    ])
      expect(text).toMatch(line)
  })

  test('mails sent and failed, and alert digest runs, are counted', async () => {
    const { mailer, alertJob, metrics } = served.services
    await mailer.send({
      to: 'someone@example.org',
      subject: 'Hello',
      text: 'Hello',
      html: '<p>Hello</p>',
    })
    await alertJob.run()
    const text = await metrics.registry.metrics()
    expect(text).toMatch(/^portal_mails_total\{outcome="sent"\} 1$/m)
    expect(text).toMatch(/^portal_alert_digests_total\{what="run"\} 1$/m)
  })

  test('/readyz turns 503 naming the user store when it stops answering, then "stopping"', async () => {
    served.services.beginStopping()
    const stopping = await fetch(`${served.origin}/readyz`)
    expect(stopping.status).toBe(503)
    expect(await stopping.json()).toMatchObject({ checks: { server: 'stopping' } })
    await served.services.db.destroy()
    const response = await fetch(`${served.origin}/readyz`)
    expect(response.status).toBe(503)
    const body = (await response.json()) as { status: string; checks: Record<string, string> }
    expect(body.status).toBe('not ready')
    expect(body.checks).toMatchObject({ contentIndex: 'ok', userStore: 'not answering' })
    // What failed goes to the log, not to whoever asked.
    expect(JSON.stringify(body)).not.toMatch(/destroyed|sqlite|postgres/i)
  })
})

describe('who may read /metrics', () => {
  test('loopback and METRICS_ALLOW, by the address itself', () => {
    const allowed = metricsAllowed(
      parseEnv({ METRICS_ALLOW: '10.2.0.0/16, 192.0.2.7' }).METRICS_ALLOW,
    )
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1', '10.2.9.9', '192.0.2.7'])
      expect(allowed(address), address).toBe(true)
    for (const address of ['10.3.0.1', '192.0.2.8', '203.0.113.9', '::ffff:203.0.113.9', undefined])
      expect(allowed(address), String(address)).toBe(false)
    expect(metricsAllowed([])('10.2.9.9')).toBe(false)
  })

  test('METRICS_ALLOW refuses what is not an address or subnet, naming it', () => {
    expect(() => parseEnv({ METRICS_ALLOW: '10.0.0.0/8, everyone' })).toThrow(
      /METRICS_ALLOW .*'everyone'/,
    )
  })

  // A connection from an address of this machine that is not loopback, if it has one.
  const outside = Object.values(networkInterfaces())
    .flat()
    .find((a) => a && a.family === 'IPv4' && !a.internal)?.address

  test.skipIf(!outside)(
    'a forwarded header from a trusted proxy does not make an address allowed',
    async () => {
      const served = await serve(
        await createTestServices(),
        { TRUST_PROXY: `${outside}` },
        '0.0.0.0',
      )
      try {
        const port = Number(new URL(served.origin).port)
        const status = await new Promise<number>((resolve, reject) => {
          const req = httpRequest(
            {
              host: outside,
              port,
              path: '/metrics',
              localAddress: outside,
              headers: { 'X-Forwarded-For': '127.0.0.1' },
            },
            (res) => {
              res.resume()
              resolve(res.statusCode ?? 0)
            },
          )
          req.on('error', reject)
          req.end()
        })
        expect(status).toBe(403)
      } finally {
        await served.close()
      }
    },
  )
})
