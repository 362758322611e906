import type { Entry } from './catalog/entry.ts'
import { searchAndDocumentRoutes } from './catalog/search-and-documents.ts'
import { favouriteRoutes } from './catalog/favourites.ts'
import { toolRoutes } from './catalog/tools.ts'
import { alertAndAssistantRoutes } from './catalog/alerts-and-assistant.ts'
import { accountAndPageRoutes } from './catalog/account-and-pages.ts'

/**
 * Every route module of the product, once, with its single canonical path (one module ↔ one
 * path). Editions pick keys from here in their route tables; an edition that needs another URL
 * for the same screen gets a redirect module.
 *
 * - `path` is relative to `parent` (top level when there is no parent), without a leading slash;
 *   an `index` route has the empty path. Paths match case-insensitively.
 * - `file` is relative to `app/`. `null` means the screen is not built yet: it stays unmounted
 *   and its URLs fall to the not-found page. `plannedFile` names the module it will get.
 * - The keys are the route ids.
 *
 * The catch-all not-found page is not listed: `app/routes.ts` mounts it last, for all editions.
 *
 * The rows live by area in ./catalog/, spread here in this order: the order of the keys is the
 * order in which routes are mounted and listed. A key belongs to one area only (catalog.test.ts).
 */
const entries = {
  ...searchAndDocumentRoutes,
  ...favouriteRoutes,
  ...toolRoutes,
  ...alertAndAssistantRoutes,
  ...accountAndPageRoutes,
}

export type RouteKey = keyof typeof entries
export type CatalogEntry = Entry<RouteKey>

export const catalog: Readonly<Record<RouteKey, CatalogEntry>> = entries

export const routeKeys = Object.keys(catalog) as RouteKey[]
