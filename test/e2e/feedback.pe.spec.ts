import { headerOf, mailWithSubject } from '../helpers/mail.ts'
import { expect, test } from './fixtures.ts'

// Without JavaScript (the nojs project, on the arbitration edition).

test('feedback with a plain form, from a visitor who may be contacted', async ({ page }) => {
  const subject = `Award search ${Date.now()}`
  await page.goto('/contactcustomersupport')
  await page.getByLabel('Subject').fill(subject)
  await page.getByLabel('Message').fill('Searching by arbitrator name finds too little.')
  await page.getByLabel('You may contact me about this').check()
  await page.getByRole('button', { name: 'Send feedback' }).click()
  await expect(page.getByText('Enter the e-mail address we may contact you at.')).toBeVisible()
  await expect(page.getByLabel('Subject')).toHaveValue(subject)
  await page.getByLabel('E-mail (only if we may contact you)').fill('visitor@example.test')
  await page.getByRole('button', { name: 'Send feedback' }).click()
  await expect(page.getByText('Thank you for your feedback.')).toBeVisible()

  await expect
    .poll(() => mailWithSubject('var/e2e/outbox', `Feedback: ${subject}`).catch(() => null))
    .toBeTruthy()
  const mail = await mailWithSubject('var/e2e/outbox', `Feedback: ${subject}`)
  expect(headerOf(mail, 'Reply-To')).toBe('visitor@example.test')
})
