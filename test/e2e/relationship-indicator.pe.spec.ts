import { expect, login, test } from './fixtures.ts'

// The Relationship Indicator without JavaScript: each lookup is a GET form whose matches are
// links, removing a selection is a link, and the kinds of connection are links.

test('check a State against an arbitrator without JavaScript', async ({ page }) => {
  await login(page, 'kapp@demo.test', '/relationship-indicator')
  const check = page.getByRole('region', { name: 'Check' })
  await check.getByLabel('Kind').selectOption({ label: 'State' })
  await check.getByRole('searchbox', { name: 'Name' }).fill('Canada')
  await check.getByRole('button', { name: 'Find' }).click()
  await check.getByRole('link', { name: 'Canada' }).click()

  const against = page.getByRole('region', { name: 'Against' })
  await against.getByRole('searchbox', { name: 'Name' }).fill('Rowley')
  await against.getByRole('button', { name: 'Find' }).click()
  await against.getByRole('link', { name: 'J. William Rowley' }).click()
  await expect(page).toHaveURL(/left=2%3Acanada&right=0%3Aj-william-rowley$/)
  await expect(page.getByRole('table')).toContainText('Party and arbitrator in one case')

  await page.getByRole('link', { name: /Party and arbitrator in one case \(2\)/ }).click()
  await expect(page).toHaveURL(/connection=party-vs-arbitrator/)
  await against.getByRole('link', { name: 'Remove J. William Rowley' }).click()
  await expect(page).toHaveURL(/\?left=2%3Acanada$/)
  await expect(page.getByText('Add at least one person')).toBeVisible()
})
