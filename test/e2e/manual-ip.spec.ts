import { expect, hydrated, login, onlyIn, seriousViolations, test } from './fixtures.ts'

// Manual IP (IP edition, MIP plan): compare two offices with each answer's source, search with
// category:value and a filter, star and unstar an entry, and the main search's 'Search within
// Manual IP' toggle.

test('compare, search, star and unstar, and search within Manual IP', async ({ page }) => {
  onlyIn('kipl')
  test.setTimeout(180_000) // the first visit reads the acts; accessibility checks on three pages
  await login(page, 'mip@demo.test', '/')
  await page.getByRole('navigation').getByRole('link', { name: 'Manual IP' }).first().click()
  await expect(page).toHaveURL(/\/manual-ip$/)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Find and compare IP prosecution information' }),
  ).toBeVisible()
  await hydrated(page)

  // Germany against the United States for patents: the German answers quote the Patentgesetz.
  const chooser = page.getByRole('form', { name: 'Offices and right to compare' })
  await chooser.getByLabel('European Patent Office').uncheck()
  await chooser.getByLabel('United States').check()
  await chooser.getByRole('button', { name: 'Compare' }).click()
  await expect(page).toHaveURL(/\/manual-ip\?c=DE&c=US&right=patent$/)
  const representation = page.getByRole('region', { name: 'Representation' })
  await expect(representation.getByRole('link', { name: '§ 25 PatG' })).toHaveAttribute(
    'href',
    '/document/de-patg_1.30',
  )
  // The United States answers from 35 U.S.C. (a provision of the collection), not a sample.
  await expect(representation.getByRole('link', { name: '§ 33 35 U.S.C.' })).toHaveAttribute(
    'href',
    '/document/us-35usc_s33',
  )
  expect(await seriousViolations(page)).toEqual([])
  await page.setViewportSize({ width: 390, height: 844 })
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await page.setViewportSize({ width: 1280, height: 900 })

  // Search with category:value, then switch the right with a filter link.
  await page.getByLabel('Search Manual IP').fill('Vertreter country:DE right:trade-mark')
  await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click()
  await expect(page).toHaveURL(
    /\/manual-ip\/search\?q=Vertreter\+country%3ADE\+right%3Atrade-mark$/,
  )
  await expect(page.getByRole('link', { name: '§ 96 MarkenG' })).toBeVisible()
  const filters = page.getByRole('complementary', { name: 'Filters' })
  await filters.getByRole('link', { name: 'Designs' }).click()
  await expect(page).toHaveURL(/right%3Atrade-mark\+right%3Adesign$/)
  await expect(page.getByRole('link', { name: '§ 58 DesignG' })).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])

  // An unknown category says which there are.
  await page.goto('/manual-ip/search?q=colour%3Ared')
  await expect(page.getByRole('alert')).toContainText(
    'Unknown category. Use one of: country, right, topic',
  )

  // Star § 96 MarkenG, find it in the favourites, unstar it there.
  await page.goto('/manual-ip/search?q=Inlandsvertreter+right%3Atrade-mark')
  await hydrated(page)
  await page.getByRole('button', { name: /^Star § 96 MarkenG/ }).click()
  await expect(page.getByRole('button', { name: /^Starred § 96 MarkenG/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await page
    .getByRole('navigation', { name: 'Manual IP' })
    .getByRole('link', { name: 'Favourites' })
    .click()
  await expect(page.getByRole('heading', { level: 1, name: 'Favourites' })).toBeVisible()
  await expect(page.getByRole('link', { name: '§ 96 MarkenG' })).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  await page.getByRole('button', { name: /^Starred § 96 MarkenG/ }).click()
  await expect(page.getByText('No starred entries yet.')).toBeVisible()

  // The main search, with 'Search within Manual IP' on.
  await page.goto('/search?q=Inlandsvertreter')
  await hydrated(page)
  await page.locator('summary', { hasText: /^Filters/ }).click()
  const panel = page.getByRole('dialog', { name: 'Search filters' })
  await panel.getByLabel('Search within Manual IP').check()
  await panel.getByRole('button', { name: 'Apply filters' }).click()
  await expect(page).toHaveURL(/searchWithinManualIp=true/)
  const within = page.getByRole('region', { name: /^In Manual IP: \d+ entries$/ })
  await expect(within).toBeVisible()
  await within.getByRole('link', { name: 'All Manual IP entries for these words' }).click()
  await expect(page).toHaveURL(/\/manual-ip\/search\?q=Inlandsvertreter$/)
})
