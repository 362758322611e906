import { expect, hydrated, login, onlyIn, seriousViolations, test } from './fixtures.ts'

// The Market Definitions Locator is its own part, mdl-app (spec 001 §1, §2.5): its script and
// stylesheet are fetched on the first visit to the locator, not with the edition's home; a part
// that does not load shows the load error naming the part and the reason (CSS_CHUNK_LOAD_FAILED
// for its stylesheet) inside the portal's page, and Reload brings the working mini-app.

const partScript = /\/assets\/mdl-app-[\w-]+\.js$/
const partStylesheet = /\/assets\/mdl-app-[\w-]+\.css$/

test('the locator is loaded as its own part, and a part that fails says which and why', async ({
  page,
}) => {
  onlyIn('kcl')
  test.setTimeout(90_000) // three page loads and an accessibility check
  const partRequests: string[] = []
  page.on('request', (request) => {
    if (partScript.test(request.url()) || partStylesheet.test(request.url()))
      partRequests.push(request.url())
  })
  await login(page, 'kcl@demo.test', '/')
  await hydrated(page)
  expect(partRequests).toEqual([])

  // The stylesheet fails on the way from the home page to the locator.
  await page.route(partStylesheet, (route) => route.abort())
  const nav = page.getByRole('navigation', { name: 'Main' })
  await nav.locator('summary', { hasText: 'Practice Tools' }).click()
  await nav.getByRole('link', { name: 'Market Definitions Locator' }).click()
  const alert = page.getByRole('alert').filter({
    has: page.getByRole('heading', { name: 'The Market Definitions Locator could not be loaded' }),
  })
  await expect(alert).toBeVisible()
  await expect(page).toHaveURL(/\/market-definitions-locator$/)
  await expect(alert).toContainText('Part mdl-app did not load. Reason: other')
  await expect(alert).toContainText('Error code CSS_CHUNK_LOAD_FAILED')
  await expect(nav).toBeVisible() // inside the portal's page
  expect(partRequests.some((url) => partStylesheet.test(url))).toBe(true)
  expect(await seriousViolations(page)).toEqual([])

  // Now the script is not on the server: Reload says so.
  await page.unroute(partStylesheet)
  await page.route(partScript, (route) => route.fulfill({ status: 404, body: 'Not found' }))
  await alert.getByRole('button', { name: 'Reload' }).click()
  await expect(alert).toContainText('Part mdl-app did not load. Reason: missing')
  await expect(alert).not.toContainText('CSS_CHUNK_LOAD_FAILED')

  // Once the part is there again, Reload brings the locator, and it works.
  await page.unroute(partScript)
  await alert.getByRole('button', { name: 'Reload' }).click()
  await expect(
    page.getByRole('heading', { level: 1, name: 'Find how relevant markets were defined' }),
  ).toBeVisible()
  await hydrated(page)
  await page.getByLabel('Search market definitions').fill('product-market:airfreight')
  await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click()
  await expect(page).toHaveURL(
    /\/market-definitions-locator\/search\?q=product-market%3Aairfreight$/,
  )
  await expect(
    page.getByRole('link', { name: 'Case C-122/16 P, British Airways plc v European Commission' }),
  ).toBeVisible()
  await expect(alert).toHaveCount(0)
})

test('without JavaScript the server renders the whole locator, with its part’s stylesheet', async ({
  browser,
}) => {
  onlyIn('kcl')
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    javaScriptEnabled: false,
  })
  const page = await context.newPage()
  await login(page, 'kcl@demo.test', '/market-definitions-locator')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Find how relevant markets were defined' }),
  ).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Market Definitions Locator' })).toBeVisible()
  await expect(page.locator('link[rel="stylesheet"][href*="/assets/mdl-app-"]')).toHaveCount(1)
  await context.close()
})

test('the main search links and fetches nothing of Manual IP’s part', async ({ page }) => {
  onlyIn('kcl')
  // Its 'Search within Manual IP' section has its own styles, so mip-app stays Manual IP's.
  const mipRequests: string[] = []
  page.on('request', (request) => {
    if (/\/assets\/mip-app-[\w-]+\.(js|css)$/.test(request.url())) mipRequests.push(request.url())
  })
  await login(page, 'kcl@demo.test', '/search?q=market')
  await hydrated(page)
  await expect(page.locator('link[href*="/assets/mip-app-"]')).toHaveCount(0)
  expect(mipRequests).toEqual([])
})
