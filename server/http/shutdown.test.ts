import { connect, type AddressInfo } from 'node:net'
import express from 'express'
import { sql } from 'kysely'
import { expect, test } from 'vitest'
import { parseEnv } from '#server/env.ts'
import { createLogger } from '#server/ops/logger.ts'
import { createTestServices } from '#test/helpers/test-services.ts'
import { opsRoutes } from './ops.ts'
import { stopGracefully } from './shutdown.ts'

// Stopping on SIGTERM (server/http/main.ts): readiness first, then no new connection, the
// requests in flight finished (up to a limit), then the threads and the store closed.

async function start(slowMs: number) {
  const services = await createTestServices()
  const env = parseEnv({ NODE_ENV: 'test' })
  const logger = createLogger(env)
  const app = express()
  opsRoutes(app, services, env, logger)
  let release: () => void = () => {}
  const started = new Promise<void>((resolve) => (release = resolve))
  app.get('/slow', (_req, res) => {
    release()
    setTimeout(() => res.type('text/plain').send('finished'), slowMs)
  })
  const server = app.listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return { services, server, logger, origin, started }
}

test('readiness turns 503, the listener closes, the request in flight finishes, then the store closes', async () => {
  const { services, server, logger, origin, started } = await start(400)
  try {
    const inFlight = fetch(`${origin}/slow`)
    await started
    let closedServices = false
    const close = services.close
    const stopped = stopGracefully({
      server,
      services: {
        beginStopping: services.beginStopping,
        close: async () => {
          await close()
          closedServices = true
        },
      },
      logger,
    })
    expect((await services.readiness()).checks.server).toBe('stopping')
    // A new connection is refused.
    const port = Number(new URL(origin).port)
    await expect(
      new Promise((resolve, reject) =>
        connect({ port, host: '127.0.0.1' }).once('connect', resolve).once('error', reject),
      ),
    ).rejects.toMatchObject({ code: 'ECONNREFUSED' })
    expect(closedServices).toBe(false)
    const response = await inFlight
    expect(response.status).toBe(200)
    expect(await response.text()).toBe('finished')
    await stopped
    expect(closedServices).toBe(true)
    await expect(sql`select 1`.execute(services.db)).rejects.toThrow()
    await expect(services.search.suggest('arbitration', { edition: 'KA' })).rejects.toThrow(
      /closed/,
    )
  } finally {
    await services.cleanup()
  }
})

test('a request still running past the grace period is cut, and the server stops anyway', async () => {
  const { services, server, logger, origin, started } = await start(60_000)
  try {
    const inFlight = fetch(`${origin}/slow`).then(
      () => 'answered',
      () => 'cut',
    )
    await started
    const begun = Date.now()
    await stopGracefully({ server, services, logger, graceMs: 300 })
    expect(Date.now() - begun).toBeLessThan(5_000)
    expect(await inFlight).toBe('cut')
  } finally {
    await services.cleanup()
  }
})
