import type { AddressInfo } from 'node:net'
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
  app.get('/who', (req, res) => {
    res.json({ ip: req.ip, secure: req.secure })
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
  expect(await response.json()).toEqual({ ip: '127.0.0.1', secure: false })
  expect(response.headers.get('Strict-Transport-Security')).toBeNull()
  expect(response.headers.get('Content-Security-Policy')).toMatch(/frame-ancestors 'none'/)
})

test('behind one trusted proxy that says https, the client address is read and HSTS is sent', async () => {
  const origin = await serve('1')
  const response = await fetch(`${origin}/who`, {
    headers: { 'X-Forwarded-For': '198.51.100.1, 203.0.113.9', 'X-Forwarded-Proto': 'https' },
  })
  // One hop believed: the address the proxy saw, not what the client wrote before it.
  expect(await response.json()).toEqual({ ip: '203.0.113.9', secure: true })
  expect(response.headers.get('Strict-Transport-Security')).toBe(
    'max-age=31536000; includeSubDomains',
  )
  const plain = await fetch(`${origin}/who`)
  expect(plain.headers.get('Strict-Transport-Security')).toBeNull()
})
