import { mailInOutbox } from '../helpers/mail.ts'
import { expect, hydrated, login, seriousViolations, test } from './fixtures.ts'

// The Market Definitions Locator (competition edition): a market a Court of Justice judgment
// names found with its passage, filters in the spec's order, the sort toggling, a document
// with its related cases, e-mailing documents, the mini-app's login state, and bad input.

test('find a market, filter, sort, open a document and e-mail documents', async ({
  page,
}, info) => {
  test.skip(info.project.name !== 'kcl', 'the Market Definitions Locator is a competition tool')
  test.setTimeout(120_000) // accessibility checks on three pages
  await login(page, 'kcl@demo.test', '/market-definitions-locator')
  await hydrated(page)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Find how relevant markets were defined' }),
  ).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])

  await page.getByLabel('Search market definitions').fill('product-market:"reinforcing bars"')
  await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click()
  await expect(page).toHaveURL(
    /\/market-definitions-locator\/search\?q=product-market%3A%22reinforcing(?:\+|%20)bars%22$/,
  )
  const hit = page.locator('#hit-cjeu-eu-c-2017-716')
  await expect(
    hit.getByRole('link', { name: 'Case C-88/15 P, Ferriere Nord SpA v European Commission' }),
  ).toBeVisible()
  await expect(hit.getByText('Product Market: concrete reinforcing bars and coils')).toBeVisible()
  await expect(hit.locator('mark').first()).toHaveText(/reinforcing bars/i)
  await expect(hit).toContainText('Italian market for concrete reinforcing bars and coils')
  const groups = page
    .getByRole('complementary', { name: 'Filters' })
    .getByRole('heading', { level: 3 })
  await expect(groups.first()).toHaveText('Product Market')
  expect(await seriousViolations(page)).toEqual([])

  // A filter narrows and shows as a pill; the date sort toggles its order.
  await page
    .getByRole('complementary', { name: 'Filters' })
    .getByRole('link', { name: 'Italy' })
    .click()
  await expect(page).toHaveURL(/f=geographic-market%3AItaly/)
  await expect(page.getByRole('list', { name: 'Selected filters' })).toContainText(
    'Geographic Market: Italy',
  )
  await page.getByRole('navigation', { name: 'Sort' }).getByRole('link', { name: /^Date/ }).click()
  await expect(page).toHaveURL(/order=asc/)

  // E-mail two documents: a wrong address is refused, then the message goes out.
  await page
    .getByRole('checkbox', {
      name: 'Select Case C-88/15 P, Ferriere Nord SpA v European Commission',
    })
    .check()
  await page
    .getByRole('checkbox', {
      name: 'Select Case C-85/15 P, Feralpi Holding SpA v European Commission',
    })
    .check()
  await page.getByRole('button', { name: 'E-mail selected documents' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'E-mail documents' })).toBeVisible()
  const address = `mdl-${Date.now()}@example.org`
  await page.getByLabel('E-mail address').fill('not-an-address')
  await page.getByRole('button', { name: 'Send' }).click()
  await expect(page.getByText('Enter a valid e-mail address.')).toBeVisible()
  await page.getByLabel('E-mail address').fill(address)
  await page.getByRole('button', { name: 'Send' }).click()
  await expect(page.getByRole('status')).toHaveText(`2 documents were sent to ${address}.`)
  await expect
    .poll(() =>
      mailInOutbox('var/e2e/outbox', address).then(
        () => true,
        () => false,
      ),
    )
    .toBe(true)

  // A judgment: its definitions by category, the related Commission case, on a phone too.
  await page.goto('/market-definitions-locator/document/cjeu-eu-c-2017-632?q=processors')
  await expect(
    page.getByRole('heading', { level: 1, name: /Intel Corp\. v European Commission/ }),
  ).toBeVisible()
  await expect(page.getByText(/“processors” \d+ times?/)).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Product Market' })).toBeVisible()
  const related = page.getByRole('region', { name: 'Related cases naming Intel' })
  await expect(related.getByRole('link', { name: /AT\.37990/ })).toBeVisible()
  await page.setViewportSize({ width: 390, height: 844 })
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  expect(await seriousViolations(page)).toEqual([])
})

test('the mini-app login, bad queries, and calls without a session', async ({ page }, info) => {
  test.skip(info.project.name !== 'kcl', 'the Market Definitions Locator is a competition tool')
  await login(
    page,
    'kcl@demo.test',
    '/market-definitions-locator/login?returnurl=%2Fmarket-definitions-locator%2Fsearch',
  )
  // The page keeps the token once it runs, then goes back to the page asked for.
  await hydrated(page)
  await expect(page).toHaveURL(/\/market-definitions-locator\/search$/, { timeout: 15_000 })
  expect(
    await page.evaluate(() =>
      Boolean(localStorage.getItem('mdl.token') && localStorage.getItem('mdl.expiry')),
    ),
  ).toBe(true)
  await page
    .getByRole('navigation', { name: 'Market Definitions Locator' })
    .getByRole('link', { name: 'Log out' })
    .click()
  await expect(
    page.getByRole('heading', { level: 1, name: 'Logged out of the Market Definitions Locator' }),
  ).toBeVisible()
  await expect.poll(() => page.evaluate(() => localStorage.getItem('mdl.token'))).toBeNull()

  await page.goto('/market-definitions-locator/search?q=colour%3Ared')
  await expect(page.getByRole('alert')).toContainText(
    'Unknown category. Use one of: keyword, product-market',
  )
  await page.goto('/market-definitions-locator/search?q=gas%20%22natural')
  await expect(page.getByRole('alert')).toContainText('Unbalanced quote at 5')

  // Without a session the calls answer 401 JSON, not the sign-in page.
  await page.context().clearCookies()
  const answer = await page.evaluate(async () => {
    const r = await fetch('/mdl/api/ping?app=mdl-app', { redirect: 'manual' })
    return { status: r.status, body: await r.json() }
  })
  expect(answer.status).toBe(401)
  expect(answer.body.message).toMatch(/sign(ed)? in/i)
})
