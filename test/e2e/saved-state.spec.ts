import { createAccount, loginAs } from './accounts.ts'
import { expect, hydrated, onlyIn, test } from './fixtures.ts'

/** The rows of the results (not the breadcrumbs' or a row's own lists). */
const RESULTS = 'section[aria-label="Results"] > ol > li'
const ID = 'isds-d680108477c9'
const SEARCH = '/search?q=Accession+Mezzanine'

// A saved document says so, with its folder, on its page and in the results, and is removed
// from there without leaving the page (with JavaScript; saved-state.pe.spec.ts without).

test('a saved document says so on its page and in the results, and is removed from the row', async ({
  page,
}) => {
  onlyIn('ka')
  const email = `saved-js-${Date.now()}@example.test`
  await createAccount({ email, password: 'first password 1' })
  await loginAs(page, email, 'first password 1', SEARCH)
  const first = page.locator(RESULTS).filter({ has: page.locator(`#hit-${ID}`) })
  const title = (await first.getByRole('heading').innerText()).trim()
  await first.getByRole('heading').getByRole('link').click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
  await hydrated(page)
  await expect(page.getByText('In your favourites')).toHaveCount(0)
  await page.getByRole('button', { name: 'Add to favourites' }).click()
  await expect(page.getByText('Added to your favourites')).toBeVisible()
  await expect(page.getByText('In your favourites', { exact: true })).toBeVisible()

  await page.goBack()
  await expect(page).toHaveURL(SEARCH)
  await hydrated(page)
  const row = page.locator(RESULTS).filter({ hasText: title }).first()
  await expect(row.getByText('In your favourites', { exact: true })).toBeVisible()
  await row.getByRole('button', { name: `Remove “${title}” from favourites` }).click()
  await expect(row.getByRole('status')).toHaveText(`“${title}” removed from your favourites`)
  await expect(row.getByText('In your favourites', { exact: true })).toHaveCount(0)
  await expect(page).toHaveURL(SEARCH)
})
