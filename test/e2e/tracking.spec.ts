import { createAccount, eventsOf, loginAs } from './accounts.ts'
import { expect, hydrated, onlyIn, test } from './fixtures.ts'

// Usage tracking with JavaScript: nothing is recorded before the cookie banner is answered;
// after I AGREE, each page view is posted to the portal with the page's path, and each search
// records its event with its words and result count.

test('no event before the banner is answered; page views and searches after', async ({ page }) => {
  onlyIn('ka')
  const email = `tracking-js-${Date.now()}@example.test`
  await createAccount({ email, password: 'first password 1' })
  await loginAs(page, email, 'first password 1', '/search?q=arbitration')
  await hydrated(page)
  await page.getByRole('link', { name: 'Favourites' }).click()
  await expect(page).toHaveURL(/\/favorites/)
  // A moment for any event the page might (wrongly) send.
  await page.waitForLoadState('networkidle')
  expect(await eventsOf(email)).toEqual([])

  await page.getByRole('button', { name: 'I AGREE' }).click()
  await expect(page.getByRole('region', { name: 'Cookie consent' })).toHaveCount(0)
  await page.goto('/search?q=award')
  await hydrated(page)
  await expect
    .poll(async () => (await eventsOf(email, 'PageView')).map((e) => e.location))
    .toContain('/search')
  const [view] = await eventsOf(email, 'PageView')
  expect(view).toMatchObject({ keywords: 'award', site_id: 'KA', module: 'KAPP', platform: 'KA' })
  expect(view?.user_agent).toContain('Chrome')
  const [search] = await eventsOf(email, 'Searches_Regular')
  expect(search).toMatchObject({ keywords: 'award', link: '/search?q=award', location: '/search' })
  expect(Number(search?.result_count)).toBeGreaterThan(0)
})
