import { mailInOutbox, resetPasswordLink } from '../helpers/mail.ts'
import { createAccount } from './accounts.ts'
import { expect, test } from './fixtures.ts'

// Without JavaScript (the nojs project, on the arbitration edition).

test('forgot password, the link and a new password with plain forms', async ({ page }) => {
  const email = `help-nojs-${Date.now()}@example.test`
  await createAccount({ email, password: 'first password 1' })

  await page.goto('/account/login')
  await page.getByRole('link', { name: 'Forgot password?' }).click()
  await page.getByLabel('E-mail', { exact: true }).fill(email)
  await page.getByRole('button', { name: 'Send link' }).click()
  await expect(page.getByText('Check your e-mail')).toBeVisible()

  await expect.poll(() => mailInOutbox('var/e2e/outbox', email).catch(() => null)).toBeTruthy()
  const link = resetPasswordLink(await mailInOutbox('var/e2e/outbox', email))!
  await page.goto(link)
  await page.getByLabel('New password', { exact: true }).fill('violet harbour lamp')
  await page.getByLabel('New password again').fill('violet harbour lamb')
  await page.getByRole('button', { name: 'Set password' }).click()
  await expect(page.getByText('The passwords do not match.')).toBeVisible()
  await page.getByLabel('New password', { exact: true }).fill('violet harbour lamp')
  await page.getByLabel('New password again').fill('violet harbour lamp')
  await page.getByRole('button', { name: 'Set password' }).click()
  await expect(page.getByText('Password changed')).toBeVisible()

  await page.goto('/account/changepassword')
  await page.getByLabel('Current password').fill('violet harbour lamp')
  await page.getByLabel('New password', { exact: true }).fill('quiet meadow river')
  await page.getByLabel('New password again').fill('quiet meadow river')
  await page.getByRole('button', { name: 'Change password' }).click()
  await expect(page.getByText('Password changed')).toBeVisible()
})
