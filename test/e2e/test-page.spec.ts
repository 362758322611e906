import { expect, hydrated, login, onlyIn, seriousViolations, test } from './fixtures.ts'

// The test page (arbitration edition): the session, the plan and what it opens, the AI
// assistant, and each back-end service checked on the server.

test('the test page shows the session, the plan and every service, and runs again', async ({
  page,
  edition,
}) => {
  onlyIn('ka')
  test.setTimeout(90_000) // an accessibility check and a phone width
  await login(page, edition.email, '/test')
  await hydrated(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Test page' })).toBeVisible()
  const session = page.getByRole('region', { name: 'Session' })
  await expect(session).toContainText(edition.email)
  await expect(session).toContainText(edition.subscription)
  await expect(page.getByRole('region', { name: 'What your plan opens' })).toContainText('/awards')
  await expect(page.getByRole('region', { name: 'AI assistant' })).toContainText(
    'Available to you.',
  )

  const services = page.getByRole('table')
  const row = (name: RegExp) =>
    services.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) })
  await expect(row(/^Content index$/)).toContainText('Working')
  await expect(row(/^User store$/)).toContainText('Working')
  await expect(row(/^Mail \(SMTP\)$/)).toContainText('Not configured')
  await expect(row(/^AI assistant/)).toContainText('Working')
  await expect(
    page.getByRole('status').filter({ hasText: 'Every service checked answers.' }),
  ).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])

  // Run again checks once more (a plain link to the page).
  const checked = await page.getByText(/^Checked /).textContent()
  await page.getByRole('link', { name: 'Run again' }).click()
  await expect(page.getByRole('link', { name: 'Run again' })).toBeVisible()
  expect(checked).toMatch(/UTC\.$/)

  await page.setViewportSize({ width: 390, height: 800 })
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)
})

test('a reduced plan is refused the test page by the server', async ({ page }) => {
  onlyIn('ka')
  await login(page, 'yb@demo.test', '/books')
  const response = await page.goto('/test')
  expect(response?.status()).toBe(403)
})
