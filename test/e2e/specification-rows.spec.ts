import { expect, hydrated, login, onlyIn, test } from './fixtures.ts'

// The last rows of the specification the code decides (docs/decisions/246): logging out from
// the header, overview crumbs, menu icons, the IP and competition menus' own entries, one way of
// writing a day and the search page's Reset.

const CASE = 'case-accession-mezzanine-capital-lp-and-danubius-kereskedohaz-vag-b400fd'

test.describe('the specification’s last rows', () => {
  test('Log out in the header logs out in one step and lands on the site’s origin', async ({
    page,
    edition,
  }) => {
    onlyIn('kcl')
    await login(page, edition.email, '/news')
    await hydrated(page)
    await page.getByRole('button', { name: 'Log out' }).click()
    // The origin's home needs a subscription: the guard asks an anonymous visitor to sign in.
    await expect(page).toHaveURL(/\/account\/login\?returnUrl=%2F$/)
    await expect(page.getByText('You have logged out.').first()).toBeVisible()
    await expect(page.getByRole('link', { name: 'Log in', exact: true })).toBeVisible()
    await expect(page.getByLabel(/Signed in as/)).toHaveCount(0)
  })

  test('a visit to /Account/Logout from another site asks, and leaves the reader signed in', async ({
    page,
    edition,
  }) => {
    onlyIn('kipl')
    await login(page, edition.email)
    await page.goto('/Account/Logout', { referer: 'https://elsewhere.example/' })
    await expect(page.getByText('Do you want to log out of this edition?')).toBeVisible()
    await page.goto('/')
    await expect(page.getByLabel(/Signed in as/)).toBeVisible()
  })

  test('deep pages show their overview crumb', async ({ page, edition }) => {
    onlyIn('ka')
    await login(page, edition.email, '/nyctool/1')
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem')
    await expect(crumbs).toHaveText(['Homepage', 'New York Convention Tool', 'Article I'])
    await expect(crumbs.nth(1).getByRole('link')).toHaveAttribute('href', '/nyctool')

    await page.goto(`/document/case/${CASE}/${CASE}-arbitration/isds-d680108477c9`)
    const trail = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem')
    await expect(trail).toHaveCount(3)
    await expect(trail.nth(1).getByRole('link')).toHaveAttribute('href', `/document/case/${CASE}`)
  })

  test('menu items show the icons they name, beside their labels', async ({ page, edition }) => {
    await login(page, edition.email)
    const nav = page.getByRole('navigation', { name: 'Main' })
    const home = nav.getByRole('link', { name: 'Home', exact: true })
    await expect(home.locator('svg[data-icon="home"]')).toBeVisible()
    // Every top-level entry carries its icon, hidden from the accessible name.
    const icons = nav.locator('summary svg[aria-hidden="true"]')
    expect(await icons.count()).toBeGreaterThan(1)
    const box = (await home.locator('svg').boundingBox())!
    expect(box.width).toBeGreaterThan(10)
    expect(box.width).toBeLessThan(30)
  })

  test('IP: Manual IP is an entry of its own; competition: Jurisdictions is', async ({
    page,
    edition,
  }, info) => {
    test.skip(info.project.name === 'ka', 'the IP and competition menus')
    await login(page, edition.email)
    const nav = page.getByRole('navigation', { name: 'Main' })
    const label = info.project.name === 'kipl' ? 'Manual IP' : 'Jurisdictions'
    // A top-level link, not an item inside another group's list.
    const entry = nav.locator(`#main-menu > li > a`, { hasText: label })
    await expect(entry).toHaveCount(1)
  })

  test('result rows write no ISO day, summaries included', async ({ page, edition }) => {
    onlyIn('ka')
    // A statute's summary, written at ingest, names the day it was made.
    await login(
      page,
      edition.email,
      '/search?source=German+federal+statutes&sortBy=title&sortOrder=asc',
    )
    await expect(page.locator('main')).toContainText(
      /Ausfertigungsdatum: \d{2} [A-Z][a-z]{2,3} \d{4}/,
    )
    const text = await page.locator('main').innerText()
    expect(text).not.toMatch(/\b(19|20)\d\d-[01]\d-[0-3]\d\b/)
  })

  test('the search page offers Reset: the text goes, the filters stay', async ({
    page,
    edition,
  }) => {
    onlyIn('kipl')
    await login(page, edition.email, '/search?q=patent&type=Judgments')
    await hydrated(page)
    await page.getByRole('link', { name: 'Reset', exact: true }).click()
    await expect(page).toHaveURL(/\/search\?type=Judgments$/)
    await expect(page.getByRole('link', { name: 'Reset', exact: true })).toHaveCount(0)
  })
})
