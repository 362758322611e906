import { expect, hydrated, login, onlyIn, seriousViolations, test } from './fixtures.ts'

// The editors' search report, for the demo editor; anyone else is told there is no such page.

test('the editor opens the search report from the header and changes its period', async ({
  page,
}) => {
  onlyIn('kcl')
  await login(page, 'editor@demo.test', '/')
  await hydrated(page)
  await page.getByRole('link', { name: 'Search report' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Search report: Competition Law Research',
  )
  await expect(page.getByRole('group', { name: 'Searches per day' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Top queries' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Queries that found nothing' })).toBeVisible()
  await page.getByLabel('Period').selectOption('7')
  await page.getByRole('button', { name: 'Show' }).click()
  await expect(page).toHaveURL(/\/editors\/search-report\?days=7$/)
  await expect(page.getByRole('status').filter({ hasText: 'searches from' })).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
})

test('a subscriber without the editor role gets the page-not-found screen', async ({ page }) => {
  onlyIn('kcl')
  await login(page, 'kcl@demo.test', '/')
  await expect(page.getByRole('link', { name: 'Search report' })).toHaveCount(0)
  const response = await page.goto('/editors/search-report')
  expect(response?.status()).toBe(404)
  await expect(page.getByText("We're sorry, you cannot view this page at this time")).toBeVisible()
})
