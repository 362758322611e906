import { createAccount, loginAs } from './accounts.ts'
import { expect, hydrated, onlyIn, test } from './fixtures.ts'

test('a search saved with a weekly alert shows it in the favourites, where it is switched off', async ({
  page,
}) => {
  onlyIn('ka')
  const email = `alerts-js-${Date.now()}@example.test`
  await createAccount({ email, password: 'first password 1' })
  await loginAs(page, email, 'first password 1', '/search?q=umbrella+clause')
  await hydrated(page)
  await page.getByLabel('Name this search').fill('Umbrella clauses')
  await page.getByLabel('E-mail alert').selectOption('weekly')
  await page.getByRole('button', { name: 'Save search' }).click()
  await expect(
    page.getByRole('status').filter({ hasText: 'with a weekly e-mail alert' }),
  ).toBeVisible()

  await page.goto('/favorites?view=searches')
  await hydrated(page)
  const entry = page.getByRole('listitem').filter({ hasText: 'Umbrella clauses' })
  await expect(entry.getByText('Weekly', { exact: true })).toBeVisible()
  await entry.getByLabel('E-mail alert for Umbrella clauses').selectOption('off')
  await entry.getByRole('button', { name: 'Save the alert for Umbrella clauses' }).click()
  await expect(page.getByText('Alert on “Umbrella clauses” switched off')).toBeVisible()
  await expect(entry.getByText('Off', { exact: true })).toBeVisible()
})
