import { expect, login, test } from './fixtures.ts'

// Without JavaScript (the nojs project, on the arbitration edition): the customise list is a
// disclosure and every change a button of a plain form that comes back to the tiles.

test('change the home tiles with plain forms', async ({ page }) => {
  test.slow() // the home page is long
  await login(page, 'ka@demo.test')
  const tools = page.locator('#tools')
  const tileNames = () => tools.getByRole('list').first().getByRole('heading').allTextContents()
  const customise = async () => {
    const details = tools.locator('details')
    if (!(await details.evaluate((d: HTMLDetailsElement) => d.open))) {
      await tools.getByText('Customise tools').click()
    }
  }
  await customise()
  await tools.getByRole('button', { name: 'Restore the default tiles' }).click()
  await expect(page.getByText('Tools restored to their default order')).toBeVisible()
  const defaults = await tileNames()
  const [first, second] = defaults as [string, string]

  await customise()
  await tools.getByRole('button', { name: `Move down ${first}` }).click()
  await expect(page).toHaveURL(/#tools$/)
  await expect(page.getByText(`${first} moved down`)).toBeVisible()
  expect((await tileNames()).slice(0, 2)).toEqual([second, first])

  await customise()
  await tools.getByRole('button', { name: `Hide ${second}` }).click()
  expect(await tileNames()).not.toContain(second)
  await customise()
  const hiddenRow = tools.locator('li', { has: page.getByText(second, { exact: true }) })
  await expect(hiddenRow.getByText(/Hidden/)).toBeVisible()

  await tools.getByRole('button', { name: 'Restore the default tiles' }).click()
  expect(await tileNames()).toEqual(defaults)
})
