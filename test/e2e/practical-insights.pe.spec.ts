import { expect, login, test } from './fixtures.ts'

// Practical insights without JavaScript: the filters are one GET form, topics and notes are
// links, the comparer is a GET form of checkboxes. An edition without them answers not found.

test('filter by topic, open a note and follow an authority without JavaScript', async ({
  page,
}) => {
  await login(page, 'kapp@demo.test', '/practical-insights')
  await expect(page.getByRole('heading', { level: 1, name: 'Practical Insights' })).toBeVisible()
  await page.getByLabel('Topic', { exact: true }).selectOption('emergency-arbitrator')
  await page.getByRole('button', { name: 'Show' }).click()
  await expect(page).toHaveURL(
    /\/practical-insights\?topic=emergency-arbitrator&institution=&country=$/,
  )
  await expect(page.getByRole('link', { name: /JKX Oil & Gas/ }).first()).toBeVisible()
  await page.getByRole('link', { name: 'Emergency arbitrator under the SCC Rules' }).click()
  await expect(page).toHaveURL(/\/practical-content\/SAMPLE-KA-insight-004$/)
  const authorities = page.getByRole('region', { name: 'Authorities' })
  await expect(authorities.locator('blockquote')).toContainText(/emergency arbitrator/i)
  await authorities.getByRole('link', { name: /JKX Oil & Gas/ }).click()
  await expect(page).toHaveURL(/\/document\/isds-40c32db94678\?q=/)

  // An unknown note is the not-found page.
  const missing = await page.goto('/practical-content/no-such-note')
  expect(missing?.status()).toBe(404)
})

test('compare two columns without JavaScript; another edition has no practical insights', async ({
  page,
}, info) => {
  await login(page, 'all@demo.test', '/practical-content/compare')
  await page.getByRole('checkbox', { name: 'Annulment and setting aside' }).check()
  await page.getByRole('checkbox', { name: 'ICSID', exact: true }).check()
  await page.getByRole('checkbox', { name: 'Germany' }).check()
  await page.getByRole('button', { name: 'Compare' }).click()
  await expect(page).toHaveURL(/\?t=set-aside&j=ICSID&j=Germany#comparer-results$/)
  const row = page.getByRole('row', { name: /Annulment and setting aside/ })
  await expect(row.getByRole('cell').nth(1)).toContainText('Statute: § 1059')
  const bad = await page.goto('/practical-content/compare?t=set-aside&j=Atlantis')
  expect(bad?.status()).toBe(400)
  await expect(page.getByRole('alert')).toContainText('Atlantis')

  const kipl = String(info.project.use.baseURL).replace('//ka.', '//kipl.')
  const elsewhere = await page.goto(`${kipl}/practical-insights`)
  expect(elsewhere?.status()).toBe(404)
})
