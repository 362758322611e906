import { request } from 'node:http'
import { Writable } from 'node:stream'
import { afterAll, beforeAll, expect, test, vi } from 'vitest'
import { createLogger } from '#server/ops/logger.ts'
import { startHttpApp } from '#test/helpers/http-app.ts'

// The server's request log on the whole portal (HTTP adapter, root middleware, route modules):
// one JSON line per request, with the id the answer carries in X-Request-Id.

const lines: Record<string, unknown>[] = []
const rawLines: string[] = []
let portal: Awaited<ReturnType<typeof startHttpApp>>

beforeAll(async () => {
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) {
        rawLines.push(line)
        lines.push(JSON.parse(line) as Record<string, unknown>)
      }
      done()
    },
  })
  const logger = createLogger({ NODE_ENV: 'test', LOG_LEVEL: 'info' }, { destination })
  portal = await startHttpApp(() => ({}), { logger })
  // The first requests compile the pages' modules: not part of any test's time.
  await fetch(`${portal.origin}/search?q=warm`, { headers: { Host: 'ka.localhost' } })
}, 180_000)
afterAll(() => portal?.close())

/**
 * A GET to the portal on an edition's host (fetch sends its own Host header), not following
 * redirects: the status, the request id the answer carries and the body.
 */
function get(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; id: string | null; body: string }>((resolve, reject) => {
    const req = request(`${portal.origin}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          id: (res.headers['x-request-id'] as string | undefined) ?? null,
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      )
    })
    req.on('error', reject)
    req.end()
  })
}

/** The log line of the request whose answer carried `id` (written once the answer is sent). */
async function lineOf(id: string | null) {
  expect(id).toMatch(/^[0-9a-f-]{36}$/)
  // Each field once (a repeated key would leave a reader to guess which one counts).
  for (const raw of rawLines) expect(raw.match(/"route":/g)?.length ?? 0).toBeLessThanOrEqual(1)
  await vi.waitFor(() => expect(lines.some((l) => (l.req as { id: string }).id === id)).toBe(true))
  return lines.find((l) => (l.req as { id: string }).id === id)!
}

test('a page request is one JSON line: id, method, path, route pattern, status, time, edition, viewer', async () => {
  const response = await get('/search?q=confidential+merger+terms', {
    Host: 'kipl.localhost',
    Cookie: 'sid=not-a-session',
  })
  // An anonymous viewer is sent to sign in.
  expect(response.status).toBe(302)
  const line = await lineOf(response.id)
  expect(line).toMatchObject({
    level: 30,
    req: { method: 'GET', path: '/search' },
    res: { status: 302 },
    route: '/search',
    edition: 'KIPL',
    account: 'anonymous',
  })
  expect(line.responseTime).toEqual(expect.any(Number))
  expect(line.time).toEqual(expect.any(String))
  // Never the query text, a cookie or any header.
  const text = JSON.stringify(line)
  for (const secret of ['confidential', 'merger', 'not-a-session', 'Cookie', 'headers'])
    expect(text).not.toContain(secret)
})

test('a signed-in request names the account by id, never by e-mail or session', async () => {
  const { users, sessions } = portal.services
  const account = await users.createAccount({ email: 'logged@example.org', password: 'secret-pw' })
  const { token } = await sessions.createSession({ accountId: account.id })
  const response = await get('/account/login', { Host: 'kcl.localhost', Cookie: `sid=${token}` })
  const line = await lineOf(response.id)
  expect(line).toMatchObject({ account: account.id, edition: 'KCL' })
  expect(JSON.stringify(line)).not.toMatch(new RegExp(`logged@example|${token}|secret-pw`))
})

test('each request gets its own id; the operator endpoints log at debug only', async () => {
  const [a, b] = await Promise.all([
    get('/healthz', { Host: 'anything.example' }),
    get('/nowhere/at-all', { Host: 'ka.localhost' }),
  ])
  expect(a.id).not.toBe(b.id)
  // The route pattern, not the path (which could be anything a client sends).
  expect(await lineOf(b.id)).toMatchObject({ res: { status: 404 }, route: '/*' })
  expect(lines.some((l) => (l.req as { id: string }).id === a.id)).toBe(false)
})

test('the error page shows the failing request id, and /error500 the one it is given', async () => {
  const given = '2f9c1e4a-0b7d-4c55-9a51-7d3e8f0a1b2c'
  const page = await get(`/error500?ref=${given}`, { Host: 'ka.localhost' })
  expect(page.body).toContain(`quote this reference: <code data-request-id="${given}">`)

  const { sessions, users } = portal.services
  const account = await users.createAccount({ email: 'broken@example.org', password: 'x' })
  const { token } = await sessions.createSession({ accountId: account.id })
  // The store gone: the session cannot be read, and the page fails with a 500 (which the
  // server reports on the console).
  const reported = vi.spyOn(console, 'error').mockImplementation(() => {})
  await portal.services.db.destroy()
  const failed = await get('/account/login', { Host: 'ka.localhost', Cookie: `sid=${token}` })
  expect(failed.status).toBe(500)
  expect(failed.body).toContain(`data-request-id="${failed.id}"`)
  expect(await lineOf(failed.id)).toMatchObject({ level: 50, res: { status: 500 } })
  reported.mockClear()
})
