import { expect, hydrated, login, seriousViolations, test } from './fixtures.ts'

// The Relationship Indicator (arbitration edition): a respondent State against the arbitrators
// who sat in its cases, picked by typing their names (the arbitrators first: once both sides are
// filled, a further search gives the spec's hint); the cases that connect them, how, and the
// award line that shows it; the search kept among the latest ones.

test('check a State against two arbitrators picked as their names are typed', async ({
  page,
}, info) => {
  test.skip(info.project.name !== 'ka', 'the Relationship Indicator is an arbitration tool')
  test.setTimeout(90_000)
  await login(page, 'kapp@demo.test', '/relationship-indicator')
  await hydrated(page)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Relationship Indicator' }),
  ).toBeVisible()

  const against = page.getByRole('region', { name: 'Against' })
  for (const [typed, name] of [
    ['rowley', 'J. William Rowley'],
    ['greenwood', 'Christopher Greenwood'],
  ]) {
    // Looked up as typed: no button pressed.
    await against.getByRole('searchbox', { name: 'Name' }).fill(typed)
    await against.getByRole('link', { name }).click()
    await expect(against.getByText(`${name} (Person)`)).toBeVisible()
  }

  const check = page.getByRole('region', { name: 'Check' })
  await check.getByLabel('Kind').selectOption({ label: 'State' })
  await check.getByRole('searchbox', { name: 'Name' }).fill('canad')
  await check.getByRole('link', { name: 'Canada' }).click()
  await expect(page).toHaveURL(/left=2%3Acanada&right=/)
  await expect(check.getByText('Canada (State)')).toBeVisible()

  // Both sides filled: a further search on the right gives the spec's hint, and adds nobody.
  await against.getByRole('searchbox', { name: 'Name' }).fill('brower')
  await expect(
    against.getByRole('status').getByText('Remove the previous searchterm to search again.'),
  ).toBeVisible()

  const results = page.getByRole('region', { name: /3 connections of Canada/ })
  await expect(results.getByRole('img', { name: /J\. William Rowley: 2 cases/ })).toBeVisible()
  const table = results.getByRole('table')
  await expect(table.getByRole('row')).toHaveCount(4)
  await expect(table).toContainText('Party and arbitrator in one case')
  await table.getByText('Evidence').first().click()
  await expect(table.getByRole('link').nth(1)).toHaveAttribute('href', /^\/document\//)
  expect(await seriousViolations(page)).toEqual([])

  // A second left-hand search while the left is filled gives the spec's hint.
  await page.goto('/relationship-indicator?left=2%3Acanada&find=spain&type=2&side=left')
  await expect(page.getByText('Remove the previous searchterm to search again.')).toBeVisible()

  await page.goto('/relationship-indicator')
  await page
    .getByRole('link', { name: 'Canada — J. William Rowley, Christopher Greenwood' })
    .click()
  await expect(page.getByRole('region', { name: /3 connections of Canada/ })).toBeVisible()
})
