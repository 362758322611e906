import { DEMO_PASSWORD, expect, test } from './fixtures.ts'

// EQE Materials (IP edition) and the test page (arbitration edition) without JavaScript: both
// are server pages whose forms are GET and whose actions are links.

test('EQE Materials finds an article by number and opens it without JavaScript', async ({
  page,
}, info) => {
  const kipl = String(info.project.use.baseURL).replace('//ka.', '//kipl.')
  await page.goto(`${kipl}/account/login?returnUrl=${encodeURIComponent('/eqe-materials')}`)
  await page.getByLabel('E-mail', { exact: true }).fill('ipl@demo.test')
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'EQE Materials' })).toBeVisible()
  const form = page.getByRole('search', { name: 'Find an article or rule' })
  await form.getByLabel('Number or words').fill('Art. 11')
  await form.getByLabel('Text').selectOption('PCT')
  await form.getByRole('button', { name: 'Find' }).click()
  await expect(page).toHaveURL(/\/eqe-materials\?q=Art\.\+11&text=PCT/)
  const link = page.getByRole('list', { name: 'Provisions' }).getByRole('link')
  await expect(link).toHaveText(['Art. 11 PCT'])
  await link.click()
  await expect(page).toHaveURL(/\/document\/BWBV0004680_[\d.]+$/)
  await expect(page.getByText(/filing date/i).first()).toBeVisible()
})

test('the test page checks every service and runs again without JavaScript', async ({ page }) => {
  await page.goto(`/account/login?returnUrl=${encodeURIComponent('/test')}`)
  await page.getByLabel('E-mail', { exact: true }).fill('ka@demo.test')
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Test page' })).toBeVisible()
  // KA has no assistant: the page says so, and the services are still checked.
  await expect(page.getByRole('region', { name: 'AI assistant' })).toContainText(
    'Not available to you.',
  )
  await expect(page.getByRole('rowheader', { name: 'Content index' })).toBeVisible()
  await page.getByRole('link', { name: 'Run again' }).click()
  await expect(page).toHaveURL(/\/test$/)
  await expect(page.getByRole('rowheader', { name: 'User store' })).toBeVisible()
})
