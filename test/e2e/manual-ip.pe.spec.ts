import { DEMO_PASSWORD, expect, test } from './fixtures.ts'

// Manual IP without JavaScript: the comparison and the search are GET forms and links, starring
// is a POST form that comes back to the page, and the main search's toggle is in its form.

test('compare, search, star and unstar, and search within Manual IP without JavaScript', async ({
  page,
}, info) => {
  test.setTimeout(90_000) // the first visit reads the acts
  const kipl = String(info.project.use.baseURL).replace('//ka.', '//kipl.')
  await page.goto(`${kipl}/account/login?returnUrl=${encodeURIComponent('/manual-ip')}`)
  await page.getByLabel('E-mail', { exact: true }).fill('mip@demo.test')
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(
    page.getByRole('heading', { level: 1, name: 'Find and compare IP prosecution information' }),
  ).toBeVisible()

  // Germany against the International (PCT) route.
  const chooser = page.getByRole('form', { name: 'Offices and right to compare' })
  await chooser.getByLabel('European Patent Office').uncheck()
  await chooser.getByLabel('International (PCT)').check()
  await chooser.getByRole('button', { name: 'Compare' }).click()
  await expect(page).toHaveURL(/\/manual-ip\?c=DE&c=WO&right=patent$/)
  const filing = page.getByRole('region', { name: 'Filing requirements' })
  await expect(filing.getByRole('link', { name: '§ 34 PatG' })).toBeVisible()
  await expect(
    filing.getByRole('link', { name: /^Rule \d+ PCT$|^Article \d+ PCT$/ }).first(),
  ).toBeVisible()

  // Star § 34 PatG from the grid: back on the same comparison, starred.
  await filing.getByRole('button', { name: /^Star § 34 PatG/ }).click()
  await expect(page).toHaveURL(/\/manual-ip\?c=DE&c=WO&right=patent$/)
  await expect(
    page
      .getByRole('region', { name: 'Filing requirements' })
      .getByRole('button', { name: /^Starred § 34 PatG/ }),
  ).toBeVisible()

  // Search with category:value; the favourite is there; unstar it.
  await page.goto(`${kipl}/manual-ip/search?q=country%3ADE+topic%3Afees`)
  await expect(
    page.getByRole('link', { name: 'Anlage (Gebührenverzeichnis) PatKostG' }).first(),
  ).toBeVisible()
  await page.goto(`${kipl}/manual-ip/favorites`)
  await expect(page.getByRole('link', { name: '§ 34 PatG' })).toBeVisible()
  await page.getByRole('button', { name: /^Starred § 34 PatG/ }).click()
  await expect(page).toHaveURL(/\/manual-ip\/favorites$/)
  await expect(page.getByText('No starred entries yet.')).toBeVisible()

  // The main search's toggle, in the filters form.
  await page.goto(`${kipl}/search?q=Inlandsvertreter`)
  await page.locator('summary', { hasText: /^Filters/ }).click()
  const panel = page.getByRole('dialog', { name: 'Search filters' })
  await panel.getByLabel('Search within Manual IP').check()
  await panel.getByRole('button', { name: 'Apply filters' }).click()
  await expect(page).toHaveURL(/searchWithinManualIp=true/)
  await expect(page.getByRole('region', { name: /^In Manual IP: \d+ entries$/ })).toBeVisible()
})
