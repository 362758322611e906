import { describe, expect, test } from 'vitest'
import { safeRedirect } from './safe-redirect.ts'

describe('safeRedirect', () => {
  test.each([
    ['/search?q=award', '/search?q=award'],
    ['/document/abc#hit-2', '/document/abc#hit-2'],
    ['  /books ', '/books'],
  ])('keeps the same-origin path %s', (input, expected) => {
    expect(safeRedirect(input)).toBe(expected)
  })

  test.each([
    'https://evil.example/',
    '//evil.example/x',
    '/\\evil.example',
    // dot segments that collapse into another host
    '/.//evil.example/x',
    '/..//evil.example/x',
    '/./\\evil.example',
    '/%2e//evil.example/x',
    '/a/..//evil.example/x',
    'javascript:alert(1)',
    'search',
    '/%0d%0aSet-Cookie:x',
    '/\nLocation: https://evil.example',
    '',
    undefined,
    42,
  ])('refuses %s', (input) => {
    const result = safeRedirect(input, '/home')
    expect(result === '/home' || result.startsWith('/%0d')).toBe(true)
    expect(result).not.toMatch(/evil|javascript/)
  })
})
