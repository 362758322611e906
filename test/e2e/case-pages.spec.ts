import { mkdirSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { expect, hydrated, login, test } from './fixtures.ts'

// Who decided a case, and in which words: on the arbitration edition an award's tribunal links
// to the members' profiles and the header search offers arbitrators by name; on the competition
// edition a Commission case page speaks of undertakings, legal basis and decisions, never of a
// tribunal or a respondent State. Pictures at 390 and 1440 px: var/e2e/screenshots.

const DIR = 'var/e2e/screenshots'
const ACCESSION = 'case-accession-mezzanine-capital-lp-and-danubius-kereskedohaz-vag-b400fd'
const AWARD = `/document/case/${ACCESSION}/${ACCESSION}-arbitration/isds-d680108477c9`

/** The whole page, or for a long text the first screen of it. */
async function pictures(page: Page, name: string, fullPage = true) {
  mkdirSync(DIR, { recursive: true })
  // The cookie banner would sit over the middle of a whole-page picture.
  const agree = page.getByRole('button', { name: 'I AGREE' })
  if (await agree.isVisible()) await agree.click()
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 })
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(scrollWidth, `${name} at ${width} px is no wider than the screen`).toBeLessThanOrEqual(
      width,
    )
    await page.screenshot({ path: `${DIR}/${name}-${width}.png`, fullPage })
  }
}

test('an award’s tribunal links each member to their profile', async ({ page }, info) => {
  test.skip(info.project.name !== 'ka', 'profiles are the arbitration edition’s')
  test.setTimeout(90_000)
  await login(page, 'kapp@demo.test', AWARD)
  await hydrated(page)
  const details = page.locator('details', { hasText: 'Document details' })
  const member = details.getByRole('link', { name: 'Zachary Douglas' })
  await expect(member).toHaveAttribute('href', '/profile-navigator/zachary-douglas')
  await member.scrollIntoViewIfNeeded()
  await pictures(page, 'case-pages-ka-award', false)
  await member.click()
  await expect(page).toHaveURL(/\/profile-navigator\/zachary-douglas$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Zachary Douglas' })).toBeVisible()

  await page.goto(`/document/case/${ACCESSION}`)
  await pictures(page, 'case-pages-ka-case')
  const tribunal = page.getByRole('complementary', { name: 'Tribunal and parties' })
  await expect(tribunal.getByRole('link', { name: 'Donald M. McRae' })).toHaveAttribute(
    'href',
    '/profile-navigator/donald-m-mcrae',
  )
})

test('typing an arbitrator’s name in the header search offers the profile', async ({
  page,
}, info) => {
  test.skip(info.project.name !== 'ka', 'profiles are the arbitration edition’s')
  await login(page, 'kapp@demo.test', '/search')
  await hydrated(page)
  await page.getByRole('combobox', { name: 'Search documents' }).fill('Stern')
  const arbitrators = page.getByRole('group', { name: 'Arbitrators' })
  const stern = arbitrators.getByRole('option', { name: /Brigitte Stern/ })
  await expect(stern).toBeVisible()
  await stern.click()
  await expect(page).toHaveURL(/\/profile-navigator\/brigitte-stern$/)
})

test('a Commission case page speaks competition law', async ({ page }, info) => {
  test.skip(info.project.name !== 'kcl', 'Commission cases are the competition edition’s')
  await login(page, 'kcl@demo.test', '/document/case/ec-at-28841')
  await hydrated(page)
  const main = page.locator('main')
  await expect(main.getByText('Legal basis', { exact: true })).toBeVisible()
  await expect(main.getByText('B.06.1 - Extraction of crude petroleum')).toBeVisible()
  await expect(main.getByRole('heading', { name: 'Undertakings concerned' })).toBeVisible()
  await expect(main.getByRole('heading', { name: 'Decisions and documents' })).toBeVisible()
  await expect(main).not.toContainText('Respondent State')
  await expect(main).not.toContainText(/tribunal/i)
  await pictures(page, 'case-pages-kcl-case')

  await page.goto('/document/case/ec-at-39530')
  await expect(page.getByRole('link', { name: 'Fines Decision (Art. 23)' })).toHaveAttribute(
    'href',
    /^https:\/\/ec\.europa\.eu\//,
  )
  await expect(page.locator('main')).not.toContainText(/tribunal|Respondent State/i)
})
