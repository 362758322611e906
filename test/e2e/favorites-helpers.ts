import { expect, type Page } from '@playwright/test'

/** A short tag that keeps one test's folders and favourites apart from another's. */
export function uniqueTag(): string {
  return Math.random().toString(36).slice(2, 7)
}

/**
 * Sends a request as the signed-in page would, from Node: `*.localhost` names resolve only in
 * the browser, so it goes to the loopback address with the edition's Host and the page's cookies.
 */
export async function requestAsPage(
  page: Page,
  path: string,
  init: { method: 'GET' | 'POST'; data?: unknown; form?: Record<string, string>; csrf?: boolean },
) {
  const origin = new URL(page.url())
  const cookies = (await page.context().cookies(origin.origin)).map((c) => `${c.name}=${c.value}`)
  const headers: Record<string, string> = { Host: origin.host, Cookie: cookies.join('; ') }
  if (init.csrf ?? true) {
    const token = await page.locator('input[name="csrf"]').first().getAttribute('value')
    headers['X-CSRF-Token'] = token ?? ''
  }
  return page.request.fetch(`http://127.0.0.1:${origin.port}${path}`, {
    method: init.method,
    headers,
    data: init.data,
    form: init.form,
    maxRedirects: 0,
  })
}

/** Adds favourites through the API, as a script would: JSON with the anti-forgery header. */
export async function addFavouritesByApi(
  page: Page,
  items: { contentId: string; title: string; url: string }[],
  folder: string | 0 = 0,
) {
  const response = await requestAsPage(page, '/apiv2/Favorite/AddFavorites', {
    method: 'POST',
    data: { Favorites: items, Folder: folder },
  })
  expect(response.status()).toBe(201)
}

export function papers(tag: string, count: number) {
  return Array.from({ length: count }, (_, i) => {
    const n = String(i + 1).padStart(2, '0')
    return {
      contentId: `e2e-${tag}-${n}`,
      title: `Paper ${tag} ${n}`,
      url: `/document/e2e-${tag}-${n}`,
    }
  })
}

export function folderIdFrom(page: Page): string {
  const id = new URL(page.url()).searchParams.get('folder')
  if (!id) throw new Error(`No folder in ${page.url()}`)
  return id
}
