import { expect, login, test } from './fixtures.ts'
import {
  addFavouritesByApi,
  folderIdFrom,
  papers,
  requestAsPage,
  uniqueTag,
} from './favorites-helpers.ts'

// JavaScript is off in this project: folders, moves, sorting and paging run on plain forms/links.
test.describe('favourites without JavaScript', () => {
  // Long journeys on a shared machine: a generous limit, no timed assertions.
  test.describe.configure({ timeout: 180_000 })

  test('folders, moving, sorting and paging with plain forms', async ({ page }) => {
    const tag = uniqueTag()
    await login(page, 'all@demo.test', '/favorites')
    await page.getByLabel('New folder').fill(`Plain ${tag}`)
    await page.getByRole('button', { name: 'Add folder' }).click()
    await expect(
      page.getByRole('heading', { level: 1, name: `Favourites: Plain ${tag}` }),
    ).toBeVisible()
    const folderId = folderIdFrom(page)

    await addFavouritesByApi(page, papers(tag, 11))
    await page.goto(`/favorites?q=${tag}`)
    await expect(page.getByRole('link', { name: 'Documents (11)' })).toBeVisible()
    await page.getByRole('link', { name: 'Next' }).click()
    await expect(page).toHaveURL(/page=2/)
    await expect(page.getByRole('link', { name: `Paper ${tag} 01` })).toBeVisible()

    await page.getByLabel(`Select Paper ${tag} 01`).check()
    await page.getByLabel('Move selected to').selectOption({ label: `Plain ${tag}` })
    await page.getByRole('button', { name: 'Move', exact: true }).click()
    await expect(page.getByText(`1 favourite moved to “Plain ${tag}”`).first()).toBeVisible()
    await expect(page).not.toHaveURL(/page=2/)

    await page.getByLabel('Per page').selectOption('20')
    await page.getByRole('button', { name: 'Show' }).click()
    await expect(page).toHaveURL(/size=20/)

    await page.getByRole('link', { name: 'Title' }).click()
    await expect(page).toHaveURL(/sort=Title/)

    await page.goto(`/favorites?folder=${folderId}`)
    await expect(page.getByRole('link', { name: `Paper ${tag} 01` })).toBeVisible()
    await page.getByLabel(`Select Paper ${tag} 01`).check()
    await page.getByRole('button', { name: 'Delete selected' }).click()
    await expect(page.getByText('1 favourite deleted').first()).toBeVisible()
    await page.getByRole('button', { name: 'Delete folder' }).click()
    await expect(page).toHaveURL(/\/favorites$/)
    await expect(page.getByText(`Folder “Plain ${tag}” deleted`).first()).toBeVisible()
  })

  test('a form without the anti-forgery token is refused', async ({ page }) => {
    await login(page, 'all@demo.test', '/favorites')
    const response = await requestAsPage(page, '/favorites', {
      method: 'POST',
      form: { intent: 'add-folder', name: 'Forged' },
      csrf: false,
    })
    expect(response.status()).toBe(403)
  })
})
