/** A long title as a breadcrumb: cut at a word boundary near 60 characters. */
export function crumbText(title: string, max = 60): string {
  if (title.length <= max) return title
  const cut = title.slice(0, max)
  const space = cut.lastIndexOf(' ')
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')}…`
}
