import { mkdirSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { expect, hydrated, login, onlyIn, seriousViolations, test } from './fixtures.ts'

/** A query with plenty of results on every edition's corpus. */
const QUERY = 'convention'

/** The spec's layout breakpoints (000 §9), each at its upper bound. */
const BREAKPOINTS = { xs: 599, s: 1023, m: 1439, l: 1599, xl: 1919 } as const

const filtersPanel = (page: Page) => page.getByRole('dialog', { name: 'Search filters' })

async function openFilters(page: Page) {
  await page.locator('summary', { hasText: /^Filters/ }).click()
  await expect(filtersPanel(page)).toBeVisible()
}

// A search over the whole edition takes a second or two on the full corpus: allow for it.
test.describe.configure({ timeout: 120_000 })
const SLOW = { timeout: 20_000 }

test.describe('search', () => {
  test('suggestions appear after 3 characters, are keyboard navigable and change no URL', async ({
    page,
    edition,
  }) => {
    onlyIn('ka')
    await login(page, edition.email, '/search')
    await hydrated(page)
    const box = page.getByRole('combobox', { name: 'Search documents' })
    await box.fill('co')
    await expect(page.getByRole('listbox', { name: 'Suggestions' })).toBeHidden()
    await box.fill('conv')
    const listbox = page.getByRole('listbox', { name: 'Suggestions' })
    await expect(listbox).toBeVisible()
    await expect(listbox.getByRole('option').first()).toBeVisible()
    expect(new URL(page.url()).pathname).toBe('/search')
    expect(new URL(page.url()).search).toBe('')
    await box.press('ArrowDown')
    await expect(box).toHaveAttribute('aria-activedescendant', /suggestion-/)
    await box.press('Escape')
    await expect(listbox).toBeHidden()
    await box.fill('co')
    await expect(listbox).toBeHidden()
  })

  test('a search-term suggestion runs that search', async ({ page, edition }) => {
    onlyIn('kipl')
    await login(page, edition.email, '/search')
    await hydrated(page)
    const box = page.getByRole('combobox', { name: 'Search documents' })
    await box.fill('jurisd')
    const terms = page.getByRole('group', { name: 'Search for' })
    const first = terms.getByRole('option').first()
    await expect(first).toBeVisible()
    const term = (await first.locator('span').first().textContent())!.trim()
    expect(term).toMatch(/^jurisd/)
    await first.click()
    await expect(page).toHaveURL(/\/search\?q=/)
    await expect(
      page
        .getByRole('searchbox', { name: /Search/ })
        .or(box)
        .first(),
    ).toBeVisible()
    expect(
      decodeURIComponent(new URL(page.url()).searchParams.get('q') ?? '').replace(/"/g, ''),
    ).toBe(term)
  })

  test('search, filter, date range, sort, page, clear; reload and Back restore the state', async ({
    page,
    edition,
  }) => {
    onlyIn('ka')
    await login(page, edition.email, '/search')
    await hydrated(page)
    // a query from the page's own bar
    await page.getByRole('searchbox', { name: 'Search terms' }).fill(QUERY)
    await page.getByRole('searchbox', { name: 'Search terms' }).press('Enter')
    await expect(page).toHaveURL(`/search?q=${QUERY}`)
    await expect(page.getByRole('status').filter({ hasText: /results/ })).toContainText('of')

    // a tree facet: tick a child, its parent turns half-checked
    await openFilters(page)
    const tree = filtersPanel(page).locator('details[data-facet="topic"]')
    await tree.locator('summary', { hasText: /under/ }).first().click()
    const child = tree.locator('ul ul input[type="checkbox"]:not([disabled])').first()
    const childValue = await child.getAttribute('value')
    await child.check()
    await expect(page).toHaveURL(/topic=/, SLOW)
    expect(decodeURIComponent(page.url().replace(/\+/g, ' '))).toContain(`topic=${childValue}`)
    const parentValue = (childValue ?? '').split('>')[0]
    const parent = tree.locator(`input[value="${parentValue}"]`)
    await expect(parent).not.toBeChecked()
    await expect(parent).toHaveJSProperty('indeterminate', true)

    // an OR facet: two values of the first other facet with an AND/OR switch and two values
    const multi = filtersPanel(page).locator('details[data-facet]:not([data-facet="topic"])', {
      has: page.locator('fieldset input[value="AND"]'),
    })
    let facet = multi.first()
    for (const candidate of await multi.all()) {
      const boxes = candidate.locator(':scope > div > ul > li > div input:not([disabled])')
      if ((await boxes.count()) >= 2) {
        facet = candidate
        break
      }
    }
    const id = await facet.getAttribute('data-facet')
    if (!(await facet.evaluate((d) => (d as HTMLDetailsElement).open))) {
      await facet.locator('summary').click()
    }
    const key = `f\\.${id}=`
    await facet.locator('input[type="checkbox"]:not([disabled])').nth(0).check()
    await expect(page).toHaveURL(new RegExp(key), SLOW)
    await facet.locator('input[type="checkbox"]:not(:checked):not([disabled])').first().check()
    await expect(page).toHaveURL(new RegExp(`${key}.*${key}`), SLOW)
    // AND/OR switch: AND needs every selected value, back to OR
    await facet.getByText('AND', { exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`op\\.${id}=AND`), SLOW)
    await facet.getByText('OR', { exact: true }).click()
    await expect(page).not.toHaveURL(new RegExp(`op\\.${id}`), SLOW)

    // a date range: precise period between two dates
    const date = filtersPanel(page).locator('details[data-facet="date"]')
    await date.locator('summary').click()
    await date.getByLabel('Precise period').check()
    await date.getByLabel('Between').check()
    await date.getByLabel('From').fill('1950-01-01')
    await date.getByLabel('To').fill('2024-12-31')
    await filtersPanel(page).getByRole('button', { name: 'Apply filters' }).click()
    await expect(filtersPanel(page)).toBeHidden()
    await expect(page).toHaveURL(/datePeriod=0&dateFrom=01-01-1950&dateTo=31-12-2024/, SLOW)
    await expect(page.locator('summary', { hasText: /^Filters/ })).toContainText(/\d/)

    // sort and page
    await page.locator('summary', { hasText: /^Sort:/ }).click()
    await page.getByRole('link', { name: 'Oldest first' }).click()
    await expect(page).toHaveURL(/sortBy=date&sortOrder=asc/, SLOW)
    const pager = page.getByRole('navigation', { name: 'Pages' })
    if (await pager.isVisible()) {
      await pager.getByRole('link', { name: 'Page 2' }).click()
      await expect(page).toHaveURL(/start=10/, SLOW)
      await expect(pager.getByRole('link', { name: 'Page 2' })).toHaveAttribute(
        'aria-current',
        'page',
      )
    }
    const filtered = page.url()
    const firstTitle = await page.locator('article h2').first().textContent()

    // reload restores exactly the same state
    await page.reload()
    await hydrated(page)
    expect(page.url()).toBe(filtered)
    await expect(page.locator('article h2').first()).toHaveText(firstTitle ?? '')
    await openFilters(page)
    await expect(filtersPanel(page).locator(`input[value="${childValue}"]`)).toBeChecked()
    await page.keyboard.press('Escape')
    await expect(filtersPanel(page)).toBeHidden()

    // Back goes to the state before
    await page.goBack()
    await expect(page).not.toHaveURL(filtered)
    await page.goForward()
    await expect(page).toHaveURL(filtered)

    // clear all
    await openFilters(page)
    await filtersPanel(page).getByRole('link', { name: 'Clear all' }).click()
    await expect(page).toHaveURL(new RegExp(`/search\\?q=${QUERY}&sortBy=date&sortOrder=asc$`))
  })

  test('the terms are pills joined by operators; a term is added with AND', async ({
    page,
    edition,
  }) => {
    onlyIn('kcl')
    await login(page, edition.email, `/search?q=${QUERY}`)
    await hydrated(page)
    const add = page.getByRole('searchbox', { name: 'Add a search term' })
    await add.fill('treaty')
    await add.press('Enter')
    await expect(page).toHaveURL(`/search?q=${QUERY}+AND+treaty`)
    const terms = page.getByRole('list', { name: 'Search terms' })
    await expect(terms.getByText('treaty', { exact: true })).toBeVisible()
    await expect(terms.getByText('AND', { exact: true })).toBeVisible()
    await page.getByRole('link', { name: 'Remove search term treaty' }).click()
    await expect(page).toHaveURL(`/search?q=${QUERY}`)
  })

  test('a malformed query shows the parser message and keeps the text', async ({
    page,
    edition,
  }) => {
    onlyIn('kipl')
    await login(page, edition.email, '/search')
    const response = await page.goto('/search?q=%28award+OR+treaty')
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('alert').filter({ hasText: /parenthes/i })).toBeVisible()
    await expect(page.getByRole('searchbox', { name: 'Search terms' })).toHaveValue(
      '(award OR treaty',
    )
    await page
      .getByRole('button', { name: 'Search syntax' })
      .or(page.getByText('Search syntax'))
      .click()
    await expect(page.getByRole('table', { name: 'Search operators' })).toBeVisible()
  })

  test('malformed URLs fall back to the canonical URL', async ({ page, edition }) => {
    onlyIn('kcl')
    await login(page, edition.email, '/search')
    await page.goto('/search?q=&start=-3&sortBy=nonsense&resultsPerPage=x&f.nope=1&datePeriod=7')
    await expect(page).toHaveURL(/\/search$/)
    await expect(page.getByRole('heading', { name: 'Search', level: 1 })).toBeVisible()
  })

  test('menu presets land on their filtered results', async ({ page, edition }) => {
    await login(page, edition.email)
    const nav = page.getByRole('navigation', { name: 'Main' })
    await nav.locator('summary:visible', { hasText: /Books/ }).first().click()
    // Books is hidden while the edition holds no book (decision 248).
    await expect(nav.getByRole('link', { name: 'Books', exact: true })).toHaveCount(0)
    await nav.getByRole('link', { name: 'New Content', exact: true }).click()
    await expect(page).toHaveURL(/\/new-content$/)
    await expect(page.getByRole('heading', { name: 'New Content', level: 1 })).toBeVisible()
    await expect(page.locator('article').first()).toBeVisible()
  })

  test('no serious accessibility violations on the page and the open panel', async ({
    page,
    edition,
  }) => {
    test.setTimeout(120_000)
    await login(page, edition.email, `/search?q=${QUERY}`)
    await hydrated(page)
    expect(await seriousViolations(page)).toEqual([])
    await openFilters(page)
    expect(await seriousViolations(page)).toEqual([])
  })

  test('screenshots at the spec breakpoints', async ({ page, edition }, info) => {
    onlyIn('kipl')
    await login(page, edition.email, `/search?q=${QUERY}`)
    const dir = 'var/e2e/screenshots'
    mkdirSync(dir, { recursive: true })
    for (const [name, width] of Object.entries(BREAKPOINTS)) {
      await page.setViewportSize({ width, height: 900 })
      await page.screenshot({ path: `${dir}/search-${info.project.name}-${name}.png` })
    }
    await page.setViewportSize({ width: BREAKPOINTS.s, height: 900 })
    await hydrated(page)
    await openFilters(page)
    await page.screenshot({ path: `${dir}/search-${info.project.name}-filters.png` })
  })
})

test('title-only search opens the upsell on the KA subscription', async ({ page }, info) => {
  test.skip(info.project.name !== 'ka', 'the KA subscription is an arbitration subscription')
  await login(page, 'ka@demo.test', `/search?q=${QUERY}&searchWithinTitleOnly=true`)
  await expect(page).toHaveURL(`/search?q=${QUERY}`)
  await hydrated(page)
  await openFilters(page)
  await expect(page.getByLabel('Search keywords only in titles')).toBeDisabled()
  await page.getByRole('link', { name: 'Not in your subscription' }).click()
  const dialog = page.getByRole('dialog', {
    name: 'This feature is not included in your current subscription',
  })
  await expect(dialog).toBeVisible()
  await expect(dialog).toContainText(
    'To unlock all our content & specialist tools, sign up for a free trial',
  )
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toBeHidden()
  await page.getByRole('link', { name: 'Not in your subscription' }).click()
  await dialog.getByRole('link', { name: 'Unlock' }).click()
  await expect(page).toHaveURL('/demopracticeplus')
})

test('a search another subscriber of the plan opened first is the viewer’s own page', async ({
  page,
  browser,
  baseURL,
  edition,
}) => {
  onlyIn('kcl')
  const path = `/search?q=${QUERY}&sortBy=date`
  // The first subscriber's showing is kept as a shared page (decision 76)...
  await login(page, edition.email, path)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

  // ...and the second, on the same plan, opens it from a bookmark: their own name, and forms
  // that carry their own anti-forgery token, in a page that hydrates without an error.
  const other = await browser.newContext({ baseURL })
  const second = await other.newPage()
  const errors: string[] = []
  second.on('pageerror', (error) => errors.push(error.message))
  second.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  await login(second, 'all@demo.test')
  await second.goto(path)
  await expect(second.getByLabel('Signed in as Demo ALL')).toBeVisible()
  await expect(second.getByLabel(/Signed in as Demo (KCL|IPL|KAPP)/)).toHaveCount(0)
  await hydrated(second)
  const name = `Shared page ${Date.now()}`
  await second.getByLabel('Name this search').fill(name)
  await second.getByRole('button', { name: 'Save search' }).click()
  await expect(second.getByText(`Search “${name}” saved to your favourites`)).toBeVisible()
  expect(errors).toEqual([])
  await other.close()
})
