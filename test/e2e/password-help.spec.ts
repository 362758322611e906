import { mailInOutbox, resetPasswordLink } from '../helpers/mail.ts'
import { createAccount } from './accounts.ts'
import { expect, hydrated, onlyIn, test } from './fixtures.ts'

const mailTo = (address: string) =>
  expect.poll(() => mailInOutbox('var/e2e/outbox', address).catch(() => null)).toBeTruthy()

test('forgot password: the e-mailed link sets a new password once; then it is changed again', async ({
  page,
}) => {
  onlyIn('ka')
  const email = `help-js-${Date.now()}@example.test`
  await createAccount({ email, password: 'first password 1' })

  await page.goto('/account/login')
  await hydrated(page)
  await page.getByRole('link', { name: 'Forgot password?' }).click()
  await expect(page.getByRole('heading', { name: 'Forgot password' })).toBeVisible()
  await page.getByLabel('E-mail', { exact: true }).fill('not an address')
  await page.getByRole('button', { name: 'Send link' }).click()
  await expect(page.getByRole('alert')).toHaveText('Enter a valid e-mail address.')
  await page.getByLabel('E-mail', { exact: true }).fill(email)
  await page.getByRole('button', { name: 'Send link' }).click()
  await expect(page.getByText('Check your e-mail')).toBeVisible()
  await expect(page).toHaveURL(/\/account\/login\?email=/)

  await mailTo(email)
  const link = resetPasswordLink(await mailInOutbox('var/e2e/outbox', email))!
  await page.goto(link)
  await hydrated(page)
  await page.getByLabel('New password', { exact: true }).fill('short')
  await page.getByLabel('New password again').fill('short')
  await page.getByRole('button', { name: 'Set password' }).click()
  await expect(page.getByText('Use at least 10 characters.')).toBeVisible()
  await page.getByLabel('New password', { exact: true }).fill('violet harbour lamp')
  await page.getByLabel('New password again').fill('violet harbour lamp')
  await page.getByRole('button', { name: 'Set password' }).click()
  await expect(page.getByText('Password changed')).toBeVisible()
  await expect(page.getByRole('link', { name: /Signed in as Test Reader/ })).toBeVisible()

  // The link worked once.
  await page.goto(link)
  await expect(page.getByRole('alert')).toHaveText(/used already/)

  // Signed in, from the header: change it with the current one.
  await page.goto('/')
  await page.getByRole('link', { name: /Signed in as Test Reader/ }).click()
  await hydrated(page)
  await page.getByLabel('Current password').fill('first password 1')
  await page.getByLabel('New password', { exact: true }).fill('quiet meadow river')
  await page.getByLabel('New password again').fill('quiet meadow river')
  await page.getByRole('button', { name: 'Change password' }).click()
  await expect(page.getByText('Your current password is incorrect.')).toBeVisible()
  await page.getByLabel('Current password').fill('violet harbour lamp')
  await page.getByLabel('New password', { exact: true }).fill('quiet meadow river')
  await page.getByLabel('New password again').fill('quiet meadow river')
  await page.getByRole('button', { name: 'Change password' }).click()
  await expect(page.getByText('Password changed')).toBeVisible()
})

test('a made-up link is refused with a way to ask for a new one', async ({ page }) => {
  onlyIn('kcl')
  const response = await page.goto('/account/resetpassword?token=made-up')
  expect(response?.status()).toBe(400)
  await expect(page.getByRole('alert')).toHaveText(/not valid/)
  await expect(page.getByRole('link', { name: 'Ask for a new link' })).toBeVisible()
})

test('a forged anti-forgery token sends nothing', async ({ page }) => {
  onlyIn('kipl')
  const email = `help-forged-${Date.now()}@example.test`
  await createAccount({ email, password: 'first password 1' })
  await page.goto('/account/forgotpassword')
  const status = await page.evaluate(
    async (address) =>
      (
        await fetch('/account/forgotpassword', {
          method: 'POST',
          body: new URLSearchParams({ csrf: 'forged', email: address }),
          redirect: 'manual',
        })
      ).status,
    email,
  )
  expect(status).toBe(403)
  await expect(mailInOutbox('var/e2e/outbox', email)).rejects.toThrow(/No mail/)
})
