import { expect, hydrated, login, seriousViolations, test } from './fixtures.ts'

// Practical insights (arbitration edition): the notes by topic, a note with the authorities it
// rests on, the country and institution comparer, and the header's practical insight topics.

test('a header topic suggestion leads to its notes; a note’s authority opens at its passage', async ({
  page,
}, info) => {
  test.skip(info.project.name !== 'ka', 'Practical insights are an arbitration screen')
  test.setTimeout(120_000) // two accessibility checks
  await login(page, 'kapp@demo.test', '/search')
  await hydrated(page)
  const box = page.getByRole('combobox', { name: 'Search documents' })
  const topics = page.getByRole('group', { name: 'Practical insight topics' })
  // typed again if the first keystrokes came before the box listened
  await expect(async () => {
    await box.fill('')
    await box.fill('annulment')
    await expect(topics).toBeVisible({ timeout: 5_000 })
  }).toPass({ timeout: 40_000 })
  await topics.getByRole('option', { name: /^ICSID annulment/ }).click()
  await expect(page).toHaveURL(/\/practical-insights\?topic=icsid-annulment$/)
  await expect(
    page.getByRole('navigation', { name: 'Topics' }).getByRole('link', { name: 'ICSID annulment' }),
  ).toHaveAttribute('aria-current', 'page')
  await expect(
    page.getByRole('heading', { name: 'Awards and decisions: ICSID annulment' }),
  ).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])

  await page.getByRole('link', { name: 'Annulment of ICSID awards' }).click()
  await expect(
    page.getByRole('heading', { level: 1, name: /Annulment of ICSID awards/ }),
  ).toBeVisible()
  await expect(page.getByText('Sample content').first()).toBeVisible()
  const authorities = page.getByRole('region', { name: 'Authorities' })
  await expect(authorities).toContainText('Either party may request annulment')
  expect(await seriousViolations(page)).toEqual([])
  await authorities.getByRole('link', { name: 'Article 52' }).click()
  await expect(page).toHaveURL(/\/document\/BWBV0004615_5\.5\.3\?q=/)
  await expect(page.getByRole('heading', { name: 'Article 52' }).first()).toBeVisible()
})

test('the comparer sets two columns side by side, each answer with its source', async ({
  page,
}, info) => {
  test.skip(info.project.name !== 'ka', 'Practical insights are an arbitration screen')
  test.setTimeout(60_000)
  await login(page, 'kapp@demo.test', '/practical-insights')
  await hydrated(page)
  await page.getByRole('link', { name: 'country and institution comparer' }).click()
  await expect(page).toHaveURL(/\/practical-content\/compare$/)
  await page.getByRole('checkbox', { name: 'Challenges to arbitrators' }).check()
  await page.getByRole('checkbox', { name: 'ICSID', exact: true }).check()
  await page.getByRole('checkbox', { name: 'Germany' }).check()
  await page.getByRole('button', { name: 'Compare' }).click()
  await expect(page).toHaveURL(/\?t=challenges-to-arbitrators&j=ICSID&j=Germany#comparer-results$/)
  const grid = page.getByRole('table')
  await expect(grid.getByRole('columnheader')).toHaveText(['Topic', 'ICSID', 'Germany'])
  const row = grid.getByRole('row', { name: /Challenges to arbitrators/ })
  await expect(row.getByRole('cell').first()).toContainText(/Passage of a decision|Practice note/)
  await expect(row.getByRole('cell').nth(1)).toContainText('Practice note')
  expect(await seriousViolations(page)).toEqual([])
})
