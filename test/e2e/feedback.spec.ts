import { decodeMail, headerOf, mailWithSubject } from '../helpers/mail.ts'
import { expect, hydrated, login, onlyIn, test } from './fixtures.ts'

test('feedback from the header: checked, sent to support with the page, and confirmed', async ({
  page,
  edition,
}) => {
  onlyIn('kipl')
  const subject = `Useful links ${Date.now()}`
  await login(page, edition.email, '/usefullinks')
  await page.getByRole('link', { name: 'Feedback and Support' }).click()
  await hydrated(page)
  await expect(page.getByLabel('Page address (optional)')).toHaveValue('/usefullinks')
  await page.getByRole('button', { name: 'Send feedback' }).click()
  await expect(page.getByText('Enter a subject of a few words.')).toBeVisible()
  await page.getByLabel('Subject').fill(subject)
  await page.getByLabel('Message').fill('A link to the EPO register would help.')
  await page.getByLabel(`You may contact me about this at ${edition.email}`).check()
  await page.getByRole('button', { name: 'Send feedback' }).click()
  await expect(page.getByText('Thank you for your feedback.')).toBeVisible()
  await expect(page.getByLabel('Subject')).toHaveValue('')

  await expect
    .poll(() => mailWithSubject('var/e2e/outbox', `Feedback: ${subject}`).catch(() => null))
    .toBeTruthy()
  const mail = await mailWithSubject('var/e2e/outbox', `Feedback: ${subject}`)
  expect(headerOf(mail, 'Reply-To')).toBe(edition.email)
  expect(decodeMail(mail)).toContain('Page: /usefullinks')
})
