import { expect, login, test } from './fixtures.ts'
import { requestAsPage, uniqueTag } from './favorites-helpers.ts'

// JavaScript is off in this project: saving, sorting, filtering and removing favourites by
// jurisdiction and topic run on plain forms and links. The yearbook plan's own account, so no
// other journey's favourites are in its lists.
const AWARD = '/document/isds-d680108477c9' // an ICSID award against Hungary

test.describe('favourites by jurisdiction and topic without JavaScript', () => {
  test.describe.configure({ timeout: 180_000 })

  test('save a document and a search, sort, filter and remove them', async ({ page }) => {
    const tag = uniqueTag()
    await login(page, 'yb@demo.test', AWARD)
    await page.getByRole('button', { name: 'Add to favourites' }).click()
    await expect(page).toHaveURL(new RegExp(`${AWARD}$`))
    await expect(page.getByText('Added to your favourites').first()).toBeVisible()

    await page.goto('/search?q=expropriation&f.jurisdiction=Hungary')
    await page.getByLabel('Name this search').fill(`Hungary ${tag}`)
    await page.getByRole('button', { name: 'Save search' }).click()
    await expect(
      page.getByText(`Search “Hungary ${tag}” saved to your favourites`).first(),
    ).toBeVisible()

    await page.goto('/favorites')
    await page.getByRole('link', { name: 'Jurisdiction and topic' }).click()
    await expect(page).toHaveURL(/\/favorites\?view=documents$/)
    await expect(page.getByRole('link', { name: 'Documents (1)' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Searches (1)' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 3, name: /v\. Hungary, Award/ })).toBeVisible()

    // Sorting is a link; filtering a GET form applied with its button.
    await page
      .getByRole('navigation', { name: 'Sort' })
      .getByRole('link', { name: 'Review date' })
      .click()
    await expect(page).toHaveURL(/view=documents&sort=reviewDate$/)
    const filters = page.getByRole('complementary', { name: 'Filters' })
    await filters.getByRole('checkbox', { name: /^Hungary/ }).check()
    await filters.getByRole('checkbox', { name: /Awards/ }).check()
    await filters.getByRole('button', { name: 'Apply filters' }).click()
    await expect(page).toHaveURL(
      /view=documents&sort=reviewDate&jurisdiction=Hungary&topic=Investment\+arbitration%3EAwards$/,
    )
    await expect(page.getByText('Showing 1 of 1 document')).toBeVisible()

    // Removing posts the form with its anti-forgery token and comes back to the same list.
    const title = (await page.getByRole('heading', { level: 3 }).textContent())!.trim()
    await page.getByRole('button', { name: `Remove ${title} from favourites` }).click()
    await expect(page).toHaveURL(/view=documents&sort=reviewDate&jurisdiction=Hungary&topic=/)
    await expect(page.getByText(`“${title}” removed from your favourites`).first()).toBeVisible()
    await expect(page.getByRole('link', { name: 'Documents (0)' })).toBeVisible()

    // The other list keeps the filters (its sort is its own): no saved search is on awards.
    await page.getByRole('link', { name: 'Searches (1)' }).click()
    await expect(page).toHaveURL(/view=searches&jurisdiction=Hungary&topic=/)
    await expect(page.getByText('No searches match these filters.')).toBeVisible()
    await page.getByRole('main').getByRole('link', { name: 'Clear filters' }).first().click()
    await expect(page).toHaveURL(/\/favorites\?view=searches$/)
    await expect(page.getByRole('link', { name: `Hungary ${tag}`, exact: true })).toBeVisible()
    await page.getByRole('button', { name: `Remove Hungary ${tag} from favourites` }).click()
    await expect(page.getByRole('link', { name: 'Searches (0)' })).toBeVisible()
  })

  test('a removal without the anti-forgery token is refused', async ({ page }) => {
    await login(page, 'yb@demo.test', '/favorites?view=documents')
    const response = await requestAsPage(page, '/favorites?view=documents', {
      method: 'POST',
      form: { intent: 'remove-document', id: 'anything' },
      csrf: false,
    })
    expect(response.status()).toBe(403)
  })
})
