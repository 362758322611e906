import { mkdirSync } from 'node:fs'
import { expect, hydrated, login, seriousViolations, test } from './fixtures.ts'

// Organizations (arbitration edition): the institutions with their cases and awards, one
// institution with its cases by year and its paged cases, and a case that links back to it.
const SCREENS = 'var/e2e/screenshots'

test('list the institutions, open ICSID, page through its cases and open a case', async ({
  page,
}, info) => {
  test.skip(info.project.name !== 'ka', 'Organizations is an arbitration screen')
  test.setTimeout(120_000) // two accessibility checks
  await login(page, 'kapp@demo.test', '/organizations')
  await hydrated(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Organizations' })).toBeVisible()
  const table = page.getByRole('table', { name: 'Organizations by number of cases' })
  const icsid = table
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: 'ICSID', exact: true }) })
  await expect(icsid).toContainText('International Centre for Settlement of Investment Disputes')
  await expect(icsid.getByRole('cell').first()).toHaveText('49')
  expect(await seriousViolations(page)).toEqual([])

  await icsid.getByRole('link', { name: 'ICSID', exact: true }).click()
  await expect(page).toHaveURL(/\/organization\/icsid$/)
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: 'International Centre for Settlement of Investment Disputes',
    }),
  ).toBeVisible()
  const years = page.getByRole('table', { name: 'Cases by year of the latest decision' })
  await expect(years.getByRole('row').filter({ hasText: '2020' })).toContainText('3')
  await expect(page.getByText('Cases 1–10 of 49')).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  mkdirSync(SCREENS, { recursive: true })
  await page.screenshot({ path: `${SCREENS}/organization-desktop.png`, fullPage: true })

  const pages = page.getByRole('navigation', { name: 'Case pages' })
  await pages.getByRole('link', { name: 'Page 2' }).click()
  await expect(page).toHaveURL(/\/organization\/icsid\?page=2#organization-cases$/)
  await expect(page.getByText('Cases 11–20 of 49')).toBeVisible()
  await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')

  const firstCase = page.getByRole('heading', { level: 3 }).first().getByRole('link')
  const name = (await firstCase.textContent())!
  await firstCase.click()
  await expect(page).toHaveURL(/\/document\/case\//)
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  await page
    .getByRole('link', { name: 'International Centre for Settlement of Investment Disputes' })
    .click()
  await expect(page).toHaveURL(/\/organization\/icsid$/)
})

test('an unknown organization is the not-found page; another casing redirects', async ({
  page,
}, info) => {
  test.skip(info.project.name !== 'ka', 'Organizations is an arbitration screen')
  await login(page, 'kapp@demo.test', '/organization/ICSID?page=2')
  await expect(page).toHaveURL(/\/organization\/icsid\?page=2$/)
  const response = await page.goto('/organization/nowhere')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
})

test('the list and an institution fit a 390 px phone', async ({ page }, info) => {
  test.skip(info.project.name !== 'ka', 'Organizations is an arbitration screen')
  test.setTimeout(60_000)
  mkdirSync(SCREENS, { recursive: true })
  await page.setViewportSize({ width: 390, height: 844 })
  await login(page, 'kapp@demo.test', '/organizations')
  await page.getByRole('button', { name: 'I agree' }).click()
  for (const [name, url] of [
    ['organizations', '/organizations'],
    ['organization', '/organization/icsid'],
  ]) {
    await page.goto(url)
    await hydrated(page)
    const width = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(width, `${name} is no wider than the phone`).toBeLessThanOrEqual(390)
    await page.screenshot({ path: `${SCREENS}/${name}-390.png`, fullPage: true })
  }
  // The sections one by one, legible at the phone's own scale.
  const sections = page.locator('main section')
  for (let i = 0; i < (await sections.count()); i++) {
    await sections.nth(i).screenshot({ path: `${SCREENS}/organization-390-section-${i}.png` })
  }
})
