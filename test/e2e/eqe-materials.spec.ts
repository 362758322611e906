import { expect, hydrated, login, onlyIn, seriousViolations, test } from './fixtures.ts'

// EQE Materials (IP edition, IP and patent plans): the exam's papers and areas linked to the
// EPC and PCT articles of the collection, and the article index with its jump and search.

test('open EQE Materials from the menu, follow an area to its article, find articles by number and words', async ({
  page,
}) => {
  onlyIn('kipl')
  test.setTimeout(180_000) // an accessibility check and a phone width
  await login(page, 'pl@demo.test', '/')
  await hydrated(page)
  const nav = page.getByRole('navigation', { name: 'Main' })
  await nav.locator('summary', { hasText: 'EPC & PCT' }).click()
  await nav.getByRole('link', { name: 'EQE Materials' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'EQE Materials' })).toBeVisible()
  await expect(page.getByRole('list', { name: 'Papers' }).locator(':scope > li')).toHaveCount(5)
  expect(await seriousViolations(page)).toEqual([])

  // An area's provision opens the article's own text in the reader.
  const area = page.getByRole('region', { name: 'Patentability' })
  await area.getByRole('link', { name: 'Art. 54 EPC' }).click()
  await expect(page).toHaveURL(/\/document\/BWBV0003819_[\d.]+$/)
  await expect(page.getByText(/state of the art/i).first()).toBeVisible()
  await page.goBack()

  // A number jumps to the provisions bearing it.
  const form = page.getByRole('search', { name: 'Find an article or rule' })
  await form.getByLabel('Number or words').fill('R. 36')
  await form.getByLabel('Text').selectOption('EPC')
  await form.getByRole('button', { name: 'Find' }).click()
  await expect(page).toHaveURL(/[?&]q=R\.\+36/)
  await expect(page.getByRole('status').filter({ hasText: 'bears the number' })).toBeVisible()
  const found = page.getByRole('list', { name: 'Provisions' }).getByRole('link')
  await expect(found).toHaveText(['Rule 36 EPC'])

  // Words find the passages of the texts that say them; a passage opens at its first hit.
  await page.goto('/eqe-materials?q=inventive+step#articles')
  const passage = page.getByRole('link', { name: 'Art. 56 EPC' }).last()
  await passage.click()
  await expect(page).toHaveURL(/\?q=inventive%20step#hit-1$/)
  await expect(page.locator('mark.hit').first()).toBeVisible()

  // On a phone the page keeps to the screen.
  await page.goto('/eqe-materials')
  await page.setViewportSize({ width: 390, height: 800 })
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)
})

test('a plan without EQE Materials is refused by the server', async ({ page }) => {
  onlyIn('kipl')
  await login(page, 'mip@demo.test', '/')
  const response = await page.goto('/eqe-materials')
  expect(response?.status()).toBe(403)
  await expect(page.getByText(/not included in your current subscription/i).first()).toBeVisible()
})
