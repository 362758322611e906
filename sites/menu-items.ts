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

/** A PDF served by the document file route, in a new tab. */
export function pdf(label: string, file: string, extra: Extra = {}): MenuItem {
  const url = `/document/getpdf/${encodeURIComponent(file)}`
  return { label, url, isVuePage: false, target: '_blank', ...extra }
}

/** A group of links; collapsed until opened. */
export function group(label: string, children: MenuItem[], extra: Extra = {}): MenuItem {
  return { label, children, isOpen: false, ...extra }
}

/** `path?key=value&…`, encoded. */
export function withQuery(path: string, params: Record<string, string>): string {
  return `${path}?${new URLSearchParams(params)}`
}
