/** Pill titles are 'name: item', cut at 40 characters plus an ellipsis (spec 000 §3, §9). */
export const PILL_TITLE_MAX = 40

export function pillTitle(name: string, item: string): string {
  const title = `${name}: ${item}`
  return title.length > PILL_TITLE_MAX ? `${title.slice(0, PILL_TITLE_MAX)}…` : title
}
