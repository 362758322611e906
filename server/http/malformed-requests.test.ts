import { readdir, readFile } from 'node:fs/promises'
import { connect } from 'node:net'
import { join } from 'node:path'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { csrfToken } from '#app/middleware/csrf.server.ts'
import { decodeMail, resetPasswordLink } from '#test/helpers/mail.ts'
import { startHttpApp } from '#test/helpers/http-app.ts'

// The whole portal (HTTP adapter, middleware, routes) on a loopback port, sent requests byte for
// byte over a raw socket: what an outside probe sends, and what a client's library never would
// (HTTP/1.0 without a Host, ports no URL takes). No answer may be a 5xx.

let portal: Awaited<ReturnType<typeof startHttpApp>>
let port: number
/** The one proxy the portal lists (a loopback address of its own); clients send from 127.0.0.1. */
const PROXY = '127.0.0.3'

beforeAll(async () => {
  // The server's own port is the configured one, as on a real start: mails link to it.
  portal = await startHttpApp((origin) => ({ PORT: new URL(origin).port, TRUST_PROXY: PROXY }))
  port = Number(new URL(portal.origin).port)
  // The first requests compile the pages' modules: not part of any test's time.
  for (const path of ['/account/login', '/', '/account/resetpassword?token=x'])
    await fetch(`${portal.origin}${path}`, { headers: { Host: 'ka.localhost' } })
}, 180_000)
afterAll(() => portal?.close())

type Answer = { status: number; head: string; body: string }

/**
 * Sends `request` as it is (request line, headers, blank line, body) from the address `from`,
 * and reads the answer.
 */
async function send(request: string, from = '127.0.0.1'): Promise<Answer> {
  const socket = connect({ port, host: '127.0.0.1', localAddress: from })
  socket.setTimeout(30_000, () =>
    socket.destroy(new Error(`no answer to ${JSON.stringify(request)}`)),
  )
  // Not `end`: a client that half-closes is taken as gone, and its request dropped unanswered.
  // Each request asks the server to close the connection once it has answered.
  socket.write(request, 'latin1')
  const chunks: Buffer[] = []
  for await (const chunk of socket) chunks.push(chunk as Buffer)
  const text = Buffer.concat(chunks).toString('latin1')
  const [head = '', ...rest] = text.split('\r\n\r\n')
  const body = rest.join('\r\n\r\n')
  return {
    status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1]),
    head,
    body: /^Transfer-Encoding: chunked/im.test(head) ? unchunk(body) : body,
  }
}

/** A chunked body's content (RFC 9112 §7.1): each chunk is its size in hex, CRLF, the bytes, CRLF. */
function unchunk(body: string): string {
  let content = ''
  let at = 0
  for (;;) {
    const eol = body.indexOf('\r\n', at)
    const size = Number.parseInt(body.slice(at, eol), 16)
    if (!(size > 0)) return content
    content += body.slice(eol + 2, eol + 2 + size)
    at = eol + 2 + size + 2
  }
}

/** A request from a request line, header lines and a body (its Content-Length added). */
function request(line: string, headers: string[], body = ''): string {
  const length = body ? [`Content-Length: ${Buffer.byteLength(body, 'latin1')}`] : []
  return [line, ...headers, ...length, 'Connection: close', '', body].join('\r\n')
}

const headerOf = (answer: Answer, name: string) =>
  new RegExp(`^${name}: (.*)$`, 'im').exec(answer.head)?.[1]?.trim()

describe('malformed requests', () => {
  test('the probe’s requests are 400s, answered before any route', async () => {
    for (const sent of [
      request('GET /account/login HTTP/1.1', ['Host: ka.localhost:70000']),
      request('GET /account/login HTTP/1.1', ['Host: ka.localhost:65536']),
      request('GET /account/login HTTP/1.1', ['Host: ka.localhost:99999']),
      request('GET /account/login HTTP/1.1', ['Host: ka.localhost', 'X-Forwarded-Host: a:-1']),
      request('GET /account/login HTTP/1.1', ['Host: ka.localhost', 'X-Forwarded-Host: a:65536']),
      request('GET /account/login HTTP/1.1', [
        'Host: ka.localhost',
        'X-Forwarded-Host: a:999999999999999',
      ]),
      request('GET / HTTP/1.0', []),
      request(
        'POST /account/login HTTP/1.0',
        ['Content-Type: application/x-www-form-urlencoded'],
        'a=b',
      ),
      request('GET / HTTP/1.1', ['Host: 1.2.3.4.5']),
    ]) {
      const answer = await send(sent)
      expect(answer.status, JSON.stringify(sent)).toBe(400)
      expect(headerOf(answer, 'Content-Type'), JSON.stringify(sent)).toMatch(/^text\/plain/)
    }
    // The well-formed requests beside them are served.
    const login = (version: string, host: string) =>
      send(request(`GET /account/login ${version}`, [`Host: ${host}`]))
    expect((await login('HTTP/1.0', 'ka.localhost')).status).toBe(200)
    expect((await login('HTTP/1.1', 'ka.localhost:65535')).status).toBe(200)
  })

  test('a forwarded host is believed from no one but a listed proxy: the page’s address keeps its own port', async () => {
    // The OpenAPI document names the server it was asked on.
    const serverOf = async (from: string) => {
      const answer = await send(
        request('GET /apiv2/openapi.json HTTP/1.1', [
          'Host: ka.localhost',
          'X-Forwarded-Host: arbitration.research.example:6666',
        ]),
        from,
      )
      expect(answer.status).toBe(200)
      return (JSON.parse(answer.body) as { servers: { url: string }[] }).servers.map((s) => s.url)
    }
    expect(await serverOf('127.0.0.1')).toEqual(['http://ka.localhost'])
    expect(await serverOf(PROXY)).toEqual(['http://arbitration.research.example:6666'])
  })

  // Requests made of what probes send: methods, targets, versions, Host, forwarding and length
  // headers, well-formed and not, in any mix, from a client or from the listed proxy (whose
  // forwarding headers are believed). Each gets an answer, and none is a 5xx.
  const RUNS = 500

  /** Mostly the well-formed values (so that many requests reach the routes), else the others. */
  const mostly = <T>(good: fc.Arbitrary<T>, bad: fc.Arbitrary<T>) =>
    fc.oneof({ arbitrary: good, weight: 3 }, { arbitrary: bad, weight: 1 })
  const hostName = mostly(
    fc.constantFrom('ka.localhost', 'kcl.localhost', 'localhost', '127.0.0.1', '[::1]'),
    fc.constantFrom(
      '1.2.3.4.5',
      'a..b',
      'xn--',
      '',
      'ka.localhost.',
      '[:::]',
      'evil.example',
      '999.1.1.1',
      'a b',
      'a@b',
    ),
  )
  const portPart = mostly(
    fc.constantFrom('', '', ':80', ':3000', ':65535'),
    fc.oneof(
      fc.constantFrom(':', ':0', ':-1', ':65536', ':70000', ':99999', ':1e3'),
      fc.integer({ min: 0, max: 2 ** 40 }).map((n) => `:${n}`),
    ),
  )
  const host = fc.tuple(hostName, portPart).map(([h, p]) => h + p)
  const header = (name: string, good: fc.Arbitrary<string>) =>
    fc.option(
      mostly(good, fc.oneof(fc.string({ maxLength: 20 }), fc.constant('a, b:1'))).map(
        (v) => `${name}: ${v}`,
      ),
      { nil: undefined, freq: 2 },
    )
  const target = fc.oneof(
    fc.constantFrom(
      '/',
      '/account/login',
      '/account/forgotpassword',
      '/search?q=award',
      '/nope',
      '//evil.example/x',
      '/%',
      '/%zz',
      '/?a=%',
      '/..%2f..%2f',
      '*',
      'http://ka.localhost:99999/',
      'http://ka.localhost/account/login',
      'https://[::1]:65536/',
      'ftp://x/',
      '/apiv2/openapi.json',
    ),
    fc.string({ maxLength: 12 }).map((s) => `/${encodeURIComponent(s)}`),
  )
  const requests = fc
    .record({
      from: fc.constantFrom('127.0.0.1', PROXY),
      method: fc.constantFrom('GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH', 'FOO'),
      target,
      version: mostly(
        fc.constantFrom(' HTTP/1.1', ' HTTP/1.0'),
        fc.constantFrom('', ' HTTP/2.0', ' HTTP/0.9', ' HTTP/1.2'),
      ),
      host: fc.option(host, { nil: undefined }),
      forwardedHost: header('X-Forwarded-Host', host),
      forwardedProto: header('X-Forwarded-Proto', fc.constantFrom('http', 'https', 'https, http')),
      forwardedFor: header('X-Forwarded-For', fc.constantFrom('203.0.113.9', '127.0.0.2, ::1')),
      body: fc.constantFrom('', 'a=b', 'email=x%40y.z', '{"a":1}'),
    })
    .map((r) => ({
      from: r.from,
      text: request(
        `${r.method} ${r.target}${r.version}`,
        [
          ...(r.host === undefined ? [] : [`Host: ${r.host}`]),
          ...[r.forwardedHost, r.forwardedProto, r.forwardedFor].filter(
            (h): h is string => h !== undefined,
          ),
        ],
        r.body,
      ),
    }))

  test(
    `${RUNS} malformed request lines and headers: never a 5xx`,
    { timeout: 300_000 },
    async () => {
      const statuses: number[] = []
      await fc.assert(
        fc.asyncProperty(requests, async ({ from, text }) => {
          const answer = await send(text, from)
          expect(answer.status, `${JSON.stringify(text)} from ${from}`).toBeLessThan(500)
          statuses.push(answer.status)
        }),
        { numRuns: RUNS },
      )
      // Every request was answered, and many went past the checks to the routes.
      expect(statuses).toHaveLength(RUNS)
      expect(statuses.filter((s) => s !== 400).length).toBeGreaterThan(RUNS / 10)
    },
  )
})

describe('links in mail', () => {
  test('password help mails a link on the portal’s own origin, whatever Host or X-Forwarded-Host said', async () => {
    await portal.services.users.createAccount({
      email: 'reader@example.test',
      firstName: 'A',
      lastName: 'Reader',
      password: 'a long enough password',
      subscriptions: [{ siteId: 'KA', subscription: 'KAPP' }],
    })
    const seed = 'b'.repeat(43)
    const token = csrfToken(portal.services.env.SESSION_SECRET, seed)
    const asked: Array<[string[], string]> = [
      [['Host: ka.localhost:6666'], '127.0.0.1'],
      [['Host: ka.localhost', 'X-Forwarded-Host: evil.example:6666'], '127.0.0.1'],
      // Even a listed proxy's word on the host does not lead mail elsewhere.
      [['Host: ka.localhost', 'X-Forwarded-Host: evil.example:6666'], PROXY],
    ]
    for (const [headers, from] of asked) {
      const answer = await send(
        request(
          'POST /account/forgotpassword HTTP/1.1',
          [...headers, `Cookie: csrf=${seed}`, 'Content-Type: application/x-www-form-urlencoded'],
          `csrf=${encodeURIComponent(token)}&email=reader%40example.test`,
        ),
        from,
      )
      expect(answer.status, headers.join(' ')).toBe(302)
    }
    // The mail goes out after the answer.
    const outbox = portal.services.env.MAIL_OUTBOX
    const mails = async () => {
      const files = await readdir(outbox).catch(() => [] as string[])
      return Promise.all(files.map((f) => readFile(join(outbox, f), 'utf8')))
    }
    for (let wait = 0; wait < 100 && (await mails()).length < asked.length; wait++)
      await new Promise((resolve) => setTimeout(resolve, 50))
    const sent = await mails()
    expect(sent).toHaveLength(asked.length)
    for (const raw of sent) {
      expect(resetPasswordLink(raw)).toMatch(/^\/account\/resetpassword\?token=/)
      const links = decodeMail(raw).match(/https?:\/\/[^\s"<>/]+/g) ?? []
      expect(new Set(links)).toEqual(new Set([`http://ka.localhost:${port}`]))
    }
  })
})

/** Every Referrer-Policy line of an answer, its value only. */
const policies = (answer: Answer) =>
  [...answer.head.matchAll(/^Referrer-Policy: (.*)$/gim)].map((m) => m[1]!.trim())

describe('security headers', () => {
  test('the reset page’s Referrer-Policy is the one its route declares, and only that one', async () => {
    const reset = await send(
      request('GET /account/resetpassword?token=unknown HTTP/1.1', ['Host: ka.localhost']),
    )
    expect(reset.status).toBe(400)
    expect(policies(reset)).toEqual(['same-origin'])
    // Every other page keeps the default.
    const login = await send(request('GET /account/login HTTP/1.1', ['Host: ka.localhost']))
    expect(policies(login)).toEqual(['strict-origin-when-cross-origin'])
  })
})
