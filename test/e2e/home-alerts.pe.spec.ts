import { confirmLink, mailInOutbox, unsubscribeLink } from '../helpers/mail.ts'
import { expect, login, test } from './fixtures.ts'

const mailTo = (address: string) => mailInOutbox('var/e2e/outbox', address)

// Without JavaScript (the nojs project, on the arbitration edition).

test('subscribe and unsubscribe with plain forms', async ({ page }) => {
  const address = `alerts-nojs-${Date.now()}@example.test`
  await page.goto('/itaarbitrationreport/subscribe')
  await page.getByLabel('E-mail', { exact: true }).fill('not an address')
  await page.getByRole('button', { name: 'Subscribe' }).click()
  await expect(page.getByText('Enter a valid e-mail address')).toBeVisible()

  await page.getByLabel('E-mail', { exact: true }).fill(address)
  await page.getByRole('button', { name: 'Subscribe' }).click()
  // Nothing is subscribed until the address confirms the link mailed to it.
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible()
  await page.goto(confirmLink(await mailTo(address))!)
  await page.getByRole('button', { name: 'Confirm subscription' }).click()
  await expect(page.getByRole('heading', { name: 'You are subscribed' })).toBeVisible()

  await page.goto(unsubscribeLink(await mailTo(address))!)
  await page.getByRole('button', { name: 'Unsubscribe' }).click()
  await expect(page.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible()
})

test('the recent developments filter is a GET form', async ({ page }) => {
  test.slow() // the home page is long
  await login(page, 'kapp@demo.test')
  const developments = page.locator('#recent-developments')
  await developments.getByLabel('Workflow').selectOption('After the award')
  await developments.getByRole('checkbox', { name: 'Europe' }).check()
  await developments.getByRole('button', { name: 'Apply filters' }).click()
  await expect(page).toHaveURL(/workflow=After\+the\+award/)
  await expect(page).toHaveURL(/continent=Europe/)
  await expect(developments.getByRole('heading', { level: 3 }).first()).toBeVisible()
  await expect(developments.getByRole('link', { name: 'Clear all' })).toBeVisible()
})
