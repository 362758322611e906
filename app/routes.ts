import { type RouteConfig, type RouteConfigEntry, index, route } from '@react-router/dev/routes'
import { catalog, type RouteKey } from '../sites/catalog.ts'
import { mountedRouteKeys } from '../sites/compose.ts'

/**
 * One route tree for every edition: each built route module is mounted once, under its catalog
 * key as the route id. Which edition and subscription may open it is decided per request by the
 * root middleware (middleware/access.server.ts), never here.
 */
const mounted = mountedRouteKeys()

function children(parent?: RouteKey): RouteConfigEntry[] {
  return (Object.keys(catalog) as RouteKey[])
    .filter((key) => mounted.has(key) && catalog[key].parent === parent)
    .map((key) => {
      const entry = catalog[key]
      const file = entry.file as string
      return entry.index
        ? index(file, { id: key })
        : route(entry.path, file, { id: key }, children(key))
    })
}

export default [
  ...children(),
  route('*', 'routes/not-found.tsx', { id: 'not-found' }),
] satisfies RouteConfig
