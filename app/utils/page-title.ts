import type { MetaDescriptor } from 'react-router'

type Matches = ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>

/** The page title is the product name plus the route name (spec). */
export function pageTitle(matches: Matches, routeName?: string): MetaDescriptor[] {
  const root = matches.find((m) => m?.id === 'root')?.loaderData as
    { site?: { name: string } } | undefined
  const product = root?.site?.name ?? 'Legal Research'
  return [{ title: routeName ? `${product} | ${routeName}` : product }]
}
