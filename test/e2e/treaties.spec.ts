import { mkdirSync } from 'node:fs'
import { expect, hydrated, login, seriousViolations, test } from './fixtures.ts'

// Treaties and conventions and the New York Convention tool (arbitration edition): filter the
// bilateral investment treaties by party, open a convention's citing awards with the passages,
// browse the Convention by provision, topic and jurisdiction; nothing is wider than a phone.
const SCREENS = 'var/e2e/screenshots'

test('filter the treaties and read a convention’s citations', async ({ page }, info) => {
  test.skip(info.project.name !== 'ka', 'Treaties are arbitration screens')
  test.setTimeout(120_000) // accessibility checks on two screens
  await login(page, 'kapp@demo.test', '/bits')
  await hydrated(page)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Bilateral Investment Treaties' }),
  ).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'treaties' })).toHaveText(
    '12 treaties, page 1 of 2',
  )
  expect(await seriousViolations(page)).toEqual([])
  // Below the register, the bilateral treaties the cases were brought under open their awards.
  const invoked = page.getByRole('region', { name: 'Treaties the cases were brought under' })
  await invoked.getByRole('link', { name: 'Awards under the Hungary–United Kingdom BIT' }).click()
  await expect(page).toHaveURL(/\/awards\?f\.legislation=Hungary/)
  await expect(page.locator('main article').first()).toBeVisible()
  await page.goto('/bits')
  await hydrated(page)
  await page.getByLabel('Party', { exact: true }).selectOption('Hungary')
  await page.getByRole('button', { name: 'Apply' }).click()
  await expect(page).toHaveURL(/\/bits\?party=Hungary$/)
  await expect(page.getByRole('status').filter({ hasText: 'treaty' })).toHaveText('1 treaty')
  const treaty = page.getByRole('listitem').filter({ hasText: 'Hungarian People' })
  await expect(treaty).toContainText('Netherlands and Hungary')

  // A convention: the awards citing it, each with the passage, paged.
  await page.goto('/conventions?q=settlement+investment')
  await hydrated(page)
  await page
    .getByRole('link', {
      name: /^Awards citing it: Convention on the settlement of investment disputes/,
    })
    .click()
  await expect(page).toHaveURL(/treaty=BWBV0004615#citations$/)
  const citations = page.getByRole('region', { name: /^Citing Convention on the settlement/ })
  await expect(citations.getByText(/^Cited in \d+ awards and decisions/)).toBeVisible()
  await expect(citations.locator('blockquote mark').first()).toBeVisible()
  await citations
    .getByRole('navigation', { name: 'Citation pages' })
    .getByRole('link', { name: 'Page 2' })
    .click()
  await expect(page).toHaveURL(/cpage=2#citations$/)
  expect(await seriousViolations(page)).toEqual([])
})

test('browse the New York Convention by provision, topic and jurisdiction', async ({
  page,
}, info) => {
  test.skip(info.project.name !== 'ka', 'The NYC tool is an arbitration screen')
  test.setTimeout(120_000) // accessibility checks on two screens
  // Article V and a decision applying it, with its passage.
  await login(page, 'kapp@demo.test', '/nyctool')
  await hydrated(page)
  await page.getByRole('link', { name: 'By provision' }).first().click()
  await expect(page).toHaveURL(/\/nyctool\/provision$/)
  await page.getByRole('link', { name: 'Article V', exact: true }).click()
  await expect(page).toHaveURL(/\/nyctool\/5$/)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Article V of the New York Convention' }),
  ).toBeVisible()
  await expect(
    page.getByRole('region', { name: 'Text' }).getByText('contrary to the public policy'),
  ).toBeVisible()
  const repsol = page.getByRole('listitem').filter({ hasText: 'Repsol YPF Ecuador' })
  await expect(repsol.locator('blockquote')).toContainText('Art. V.2(a)')
  expect(await seriousViolations(page)).toEqual([])

  // By topic: a ground with its decisions; by jurisdiction: the register's State.
  await page.getByRole('link', { name: 'By topic' }).click()
  await page.getByRole('link', { name: 'The agreement in writing' }).click()
  await expect(page).toHaveURL(/\/nyctool\/topic\?topic=writing#decisions$/)
  const writing = page.getByRole('region', { name: /^The agreement in writing/ })
  await expect(writing.locator('blockquote').first()).toContainText(/writing/i)
  await page.getByRole('link', { name: 'By jurisdiction' }).click()
  await page.getByRole('link', { name: 'Netherlands', exact: true }).click()
  await expect(page.getByText(/^Contracting State: the treaty register holds/)).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])

  // On a phone nothing is wider than the screen (pictures kept with the run's artefacts).
  mkdirSync(SCREENS, { recursive: true })
  const agree = page.getByRole('button', { name: 'I agree' })
  if (await agree.isVisible()) await agree.click()
  await page.setViewportSize({ width: 390, height: 844 })
  for (const [name, path] of [
    ['bits', '/bits?treaty=BWBV0002482'],
    ['nyctool-article', '/nyctool/5'],
  ]) {
    await page.goto(path)
    await hydrated(page)
    const width = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(width, `${path} is no wider than the phone`).toBeLessThanOrEqual(390)
    await page.screenshot({ path: `${SCREENS}/${name}-390.png`, fullPage: true })
  }
})
