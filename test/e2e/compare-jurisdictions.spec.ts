import { readFileSync } from 'node:fs'
import { expect, hydrated, login, seriousViolations, test } from './fixtures.ts'

// Jurisdiction comparisons and jurisdictions: choose topics and jurisdictions, read the grid with
// each answer's source, download it; browse the jurisdictions an edition holds and narrow them.

test('compare: choose topics and jurisdictions, read the grid, download Excel and PDF', async ({
  page,
}, info) => {
  test.skip(info.project.name !== 'ka', 'The comparison journey runs in the arbitration edition')
  test.setTimeout(120_000) // two accessibility checks, two downloads
  await login(page, 'kapp@demo.test', '/quickanswers/arbitral_institutions')
  await expect(page).toHaveURL(/\/compare-jurisdictions\/arbitral_institutions$/)
  await page.goto('/compare-jurisdictions/Commercial_Arbitration')
  await hydrated(page)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Comparison of Commercial Arbitration' }),
  ).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])

  await page.getByRole('checkbox', { name: 'Form of the arbitration agreement' }).check()
  await page.getByRole('checkbox', { name: 'Investor-State cases against the State' }).check()
  await page.getByRole('checkbox', { name: 'Germany' }).check()
  await page.getByRole('checkbox', { name: 'Netherlands' }).check()
  await page.getByRole('checkbox', { name: 'Hungary' }).check()
  await page.getByRole('button', { name: 'Compare' }).click()
  await expect(page).toHaveURL(
    /\?t=ca-agreement-form&t=ca-investment-cases&j=Germany&j=Netherlands&j=Hungary#compare-results$/,
  )

  const results = page.locator('#compare-results')
  const form = results.locator('details').filter({ hasText: 'Form of the arbitration agreement' })
  // The first group is open: Germany quotes the statute the collection holds, with its source.
  const germany = form.getByRole('article').filter({ hasText: 'Germany' })
  await expect(germany).toContainText('Die Schiedsvereinbarung muss')
  await expect(
    germany.getByRole('link', {
      name: '§ 1031 – Form der Schiedsvereinbarung, Zivilprozessordnung (ZPO)',
    }),
  ).toHaveAttribute('href', '/document/de-zpo_10.2.3')
  await expect(form.getByRole('article').filter({ hasText: 'Netherlands' })).toContainText(
    'Sample content',
  )
  const cases = results.locator('details').filter({ hasText: 'Investor-State cases' })
  await cases.locator('summary').click()
  await expect(cases.getByRole('article').filter({ hasText: 'Hungary' })).toContainText(
    'Investor-State cases against the State: 4 in the collection.',
  )
  await expect(
    page.getByRole('region', { name: 'Jurisdictions compared' }).getByRole('link', {
      name: 'Hungary',
      exact: true,
    }),
  ).toHaveAttribute('href', '/jurisdiction/Hungary')
  expect(await seriousViolations(page)).toEqual([])

  for (const [label, extension, magic] of [
    ['Excel', 'xlsx', 'PK'],
    ['PDF', 'pdf', '%PDF'],
  ]) {
    const download = page.waitForEvent('download')
    await results.getByRole('link', { name: label, exact: true }).click()
    const file = await download
    expect(file.suggestedFilename()).toMatch(
      new RegExp(`^Comparison-of-Commercial-Arbitration-\\d{4}-\\d{2}-\\d{2}\\.${extension}$`),
    )
    expect(
      readFileSync((await file.path())!)
        .subarray(0, magic.length)
        .toString(),
    ).toBe(magic)
  }

  // On a phone the grid stacks; nothing is wider than the screen.
  await page.setViewportSize({ width: 390, height: 844 })
  const width = await page.evaluate(() => document.documentElement.scrollWidth)
  expect(width).toBeLessThanOrEqual(390)
})

test('jurisdictions: narrow the list by continent, open a country, reach a comparison', async ({
  page,
}, info) => {
  test.skip(
    info.project.name !== 'kcl',
    'The jurisdictions journey runs in the competition edition',
  )
  test.setTimeout(120_000) // two accessibility checks
  await login(page, 'kcl@demo.test', '/jurisdictions')
  await hydrated(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Jurisdictions' })).toBeVisible()
  const list = page.getByRole('region', { name: /jurisdictions$/ })
  await expect(list.getByRole('link', { name: 'European Union' })).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])

  const filters = page.getByRole('form', { name: 'Filter recent developments' })
  await filters.getByRole('checkbox', { name: 'North America' }).check()
  await filters.getByRole('button', { name: 'Apply filters' }).click()
  await expect(page).toHaveURL(/\/jurisdictions\?.*continent=North\+America/)
  await expect(
    page.getByText('Narrowed by the filters of recent developments: North America.'),
  ).toBeVisible()
  await page.getByRole('link', { name: 'Show all' }).click()

  await page.getByRole('link', { name: 'Spain', exact: true }).click()
  await expect(page).toHaveURL(/\/jurisdiction\/Spain$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Spain' })).toBeVisible()
  const judgments = page.getByRole('region', { name: 'Court decisions and judgments' })
  await expect(judgments.getByRole('link').first()).toHaveAttribute('href', /^\/document\//)
  expect(await seriousViolations(page)).toEqual([])
  await page.getByRole('link', { name: 'Merger Thresholds' }).click()
  await expect(page).toHaveURL(/\/compare-jurisdictions\/merger-thresholds\?j=Spain$/)
  await expect(page.getByRole('checkbox', { name: 'Spain' })).toBeChecked()

  const unknown = await page.goto('/jurisdiction/Atlantis')
  expect(unknown?.status()).toBe(404)
})
