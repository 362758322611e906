// The pager of the result list (spec 000 §9): up to 6 pages in full; otherwise the first 5, an
// ellipsis and the last; near the middle the first, the current page ±1 and the last, with
// ellipses; near the end the first, an ellipsis and the last 5.

export type PagerItem = { kind: 'page'; page: number } | { kind: 'gap'; key: string }

const FULL = 6
const EDGE = 5

/** Pages are 1-based. */
export function pagerItems(current: number, totalPages: number): PagerItem[] {
  const page = (n: number): PagerItem => ({ kind: 'page', page: n })
  if (totalPages <= 1) return []
  if (totalPages <= FULL) return range(1, totalPages).map(page)
  if (current < EDGE) {
    return [...range(1, EDGE).map(page), { kind: 'gap', key: 'end' }, page(totalPages)]
  }
  if (current > totalPages - EDGE + 1) {
    return [
      page(1),
      { kind: 'gap', key: 'start' },
      ...range(totalPages - EDGE + 1, totalPages).map(page),
    ]
  }
  return [
    page(1),
    { kind: 'gap', key: 'start' },
    ...range(current - 1, current + 1).map(page),
    { kind: 'gap', key: 'end' },
    page(totalPages),
  ]
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i)
}
