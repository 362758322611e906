import { expect, login, test } from './fixtures.ts'

// Organizations without JavaScript: the institutions, their pages and the pages of their cases
// are plain links.

test('open an institution and page through its cases without JavaScript', async ({ page }) => {
  await login(page, 'kapp@demo.test', '/organizations')
  await page.getByRole('link', { name: 'ICSID', exact: true }).click()
  await expect(page).toHaveURL(/\/organization\/icsid$/)
  await expect(page.getByText('Cases 1–10 of 49')).toBeVisible()
  await page
    .getByRole('navigation', { name: 'Case pages' })
    .getByRole('link', { name: 'Next cases' })
    .click()
  await expect(page).toHaveURL(/\/organization\/icsid\?page=2#organization-cases$/)
  await expect(page.getByText('Cases 11–20 of 49')).toBeVisible()
  const firstCase = page.getByRole('heading', { level: 3 }).first().getByRole('link')
  const name = (await firstCase.textContent())!
  await firstCase.click()
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
})
