import { LRUCache } from 'lru-cache'

/**
 * A read whose answer is kept for `ttlMs` per arguments, for what changes only when the content
 * index is rebuilt (the menu's listing counts, home's edition-wide lists): every caller within
 * that time shares one answer, even one still on its way (lru-cache's `fetch`). A read that fails
 * is not kept, so the next caller reads again. The arguments are few and small (an edition, a
 * mode, a limit).
 */
export function keptFor<A extends unknown[], V extends NonNullable<unknown>>(
  ttlMs: number,
  read: (...args: A) => Promise<V>,
  now: () => number = Date.now,
): (...args: A) => Promise<V> {
  const kept = new LRUCache<string, V, unknown[]>({
    max: 1000,
    ttl: ttlMs,
    perf: { now },
    ttlResolution: 0,
    fetchMethod: (_key, _stale, { context }) => read(...(context as A)),
  })
  return (...args) => kept.fetch(JSON.stringify(args), { context: args }) as Promise<V>
}
