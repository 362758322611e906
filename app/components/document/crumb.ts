import type { OverviewCrumb } from '#app/utils/breadcrumbs.ts'

/** A long title as a breadcrumb: cut at a word boundary near 60 characters. */
export function crumbText(title: string, max = 60): string {
  if (title.length <= max) return title
  const cut = title.slice(0, max)
  const space = cut.lastIndexOf(' ')
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')}…`
}

/** The case a proceeding or a case's document belongs to, as the overview crumb above it. */
export function caseCrumb(data: unknown): OverviewCrumb | null {
  const c = (data as { case?: { title: string; href: string } } | undefined)?.case
  return c ? { displayText: crumbText(c.title), href: c.href } : null
}
