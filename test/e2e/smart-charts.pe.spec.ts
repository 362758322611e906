import { DEMO_PASSWORD, expect, test } from './fixtures.ts'

// Smart charts without JavaScript: the charts are drawn on the server and their bars are links.

test('the IP charts show and a year opens its search without JavaScript', async ({
  page,
}, info) => {
  const kipl = String(info.project.use.baseURL).replace('//ka.', '//kipl.')
  await page.goto(
    `${kipl}/account/login?returnUrl=${encodeURIComponent('/smartcharts?product=ip')}`,
  )
  await page.getByLabel('E-mail', { exact: true }).fill('ipl@demo.test')
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Smart Charts: IP' })).toBeVisible()
  const years = page.getByRole('region', { name: 'Court of Justice judgments by year' })
  const bar = years.getByRole('link', { name: /^2017: \d+ judgments$/ })
  const name = (await bar.getAttribute('aria-label'))!
  const count = name.match(/: (\d+) /)![1]
  await bar.click()
  await expect(page).toHaveURL(/\/search\?.*dateFrom=01-01-2017&dateTo=31-12-2017/)
  await expect(page.getByText(new RegExp(`\\b${count} results?\\b`)).first()).toBeVisible()
})

test('the useful links of the IP edition open their sites in a new tab', async ({ page }, info) => {
  const kipl = String(info.project.use.baseURL).replace('//ka.', '//kipl.')
  await page.goto(`${kipl}/account/login?returnUrl=${encodeURIComponent('/usefullinks')}`)
  await page.getByLabel('E-mail', { exact: true }).fill('pl@demo.test')
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Useful Links' })).toBeVisible()
  const epo = page.getByRole('link', { name: 'European Patent Register (opens in a new tab)' })
  await expect(epo).toHaveAttribute('href', 'https://register.epo.org/')
  await expect(epo).toHaveAttribute('target', '_blank')
})

test('all case law of the IP edition leads to its searches without JavaScript', async ({
  page,
}, info) => {
  const kipl = String(info.project.use.baseURL).replace('//ka.', '//kipl.')
  await page.goto(`${kipl}/account/login?returnUrl=${encodeURIComponent('/case-law')}`)
  await page.getByLabel('E-mail', { exact: true }).fill('ipl@demo.test')
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'All Case Law' })).toBeVisible()
  const byCourt = page.getByRole('region', { name: 'By court' })
  const court = byCourt.getByRole('link', { name: 'Court of Justice of the European Union' })
  const count = (await court.locator('xpath=..').textContent())!.match(/\((\d+)\)/)![1]
  await court.click()
  await expect(page).toHaveURL(/\/search\?/)
  await expect(page.getByText(new RegExp(`\\b${count} results?\\b`)).first()).toBeVisible()
})
