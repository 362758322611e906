import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, test } from 'vitest'
import { fill, STAND_INS, toTemplate } from './page-template.server.ts'

const NASTY = `Zoë <script>alert("x")</script> O'Brien & Co \u2028 \\ </script>`

/** A page as React and React Router render it: the name in the header and in the hydration data. */
function rendered(name: string, nonce: string, csrf: string): string {
  const header = renderToStaticMarkup(
    createElement('span', { title: name, 'aria-label': `Signed in as ${name}` }, name),
  )
  const data = JSON.stringify(['viewer', { name: 1 }, name, 'csrf', csrf])
  const enqueue = `window.__reactRouterContext.streamController.enqueue(${JSON.stringify(data)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')});`
  return [
    `<html><head><link rel="modulepreload" href="/a.js" nonce="${nonce}"/></head><body>`,
    header,
    `<form><input type="hidden" name="csrf" value="${csrf}"/></form>`,
    `<script nonce="${nonce}">${enqueue}</script></body></html>`,
  ].join('')
}

/** The value the browser reads back from the page's hydration script. */
function hydratedName(html: string): unknown {
  const argument = /enqueue\((".*")\);<\/script>/.exec(html)![1]
  return (JSON.parse(JSON.parse(argument) as string) as unknown[])[2]
}

describe('page templates', () => {
  const template = toTemplate(rendered(STAND_INS.name, STAND_INS.nonce, STAND_INS.csrf))
  const holes = { nonce: 'Nn+/9w==', csrf: 'abc_DEF-123', name: NASTY, initials: 'ZO' }

  test('filled in, the page is the one rendered for the viewer', () => {
    expect(fill(template, holes)).toBe(rendered(NASTY, holes.nonce, holes.csrf))
    expect(hydratedName(fill(template, holes))).toBe(NASTY)
  })

  test('the viewer’s name cannot end the script or open a tag', () => {
    const html = fill(template, holes)
    expect(html.match(/<\/script>/g)).toHaveLength(1)
    expect(html.match(/<script/g)).toHaveLength(1)
  })

  test('a nonce or token that is not base64 is refused', () => {
    expect(() => fill(template, { ...holes, nonce: '"><script>' })).toThrow(/base64/)
    expect(() => fill(template, { ...holes, csrf: 'a b' })).toThrow(/base64/)
  })

  test('each viewer gets their own values from one template', () => {
    const other = { nonce: 'b3RoZXI=', csrf: 'other', name: 'Ann', initials: 'A' }
    expect(fill(template, other)).toBe(rendered('Ann', other.nonce, other.csrf))
    expect(fill(template, holes)).toBe(rendered(NASTY, holes.nonce, holes.csrf))
  })
})
