import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { titleFault } from '../../server/content/text/titles.ts'
import { MENU_HOLDS, type Holds } from '../../sites/menu-holds.ts'
import { foreignModeNames, INTERNAL_REFERENCE, sites, type Site } from '../../sites/index.ts'
import type { MenuItem } from '../../sites/types.ts'
import { linksOf, PLANS } from './crawl.ts'
import { expect, login, test } from './fixtures.ts'

// The guarantee that every link lands on a real screen: for each demo plan on its edition, sign
// in, collect every link of the menus, the header, the footer and the landing page, load each
// directly (as a bookmark or a new tab does) and fail on data where a page was asked for, a
// status of 400 or more, the not-found or error screen, an empty list, or a PDF that is not one.
// A menu item that names what it opens (sites/menu-holds.ts) must land on results of that kind,
// and no page may name another edition's searches or show an internal reference. A title a page
// lists may hold no markup, Markdown, register note or file path (decision 248), and a sample
// item it lists carries its Sample content mark.

/** The titles of the editorial content the project wrote as samples (data/editorial). */
const SAMPLE_TITLES: ReadonlySet<string> = new Set(
  ['news', 'developments', 'templates', 'practical-insights'].flatMap((name) =>
    readFileSync(new URL(`../../data/editorial/${name}.jsonl`, import.meta.url), 'utf8')
      .split('\n')
      .filter((line) => line.trim())
      .map((line) => JSON.parse(line) as { title: string; details?: { sample?: string } })
      .filter((item) => item.details?.sample === 'true')
      .map((item) => item.title),
  ),
)

/**
 * Screens the open tools issues build, by path: these links may still fail, and only these. The
 * list only shrinks: an entry that no longer fails anywhere is reported, so it is taken out.
 */
const AWAITING: Record<string, string> = {}

test('every link of every plan of the edition lands on a real screen', async ({
  browser,
}, info) => {
  test.setTimeout(600_000)
  const failures: string[] = []
  // Allow-listed prefixes linked to, and whether any of their links still fails.
  const awaited = new Map<string, boolean>()
  for (const plan of PLANS[info.project.name] ?? []) {
    const context = await browser.newContext({ baseURL: info.project.use.baseURL })
    const page = await context.newPage()
    await login(page, `${plan}@demo.test`)
    const links = await linksOf(page)
    expect(links.length, plan).toBeGreaterThan(5)
    const site = siteOf(info.project.name)
    for (const url of links) {
      const prefix = awaitedPrefix(url)
      const problem = await problemOf(page, url, site)
      if (prefix) awaited.set(prefix, (awaited.get(prefix) ?? false) || problem !== null)
      else if (problem)
        failures.push(`${plan}@: ${new URL(url).pathname}${new URL(url).search}: ${problem}`)
    }
    await context.close()
  }
  for (const [prefix, stillFails] of awaited) {
    if (!stillFails) failures.push(`${prefix}: works now, take it off the allow-list`)
  }
  expect([...new Set(failures)]).toEqual([])
})

function awaitedPrefix(url: string): string | null {
  const path = new URL(url).pathname
  return (
    Object.keys(AWAITING).find((prefix) => path === prefix || path.startsWith(`${prefix}/`)) ?? null
  )
}

function siteOf(project: string): Site {
  const site = Object.values(sites).find((s) => s.theme === project)
  if (!site) throw new Error(`No edition for the project ${project}`)
  return site
}

/** What the menu item that opens `url` must list, if it names it. */
function holdsOf(site: Site, url: string): Holds | null {
  const { pathname, search } = new URL(url)
  const walk = (items: readonly MenuItem[]): MenuItem | undefined =>
    items
      .map((item) => (item.url === pathname + search ? item : walk(item.children ?? [])))
      .find(Boolean)
  const item = walk(site.menu)
  return item ? (MENU_HOLDS[site.id][item.label] ?? null) : null
}

/** What is wrong with the results of a page whose menu item names what it lists. */
function kindProblem(holds: Holds, html: string): string | null {
  const rows = [...html.matchAll(/data-type="([^"]*)" data-source="([^"]*)"/g)].map((m) => ({
    type: unescape(m[1]!),
    source: unescape(m[2]!),
  }))
  if (rows.length === 0) return 'lists nothing of what it names'
  for (const row of rows) {
    if (holds.kinds.type && !holds.kinds.type.includes(row.type))
      return `lists a ${row.type}, not ${holds.kinds.type.join(' or ')}`
    if (holds.kinds.source && !holds.kinds.source.includes(row.source))
      return `lists a document of ${row.source}, not of ${holds.kinds.source.join(' or ')}`
  }
  return null
}

const unescape = (text: string) =>
  text.replaceAll('&amp;', '&').replaceAll('&quot;', '"').replaceAll('&#x27;', "'")

/** What is wrong with the answer to a direct load of `url`, or null (asked from the page, as a
 * new tab would, with its cookies). */
async function problemOf(page: Page, url: string, site: Site): Promise<string | null> {
  const answer = await page.evaluate(async (href) => {
    const response = await fetch(href, {
      headers: { accept: 'text/html' },
      signal: AbortSignal.timeout(20_000),
    }).catch((e: unknown) => ({ error: String(e) }))
    if ('error' in response)
      return { status: 0, type: '', url: href, text: '', listed: [], error: response.error }
    const type = response.headers.get('content-type') ?? ''
    const text = type.startsWith('text/html') ? await response.text() : ''
    // The titles the page lists: its own links in a row (an item, a result, a heading), each with
    // whether its row carries the sample mark.
    const doc = new DOMParser().parseFromString(text, 'text/html')
    const listed = [...doc.querySelectorAll('main a[href]')]
      .filter((a) => {
        const to = a.getAttribute('href') ?? ''
        return to.startsWith('/') && !to.startsWith('//') && a.closest('li, article, tr, h2, h3')
      })
      .map((a) => ({
        title: (a.textContent ?? '').replace(/\s+/g, ' ').trim(),
        marked: /Sample content/.test(a.closest('li, article, tr')?.textContent ?? ''),
      }))
    return { status: response.status, type, url: response.url, text, listed, error: null }
  }, url)
  if (answer.error) return `no answer (${answer.error})`
  if (/\.pdf$/i.test(new URL(url).pathname)) {
    return answer.type.startsWith('application/pdf')
      ? null
      : `not a PDF (${answer.status} ${answer.type})`
  }
  if (answer.status >= 400) return `answers ${answer.status}`
  if (new URL(answer.url).pathname.startsWith('/account/login'))
    return 'sends a signed-in subscriber to sign in'
  if (!answer.type.startsWith('text/html'))
    return `answers ${answer.type || 'no content type'} instead of a page`
  if (/<h1[^>]*>(Page not found|Something went wrong)</.test(answer.text))
    return 'shows the not-found or error screen'
  if (answer.text.includes('id="no-results"')) return 'shows an empty list'
  // A listing of what the edition holds none of yet (a plan's landing: the Yearbook's Books) is
  // honest only where it offers what the edition does hold instead.
  if (answer.text.includes('id="none-yet"') && !answer.text.includes('id="held-instead"'))
    return 'shows an empty list and offers nothing instead'
  if (answer.text.includes('id="not-held"')) return 'shows a list of what the collection lacks'
  const text = unescape(answer.text)
  const foreign = foreignModeNames(site).find((name) => text.includes(name))
  if (foreign) return `names another edition's search: ${foreign}`
  // A document's own text may cite a section sign; the portal's own pages may not.
  const internal = new URL(url).pathname.startsWith('/document/')
    ? null
    : INTERNAL_REFERENCE.exec(text)
  if (internal) return `shows an internal reference: ${internal[0]}`
  for (const { title, marked } of answer.listed) {
    const faults = titleFault(title)
    if (faults.length) return `lists a title holding ${faults.join(', ')}: ${title.slice(0, 100)}`
    if (SAMPLE_TITLES.has(title) && !marked) return `lists sample content unmarked: ${title}`
  }
  const holds = holdsOf(site, url)
  return holds ? kindProblem(holds, answer.text) : null
}
