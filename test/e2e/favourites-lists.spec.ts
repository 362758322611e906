import { mkdirSync } from 'node:fs'
import { expect, hydrated, login, seriousViolations, test } from './fixtures.ts'
import { uniqueTag } from './favorites-helpers.ts'

// Favourites filed under jurisdictions and topics: a lawyer saves two documents from the reading
// view and two searches from the search page, then sorts, filters and removes them under
// Documents (n) and Searches (n). The arbitration edition's awards and treaties; its own
// account, so no other journey's favourites are in the lists.
const AWARD = '/document/isds-d680108477c9' // an ICSID award against Hungary
const TREATY = '/document/un-cat_1' // the Convention against Torture's preamble, "International"
const DIR = 'var/e2e/screenshots'

test.describe('favourites by jurisdiction and topic', () => {
  test.describe.configure({ timeout: 180_000 })

  test('save documents and searches, sort, filter and remove them', async ({ page }, info) => {
    test.skip(info.project.name !== 'ka', 'the journey reads the arbitration edition’s documents')
    const tag = uniqueTag()

    // The reading view's "Add to favourites" and the search page's "Save search".
    await login(page, 'ka@demo.test', AWARD)
    for (const url of [AWARD, TREATY]) {
      await page.goto(url)
      await hydrated(page)
      await page.getByRole('button', { name: 'Add to favourites' }).click()
      await expect(page.getByRole('status').getByText('Added to your favourites')).toBeVisible()
    }
    for (const [query, name] of [
      ['q=expropriation&f.jurisdiction=Hungary', `Hungary ${tag}`],
      ['q=torture&topic=Public+international+law', `Torture ${tag}`],
    ] as const) {
      await page.goto(`/search?${query}`)
      await hydrated(page)
      await page.getByLabel('Name this search').fill(name)
      await page.getByRole('button', { name: 'Save search' }).click()
      await expect(page.getByText(`Search “${name}” saved to your favourites`)).toBeVisible()
    }

    // From the folders to the other view.
    await page.goto('/favorites')
    await hydrated(page)
    await page.getByRole('link', { name: 'Jurisdiction and topic' }).click()
    await expect(page).toHaveURL(/\/favorites\?view=documents$/)
    await expect(page.getByRole('link', { name: 'Documents (2)' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Searches (2)' })).toBeVisible()
    const titles = page.getByRole('listitem').getByRole('heading', { level: 3 })
    await expect(titles).toHaveCount(2)
    // By jurisdiction (the default): Hungary before International.
    await expect(titles.first()).toContainText('Hungary')
    expect(await seriousViolations(page)).toEqual([])

    // Sorts are links: newest first puts the treaty on top.
    await page
      .getByRole('navigation', { name: 'Sort' })
      .getByRole('link', { name: 'Date added' })
      .click()
    await expect(page).toHaveURL(/sort=dateAdded/)
    await expect(titles.first()).toContainText('Torture')

    // Filters are built from the list's own entries, with counts; ticking one applies it.
    const filters = page.getByRole('complementary', { name: 'Filters' })
    await expect(filters.getByRole('checkbox', { name: 'International 1' })).toBeVisible()
    await filters.getByRole('checkbox', { name: /^Hungary/ }).check()
    await expect(page).toHaveURL(/jurisdiction=Hungary/)
    await expect(page).toHaveURL(/sort=dateAdded/)
    await expect(titles).toHaveCount(1)
    await expect(page.getByText('Showing 1 of 2 documents')).toBeVisible()
    await filters.getByRole('link', { name: 'Clear filters' }).click()
    await expect(titles).toHaveCount(2)

    // On a phone nothing is wider than the screen (pictures kept with the run's artefacts).
    mkdirSync(DIR, { recursive: true })
    const agree = page.getByRole('button', { name: 'I agree' })
    if (await agree.isVisible()) await agree.click() // the cookie notice would hide the list
    await page.setViewportSize({ width: 390, height: 844 })
    for (const view of ['documents', 'searches']) {
      await page.goto(`/favorites?view=${view}&sort=dateAdded`)
      await hydrated(page)
      const width = await page.evaluate(() => document.documentElement.scrollWidth)
      expect(width, `the ${view} view is no wider than the phone`).toBeLessThanOrEqual(390)
      await page.screenshot({ path: `${DIR}/favourites-${view}-390.png`, fullPage: true })
    }
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto('/favorites?view=documents&sort=dateAdded')
    await hydrated(page)
    await page.screenshot({ path: `${DIR}/favourites-documents-1440.png` })

    // Removing: a form, back to the same list.
    const treaty = (await titles.first().textContent())!.trim()
    await page.getByRole('button', { name: `Remove ${treaty} from favourites` }).click()
    await expect(page.getByText(`“${treaty}” removed from your favourites`).first()).toBeVisible()
    await expect(page.getByRole('link', { name: 'Documents (1)' })).toBeVisible()
    await expect(page).toHaveURL(/view=documents&sort=dateAdded$/)

    // Searches: their own sorts and filters, and a link that runs the search again.
    await page.getByRole('link', { name: 'Searches (2)' }).click()
    await expect(page).toHaveURL(/\/favorites\?view=searches$/)
    await expect(page.getByRole('navigation', { name: 'Sort' }).getByRole('link')).toHaveText([
      'Jurisdictions',
      'Date added',
      'Topics',
    ])
    await filters.getByRole('checkbox', { name: /Public international law/ }).check()
    await expect(page).toHaveURL(/topic=Public\+international\+law/)
    await expect(titles).toHaveText([`Torture ${tag}`])
    await page.getByRole('link', { name: `Run again: the search Torture ${tag}` }).click()
    await expect(page).toHaveURL(/\/search\?q=torture/)
    await page.goBack()
    await expect(page).toHaveURL(/view=searches&topic=/)
    await page.getByRole('button', { name: `Remove Torture ${tag} from favourites` }).click()
    await expect(page.getByText(`No searches match these filters.`)).toBeVisible()
    await expect(page.getByRole('link', { name: 'Searches (1)' })).toBeVisible()

    // The folder view holds the same favourites.
    await page.getByRole('link', { name: 'Folder', exact: true }).click()
    await expect(page).toHaveURL(/\/favorites\?tab=searches$/)
    await expect(page.getByRole('link', { name: `Hungary ${tag}`, exact: true })).toBeVisible()
  })
})
