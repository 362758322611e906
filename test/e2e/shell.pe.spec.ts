import { expect, login, test } from './fixtures.ts'

// JavaScript is off in this project: every journey here runs on plain links and forms.
test.describe('without JavaScript', () => {
  test('sign in and out with plain forms', async ({ page }) => {
    await login(page, 'kapp@demo.test', '/')
    await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible()
    await page.getByRole('button', { name: 'Log out' }).click()
    // One step, to the site's origin, whose home asks an anonymous visitor to sign in.
    await expect(page).toHaveURL(/\/account\/login\?returnUrl=%2F$/)
    await expect(page.getByText('You have logged out.').first()).toBeVisible()
    await expect(page.getByLabel(/Signed in as/)).toHaveCount(0)
  })

  test('a wrong password gets a clear message and keeps the e-mail', async ({ page }) => {
    await page.goto('/account/login')
    await page.getByLabel('E-mail', { exact: true }).fill('kapp@demo.test')
    await page.getByLabel('Password', { exact: true }).fill('wrong')
    await page.getByRole('button', { name: 'Log in' }).click()
    await expect(page.getByRole('alert')).toHaveText('The e-mail address or password is incorrect.')
    await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue('kapp@demo.test')
  })

  test('the request-demo form works as a page', async ({ page }) => {
    await page.goto('/aidisclaimer')
    await page.getByRole('link', { name: 'Request a demo' }).click()
    await expect(page).toHaveURL(/\/request-demo$/)
    await page.getByLabel('Name').fill('Ada Counsel')
    await page.getByLabel('E-mail', { exact: true }).fill('not-an-address')
    await page.getByLabel('Organisation').fill('Counsel & Co')
    await page.getByRole('button', { name: 'Send request' }).click()
    await expect(page.getByText('Enter a valid e-mail address')).toBeVisible()
    await expect(page.getByLabel('Name')).toHaveValue('Ada Counsel')
    await page.getByLabel('E-mail', { exact: true }).fill('ada@firm.example')
    await page.getByRole('button', { name: 'Send request' }).click()
    await expect(page).toHaveURL(/\/account\/login/) // home needs a subscription
    await expect(page.getByText('We have your request and will contact you shortly.')).toBeVisible()
  })

  test('cookie consent and the banner close with plain forms', async ({ page }) => {
    await page.goto('/policy/accessibility')
    await page.getByRole('button', { name: 'I AGREE' }).click()
    await expect(page).toHaveURL(/\/policy\/accessibility$/)
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toHaveCount(0)
    await page.getByRole('button', { name: 'Close announcement' }).click()
    await expect(page.getByRole('complementary', { name: 'Announcement' })).toHaveCount(0)
  })
})
