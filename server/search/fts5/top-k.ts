// The first k of a list in an order, without sorting the whole list: a bounded heap holds the
// best k seen so far, so a page of 10 out of 400,000 hits costs one comparison per hit, mostly.

/** The first `k` items of `items` by `before` (a strict order: ties must be broken), in order. */
export function topK(items: ArrayLike<number>, k: number, before: Before): number[] {
  if (k <= 0) return []
  // A max-heap by `before`: its root is the worst of the best k so far.
  const heap: number[] = []
  const worse = (a: number, b: number) => before(b, a)
  for (let i = 0; i < items.length; i++) {
    const x = items[i]
    if (heap.length < k) {
      heap.push(x)
      siftUp(heap, heap.length - 1, worse)
    } else if (before(x, heap[0])) {
      heap[0] = x
      siftDown(heap, 0, worse)
    }
  }
  return heap.sort((a, b) => (before(a, b) ? -1 : before(b, a) ? 1 : 0))
}

/** True when a comes before b. */
export type Before = (a: number, b: number) => boolean

function siftUp(heap: number[], i: number, worse: Before) {
  while (i > 0) {
    const parent = (i - 1) >> 1
    if (!worse(heap[i], heap[parent])) return
    ;[heap[i], heap[parent]] = [heap[parent], heap[i]]
    i = parent
  }
}

function siftDown(heap: number[], i: number, worse: Before) {
  for (;;) {
    const l = 2 * i + 1
    const r = l + 1
    let top = i
    if (l < heap.length && worse(heap[l], heap[top])) top = l
    if (r < heap.length && worse(heap[r], heap[top])) top = r
    if (top === i) return
    ;[heap[i], heap[top]] = [heap[top], heap[i]]
    i = top
  }
}
