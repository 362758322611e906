import { createAccount, eventsOf, loginAs } from './accounts.ts'
import { expect, test } from './fixtures.ts'

// Without JavaScript (the nojs project, on the arbitration edition): the page sends nothing of
// its own, and the server records a search only once the cookie banner is answered.

test('a search is recorded only after I AGREE', async ({ page }) => {
  const email = `tracking-nojs-${Date.now()}@example.test`
  await createAccount({ email, password: 'first password 1' })
  await loginAs(page, email, 'first password 1', '/search?q=arbitration')
  await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible()
  expect(await eventsOf(email)).toEqual([])

  // Agreed on another page (I AGREE comes back to the page it was pressed on).
  await page.goto('/favorites')
  await page.getByRole('button', { name: 'I AGREE' }).click()
  await expect(page.getByRole('region', { name: 'Cookie consent' })).toHaveCount(0)
  await page.goto('/search?q=zzqx+nothing+here')
  await expect(page.getByRole('heading', { name: 'No results found' })).toBeVisible()
  const events = await eventsOf(email)
  expect(events.map((e) => e.type)).toEqual(['Searches_Regular'])
  expect(events[0]).toMatchObject({ keywords: 'zzqx nothing here', result_count: 0 })
})
