import { confirmLink, mailInOutbox, unsubscribeLink } from '../helpers/mail.ts'
import { expect, hydrated, login, seriousViolations, test } from './fixtures.ts'

/** The outbox of the end-to-end server (test/e2e/serve.sh): every mail is an .eml file. */
const mailTo = (address: string) => mailInOutbox('var/e2e/outbox', address)

const alertPages = {
  ka: {
    subscribe: '/itaarbitrationreport/subscribe',
    publication: 'ITA Arbitration Report',
    blog: null,
  },
  kipl: { subscribe: '/ipnewsalerts/subscribe', publication: 'IP News', blog: 'Patent Blog' },
  kcl: {
    subscribe: '/competitionlawnewsalerts/subscribe',
    publication: 'Competition Law News',
    blog: 'Competition Law Blog',
  },
} as const

test('the home page shows the edition’s tools, blogs, news and recent developments', async ({
  page,
  edition,
}, info) => {
  test.slow() // a long page for the accessibility check
  const key = info.project.name as keyof typeof alertPages
  await login(page, edition.email)
  await expect(page.getByRole('heading', { name: 'Our tools' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'News', exact: true })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'New content', exact: true })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Featured titles' })).toBeVisible()
  const blog = alertPages[key].blog
  if (blog) await expect(page.getByRole('heading', { name: blog })).toBeVisible()
  else await expect(page.getByRole('heading', { name: 'Blogs' })).toHaveCount(0)

  // The legal filter workflow: choosing a workflow applies at once and keeps the URL.
  await hydrated(page)
  const developments = page.locator('#recent-developments')
  const workflow = developments.getByLabel('Workflow')
  const first = (await workflow.locator('option').nth(1).textContent())!
  await workflow.selectOption(first)
  await expect(page).toHaveURL(
    new RegExp(`workflow=${encodeURIComponent(first).replace(/%20/g, '\\+')}`),
  )
  await expect(developments.getByText('(applied)').first()).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])

  // A filter nothing matches: the placeholder.
  await page.goto('/?jurisdiction=KE&workflow=' + encodeURIComponent(first))
  await expect(page.getByRole('heading', { name: 'No results found' })).toBeVisible()
  await expect(page.getByText('Try removing the applied filters')).toBeVisible()
})

test('subscribe to alerts without signing in, then unsubscribe from the e-mail’s link', async ({
  page,
}, info) => {
  const key = info.project.name as keyof typeof alertPages
  const address = `alerts-${key}-${Date.now()}@example.test`
  await page.goto(alertPages[key].subscribe)
  await hydrated(page)
  // Nothing chosen: the form says what is missing.
  const choices = page.getByRole('group', { name: 'What to receive' }).getByRole('checkbox')
  for (const box of await choices.all()) await box.uncheck()
  await page.getByLabel('E-mail', { exact: true }).fill(address)
  await page.getByRole('button', { name: 'Subscribe' }).click()
  await expect(page.getByText('Choose at least one publication')).toBeVisible()

  await page.getByLabel(alertPages[key].publication, { exact: true }).check()
  await page.getByLabel('Daily').check()
  await page.getByRole('button', { name: 'Subscribe' }).click()
  // Nothing is subscribed until the address confirms the link mailed to it.
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible()
  await page.goto(confirmLink(await mailTo(address))!)
  await page.getByRole('button', { name: 'Confirm subscription' }).click()
  await expect(page.getByRole('heading', { name: 'You are subscribed' })).toBeVisible()

  const link = unsubscribeLink(await mailTo(address))
  expect(link).not.toBeNull()
  await page.goto(link!)
  await expect(page.getByText(`to ${address}?`)).toBeVisible()
  await page.getByRole('button', { name: 'Unsubscribe' }).click()
  await expect(page.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible()
})

test('news: filter by publication and open an item', async ({ page, edition }, info) => {
  const key = info.project.name as keyof typeof alertPages
  await login(page, edition.email, '/news')
  await page.getByRole('checkbox', { name: alertPages[key].publication }).check()
  await page.getByRole('button', { name: 'Apply filters' }).click()
  await expect(page).toHaveURL(/publication=/)
  const firstItem = page
    .locator('section[aria-labelledby="news-results"]')
    .getByRole('link')
    .first()
  const title = (await firstItem.textContent())!
  await firstItem.click()
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect(page.getByText('Sample content written for this demonstration.')).toBeVisible()
})
