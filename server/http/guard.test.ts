import { connect, type AddressInfo } from 'node:net'
import { randomBytes } from 'node:crypto'
import { writeReadableStreamToWritable } from '@react-router/node'
import express from 'express'
import { afterEach, expect, test } from 'vitest'
import { parseEnv } from '#server/env.ts'
import { guardApp } from './app.ts'

// The HTTP adapter's guard, on a real socket: which proxies are believed, HSTS only over TLS.

const servers: Array<{ close(): void }> = []
afterEach(() => servers.splice(0).forEach((s) => s.close()))

async function serve(trustProxy: string) {
  const app = express()
  guardApp(app, parseEnv({ TRUST_PROXY: trustProxy }), false)
  // A long answer streamed as React Router streams a page: a wait for 'drain' at each
  // back-pressure, its listener removed afterwards.
  app.get('/long', async (_req, res) => {
    res.type('text/html')
    const chunks = Array.from({ length: 48 }, () => randomBytes(64 * 1024))
    await writeReadableStreamToWritable(
      new ReadableStream({
        pull(controller) {
          const chunk = chunks.shift()
          if (chunk) controller.enqueue(new Uint8Array(chunk))
          else controller.close()
        },
      }),
      res,
    )
  })
  app.get('/who', (req, res) => {
    res.json({
      ip: req.ip,
      secure: req.secure,
      host: req.headers.host,
      url: req.originalUrl,
      hostname: req.hostname,
      forwardedHost: req.headers['x-forwarded-host'] ?? null,
    })
  })
  const server = app.listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  servers.push(server)
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

const forged = { 'X-Forwarded-For': '203.0.113.9', 'X-Forwarded-Proto': 'https' }

test('without a trusted proxy, forged forwarding headers change nothing', async () => {
  const origin = await serve('false')
  const response = await fetch(`${origin}/who`, { headers: forged })
  expect(await response.json()).toMatchObject({ ip: '127.0.0.1', secure: false })
  expect(response.headers.get('Strict-Transport-Security')).toBeNull()
  expect(response.headers.get('Content-Security-Policy')).toMatch(/frame-ancestors 'none'/)
})

test('a forwarded address is believed only from a listed proxy, never from the client itself', async () => {
  // The proxy is elsewhere: the client on loopback forges X-Forwarded-For in vain (the probe
  // signed in as the IP-range institution with `X-Forwarded-For: 127.0.0.2` and TRUST_PROXY=1).
  const elsewhere = await serve('10.0.0.5, 10.1.0.0/16')
  const direct = await fetch(`${elsewhere}/who`, { headers: { 'X-Forwarded-For': '127.0.0.2' } })
  expect(await direct.json()).toMatchObject({ ip: '127.0.0.1' })
  const fromProxy = await serve('loopback')
  const behind = await fetch(`${fromProxy}/who`, { headers: { 'X-Forwarded-For': '127.0.0.2' } })
  expect(await behind.json()).toMatchObject({ ip: '127.0.0.2' })
})

test('TRUST_PROXY refuses a count or a bad address: it names the proxies', () => {
  for (const value of ['1', 'true', '10.0.0.300', '10.0.0.0/33', 'proxy.example'])
    expect(() => parseEnv({ TRUST_PROXY: value }), value).toThrow(/TRUST_PROXY lists the proxies/)
  expect(parseEnv({}).TRUST_PROXY).toEqual([])
  expect(parseEnv({ TRUST_PROXY: 'loopback, 2001:db8::/32' }).TRUST_PROXY).toEqual([
    'loopback',
    '2001:db8::/32',
  ])
})

test('TRUST_PROXY refuses ranges that trust every address, as it refuses a count', () => {
  // The probe's `TRUST_PROXY=0.0.0.0/0` was taken silently: every sender's X-Forwarded-For believed.
  for (const value of [
    '0.0.0.0/0',
    '::/0',
    '10.0.0.5, 0.0.0.0/0',
    '0.0.0.0/1, 128.0.0.0/1',
    '::ffff:0:0/96',
    '::/1',
    '2000::/3',
  ]) {
    expect(() => parseEnv({ TRUST_PROXY: value }), value).toThrow(
      /TRUST_PROXY lists the proxies.*not ranges that trust every (IPv4|public IPv6) address/,
    )
  }
  // Wide private ranges name proxies still.
  for (const value of ['uniquelocal, linklocal, loopback', '10.0.0.0/8', 'fc00::/7'])
    expect(parseEnv({ TRUST_PROXY: value }).TRUST_PROXY, value).toEqual(
      value.split(',').map((v) => v.trim()),
    )
})

test('a long compressed answer does not pile up drain listeners on the compressing stream', async () => {
  const origin = await serve('false')
  const warnings: string[] = []
  const onWarning = (warning: Error) => warnings.push(`${warning.name}: ${warning.message}`)
  process.on('warning', onWarning)
  try {
    for (const encoding of ['br', 'gzip']) {
      const response = await fetch(`${origin}/long`, { headers: { 'Accept-Encoding': encoding } })
      expect(response.headers.get('Content-Encoding')).toBe(encoding)
      await response.arrayBuffer()
    }
    await new Promise((resolve) => setImmediate(resolve))
  } finally {
    process.off('warning', onWarning)
  }
  expect(warnings.filter((w) => w.includes('drain'))).toEqual([])
})

/** Sends `head` as the raw request line and headers, and returns the status line and body. */
async function raw(origin: string, head: string) {
  const { port } = new URL(origin)
  const socket = connect(Number(port), '127.0.0.1')
  socket.end(`${head}\r\nConnection: close\r\n\r\n`, 'latin1')
  const chunks: Buffer[] = []
  for await (const chunk of socket) chunks.push(chunk as Buffer)
  const text = Buffer.concat(chunks).toString()
  return { status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1]), body: text.split('\r\n\r\n')[1] }
}

test('an absolute-form request target is served as its path, with its authority as the Host', async () => {
  const origin = await serve('false')
  const answer = await raw(origin, 'GET http://ka.localhost:3000/who?x=1 HTTP/1.1\r\nHost: other')
  expect(answer.status).toBe(200)
  expect(JSON.parse(answer.body!)).toMatchObject({ host: 'ka.localhost:3000', url: '/who?x=1' })
})

test('a malformed request line or Host is a 400, never a 500', async () => {
  const origin = await serve('false')
  for (const head of [
    'GET ftp://ka.localhost/who HTTP/1.1\r\nHost: ka.localhost',
    'GET http://ka.localhost:99999/who HTTP/1.1\r\nHost: ka.localhost',
    'GET * HTTP/1.1\r\nHost: ka.localhost',
    'GET /who HTTP/1.1\r\nHost: ka.local\xffhost',
    'GET /who HTTP/1.1\r\nHost: ka.localhost/../x',
    'GET /who\r\nHost: ka.localhost',
    'GET /who HTTP/1.0',
    'GET /who HTTP/1.1\r\nHost: ka.localhost:65536',
  ]) {
    expect((await raw(origin, head)).status, JSON.stringify(head)).toBe(400)
  }
})

test('X-Forwarded-Host is checked from anyone, and believed only from a listed proxy', async () => {
  const direct = await serve('false')
  const forgedHost = { 'X-Forwarded-Host': 'evil.example:6666' }
  // Dropped: React Router's adapter would otherwise take its port into the page's address.
  expect(await (await fetch(`${direct}/who`, { headers: forgedHost })).json()).toMatchObject({
    hostname: '127.0.0.1',
    forwardedHost: null,
  })
  const proxied = await serve('loopback')
  const behind = await fetch(`${proxied}/who`, {
    headers: { 'X-Forwarded-Host': 'arb.example.org:8443, other.example' },
  })
  expect(await behind.json()).toMatchObject({
    hostname: 'arb.example.org',
    forwardedHost: 'arb.example.org:8443',
  })
  for (const origin of [direct, proxied]) {
    for (const value of ['a:-1', 'a:65536', 'a:999999999999999', '1.2.3.4.5', 'a/b']) {
      const answer = await fetch(`${origin}/who`, { headers: { 'X-Forwarded-Host': value } })
      expect(answer.status, value).toBe(400)
    }
  }
  // A protocol a URL cannot start with, from a listed proxy.
  const proto = await fetch(`${proxied}/who`, { headers: { 'X-Forwarded-Proto': 'a b' } })
  expect(proto.status).toBe(400)
})

test('behind one trusted proxy that says https, the client address is read and HSTS is sent', async () => {
  const origin = await serve('loopback')
  const response = await fetch(`${origin}/who`, {
    headers: { 'X-Forwarded-For': '198.51.100.1, 203.0.113.9', 'X-Forwarded-Proto': 'https' },
  })
  // One hop believed: the address the proxy saw, not what the client wrote before it.
  expect(await response.json()).toMatchObject({ ip: '203.0.113.9', secure: true })
  expect(response.headers.get('Strict-Transport-Security')).toBe(
    'max-age=31536000; includeSubDomains',
  )
  const plain = await fetch(`${origin}/who`)
  expect(plain.headers.get('Strict-Transport-Security')).toBeNull()
})

test('in production the policy allows no inline style: every style comes from a stylesheet', async () => {
  const origin = await serve('false')
  const policy = (await fetch(`${origin}/who`)).headers.get('Content-Security-Policy') ?? ''
  const styleSrc = policy.split(';').find((d) => d.trim().startsWith('style-src'))
  expect(styleSrc?.trim()).toBe("style-src 'self'")
  expect(policy).not.toMatch(/unsafe-inline/)
})
