import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startHttpApp } from '#test/helpers/http-app.ts'
import { CookieJar } from '#test/helpers/oidc-provider.ts'

// Shared search pages over real HTTP: one subscriber's page is rendered once and every other
// subscriber of the plan gets it with their own name, token and nonce, never the first one's.

let portal: Awaited<ReturnType<typeof startHttpApp>>
let searches = 0
let failNextSearch = false
const PASSWORD = 'page-cache-password'
const ANN = `Ann <b>"O'Hara"</b> & Co`
const url = (path: string) => `${portal.origin}${path}`

beforeAll(async () => {
  portal = await startHttpApp(() => ({ PAGE_CACHE_SECONDS: '60' }))
  const { users, search } = portal.services
  const counted = search.searchWithFilters.bind(search)
  search.searchWithFilters = (...args) => {
    searches++
    if (failNextSearch) {
      failNextSearch = false
      return Promise.reject(new Error('the index is unreadable'))
    }
    return counted(...args)
  }
  const plan = (subscription: 'KAPP' | 'KA') => [{ siteId: 'KA' as const, subscription }]
  await users.createAccount({
    email: 'ann@cache.test',
    displayName: ANN,
    password: PASSWORD,
    subscriptions: plan('KAPP'),
  })
  await users.createAccount({
    email: 'bob@cache.test',
    displayName: 'Bob Brown',
    password: PASSWORD,
    subscriptions: plan('KAPP'),
  })
  await users.createAccount({
    email: 'kim@cache.test',
    displayName: 'Kim Kay',
    password: PASSWORD,
    subscriptions: plan('KA'),
  })
}, 180_000)
afterAll(async () => {
  await portal?.close()
})

async function signIn(email: string): Promise<{ browser: CookieJar; token: string }> {
  const browser = new CookieJar()
  const first = (await (await browser.fetch(url('/account/GetCsrf'))).json()) as { token: string }
  const login = await browser.fetch(url('/account/login'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, password: PASSWORD, csrf: first.token, returnUrl: '/' }),
  })
  expect(login.status).toBe(302)
  // Signing in gives the browser a new anti-forgery secret.
  const { token } = (await (await browser.fetch(url('/account/GetCsrf'))).json()) as {
    token: string
  }
  return { browser, token }
}

async function page(browser: CookieJar, path: string) {
  const response = await browser.fetch(url(path))
  expect(response.status).toBe(200)
  const html = await response.text()
  const nonces = new Set([...html.matchAll(/nonce="([^"]*)"/g)].map((m) => m[1]))
  expect(nonces.size).toBe(1)
  return { html, nonce: [...nonces][0], headers: response.headers }
}

describe('shared pages', () => {
  const PATH = '/search?q=tribunal'

  test('a second subscriber of the plan gets the page with their own name, token and nonce', async () => {
    const ann = await signIn('ann@cache.test')
    const bob = await signIn('bob@cache.test')
    // Both answered the cookie banner, so each showing records its search event.
    for (const who of [ann, bob]) who.browser.set(url('/'), 'visited', 'yes')
    const before = searches
    const first = await page(ann.browser, PATH)
    const second = await page(bob.browser, PATH)
    expect(searches - before).toBe(1)

    expect(second.html).toContain('title="Bob Brown"')
    expect(second.html).toContain(`value="${bob.token}"`)
    expect(second.html).not.toContain(ann.token)
    expect(second.html).not.toContain('O&#x27;Hara')
    expect(second.nonce).not.toBe(first.nonce)
    expect(second.headers.get('Cache-Control')).toBe('private, no-store')

    // Ann's own page shows her name escaped, in the page and in its hydration data.
    expect(first.html).toContain('title="Ann &lt;b&gt;&quot;O&#x27;Hara&quot;&lt;/b&gt; &amp; Co"')
    expect(first.html).toContain(String.raw`\\\"O'Hara\\\"\u003c/b\u003e \u0026 Co`)
    expect(first.html).not.toContain('<b>"O')

    // Served from the shared page, Ann's own page is hers again, and each showing is recorded.
    const again = await page(ann.browser, PATH)
    expect(searches - before).toBe(1)
    const counted = await portal.services.metrics.registry.metrics()
    expect(counted).toMatch(/^portal_page_cache_total\{result="hit"\} 2$/m)
    expect(counted).toMatch(/^portal_page_cache_total\{result="miss"\} 1$/m)
    expect(again.html).toContain(`value="${ann.token}"`)
    expect(again.html).toContain('O&#x27;Hara')
    const { events, users } = portal.services
    const annId = (await users.findByEmail('ann@cache.test'))!.id
    const bobId = (await users.findByEmail('bob@cache.test'))!.id
    const recorded = await events.recentEvents({ type: 'Searches_Regular', siteId: 'KA' })
    const forPath = recorded.filter((e) => e.link === PATH).map((e) => e.accountId)
    expect(forPath.sort()).toEqual([annId, annId, bobId].sort())
  })

  test('another plan, another shell, a degraded page or a navigation in the browser is not shared', async () => {
    const ann = await signIn('ann@cache.test')
    const kim = await signIn('kim@cache.test')
    const path = '/search?q=jurisdiction'
    await page(ann.browser, path)
    const before = searches
    // KA subscribers have no title-only search: their page is their plan's own.
    await page(kim.browser, path)
    expect(searches - before).toBe(1)
    // With the cookie banner accepted, the shell differs.
    ann.browser.set(url('/'), 'visited', 'yes')
    await page(ann.browser, path)
    expect(searches - before).toBe(2)
    // A page that could not search is not kept: the next request searches again.
    failNextSearch = true
    const degraded = await page(kim.browser, '/search?q=arbitrator')
    expect(degraded.html).toContain('Search is unavailable at the moment')
    await page(kim.browser, '/search?q=arbitrator')
    expect(searches - before).toBe(4)
    // The data of a navigation in the browser is the loader's, every time.
    const data = await ann.browser.fetch(url('/search.data?q=jurisdiction'))
    expect(data.status).toBe(200)
    expect(searches - before).toBe(5)
  })

  test('a subscriber who saved a listed document gets a page of their own that says so', async () => {
    const ann = await signIn('ann@cache.test')
    const bob = await signIn('bob@cache.test')
    const path = '/search?q=expropriation'
    const shared = await page(bob.browser, path)
    const id = /id="hit-([^"]+)"/.exec(shared.html)?.[1]
    expect(id).toBeTruthy()
    const { users, favourites } = portal.services
    const annId = (await users.findByEmail('ann@cache.test'))!.id
    const folder = await favourites.addFolder({ accountId: annId, siteId: 'KA' }, 'Expropriation')
    await favourites.addFavourites(
      { accountId: annId, siteId: 'KA' },
      [{ contentId: id!, title: 'Saved award', url: `/document/${id!}` }],
      folder.id,
    )
    const before = searches
    const own = await page(ann.browser, path)
    expect(searches - before).toBe(1)
    expect(own.html).toContain('In your favourites, in “Expropriation”')
    expect(own.html).toContain('value="remove-saved-document"')
    // Hers is not kept for the others: Bob still gets the shared page, without her folders.
    const again = await page(bob.browser, path)
    expect(searches - before).toBe(1)
    expect(again.html).not.toContain('In your favourites')
  })
})
