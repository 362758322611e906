import { expect, login, test } from './fixtures.ts'

// Jurisdiction comparisons without JavaScript: the topic page is one GET form, the grid's
// groups are <details>, the downloads are plain links.

test('compare and download without JavaScript', async ({ page }) => {
  await login(page, 'kapp@demo.test', '/compare-jurisdictions/Commercial_Arbitration')
  await page
    .getByRole('checkbox', { name: 'Recognition and enforcement of foreign awards' })
    .check()
  await page.getByRole('checkbox', { name: 'Germany' }).check()
  await page.getByRole('checkbox', { name: 'Canada' }).check()
  await page.getByRole('button', { name: 'Compare' }).click()
  await expect(page).toHaveURL(/\?t=ca-award-foreign&j=Germany&j=Canada#compare-results$/)
  const results = page.locator('#compare-results')
  await expect(results.getByRole('article').filter({ hasText: 'Germany' })).toContainText('§ 1061')
  // Canada answers from its Commercial Arbitration Act (the Model Law as enacted), with its link.
  await expect(
    results
      .getByRole('article')
      .filter({ hasText: 'Canada' })
      .getByRole('link', { name: /Article 35 – Recognition and Enforcement/ }),
  ).toHaveAttribute('href', '/document/ca-c-34-6_article-35')
  const download = page.waitForEvent('download')
  await results.getByRole('link', { name: 'Excel', exact: true }).click()
  expect((await download).suggestedFilename()).toMatch(/\.xlsx$/)

  // A jurisdiction page from the grid, and its cases.
  await page.goto('/jurisdiction/Canada')
  await expect(page.getByRole('heading', { level: 1, name: 'Canada' })).toBeVisible()
  await expect(
    page.getByRole('region', { name: 'Cases', exact: true }).getByRole('link').first(),
  ).toHaveAttribute('href', /^\/document\/case\//)
})
