import { expect, hydrated, login, onlyIn, seriousViolations, test } from './fixtures.ts'

// The tiles are kept per account and edition: this account is used for them on every edition's
// project and by no other test that looks at the tiles.
const ACCOUNT = 'all@demo.test'

test('change the home tiles: move, hide, count a visit, restore', async ({ page }) => {
  onlyIn('kcl')
  test.slow() // the home page is long, and the accessibility check reads all of it
  await login(page, ACCOUNT)
  await hydrated(page)
  const tools = page.locator('#tools')
  const tileNames = () => tools.getByRole('list').first().getByRole('heading').allTextContents()
  await tools.getByText('Customise tools').click()
  await tools.getByRole('button', { name: 'Restore the default tiles' }).click()
  await expect(tools.getByRole('status')).toHaveText('Tools restored to their default order')
  const defaults = await tileNames()
  expect(defaults.length).toBeGreaterThan(2)
  const [first, second] = defaults as [string, string]
  const last = defaults.at(-1)!

  // Moving happens at once; the focus stays on the button for the next press.
  const moveDown = tools.getByRole('button', { name: `Move down ${first}` })
  await moveDown.click()
  await expect.poll(tileNames).toEqual([second, first, ...defaults.slice(2)])
  await expect(moveDown).toBeFocused()
  await expect(tools.getByRole('status')).toHaveText(`${first} moved down`)

  await tools.getByRole('button', { name: `Hide ${last}` }).click()
  await expect(tools.getByRole('button', { name: `Show ${last}` })).toBeVisible()
  await expect.poll(tileNames).not.toContain(last)
  expect(await seriousViolations(page)).toEqual([])

  // Kept: a new page shows the same order, without the hidden tile.
  await page.reload()
  expect(await tileNames()).toEqual([second, first, ...defaults.slice(2, -1)])

  // Opening a tile counts a visit.
  await hydrated(page)
  await tools.getByRole('link', { name: 'Open New Content' }).click()
  await expect(page).toHaveURL(/\/new-content/)
  await page.goto('/')
  await tools.getByText('Customise tools').click()
  await expect(
    tools.locator('li', { hasText: 'New Content' }).getByText(/Opened (once|\d+ times)/),
  ).toBeVisible()

  await hydrated(page)
  await tools.getByRole('button', { name: 'Restore the default tiles' }).click()
  await expect.poll(tileNames).toEqual(defaults)
})

test('choose the publications the home news shows', async ({ page }, info) => {
  test.skip(info.project.name !== 'kipl', 'the IP edition has news and blogs to choose from')
  test.slow() // the home page is long
  await login(page, ACCOUNT)
  const news = page.locator('#news')
  const publications = () =>
    news
      .getByRole('listitem')
      .locator('span')
      .filter({ hasNotText: 'Sample content' })
      .allTextContents()
  await news.getByText('Choose publications').click()
  await news.getByRole('checkbox', { name: 'IP News' }).uncheck()
  await news.getByRole('checkbox', { name: 'Patent Blog' }).check()
  await news.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Your news publications are saved')).toBeVisible()
  const shown = await publications()
  expect(shown.length).toBeGreaterThan(0)
  expect(shown.every((line) => line.startsWith('Patent Blog'))).toBe(true)

  // Back to the edition's news (the choice is still open after a save with a script).
  if (!(await news.locator('details').evaluate((d: HTMLDetailsElement) => d.open))) {
    await news.getByText('Choose publications').click()
  }
  await news.getByRole('checkbox', { name: 'Patent Blog' }).uncheck()
  await news.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('News shows the edition’s news again')).toBeVisible()
  expect((await publications()).every((line) => line.startsWith('IP News'))).toBe(true)
})
