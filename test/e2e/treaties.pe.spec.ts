import { expect, login, test } from './fixtures.ts'

// Treaties and the New York Convention tool without JavaScript: the filter form is a GET form,
// citations, articles and pages are plain links; an article that does not exist is not found.

test('filter the treaties and browse the Convention without JavaScript', async ({ page }) => {
  await login(page, 'kapp@demo.test', '/bits')
  await page.getByLabel('Signed from (year)').fill('1990')
  await page.getByLabel('Signed until (year)').fill('1995')
  await page.getByRole('button', { name: 'Apply' }).click()
  await expect(page).toHaveURL(/\/bits\?from=1990&to=1995$/)
  await expect(page.getByRole('status').filter({ hasText: 'treaty' })).toHaveText('1 treaty')
  await page.getByRole('link', { name: /^Awards citing it: Agreement/ }).click()
  await expect(page).toHaveURL(/from=1990&to=1995&treaty=BWBV0001097#citations$/)
  await expect(page.getByRole('region', { name: /^Citing Agreement/ })).toBeVisible()

  await page.goto('/nyctool/provision')
  await page.getByRole('link', { name: 'Article II', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: /^Article II of/ })).toBeVisible()
  await expect(page.locator('#decisions blockquote mark').first()).toBeVisible()
  await page.getByRole('link', { name: 'Article III ›' }).click()
  await expect(page).toHaveURL(/\/nyctool\/3$/)

  const missing = await page.goto('/nyctool/17')
  expect(missing?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
})
