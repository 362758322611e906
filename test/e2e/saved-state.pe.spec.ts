import { createAccount, loginAs } from './accounts.ts'
import { expect, test } from './fixtures.ts'

// Without JavaScript (the nojs project, on the arbitration edition).

test('adding a document to favourites keeps the query and its marked hits', async ({ page }) => {
  const email = `saved-nojs-${Date.now()}@example.test`
  await createAccount({ email, password: 'first password 1' })
  const path = '/document/isds-d680108477c9?q=hungary'
  await loginAs(page, email, 'first password 1', path)
  await expect(page.getByText(/\d+ hits/).first()).toBeVisible()
  await page.getByRole('button', { name: 'Add to favourites' }).first().click()
  await expect(page.getByText('Added to your favourites')).toBeVisible()
  await expect(page).toHaveURL(path)
  await expect(page.getByText(/\d+ hits/).first()).toBeVisible()
})
