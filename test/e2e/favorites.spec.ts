import { expect, hydrated, login, onlyIn, seriousViolations, test } from './fixtures.ts'
import { addFavouritesByApi, folderIdFrom, papers, uniqueTag } from './favorites-helpers.ts'

test.describe('favourites', () => {
  // Long journeys on a shared machine: a generous limit, no timed assertions.
  test.describe.configure({ timeout: 180_000 })

  test('save documents into folders, move them, sort and page', async ({ page, edition }) => {
    onlyIn('ka')
    const tag = uniqueTag()
    await login(page, edition.email, '/favorites')
    await hydrated(page)
    await expect(page.getByRole('heading', { level: 1, name: 'Favourites' })).toBeVisible()

    await page.getByLabel('New folder').fill(`Cases ${tag}`)
    await page.getByRole('button', { name: 'Add folder' }).click()
    await expect(
      page.getByRole('heading', { level: 1, name: `Favourites: Cases ${tag}` }),
    ).toBeVisible()
    await expect(page.getByText(`Folder “Cases ${tag}” added`).first()).toBeVisible()
    const folderId = folderIdFrom(page)

    await addFavouritesByApi(page, papers(tag, 12))
    await page.getByRole('link', { name: 'All favourites' }).click()
    // The search form belongs to the folder shown: wait until that is all favourites.
    await expect(
      page.getByRole('heading', { level: 1, name: 'Favourites', exact: true }),
    ).toBeVisible()
    await page.getByLabel('Search in favourites').fill(tag)
    await page.getByRole('search', { name: 'Favourites search' }).getByRole('button').click()
    await expect(page).toHaveURL(new RegExp(`[?&]q=${tag}`))
    await expect(page.getByRole('link', { name: 'Documents (12)' })).toBeVisible()
    const rows = page.getByRole('table').getByRole('row')
    await expect(rows).toHaveCount(11) // the header and 10 favourites
    expect(await seriousViolations(page)).toEqual([])

    // The three newest move into the folder; the list starts again at page 1.
    for (const n of ['12', '11', '10']) await page.getByLabel(`Select Paper ${tag} ${n}`).check()
    await page.getByLabel('Move selected to').selectOption({ label: `Cases ${tag}` })
    await page.getByRole('button', { name: 'Move', exact: true }).click()
    await expect(page.getByText(`3 favourites moved to “Cases ${tag}”`).first()).toBeVisible()
    await expect(page.getByText(`In Cases ${tag}`)).toHaveCount(3)

    // Paging, then the page size (which goes back to page 1).
    await page.getByRole('link', { name: 'Next' }).click()
    await expect(page).toHaveURL(/page=2/)
    await expect(rows).toHaveCount(3)
    await page.getByLabel('Per page').selectOption('20')
    await expect(page).toHaveURL(/size=20/)
    await expect(page).not.toHaveURL(/page=2/)
    await expect(rows).toHaveCount(13)

    // The folder: its own list, sorted by title, the same column again reverses it.
    await page.getByRole('link', { name: new RegExp(`^Cases ${tag}`) }).click()
    await expect(page).toHaveURL(new RegExp(`folder=${folderId}`))
    await expect(page).not.toHaveURL(/size=20/)
    await page.getByRole('link', { name: 'Title' }).click()
    await expect(page).toHaveURL(/sort=Title/)
    const titles = page.getByRole('table').getByRole('row').locator('td:nth-child(2) a')
    await expect(titles).toHaveText([`Paper ${tag} 10`, `Paper ${tag} 11`, `Paper ${tag} 12`])
    await page.getByRole('link', { name: /^Title/ }).click()
    await expect(page).toHaveURL(/order=desc/)
    await expect(titles).toHaveText([`Paper ${tag} 12`, `Paper ${tag} 11`, `Paper ${tag} 10`])
  })

  test('rename and delete a folder; its favourites stay', async ({ page, edition }) => {
    onlyIn('kipl')
    const tag = uniqueTag()
    await login(page, edition.email, '/favorites')
    await hydrated(page)
    await page.getByLabel('New folder').fill(`Temp ${tag}`)
    await page.getByRole('button', { name: 'Add folder' }).click()
    await expect(
      page.getByRole('heading', { level: 1, name: `Favourites: Temp ${tag}` }),
    ).toBeVisible()
    await addFavouritesByApi(page, papers(tag, 1), folderIdFrom(page))
    await page.reload()
    await hydrated(page)
    await expect(page.getByRole('link', { name: `Paper ${tag} 01` })).toBeVisible()

    await page.getByLabel('Folder name').fill(`Kept ${tag}`)
    await page.getByRole('button', { name: 'Rename' }).click()
    await expect(
      page.getByRole('heading', { level: 1, name: `Favourites: Kept ${tag}` }),
    ).toBeVisible()

    await page.getByRole('button', { name: 'Delete folder' }).click()
    await expect(page.getByText(`Folder “Kept ${tag}” deleted`).first()).toBeVisible()
    await expect(page).toHaveURL(/\/favorites$/)
    await expect(page.getByRole('link', { name: new RegExp(`^Kept ${tag}`) })).toHaveCount(0)
    await page.goto(`/favorites?q=${tag}`)
    await expect(page.getByRole('link', { name: `Paper ${tag} 01` })).toBeVisible()
  })
})
