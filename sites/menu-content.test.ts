import Database from 'better-sqlite3'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { modeFromParam, SEARCH_MODES } from '#sites/search/modes.ts'
import { parseSearchParams } from '#sites/search/search-params.ts'
import { searchQueryOfUrl, toSearchQuery } from '#sites/search/engine-query.ts'
import type { Edition } from '#server/content/model.ts'
import type { SearchFilter } from '#server/search/engine.ts'
import { createListingCounts } from '#server/search/listings.ts'
import { createTestServices, TEST_CONTENT_INDEX } from '#test/helpers/test-services.ts'
import { menuFor, menuPresets } from './compose.ts'
import { MENU_HOLDS } from './menu-holds.ts'
import { sites } from './registry.ts'
import type { MenuItem, Site } from './types.ts'

// Every menu entry and variant link leads to content of its edition: an item that names what it
// opens (sites/menu-holds.ts) is shown to a plan only while its search finds enough documents,
// and then lists only documents of that kind; any other preset search names only filter values
// the edition's documents have (and finds some); a document link opens a document of the
// edition. Checked against the starter content index, the one the portal serves on the embedded
// defaults.

type Services = Awaited<ReturnType<typeof createTestServices>>

let services: Services
let index: Database.Database

beforeAll(async () => {
  services = await createTestServices()
  index = new Database(TEST_CONTENT_INDEX, { readonly: true, fileMustExist: true })
})
afterAll(async () => {
  index?.close()
  await services?.cleanup()
})

const allSites = Object.values(sites)

/** Every item of a tree, depth first (whatever subscription sees it). */
const flatten = (items: readonly MenuItem[]): MenuItem[] =>
  items.flatMap((item) => [item, ...flatten(item.children ?? [])])

/**
 * The app's own links of an edition, each with a label: menu items (but those naming what they
 * hold, checked on their own) and the variants' homes and related titles (a home that is the
 * plan's own title says so while the collection lacks it, app/routes/documents/document.tsx).
 */
function internalLinks(site: Site): { label: string; url: URL }[] {
  const menu = flatten(site.menu)
    .filter((item) => item.url?.startsWith('/') && !Object.hasOwn(MENU_HOLDS[site.id], item.label))
    .filter((item) => !Object.values(site.variants).some((v) => v.title && v.home === item.url))
    .map((item) => ({ label: `menu "${item.label}"`, url: item.url! }))
  const variants = Object.entries(site.variants).flatMap(([sub, variant]) => [
    ...(variant.home && !variant.title ? [{ label: `${sub} home`, url: variant.home }] : []),
    ...(variant.related ?? []).map((r) => ({ label: `${sub} related "${r.title}"`, url: r.url })),
  ])
  return [...menu, ...variants].map(({ label, url }) => ({ label, url: new URL(url, 'http://x') }))
}

/** Search screens a preset may open, with the engine mode and the documents it lists. */
const SCREENS: Record<string, { mode: string; publications: boolean }> = {
  '/search': { mode: 'default', publications: false },
  '/books': { mode: 'books', publications: true },
  '/journals': { mode: 'journals', publications: true },
  '/new-content': { mode: 'new content', publications: false },
}

/** The facet selections of a search URL: `type`, `topic`, `source` and `f.<facet>` keys. */
function facetSelections(params: URLSearchParams): SearchFilter[] {
  const byFacet = new Map<string, string[]>()
  for (const [key, value] of params) {
    const facet = ['type', 'topic', 'source'].includes(key)
      ? key
      : key.startsWith('f.')
        ? key.slice(2)
        : null
    if (facet) byFacet.set(facet, [...(byFacet.get(facet) ?? []), value])
  }
  return [...byFacet].map(([id, filterItems]) => ({ id, filterItems, andOrValue: 'OR' }))
}

/** A `mode=` preset also starts with the mode's default selections (sites/search/modes.ts). */
function modeSelections(params: URLSearchParams): SearchFilter[] {
  const mode = modeFromParam(params.get('mode') ?? '')
  if (!mode) return []
  return Object.entries(SEARCH_MODES[mode].defaultFilters).map(([id, values]) => ({
    id,
    filterItems: [...values],
    andOrValue: 'OR',
  }))
}

function presets(site: Site) {
  return internalLinks(site).flatMap(({ label, url }) => {
    const screen = SCREENS[url.pathname]
    if (!screen || url.search === '') return []
    return [{ label: `${label} (${url.pathname}${url.search})`, url, screen }]
  })
}

function documentLinks(site: Site) {
  return internalLinks(site).flatMap(({ label, url }) => {
    const match = /^\/document\/([^/]+)$/.exec(url.pathname)
    return match ? [{ label: `${label} (${url.pathname})`, id: decodeURIComponent(match[1]!) }] : []
  })
}

function hasFacetValue(edition: Edition, facet: string, value: string, publications: boolean) {
  const row = index
    .prepare(
      `SELECT 1 FROM facets f
       JOIN document_editions e ON e.doc_rowid = f.doc_rowid AND e.edition = ?
       JOIN documents d ON d.rowid = f.doc_rowid
       WHERE f.facet = ? AND f.value = ? AND (? = 0 OR d.kind = 'publication') LIMIT 1`,
    )
    .get(edition, facet, value, publications ? 1 : 0)
  return row !== undefined
}

function editionsOf(id: string): string[] | null {
  const doc = index.prepare('SELECT rowid FROM documents WHERE id = ?').get(id) as
    { rowid: number } | undefined
  if (!doc) return null
  return index
    .prepare('SELECT edition FROM document_editions WHERE doc_rowid = ? ORDER BY edition')
    .pluck()
    .all(doc.rowid) as string[]
}

/** The values of each facet of a document. */
function facetsOf(id: string): Map<string, Set<string>> {
  const rows = index
    .prepare(
      `SELECT f.facet, f.value FROM facets f JOIN documents d ON d.rowid = f.doc_rowid
       WHERE d.id = ?`,
    )
    .all(id) as { facet: string; value: string }[]
  const facets = new Map<string, Set<string>>()
  for (const { facet, value } of rows)
    facets.set(facet, (facets.get(facet) ?? new Set()).add(value))
  return facets
}

/** Groups whose every search item must name what it holds. */
const NAMING_GROUPS = ['Case Law', 'ICCA Publications', 'EU Resources', 'UP & UPC']

describe('menu items that name what they hold', () => {
  test.each(allSites)('$id: every item of the named groups names what it holds', (site) => {
    const holds = MENU_HOLDS[site.id]
    const searchItems = site.menu
      .filter((group) => NAMING_GROUPS.includes(group.label))
      .flatMap((group) => group.children ?? [])
      .filter((item) => item.url && searchQueryOfUrl(item.url))
    expect(searchItems.filter((item) => !Object.hasOwn(holds, item.label))).toEqual([])
    const labels = new Set(flatten(site.menu).map((item) => item.label))
    expect(Object.keys(holds).filter((label) => !labels.has(label))).toEqual([])
  })

  test.each(allSites)(
    '$id: each plan sees such an item only while it opens enough documents of its kind',
    async (site) => {
      const listings = createListingCounts(services.search)
      const thin = await listings.thin(site.id, menuPresets(site))
      const holds = MENU_HOLDS[site.id]
      const problems: string[] = []
      for (const plan of [...site.subscriptions, null]) {
        for (const item of flatten(menuFor(site.id, plan, thin))) {
          const expected = holds[item.label]
          if (!expected || !item.url) continue
          const query = searchQueryOfUrl(item.url)!
          const page = await services.search.search(
            { ...query, resultsPerPage: 50 },
            { edition: site.id },
          )
          if (page.totalHits < expected.min)
            problems.push(`${plan}: "${item.label}" shown with ${page.totalHits} documents`)
          for (const hit of page.hits) {
            const facets = facetsOf(hit.id)
            for (const [facet, values] of Object.entries(expected.kinds)) {
              if (!values.some((v) => facets.get(facet)?.has(v)))
                problems.push(`${plan}: "${item.label}" lists ${hit.id}, not of ${facet} ${values}`)
            }
          }
        }
      }
      expect([...new Set(problems)]).toEqual([])
    },
  )

  test('an item the collection holds too little of is hidden, and shown once it holds enough', () => {
    const item = 'Copyright Cases'
    const url = flatten(sites.KIPL.menu).find((i) => i.label === item)!.url!
    expect(flatten(menuFor('KIPL', 'IPL', new Set([url]))).map((i) => i.label)).not.toContain(item)
    expect(flatten(menuFor('KIPL', 'IPL', new Set())).map((i) => i.label)).toContain(item)
  })
})

describe('menu presets and document links against the starter content', () => {
  test.each(allSites)('$id: every preset filter value is one of the edition', (site) => {
    const missing: string[] = []
    for (const { label, url, screen } of presets(site)) {
      const selections = [...facetSelections(url.searchParams), ...modeSelections(url.searchParams)]
      for (const { id, filterItems } of selections) {
        for (const value of filterItems) {
          if (!hasFacetValue(site.id, id, value, screen.publications))
            missing.push(`${label}: ${id} "${value}"`)
        }
      }
    }
    expect(missing).toEqual([])
  })

  test.each(allSites)('$id: every preset search finds documents of the edition', async (site) => {
    const empty: string[] = []
    for (const { label, url, screen } of presets(site)) {
      const mode = url.searchParams.get('mode')
      if (mode) {
        // A `mode` preset searches as the search page does (the mode's default selections), and
        // the mode's own page, without the preset's text, lists documents too.
        for (const params of [url.searchParams, new URLSearchParams({ mode })]) {
          const query = { ...toSearchQuery(parseSearchParams(params)), resultsPerPage: 1 }
          const page = await services.search.search(query, { edition: site.id })
          if (page.totalHits === 0) empty.push(`${label} as /search?${params}`)
        }
        continue
      }
      const q = url.searchParams.get('q') ?? undefined
      const page = await services.search.search(
        { mode: screen.mode, q, filters: facetSelections(url.searchParams), resultsPerPage: 1 },
        { edition: site.id },
      )
      if (page.totalHits === 0) empty.push(label)
    }
    expect(empty).toEqual([])
  })

  test.each(allSites)('$id: every document link opens a document of the edition', (site) => {
    const broken: string[] = []
    for (const { label, id } of documentLinks(site)) {
      const editions = editionsOf(id)
      if (editions === null) broken.push(`${label}: no document ${id}`)
      else if (!editions.includes(site.id)) broken.push(`${label}: ${id} is only in ${editions}`)
    }
    expect(broken).toEqual([])
  })
})
