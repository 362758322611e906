import { expect, hydrated, login, seriousViolations, test } from './fixtures.ts'

// Smart charts (competition edition): charts drawn from the content index, each bar a link to
// the search that lists its documents, with its table and its data as CSV and Excel.

test('open the competition charts from the menu, download the data, follow a bar to its search', async ({
  page,
}, info) => {
  test.skip(
    info.project.name !== 'kcl',
    'one edition carries the journey; the others differ in data',
  )
  test.setTimeout(120_000) // an accessibility check and a phone width
  await login(page, 'kcl@demo.test', '/')
  // the menu opens the charts in a new tab
  const item = page.locator('a[href="/smartcharts?product=competition"]').first()
  await expect(item).toHaveAttribute('target', '_blank')
  const charts = page
  await charts.goto('/smartcharts?product=competition')
  await hydrated(charts)
  await expect(
    charts.getByRole('heading', { level: 1, name: 'Smart Charts: Competition' }),
  ).toBeVisible()
  const basis = charts.getByRole('region', { name: 'Commission antitrust cases by legal basis' })
  await expect(
    basis.getByRole('group', { name: 'Commission antitrust cases by legal basis' }),
  ).toBeVisible()
  expect(await seriousViolations(charts)).toEqual([])

  // the table behind the chart
  await basis.getByText('Table', { exact: true }).click()
  const row = basis.getByRole('row').filter({ hasText: 'Art. 102 TFEU' })
  const count = (await row.getByRole('cell').textContent())!.trim()
  expect(Number(count)).toBeGreaterThan(0)

  // the data as a file
  const [csv] = await Promise.all([
    charts.waitForEvent('download'),
    basis.getByRole('link', { name: /as CSV$/ }).click(),
  ])
  expect(csv.suggestedFilename()).toBe('Commission-antitrust-cases-by-legal-basis.csv')
  const [xlsx] = await Promise.all([
    charts.waitForEvent('download'),
    basis.getByRole('link', { name: /as Excel$/ }).click(),
  ])
  expect(xlsx.suggestedFilename()).toBe('Commission-antitrust-cases-by-legal-basis.xlsx')

  // on a phone the page keeps to the screen
  await charts.setViewportSize({ width: 390, height: 800 })
  const overflow = await charts.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)

  // a bar opens the search that gives it
  await basis.getByRole('link', { name: `Art. 102 TFEU: ${count} cases` }).click()
  await expect(charts).toHaveURL(/\/search\?.*Art\.\+102\+TFEU/)
  await expect(charts.getByText(new RegExp(`\\b${count} results?\\b`)).first()).toBeVisible()
})
