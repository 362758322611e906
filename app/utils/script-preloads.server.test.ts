import { Readable } from 'node:stream'
import { text } from 'node:stream/consumers'
import { describe, expect, test } from 'vitest'
import { lowPriorityScriptPreloads } from './script-preloads.server.ts'

const page = [
  '<!DOCTYPE html><html><head><title>Tribunal’s award</title>',
  '<link rel="modulepreload" href="/assets/entry.client.js"/>',
  '<link rel="modulepreload" href="/assets/root.js"/>',
  '<link rel="stylesheet" href="/assets/root.css"/>',
  '</head><body><p>Quoted: <code>&lt;link rel="modulepreload"</code> – é</p>',
  '<link rel="modulepreload" href="/assets/late.js"/></body></html>',
].join('')

async function through(chunks: Buffer[]): Promise<string> {
  return text(Readable.from(chunks).pipe(lowPriorityScriptPreloads()))
}

describe('lowPriorityScriptPreloads', () => {
  test('marks the preloads of the head low priority and leaves the body as it is', async () => {
    const html = await through([Buffer.from(page)])
    expect(html.match(/<link rel="modulepreload" fetchpriority="low"/g)).toHaveLength(2)
    const [head, body] = html.split('</head>')
    expect(head).toContain('<link rel="modulepreload" fetchpriority="low" href="/assets/root.js"/>')
    expect(body).toBe(page.split('</head>')[1])
  })

  test('gives the same page however the stream is cut, inside a tag or a character', async () => {
    const whole = Buffer.from(page)
    const expected = await through([whole])
    for (let cut = 1; cut < whole.length; cut++) {
      expect(await through([whole.subarray(0, cut), whole.subarray(cut)])).toBe(expected)
    }
    const bytes = [...whole].map((b) => Buffer.from([b]))
    expect(await through(bytes)).toBe(expected)
  })

  test('a page that ends before its head closes is still sent whole', async () => {
    const cutShort = '<html><head><link rel="modulepreload" href="/a.js"/><link rel="modu'
    expect(await through([Buffer.from(cutShort)])).toBe(
      '<html><head><link rel="modulepreload" fetchpriority="low" href="/a.js"/><link rel="modu',
    )
  })
})
