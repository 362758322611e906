import { expect, hydrated, login, test } from './fixtures.ts'

// The Profile Navigator (arbitration edition): search arbitrators by name and a filter, open a
// profile, and find a case with the role the person held in it and the line it was read from.

test('search an arbitrator, open the profile and see a case with the role held', async ({
  page,
}, info) => {
  test.skip(info.project.name !== 'ka', 'the Profile Navigator is an arbitration tool')
  await login(page, 'kapp@demo.test', '/profile-navigator')
  await hydrated(page)
  const form = page.getByRole('search', { name: 'Search arbitrators' })
  await form.getByRole('searchbox', { name: 'Arbitrator name' }).fill('Stern')
  await form.getByRole('button', { name: 'Search', exact: true }).click()
  await expect(page).toHaveURL(/[?&]q=Stern/)

  await form
    .getByRole('group', { name: 'Role' })
    .getByRole('checkbox', { name: /appointed by the respondent/ })
    .check()
  await form.getByRole('button', { name: 'Apply filters' }).click()
  await expect(page).toHaveURL(/role-subrole=respondent-appointed/)

  await page.getByRole('link', { name: 'Brigitte Stern' }).click()
  await expect(page).toHaveURL(/\/profile-navigator\/brigitte-stern$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Brigitte Stern' })).toBeVisible()
  await expect(page.getByRole('img', { name: /How Brigitte Stern was appointed/ })).toBeVisible()
  const cases = page.getByRole('table')
  await expect(cases).toContainText('Arbitrator appointed by the respondent')
  await expect(cases).toContainText('Extracted from')

  await page.getByRole('link', { name: 'Next cases' }).click()
  await expect(page).toHaveURL(/Page=2/)
  await expect(page.getByText('Cases 6–7 of 7')).toBeVisible()
})
