import { describe, expect, test } from 'vitest'
import { mapOldUrl } from './old-urls.ts'

const map = (path: string) => mapOldUrl(new URL(path, 'http://ka.localhost'))

describe('mapOldUrl', () => {
  test.each([
    ['/commonui/books.aspx', '/books'],
    ['/commonui/journals.aspx?x=1', '/journals'],
    ['/document.aspx/KLI-KA-1234', '/document/KLI-KA-1234'],
    ['/document.aspx?id=ipn-25011', '/document/ipn-25011'],
    ['/book-toc.aspx/TOC_GPL_2006_V01', '/document/TOC_GPL_2006_V01'],
    ['/commonui/document.aspx?id=abc%20def', '/document/abc%20def'],
    ['/commonui/book.aspx?id=B1', '/document/B1'],
    ['/commonui/books/%E0%A4%A', '/books'],
    ['/commonui/home.aspx', '/'],
    ['/document.aspx', '/'],
  ])('%s → %s', (input, expected) => {
    expect(map(input)).toBe(expected)
  })
})
