import { renderToString } from 'react-dom/server'
import { createRoutesStub } from 'react-router'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { loadSearchPage, type SearchPageData } from '#app/routes/search/search.server.ts'
import type { PathMode } from '#sites/search/modes.ts'
import { parseSearchParams, searchHref } from '#sites/search/search-params.ts'
import type { Services } from '#server/services.ts'
import { routeArgs } from '#test/helpers/route-args.ts'
import { buildTempIndex, type TempIndex } from '#test/helpers/search-index.ts'
import { createTestServices } from '#test/helpers/test-services.ts'
import { SearchPage } from './search-page.tsx'

// The server-rendered page is what a browser without JavaScript gets: GET forms whose field
// names are the URL codec's keys, and plain links.

let index: TempIndex
let services: Services & { cleanup(): Promise<void> }

beforeAll(async () => {
  index = buildTempIndex()
  services = await createTestServices({ CONTENT_INDEX: index.path })
})
afterAll(async () => {
  await services.cleanup()
  index.cleanup()
})

async function render(url: string, pathMode: PathMode = 'default') {
  const data = (await loadSearchPage(routeArgs(services, url), pathMode)) as SearchPageData
  const { pathname, search } = new URL(url)
  const Stub = createRoutesStub([
    { path: pathname, Component: () => <SearchPage data={data} pathMode={pathMode} /> },
  ])
  return renderToString(<Stub initialEntries={[pathname + search]} />)
}

test('the filter panel is a GET form named with the codec keys', async () => {
  const html = await render(
    'http://ka.localhost/search?q=expropriation&topic=Investment+arbitration',
  )
  expect(html).toMatch(/<form[^>]*action="\/search" method="get"/)
  expect(html).toMatch(/name="topic" checked="" value="Investment arbitration"/)
  expect(html).toContain('name="f.organization"')
  expect(html).toContain('name="op.topic"')
  expect(html).toContain('name="datePeriod"')
  expect(html).toContain('Apply filters')
  expect(html).toContain('Search filters')
  // the term is a pill, and the box adds a term
  expect(html).toContain('name="add"')
  expect(html).toContain('aria-label="Remove search term expropriation"')
  expect(html).toContain('Topic: Investment arbitration')
})

test('a malformed query is kept in the box with the message', async () => {
  const html = await render('http://ka.localhost/search?q=%28award+OR+annulment')
  expect(html).toContain('name="q"')
  expect(html).toContain('value="(award OR annulment"')
  expect(html).toContain('role="alert"')
})

test('books: the default selection is sent back explicitly, so clearing it sticks', async () => {
  const html = await render('http://ka.localhost/books', 'books')
  expect(html).toContain('<h1')
  expect(html).toContain('name="f.publicationtype" value=""')
})

test('the empty state', async () => {
  const html = await render('http://ka.localhost/search?q=zzzqqq&source=Investment+awards')
  expect(html).toContain('No results found')
  expect(html).toContain('Try removing the applied filters.')
})

test('a search limited to a source the collection does not hold says so', async () => {
  const html = await render('http://ka.localhost/search?source=Nothing')
  expect(html).toContain('Not in the collection yet')
  expect(html).toContain('The collection does not hold any document from')
  expect(html).not.toContain('No results found')
})

test('Reset clears the text and goes back to the first page, keeping the filters', async () => {
  const html = await render(
    'http://ka.localhost/search?q=expropriation&topic=Investment+arbitration',
  )
  expect(html).toMatch(/<a[^>]*href="\/search\?topic=Investment\+arbitration"[^>]*>Reset<\/a>/)
  // AI-only goes too (title-only is KA's upsell, locked for its subscription).
  const aiOnly = searchHref(
    parseSearchParams(
      new URLSearchParams('q=award&searchAiAvailableOnly=true&topic=Investment+arbitration'),
      'default',
    ),
  )
  expect(await render(`http://ka.localhost${aiOnly}`)).toMatch(
    /href="\/search\?topic=Investment\+arbitration"[^>]*>Reset</,
  )
  // Nothing to reset: no Reset.
  expect(await render('http://ka.localhost/search?topic=Investment+arbitration')).not.toContain(
    '>Reset<',
  )
})
