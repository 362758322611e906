import { expect, login, test } from './fixtures.ts'

// Templates and examples without JavaScript: institutions are links, topics are disclosures the
// browser opens by itself, files are plain downloads.

test('choose an institution, open a topic and download a template without JavaScript', async ({
  page,
}) => {
  test.setTimeout(60_000) // the first file starts the file writer
  await login(page, 'kapp@demo.test', '/templates-and-examples')
  await page
    .getByRole('navigation', { name: 'Institutions' })
    .getByRole('link', { name: /^New York Convention/ })
    .click()
  await expect(page).toHaveURL(/\?institution=new-york-convention$/)
  const topic = page.locator('details', { hasText: 'Recognition and enforcement' })
  await expect(topic).toHaveAttribute('open', '')
  await topic.getByRole('link', { name: /Application for recognition and enforcement/ }).click()
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: /\(PDF\)$/ }).click(),
  ])
  expect(file.suggestedFilename()).toBe(
    'Application-for-recognition-and-enforcement-of-a-foreign-arbitral-award.pdf',
  )
})
