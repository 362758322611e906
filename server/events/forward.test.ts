import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createEventForwarder } from './forward.ts'

// A real endpoint on this machine receives what the portal forwards.

const received: { body: unknown; type: string | undefined }[] = []
const server = createServer((req: IncomingMessage, res) => {
  let text = ''
  req.on('data', (chunk: Buffer) => (text += chunk.toString()))
  req.on('end', () => {
    received.push({ body: JSON.parse(text), type: req.headers['content-type'] })
    res.writeHead(req.url === '/fail' ? 500 : 204).end()
  })
})
let origin = ''
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const event = {
  id: 'e1',
  type: 'PageView',
  link: null,
  keywords: 'estoppel',
  siteId: 'KA' as const,
  accountId: 'acc-1',
  module: 'KAPP',
  platform: 'KA',
  location: '/search',
  userAgent: 'Mozilla/5.0',
  resultCount: null,
  createdAt: new Date('2026-11-27T10:00:00Z'),
}

test('each stored event is posted to the endpoint with the spec’s fields', async () => {
  createEventForwarder(`${origin}/collect`)(event)
  await expect.poll(() => received.length).toBe(1)
  expect(received[0]).toEqual({
    type: 'application/json',
    body: {
      eventType: 'PageView',
      keywords: 'estoppel',
      module: 'KAPP',
      platform: 'KA',
      userId: 'acc-1',
      location: '/search',
      userAgent: 'Mozilla/5.0',
      link: null,
      resultCount: null,
      createdAt: '2026-11-27T10:00:00.000Z',
    },
  })
})

test('a failing or unreachable endpoint is logged, never thrown', async () => {
  const warnings: string[] = []
  const warn = console.warn
  console.warn = (message: string) => warnings.push(message)
  try {
    createEventForwarder(`${origin}/fail`)(event)
    createEventForwarder('http://127.0.0.1:9/nothing-listens', { timeoutMs: 500 })(event)
    await expect.poll(() => warnings.length, { timeout: 5000 }).toBe(2)
  } finally {
    console.warn = warn
  }
  expect(warnings.some((w) => w.includes('answered 500'))).toBe(true)
  expect(warnings.some((w) => w.startsWith('Could not forward'))).toBe(true)
})
