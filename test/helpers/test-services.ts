import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ensureContentIndex } from '#server/content/ingest/ingest.ts'
import { parseEnv } from '#server/env.ts'
import { createServices, type Services } from '#server/services.ts'

/** The content index every route test shares: built once from the starter corpus. */
export const TEST_CONTENT_INDEX = 'var/test/content.sqlite'

/**
 * The real services on the embedded defaults: a fresh temporary SQLite app store (with the demo
 * accounts) and the starter-corpus content index. Nothing is faked: only outbound HTTP ever is.
 */
export async function createTestServices(
  overrides: Record<string, string> = {},
): Promise<Services & { cleanup(): Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'portal-test-'))
  const env = parseEnv({
    NODE_ENV: 'test',
    DATABASE_URL: join(dir, 'app.sqlite'),
    CONTENT_INDEX: TEST_CONTENT_INDEX,
    SESSION_SECRET: 'test-secret-test-secret-test-secret-0123',
    MAIL_OUTBOX: join(dir, 'outbox'),
    ...overrides,
  })
  await ensureContentIndex({ indexPath: env.CONTENT_INDEX, starterDir: env.STARTER_CORPUS })
  // A low scrypt cost: seeding the demo accounts takes milliseconds instead of seconds.
  const services = await createServices(env, { passwordParams: { N: 2 ** 10, r: 8, p: 1 } })
  return {
    ...services,
    async cleanup() {
      await services.close()
      await rm(dir, { recursive: true, force: true })
    },
  }
}
