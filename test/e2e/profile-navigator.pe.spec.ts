import { expect, login, test } from './fixtures.ts'

// The Profile Navigator without JavaScript: the search and its filters are one GET form, the
// profile and the pages of its cases table are plain links.

test('search an arbitrator and open the profile without JavaScript', async ({ page }) => {
  await login(page, 'kapp@demo.test', '/profile-navigator')
  const form = page.getByRole('search', { name: 'Search arbitrators' })
  await form.getByRole('searchbox', { name: 'Arbitrator name' }).fill('Stern')
  await form
    .getByRole('group', { name: 'Role' })
    .getByRole('checkbox', { name: /appointed by the respondent/ })
    .check()
  await form.getByRole('button', { name: 'Apply filters' }).click()
  await expect(page).toHaveURL(/q=Stern.*role-subrole=respondent-appointed/)

  await page.getByRole('link', { name: 'Brigitte Stern' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Brigitte Stern' })).toBeVisible()
  await expect(page.getByRole('table')).toContainText('Arbitrator appointed by the respondent')
  await page.getByRole('link', { name: 'Next cases' }).click()
  await expect(page).toHaveURL(/Page=2/)
})
