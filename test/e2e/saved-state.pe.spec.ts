import { createAccount, loginAs } from './accounts.ts'
import { expect, test } from './fixtures.ts'

/** The rows of the results (not the breadcrumbs' or a row's own lists). */
const RESULTS = 'section[aria-label="Results"] > ol > li'

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
  // The page now says it is saved, and offers to take it out again.
  await expect(page.getByText('In your favourites', { exact: true })).toBeVisible()
})

test('a saved document is marked in the results and removed from its row, the search kept', async ({
  page,
}) => {
  const email = `saved-rows-nojs-${Date.now()}@example.test`
  await createAccount({ email, password: 'first password 1' })
  await loginAs(page, email, 'first password 1', '/document/isds-d680108477c9')
  const title = (await page.getByRole('heading', { level: 1 }).innerText()).trim()
  await page.getByRole('button', { name: 'Add to favourites' }).first().click()
  await expect(page.getByText('Added to your favourites')).toBeVisible()

  const search = '/search?q=Accession+Mezzanine'
  await page.goto(search)
  const row = page.locator(RESULTS).filter({ hasText: title }).first()
  await expect(row.getByText('In your favourites', { exact: true })).toBeVisible()
  await row.getByRole('button', { name: `Remove “${title}” from favourites` }).click()
  await expect(page.getByText(`“${title}” removed from your favourites`)).toBeVisible()
  await expect(page).toHaveURL(search)
  await expect(page.locator(RESULTS).filter({ hasText: title }).first()).toBeVisible()
  await expect(page.getByText('In your favourites', { exact: true })).toHaveCount(0)
})
