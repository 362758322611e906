import { expect, hydrated, login, onlyIn, test } from './fixtures.ts'

test('a server error moves on to /error500, whose Reload page tries the failed page again', async ({
  page,
  edition,
}) => {
  onlyIn('kcl')
  await login(page, edition.email, '/')
  await hydrated(page)
  // The search's data answers with a server error once.
  await page.route('**/search.data*', (route) => route.fulfill({ status: 500, body: 'down' }), {
    times: 1,
  })
  const form = page.getByRole('search').first()
  await form.getByRole('combobox').fill('merger')
  await form.getByRole('combobox').press('Enter')
  await expect(page).toHaveURL('/error500')
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible()
  await page.getByRole('button', { name: 'Reload page' }).click()
  await expect(page).toHaveURL(/\/search\?q=merger/)
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Something went wrong')
})
