import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestServices } from '#test/helpers/test-services.ts'
import { routeArgs } from '#test/helpers/route-args.ts'
import { loader as bookToc } from './redirects/book-toc.ts'
import { loader as journal } from './redirects/journal.ts'
import { loader as kclToken } from './redirects/kcl-token.ts'
import { KCL_TOKEN_SEARCH } from '#sites/kcl/token-search.ts'
import { loader as quickanswers } from './redirects/quickanswers.ts'
import { action as preferences } from './resources/preferences.ts'
import { action as requestDemo } from './request-demo.tsx'
import { loader as oldUrl } from './old-url-notice.tsx'

let services: Awaited<ReturnType<typeof createTestServices>>
beforeAll(async () => {
  services = await createTestServices()
})
afterAll(() => services.cleanup())

const location = (r: unknown) => (r as Response).headers.get('Location')
function thrownStatus(fn: () => unknown): number {
  try {
    fn()
  } catch (e) {
    return (e as { init: ResponseInit }).init?.status ?? (e as Response).status
  }
  return 200
}

describe('redirect routes', () => {
  test('/book-toc keeps the query string on its way to the document', () => {
    expect(
      location(
        bookToc(routeArgs(services, 'http://ka.localhost/book-toc?tocId=TOC_1&q=award') as never),
      ),
    ).toBe('/document/TOC_1?q=award')
    expect(
      location(bookToc(routeArgs(services, 'http://ka.localhost/book-toc?x=1') as never)),
    ).toBe('/books?x=1')
  })

  test('/journal?title= opens the document, and without a title explains itself', () => {
    expect(
      location(
        journal(routeArgs(services, 'http://ka.localhost/journal?title=J%20ARB%2012') as never),
      ),
    ).toBe('/document/J%20ARB%2012')
    expect(
      thrownStatus(() => journal(routeArgs(services, 'http://ka.localhost/journal') as never)),
    ).toBe(400)
  })

  test('quick answers move to compare-jurisdictions', () => {
    const r = quickanswers(
      routeArgs(services, 'http://ka.localhost/quickanswers/arbitral_institutions', {
        params: { slug: 'arbitral_institutions' },
      }) as never,
    )
    expect(location(r)).toBe('/compare-jurisdictions/arbitral_institutions')
  })

  test('the search a KCL token opens holds US, EU, German and English competition law', async () => {
    const params = new URL(KCL_TOKEN_SEARCH, 'http://kcl.localhost').searchParams
    const page = await services.search.search(
      {
        q: '',
        resultsPerPage: 1,
        filters: [
          { id: 'topic', filterItems: params.getAll('topic') },
          { id: 'source', filterItems: params.getAll('source') },
        ],
      },
      { edition: 'KCL' },
    )
    expect(page.totalHits).toBeGreaterThan(500)
  })

  test('a KCL token opens the limited search; a file name is not a token', () => {
    const r = kclToken(
      routeArgs(services, 'http://kcl.localhost/abc', {
        site: 'KCL',
        params: { token: 'abc' },
      }) as never,
    )
    const search = new URL(location(r)!, 'http://kcl.localhost')
    expect(search.pathname).toBe('/search')
    expect(search.searchParams.getAll('source')).toContain('United States Code')
    expect(
      thrownStatus(() =>
        kclToken(
          routeArgs(services, 'http://kcl.localhost/robots.txt', {
            site: 'KCL',
            params: { token: 'robots.txt' },
          }) as never,
        ),
      ),
    ).toBe(404)
  })

  test('the old-URL notice maps to the new address', () => {
    expect(
      oldUrl(routeArgs(services, 'http://ka.localhost/commonui/document.aspx?id=D1') as never),
    ).toEqual({ target: '/document/D1' })
  })
})

describe('forms', () => {
  const form = (fields: Record<string, string>) =>
    ({ method: 'POST', body: new URLSearchParams(fields) }) as RequestInit

  test('a demo request is stored and the page redirects with a notice', async () => {
    const init = form({
      name: 'Ada Counsel',
      email: 'ada@firm.example',
      organisation: 'Counsel & Co',
      message: 'Awards',
    })
    const response = (await requestDemo(
      routeArgs(services, 'http://kipl.localhost/request-demo', { site: 'KIPL', init }) as never,
    )) as Response
    expect(response.status).toBe(302)
    expect(response.headers.get('Set-Cookie')).toMatch(/^notice=/)
    const [saved] = await services.demoRequests.listDemoRequests({ limit: 1 })
    expect(saved).toMatchObject({
      name: 'Ada Counsel',
      email: 'ada@firm.example',
      siteId: 'KIPL',
      message: 'Awards',
    })
  })

  test('one network sends at most 20 demo requests an hour; the next is told when to try again', async () => {
    const init = () =>
      form({ name: 'Flood', email: 'flood@firm.example', organisation: 'Flood & Co' })
    const send = () =>
      requestDemo(
        routeArgs(services, 'http://kcl.localhost/request-demo', {
          site: 'KCL',
          init: init(),
        }) as never,
      )
    const before = (await services.demoRequests.listDemoRequests({ limit: 100 })).length
    let last: unknown
    for (let n = 0; n < 25; n++) last = await send()
    const refused = last as { data: { errors: { email: string } }; init: ResponseInit }
    expect(refused.init.status).toBe(429)
    expect(refused.data.errors.email).toMatch(
      /^Too many requests from your network\. Try again in /,
    )
    const after = (await services.demoRequests.listDemoRequests({ limit: 100 })).length
    // Earlier tests of this file sent some from the same address: 20 in all were kept.
    expect(after - before).toBeLessThanOrEqual(20)
    expect(after - before).toBeGreaterThanOrEqual(17)
  })

  test('an invalid demo request is a 400 naming each field, with the values kept', async () => {
    const init = form({ name: 'A', email: 'nope', organisation: '' })
    const result = (await requestDemo(
      routeArgs(services, 'http://ka.localhost/request-demo', { init }) as never,
    )) as {
      data: { ok: boolean; errors: Record<string, string>; values: Record<string, string> }
      init: ResponseInit
    }
    expect(result.init.status).toBe(400)
    expect(result.data.errors).toEqual({
      name: 'Enter your name',
      email: 'Enter a valid e-mail address',
      organisation: 'Enter your organisation',
    })
    expect(result.data.values.email).toBe('nope')
  })

  test('cookie consent and banner dismissal set their cookies and go back', async () => {
    const consent = (await preferences(
      routeArgs(services, 'http://ka.localhost/preferences', {
        init: form({ intent: 'accept-cookies', returnTo: '/aidisclaimer' }),
      }) as never,
    )) as Response
    expect(consent.headers.get('Location')).toBe('/aidisclaimer')
    expect(consent.headers.get('Set-Cookie')).toMatch(/^visited=yes;/)
    const banner = (await preferences(
      routeArgs(services, 'http://ka.localhost/preferences', {
        init: form({
          intent: 'dismiss-banner',
          bannerId: 'banner-ai-assistant',
          returnTo: 'https://evil.example',
        }),
      }) as never,
    )) as Response
    expect(banner.headers.get('Location')).toBe('/')
    expect(banner.headers.get('Set-Cookie')).toMatch(/^banner-ai-assistant=false;.*Max-Age=604800/)
  })

  test('an unknown preference is a 400', async () => {
    await expect(
      preferences(
        routeArgs(services, 'http://ka.localhost/preferences', {
          init: form({ intent: 'x' }),
        }) as never,
      ),
    ).rejects.toMatchObject({ init: { status: 400 } })
  })
})
