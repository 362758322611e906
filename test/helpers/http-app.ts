import { mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createServer as createViteServer } from 'vite'
import { ensureContentIndex } from '#server/content/ingest/ingest.ts'
import { parseEnv } from '#server/env.ts'
import type { Logger } from '#server/ops/logger.ts'
import type { Services } from '#server/services.ts'
import { TEST_CONTENT_INDEX } from './test-services.ts'

/**
 * The whole portal over real HTTP on a loopback port, as `npm run dev` serves it (the HTTP
 * adapter, the root middleware and the route modules through Vite), on a fresh app store
 * without demo accounts and the starter-corpus index. `env` gets the server's own origin, for
 * settings that name it (a provider's redirect address). Requests to `origin` (an address, not a
 * host name) get the default edition. `logger` replaces the server's log (to read its lines).
 */
export async function startHttpApp(
  env: (origin: string) => Promise<Record<string, string>> | Record<string, string> = () => ({}),
  options: { logger?: Logger } = {},
): Promise<{ origin: string; services: Services; close(): Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'portal-http-'))
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const parsed = parseEnv({
    NODE_ENV: 'test',
    DATABASE_URL: join(dir, 'app.sqlite'),
    CONTENT_INDEX: TEST_CONTENT_INDEX,
    SESSION_SECRET: 'test-secret-test-secret-test-secret-0123',
    MAIL_OUTBOX: join(dir, 'outbox'),
    SEED_DEMO_ACCOUNTS: 'false',
    ...(await env(origin)),
  })
  await ensureContentIndex({ indexPath: parsed.CONTENT_INDEX, starterDir: parsed.STARTER_CORPUS })
  const vite = await createViteServer({
    appType: 'custom',
    logLevel: 'warn',
    cacheDir: join(dir, 'vite'),
    server: { middlewareMode: true, watch: null, hmr: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  })
  const { createApp } = (await vite.ssrLoadModule(
    './server/http/app.ts',
  )) as typeof import('#server/http/app.ts')
  const { app, services } = await createApp(parsed, vite, options)
  server.on('request', app)
  return {
    origin,
    services,
    async close() {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await services.close()
      await vite.close()
      await rm(dir, { recursive: true, force: true })
    },
  }
}
