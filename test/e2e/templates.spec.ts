import { expect, hydrated, login, seriousViolations, test } from './fixtures.ts'

// Templates and examples (arbitration edition): institutions with topics, the first institution
// chosen and its first topic open; a template's files download; a real procedural order is an
// example with its tribunal and its case.

test('choose an institution, open and close topics, download a template and open an example', async ({
  page,
}, info) => {
  test.skip(info.project.name !== 'ka', 'Templates and examples is an arbitration screen')
  test.setTimeout(120_000) // an accessibility check and two file downloads
  await login(page, 'kapp@demo.test', '/document-guides')
  await expect(page).toHaveURL(/\/templates-and-examples$/)
  await hydrated(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Templates & Examples' })).toBeVisible()
  const institutions = page.getByRole('navigation', { name: 'Institutions' })
  await expect(institutions.getByRole('link', { name: /^ICSID/ })).toHaveAttribute(
    'aria-current',
    'page',
  )
  const clauses = page.locator('details', { hasText: 'Model clauses' })
  const orders = page.locator('details', { hasText: 'Procedural orders' })
  await expect(clauses).toHaveAttribute('open', '')
  await expect(orders).not.toHaveAttribute('open')
  await orders.locator('summary').click()
  await expect(orders).toHaveAttribute('open', '')
  await expect(
    orders.getByRole('link', {
      name: /Mobil Investments Canada v\. Canada, Procedural Order No\. 9/,
    }),
  ).toBeVisible()
  await clauses.locator('summary').click()
  await expect(clauses).not.toHaveAttribute('open')
  expect(await seriousViolations(page)).toEqual([])

  await institutions.getByRole('link', { name: /^UNCITRAL/ }).click()
  await expect(page).toHaveURL(/\?institution=uncitral$/)
  await expect(page.getByRole('heading', { level: 2, name: 'UNCITRAL' })).toBeVisible()
  await page
    .getByRole('link', {
      name: 'Arbitration clause for contracts under the UNCITRAL Arbitration Rules',
    })
    .click()
  await expect(
    page.getByRole('heading', { level: 1, name: /UNCITRAL Arbitration Rules/ }),
  ).toContainText('Sample content')
  const [word] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: /\(Word\)$/ }).click(),
  ])
  expect(word.suggestedFilename()).toBe(
    'Arbitration-clause-for-contracts-under-the-UNCITRAL-Arbitration-Rules.docx',
  )
  await page
    .getByRole('link', {
      name: 'Convention on the Recognition and Enforcement of Foreign Arbitral Awards',
    })
    .click()
  await expect(page).toHaveURL(/\/document\/BWBV0005176/)

  await page.goto('/templates-and-examples/isds-0b4c2db137f0')
  await expect(page.getByRole('link', { name: 'Christopher Greenwood (President)' })).toBeVisible()
  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: /\(PDF\)$/ }).click(),
  ])
  expect(pdf.suggestedFilename()).toMatch(/\.pdf$/)
})
