/**
 * A read whose answer is kept for `ttlMs` per arguments, for what changes only when the content
 * index is rebuilt (the menu's listing counts, home's edition-wide lists): every caller within
 * that time shares one answer, even one still on its way. A read that fails is not kept, so the
 * next caller reads again. The arguments are few and small (an edition, a mode, a limit).
 */
export function keptFor<A extends unknown[], V>(
  ttlMs: number,
  read: (...args: A) => Promise<V>,
  now: () => number = Date.now,
): (...args: A) => Promise<V> {
  const kept = new Map<string, { at: number; value: Promise<V> }>()
  return (...args) => {
    const key = JSON.stringify(args)
    const hit = kept.get(key)
    if (hit && now() - hit.at < ttlMs) return hit.value
    const value = read(...args)
    value.catch(() => kept.delete(key))
    kept.set(key, { at: now(), value })
    return value
  }
}
