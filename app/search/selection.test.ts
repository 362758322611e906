import { expect, test } from 'vitest'
import { isSelectable } from './selection.ts'

test('select-all skips -p- urls, loose-leaf, external links and pdf files', () => {
  expect(isSelectable({ url: '/document/award-alpha', type: 'Awards' })).toBe(true)
  expect(isSelectable({ url: '/document/kli-p-123', type: 'Book' })).toBe(false)
  expect(isSelectable({ url: '/document/x', type: 'Loose-leaf' })).toBe(false)
  expect(isSelectable({ url: 'https://example.org/doc', type: 'Awards' })).toBe(false)
  expect(isSelectable({ url: '/document/getpdf/a.PDF?x=1', type: 'Guide' })).toBe(false)
})
