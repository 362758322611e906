import { expect, login, test } from './fixtures.ts'

// The search journey with JavaScript disabled: every step is a link or a GET form, and the
// loader redirects form submissions to the canonical URL.

const QUERY = 'convention'

// Each step is a full page load (and a form submission one more for the redirect).
test.describe.configure({ timeout: 120_000 })

test('search, filter, date, sort, page and clear without JavaScript', async ({ page }) => {
  await login(page, 'kapp@demo.test', '/search')

  // the page's bar (a GET form; the loader folds the added term into q)
  await page.getByRole('searchbox', { name: 'Search terms' }).fill(QUERY)
  await page.getByRole('button', { name: 'Search', exact: true }).last().click()
  await expect(page).toHaveURL(`/search?q=${QUERY}`)
  await expect(page.locator('article').first()).toBeVisible()

  // a term is appended with AND
  await page.getByRole('searchbox', { name: 'Add a search term' }).fill('treaty')
  await page.getByRole('searchbox', { name: 'Add a search term' }).press('Enter')
  await expect(page).toHaveURL(`/search?q=${QUERY}+AND+treaty`)
  await page.getByRole('link', { name: 'Remove search term treaty' }).click()
  await expect(page).toHaveURL(`/search?q=${QUERY}`)

  // the filter panel is a disclosure holding a GET form
  await page.locator('summary', { hasText: /^Filters/ }).click()
  const panel = page.getByRole('dialog', { name: 'Search filters' })
  await expect(panel).toBeVisible()
  const type = panel.locator('details[data-facet="type"] input[type="checkbox"]').first()
  const typeValue = await type.getAttribute('value')
  await type.check()
  const date = panel.locator('details[data-facet="date"]')
  await date.locator('summary').click()
  await date.getByLabel('Precise period').check()
  await date.getByLabel('After').check()
  await date.getByLabel('Date', { exact: true }).fill('2000-01-01')
  await panel.getByRole('button', { name: 'Apply filters' }).click()
  await expect(page).toHaveURL(
    `/search?q=${QUERY}&type=${encodeURIComponent(typeValue ?? '').replace(/%20/g, '+')}` +
      '&datePeriod=0&dateFrom=01-01-2000',
  )
  await expect(page.getByRole('list', { name: 'Selected filters' })).toContainText(
    `${typeValue}`.slice(0, 20),
  )

  // sort and page are links
  await page.locator('summary', { hasText: /^Sort:/ }).click()
  await page.getByRole('link', { name: 'Oldest first' }).click()
  await expect(page).toHaveURL(/sortBy=date&sortOrder=asc$/)
  const pager = page.getByRole('navigation', { name: 'Pages' })
  if (await pager.isVisible()) {
    await pager.getByRole('link', { name: 'Page 2' }).click()
    await expect(page).toHaveURL(/start=10$/)
  }

  // clear all
  await page.locator('summary', { hasText: /^Filters/ }).click()
  await panel.getByRole('link', { name: 'Clear all' }).click()
  await expect(page).toHaveURL(`/search?q=${QUERY}&sortBy=date&sortOrder=asc`)
})

test('the header search bar and a malformed query without JavaScript', async ({ page }) => {
  await login(page, 'kapp@demo.test', '/')
  await page.getByRole('combobox', { name: 'Search documents' }).fill('(award OR')
  await page.getByRole('combobox', { name: 'Search documents' }).press('Enter')
  await expect(page).toHaveURL('/search?q=%28award+OR')
  await expect(page.getByRole('alert').first()).toBeVisible()
  await expect(page.getByRole('searchbox', { name: 'Search terms' })).toHaveValue('(award OR')
})

test('books and awards without JavaScript', async ({ page }) => {
  // The collection holds no book yet: Books says so and offers what it holds under its names.
  await login(page, 'kapp@demo.test', '/books')
  await expect(page.getByRole('heading', { name: 'Books', level: 1 })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Nothing here yet' })).toBeVisible()
  await page.locator('#held-instead a', { hasText: 'Conventions' }).click()
  await expect(page).toHaveURL(/\/conventions$/)
  await page.goto('/awards?q=expropriation')
  await expect(page.getByRole('heading', { name: 'Cases & Awards', level: 1 })).toBeVisible()
})

test('each case once: rows grouped by case without JavaScript (decision 253)', async ({ page }) => {
  await login(page, 'kapp@demo.test', '/awards?q=Merrill&type=')
  await page.getByRole('link', { name: 'One per case' }).click()
  await expect(page).toHaveURL('/awards?q=Merrill&type=&group=case')
  await expect(page.getByRole('status')).toContainText(/\bcases?$/)
  const also = page.getByRole('list', { name: /^Also found in Merrill/ })
  await expect(also.getByRole('link').first()).toBeVisible()
  await page.getByRole('link', { name: 'Every document' }).click()
  await expect(page).toHaveURL('/awards?q=Merrill&type=')
})
