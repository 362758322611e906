import type { MenuItem } from './types.ts'

type Extra = Omit<MenuItem, 'label' | 'url' | 'children'>

/** A screen of this app. */
export function page(label: string, url: string, extra: Extra = {}): MenuItem {
  return { label, url, isVuePage: true, ...extra }
}

/** Another web site, in a new tab. */
export function external(label: string, url: string, extra: Extra = {}): MenuItem {
  return { label, url, isVuePage: false, target: '_blank', ...extra }
}

/** A group of links; collapsed until opened. */
export function group(label: string, children: MenuItem[], extra: Extra = {}): MenuItem {
  return { label, children, isOpen: false, ...extra }
}

/** `path?key=value&…`, encoded; a key with several values is repeated (`topic=a&topic=b`). */
export function withQuery(
  path: string,
  params: Record<string, string | readonly string[]>,
): string {
  const query = new URLSearchParams()
  for (const [key, values] of Object.entries(params)) {
    for (const value of typeof values === 'string' ? [values] : values) query.append(key, value)
  }
  return `${path}?${query}`
}
