import { mkdirSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { expect, hydrated, login, onlyIn, test } from './fixtures.ts'

// The main screens at the spec's breakpoints, as pictures in the run's artefacts
// (var/e2e/screenshots/layout-<edition>-<screen>-<width>.png, looked at by eye), and the layout
// faults that once hid content: a page wider than a phone, floating buttons over the text, the
// open assistant over the header's links.
const WIDTHS = [390, 1023, 1440] as const
const DIR = 'var/e2e/screenshots'
const fab = (page: Page) => page.getByRole('button', { name: /^(Open|Restore) AI Assistant/ })

async function documentUrl(page: Page): Promise<string> {
  await page.goto('/search?q=court')
  const href = await page.locator('main article a[href^="/document/"]').first().getAttribute('href')
  expect(href).toBeTruthy()
  return href!
}

test('home, search, document, favourites (and the arbitration tools) at 390, 1023 and 1440 px', async ({
  page,
  edition,
}, info) => {
  test.skip(info.project.name === 'nojs', 'the editions’ projects take the pictures')
  test.setTimeout(240_000)
  mkdirSync(DIR, { recursive: true })
  await login(page, edition.email)
  const screens = {
    home: '/',
    search: '/search?q=court',
    document: await documentUrl(page),
    favourites: '/favorites',
    // The arbitration edition's tools: a profile and the Relationship Indicator have the widest
    // tables.
    ...(info.project.name === 'ka'
      ? {
          profile: '/profile-navigator/brigitte-stern',
          relationships:
            '/relationship-indicator?left=2%3Acanada&right=0%3Aj-william-rowley&right=0%3Achristopher-greenwood',
        }
      : {}),
  }
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 })
    for (const [name, url] of Object.entries(screens)) {
      await page.goto(url)
      await hydrated(page)
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth)
      expect(scrollWidth, `${name} at ${width} px is no wider than the screen`).toBeLessThanOrEqual(
        width,
      )
      await page.screenshot({ path: `${DIR}/layout-${info.project.name}-${name}-${width}.png` })
    }
  }
})

test('on a phone the floating buttons are small round icons', async ({ page, edition }, info) => {
  onlyIn('kipl')
  test.skip(info.project.name === 'nojs', 'the floating buttons need scripts')
  await page.setViewportSize({ width: 390, height: 844 })
  await login(page, edition.email, '/search?q=court')
  await hydrated(page)
  const backToTop = page.getByRole('button', { name: 'Back to top' })
  const widthOf = async (l: typeof backToTop) => (await l.boundingBox())?.width ?? Infinity
  // Scrolled down on every try, and read without waiting: a late layout change (results, fonts)
  // may move the page back above the 50 px at which the button shows.
  await expect
    .poll(async () => {
      await page.evaluate(() => window.scrollTo(0, 800))
      return backToTop.isVisible()
    })
    .toBe(true)
  expect(await widthOf(backToTop)).toBeLessThanOrEqual(48)
  if (await fab(page).isVisible())
    await expect.poll(() => widthOf(fab(page))).toBeLessThanOrEqual(64)
})

test('the open assistant docks beside the page and leaves the header’s links free', async ({
  page,
  edition,
}, info) => {
  onlyIn('ka')
  test.skip(info.project.name === 'nojs', 'the panel needs scripts')
  mkdirSync(DIR, { recursive: true })
  await login(page, edition.email)
  await hydrated(page)
  test.skip(!(await fab(page).isVisible()), 'this plan has no AI Assistant')
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 })
    await fab(page).click()
    const panel = page.getByRole('complementary', { name: 'AI Assistant' })
    await expect(panel).toBeVisible()
    await page.screenshot({ path: `${DIR}/layout-${info.project.name}-assistant-${width}.png` })
    if (width >= 1024) {
      const box = (await panel.boundingBox())!
      for (const name of ['Favourites', 'Log out']) {
        const link = page
          .locator('header')
          .getByRole('link', { name, exact: true })
          .or(page.locator('header').getByRole('button', { name, exact: true }))
        const b = (await link.first().boundingBox())!
        expect(
          b.x + b.width <= box.x || b.x >= box.x + box.width,
          `${name} is not under the panel`,
        ).toBe(true)
      }
    }
    await panel.getByRole('button', { name: 'Close AI Assistant' }).click()
  }
})
