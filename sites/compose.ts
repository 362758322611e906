import { catalog, routeKeys, type RouteKey } from './catalog.ts'
import { sites } from './registry.ts'
import { MENU_HOLDS } from './menu-holds.ts'
import { SEARCH_MODES, type SearchMode, type SearchModeId } from './search/modes.ts'
import type { MenuItem, Site, SiteId, Subscription } from './types.ts'

export type RouteAccess = 'ok' | 'not-in-edition' | 'login-required' | 'not-in-subscription'

type Registry = Readonly<Record<SiteId, Site>>

/** The key and its ancestors, outermost first. */
function lineage(key: RouteKey): RouteKey[] {
  const keys: RouteKey[] = []
  for (let k: RouteKey | undefined = key; k; k = catalog[k].parent) keys.unshift(k)
  return keys
}

const patterns = new Map<RouteKey, string>()

/** The full URL pattern of a route, e.g. '/document/:id', '/' for home. */
export function patternFor(key: RouteKey): string {
  let pattern = patterns.get(key)
  if (pattern === undefined) {
    pattern =
      '/' +
      lineage(key)
        .map((k) => catalog[k].path)
        .filter(Boolean)
        .join('/')
    patterns.set(key, pattern)
  }
  return pattern
}

/** The keys in an edition's route table. */
export function routeKeysFor(site: Site): RouteKey[] {
  return routeKeys.filter((key) => site.routes[key] !== undefined)
}

/** Every key some edition uses, mounted or not, plus their ancestors (layouts). */
export function unionRouteKeys(registry: Registry = sites): Set<RouteKey> {
  const keys = new Set<RouteKey>()
  for (const site of Object.values(registry)) {
    for (const key of routeKeysFor(site)) lineage(key).forEach((k) => keys.add(k))
  }
  return keys
}

const mountedIn = new WeakMap<Registry, ReadonlySet<RouteKey>>()

/**
 * The union keys that have a module, and whose ancestors all have one: what gets mounted. The
 * tables are constant: worked out once per registry (pages ask on every request).
 */
export function mountedRouteKeys(registry: Registry = sites): ReadonlySet<RouteKey> {
  let mounted = mountedIn.get(registry)
  if (!mounted) {
    mounted = new Set(
      [...unionRouteKeys(registry)].filter((key) =>
        lineage(key).every((k) => catalog[k].file !== null),
      ),
    )
    mountedIn.set(registry, mounted)
  }
  return mounted
}

const layoutKeys = new Set(
  routeKeys.map((key) => catalog[key].parent).filter((k) => k !== undefined),
)

/**
 * The screen (never a layout) whose pattern matches a pathname, ranked like React Router:
 * static segments over dynamic ones over a splat. Static segments match case-insensitively.
 */
export function routeKeyForPath(pathname: string): RouteKey | undefined {
  const segments = pathname.split('/').filter(Boolean)
  let best: { key: RouteKey; score: number } | undefined
  for (const key of routeKeys) {
    if (layoutKeys.has(key)) continue
    const score = matchScore(patternFor(key).split('/').filter(Boolean), segments)
    if (score !== null && (!best || score > best.score)) best = { key, score }
  }
  return best?.key
}

function matchScore(pattern: string[], segments: string[]): number | null {
  let score = 0
  for (const [i, part] of pattern.entries()) {
    if (part === '*') return score + 1
    const segment = segments[i]
    if (segment === undefined) return null
    if (part.startsWith(':')) score += 3
    else if (part.toLowerCase() === segment.toLowerCase()) score += 10
    else return null
  }
  return pattern.length === segments.length ? score : null
}

/**
 * A call of the API rather than a page: marked `api` in the catalog, or under /apiv2, /apiv1,
 * /mdl or /mip. The guard refuses a call in JSON (401 anonymous, 403, 404), never with a page
 * or a redirect.
 */
export function isApiRoute(key: RouteKey): boolean {
  const entry: { api?: boolean } = catalog[key]
  return entry.api === true || /^\/(apiv\d|mdl|mip)\//i.test(patternFor(key))
}

/** The subscription codes valid on an edition. */
export function subscriptionsFor(site: Site): readonly Subscription[] {
  return site.subscriptions
}

/**
 * The guard's decision for a route of an edition: not in the edition's table → 'not-in-edition';
 * public → 'ok'; no subscription valid on the edition → 'login-required'; a subscription whose
 * variant or the route's `only` list leaves the route out → 'not-in-subscription'.
 */
export function routeAccess(
  site: Site,
  key: RouteKey,
  subscription: Subscription | null,
): RouteAccess {
  const entitlement = site.routes[key]
  if (entitlement === undefined) return 'not-in-edition'
  if (entitlement === 'public') return 'ok'
  if (subscription === null || !site.subscriptions.includes(subscription)) return 'login-required'
  const variant = site.variants[subscription]
  if (variant && !variant.routes.includes(key)) return 'not-in-subscription'
  if (typeof entitlement === 'object' && !entitlement.only.includes(subscription)) {
    return 'not-in-subscription'
  }
  return 'ok'
}

/** Where '/' sends a subscription with a reduced edition (YB → '/books'), else null. */
export function homeRedirectFor(site: Site, subscription: Subscription | null): string | null {
  if (subscription === null || !site.subscriptions.includes(subscription)) return null
  return site.variants[subscription]?.home ?? null
}

/**
 * The menu a viewer sees: items whose allowedSubs leave the subscription out, and items opening a
 * listing (a mode, or a preset's address) the edition holds too little in (`emptyListings`), are
 * dropped at every level, so are groups left without children; top-level items are then sorted by
 * `order`.
 */
export function menuFor(
  siteId: string,
  subscription: Subscription | null,
  emptyListings: ReadonlySet<string> = new Set(),
): MenuItem[] {
  if (!Object.hasOwn(sites, siteId)) throw new Error('No menu data found.')
  const holds = MENU_HOLDS[siteId as SiteId]
  const visible = visibleItems(sites[siteId as SiteId].menu, subscription, emptyListings, holds)
  return visible.sort((a, b) => orderOf(a) - orderOf(b))
}

const orderOf = (item: MenuItem) => item.order ?? Number.MAX_SAFE_INTEGER

function visibleItems(
  items: readonly MenuItem[],
  subscription: Subscription | null,
  emptyListings: ReadonlySet<string>,
  holds: Readonly<Record<string, unknown>>,
): MenuItem[] {
  return items.flatMap((item) => {
    if (item.allowedSubs && !(subscription && item.allowedSubs.includes(subscription))) return []
    if (item.listing && emptyListings.has(item.listing)) return []
    // A preset hidden for what it holds; another item of that address (the Yearbook plan's Home
    // on /books) is the plan's own landing, and stays.
    if (item.url && Object.hasOwn(holds, item.label) && emptyListings.has(item.url)) return []
    if (!item.children) return [{ ...item }]
    const children = visibleItems(item.children, subscription, emptyListings, holds)
    return children.length > 0 ? [{ ...item, children }] : []
  })
}

/** The listings an edition's menu items open (what to count before showing the menu). */
export function menuListings(site: Site): SearchMode[] {
  const walk = (items: readonly MenuItem[]): SearchMode[] =>
    items.flatMap((item) => [...(item.listing ? [item.listing] : []), ...walk(item.children ?? [])])
  return [...new Set(walk(site.menu))]
}

/** A search a menu item opens, and the fewest documents it must find for the item to be shown. */
export type MenuPreset = { url: string; min: number }

/** The presets of an edition's menu that name what they must hold (sites/menu-holds.ts). */
export function menuPresets(site: Site): MenuPreset[] {
  const holds = MENU_HOLDS[site.id]
  const walk = (items: readonly MenuItem[]): MenuPreset[] =>
    items.flatMap((item) => [
      ...(item.url && Object.hasOwn(holds, item.label)
        ? [{ url: item.url, min: holds[item.label]!.min }]
        : []),
      ...walk(item.children ?? []),
    ])
  return walk(site.menu)
}

/**
 * Whether a search mode belongs to the edition: a mode of its own path where the edition's table
 * has that path; a `mode=` search of /search where the edition lists it (`search.modes`).
 */
export function searchModeInEdition(site: Site, id: SearchModeId): boolean {
  const mode = SEARCH_MODES[id]
  if (mode.param !== null) return site.search.modes.includes(id)
  const key = routeKeyForPath(mode.path)
  return key !== undefined && site.routes[key] !== undefined
}

/** What a search mode says of itself on the edition (the whole collection: what it covers). */
export function modeDescription(site: Site, id: SearchModeId): string {
  const { description } = SEARCH_MODES[id]
  return id === 'default'
    ? `Search the whole collection: ${site.search.covers}. ${description}`
    : description
}

/**
 * What names another edition's search modes, for checking that no page or document of this one
 * shows them: their titles and their `mode=` values.
 */
export function foreignModeNames(site: Site): string[] {
  return Object.values(SEARCH_MODES)
    .filter((mode) => !searchModeInEdition(site, mode.id))
    .flatMap((mode) => [mode.title, ...(mode.param ? [`mode=${mode.param}`] : [])])
}

/**
 * Internal references that no page or API document shows: the spec's sections ('spec 001 §7.2',
 * '§7.2'; a statute's '§ 34 PatG' or '§1' is the law's own numbering), decision numbers, the README.
 */
export const INTERNAL_REFERENCE = /\bspec 00\d|§\d+\.\d|\b[Dd]ecision \d{1,3}\b(?!\/)|\(README\b/
