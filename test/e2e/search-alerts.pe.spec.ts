import { createAccount, loginAs } from './accounts.ts'
import { expect, test } from './fixtures.ts'

// Without JavaScript (the nojs project, on the arbitration edition).

test('a saved search gets a daily alert and then a weekly one, with plain forms', async ({
  page,
}) => {
  const email = `alerts-nojs-${Date.now()}@example.test`
  await createAccount({ email, password: 'first password 1' })
  await loginAs(page, email, 'first password 1', '/search?q=fork+in+the+road')
  await page.getByLabel('Name this search').fill('Fork in the road')
  await page.getByLabel('E-mail alert').selectOption('daily')
  await page.getByRole('button', { name: 'Save search' }).click()
  await expect(page).toHaveURL(/\/search\?q=fork/)
  await expect(page.getByText('with a daily e-mail alert')).toBeVisible()

  await page.goto('/favorites?view=searches')
  const entry = page.getByRole('listitem').filter({ hasText: 'Fork in the road' })
  await expect(entry.getByText('Daily', { exact: true })).toBeVisible()
  await entry.getByLabel('E-mail alert for Fork in the road').selectOption('weekly')
  await entry.getByRole('button', { name: 'Save the alert for Fork in the road' }).click()
  await expect(page.getByText('Alert on “Fork in the road”: weekly')).toBeVisible()
  await expect(entry.getByText('Weekly', { exact: true })).toBeVisible()
})
