import { expect, login, test } from './fixtures.ts'

// Reading without JavaScript: hits are anchors, the table of contents is a GET form of
// checkboxes, and cases, proceedings and awards are plain links.

test('document hits, a table of contents search and a case without JavaScript', async ({
  page,
}) => {
  await login(page, 'kapp@demo.test', '/search?q=tribunal&type=Awards')
  await page.locator('ol li article h2 a').first().click()
  await expect(page).toHaveURL(/\/document\//)

  await page.getByRole('searchbox', { name: 'Words to find' }).fill('tribunal')
  await page.getByRole('button', { name: 'Find', exact: true }).click()
  await expect(page).toHaveURL(/find=tribunal/)
  const bar = page.getByLabel('Search hits')
  await expect(bar).toContainText(/\d+ hits? for/)
  await bar.getByRole('link', { name: /Next/ }).click()
  await expect(page).toHaveURL(/#hit-1$/)
  await bar.locator('summary').click()
  await bar.locator('ol a').nth(1).click()
  await expect(page).toHaveURL(/#hit-2$/)
  await expect(page.locator('#hit-2')).toBeInViewport()

  // a publication: tick a chapter in the GET form and search inside it
  await page.goto('/')
  await page.getByRole('region', { name: 'Featured titles' }).getByRole('link').first().click()
  const contents = page.locator('#contents')
  await expect(contents).toBeVisible()
  const row = contents.locator('li:has(> div a)').first()
  await row.locator(':scope > div input[type="checkbox"]').check()
  await page.getByRole('searchbox', { name: 'Search within the ticked chapters' }).fill('the')
  await page.getByRole('button', { name: 'Search', exact: true }).last().click()
  await expect(page).toHaveURL(/node=.*within=the|within=the.*node=/)
  await expect(contents.getByRole('status').first()).toBeVisible()

  // a case → proceeding → award
  await page.goto('/search?hasContent=true&type=Cases')
  await page.locator('ol li article h2 a').first().click()
  await expect(page.getByRole('heading', { name: 'Case information' })).toBeVisible()
  await page.locator('h3 a').first().click()
  await expect(page.getByRole('heading', { name: 'Proceeding details' })).toBeVisible()
  await page
    .getByRole('region', { name: /Documents/ })
    .getByRole('link')
    .first()
    .click()
  await expect(page.getByRole('navigation', { name: 'Case contents' })).toBeVisible()
})

test('a paragraph’s address opens on that paragraph without JavaScript', async ({ page }) => {
  await login(page, 'kapp@demo.test', '/')
  await page.goto('/document/isds-02f4e6bc79cb#para-150')
  const paragraph = page.locator('#para-150')
  await expect(paragraph).toContainText('150. Legitimate expectations are no doubt')
  await expect(paragraph).toBeInViewport()
  // Its ¶ link gives the paragraph's own address.
  await expect(
    paragraph.getByRole('link', { name: 'Paragraph 150: link to cite' }),
  ).toHaveAttribute('href', '#para-150')
})
