import { expect, login, test } from './fixtures.ts'

// Without JavaScript (the nojs project, on the arbitration edition).

test('the search report shows its chart and tables, and its period form works', async ({
  page,
}) => {
  // A search of the editor's own, agreed to, so the report has something to count.
  await login(page, 'editor@demo.test', '/search?q=zzqx+report+nothing')
  await page.getByRole('button', { name: 'I AGREE' }).click()
  await page.goto('/search?q=zzqx+report+nothing')
  await page.goto('/')
  await page.getByRole('link', { name: 'Search report' }).click()
  await expect(page).toHaveURL('/editors/search-report')
  await expect(page.locator('svg[aria-labelledby="chart-searches-per-day"]')).toBeVisible()
  await expect(
    page
      .getByRole('region', { name: 'Queries that found nothing' })
      .getByRole('link', { name: 'zzqx report nothing' }),
  ).toBeVisible()
  await page.getByLabel('Period').selectOption('90')
  await page.getByRole('button', { name: 'Show' }).click()
  await expect(page).toHaveURL('/editors/search-report?days=90')
  await expect(page.getByText(/searches from .* to /)).toBeVisible()
})
