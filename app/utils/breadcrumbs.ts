import type { UIMatch } from 'react-router'
import type { Crumb } from '#app/components/shell/breadcrumbs.tsx'
import type { MenuItem } from '#sites/index.ts'

/** The page a deep page belongs to: a tool's start page, a case, a book. */
export type OverviewCrumb = { displayText: string; href: string }

/** What a route module may put in its `handle`. */
export type RouteHandle = {
  /** The crumb for this route: its name, or a function of its loader data. */
  breadcrumb?: string | ((data: unknown) => string)
  /**
   * The overview crumb shown before this route's own (spec: crumb type overview), or a function
   * of its loader data (none: the page has no overview above it). Where the menu links the
   * overview page, the crumb reads as the menu does, as on that page itself.
   */
  overview?: OverviewCrumb | ((data: unknown) => OverviewCrumb | null)
  /** 'overview' crumbs trim the trail to the second level (spec). */
  crumbType?: Crumb['type']
  hideBreadcrumbs?: boolean
}

/**
 * Homepage, then the menu item that leads here (MENUITEM), then the routes' own crumbs, each
 * after its overview crumb if it has one. A crumb of the same type replaces the last one; an
 * overview crumb trims the trail to the second level.
 */
export function breadcrumbsFor(matches: UIMatch[], menu: MenuItem[], search = ''): Crumb[] {
  const last = matches[matches.length - 1]
  if (!last || last.pathname === '/') return []
  const trail: Crumb[] = [{ displayText: 'Homepage', href: '/', type: 'HOME' }]
  const menuItem = findMenuItem(menu, last.pathname, new URLSearchParams(search))
  if (menuItem)
    trail.push({ displayText: menuItem.label, href: menuItem.url ?? '/', type: 'MENUITEM' })
  for (const match of matches) {
    const handle = match.handle as RouteHandle | undefined
    if (!handle?.breadcrumb) continue
    const overview =
      typeof handle.overview === 'function' ? handle.overview(match.loaderData) : handle.overview
    if (overview && overview.href.toLowerCase() !== last.pathname.toLowerCase()) {
      const label = findMenuItem(menu, overview.href, new URLSearchParams())?.label
      push(trail, {
        displayText: label ?? overview.displayText,
        href: overview.href,
        type: 'overview',
      })
    }
    const text =
      typeof handle.breadcrumb === 'function'
        ? handle.breadcrumb(match.loaderData)
        : handle.breadcrumb
    if (menuItem && text === menuItem.label) continue
    push(trail, { displayText: text, href: match.pathname, type: handle.crumbType ?? 'result' })
  }
  return trail
}

function push(trail: Crumb[], crumb: Crumb) {
  if (crumb.type === 'overview') trail.splice(2)
  if (trail[trail.length - 1]?.type === crumb.type) trail.pop()
  trail.push(crumb)
}

/** The menu item for this page: same path, and every query parameter the item sets (a preset). */
function findMenuItem(
  items: MenuItem[],
  pathname: string,
  query: URLSearchParams,
): MenuItem | undefined {
  for (const item of items) {
    if (item.url && item.url !== '/' && !/^https?:/.test(item.url)) {
      const url = new URL(item.url, 'http://same.origin')
      const samePath = url.pathname.toLowerCase() === pathname.toLowerCase()
      if (samePath && [...url.searchParams].every(([k, v]) => query.getAll(k).includes(v)))
        return item
    }
    const found = item.children ? findMenuItem(item.children, pathname, query) : undefined
    if (found) return found
  }
  return undefined
}
