import { describe, expect, test } from 'vitest'
import { testDatabases, useTempDb } from '#test/helpers/temp-db.ts'
import { createRateLimits } from './rate-limits.ts'

const limit = { max: 3, windowMs: 60_000 }

describe.each(testDatabases())('rate limits ($name)', (database) => {
  const db = useTempDb(database)
  const setup = (start = Date.parse('2026-03-01T09:00:10Z')) => {
    let time = start
    const limits = createRateLimits(db(), { now: () => new Date(time) })
    return { limits, advance: (ms: number) => (time += ms) }
  }

  test('a key is allowed up to its limit, then told when to try again; the window slides', async () => {
    const { limits, advance } = setup()
    const key = `k-${Math.random()}`
    for (let n = 0; n < 3; n++) expect((await limits.hit(key, limit)).allowed).toBe(true)
    expect(await limits.check(key, limit)).toEqual({ allowed: false, retryAfterSeconds: 50 })
    expect(await limits.hit(key, limit)).toEqual({ allowed: false, retryAfterSeconds: 50 })
    // Another key is counted apart.
    expect((await limits.hit(`${key}-other`, limit)).allowed).toBe(true)
    // Just past the window's end the previous window still weighs fully: a burst across the
    // boundary is not let through. Half-way on, its 4 attempts weigh 2.
    advance(50_000)
    expect(await limits.check(key, limit)).toEqual({ allowed: false, retryAfterSeconds: 30 })
    advance(30_000)
    expect(await limits.check(key, limit)).toEqual({ allowed: true, retryAfterSeconds: 0 })
    expect((await limits.hit(key, limit)).allowed).toBe(true)
    // Two windows on, the old attempts weigh nothing.
    advance(120_000)
    for (let n = 0; n < 3; n++) expect((await limits.hit(key, limit)).allowed).toBe(true)
  })

  test('parallel attempts are all counted, and a reset forgets the key', async () => {
    const { limits } = setup()
    const key = `p-${Math.random()}`
    const verdicts = await Promise.all(Array.from({ length: 10 }, () => limits.hit(key, limit)))
    expect(verdicts.filter((v) => v.allowed)).toHaveLength(3)
    await limits.reset(key)
    expect((await limits.check(key, limit)).allowed).toBe(true)
  })

  test('a forgiven attempt no longer counts, and forgiving never goes below nothing', async () => {
    const { limits } = setup()
    const key = `f-${Math.random()}`
    for (let n = 0; n < 3; n++) await limits.hit(key, limit)
    expect((await limits.check(key, limit)).allowed).toBe(false)
    await limits.forgive(key, limit)
    expect((await limits.check(key, limit)).allowed).toBe(true)
    for (let n = 0; n < 5; n++) await limits.forgive(key, limit)
    for (let n = 0; n < 3; n++) expect((await limits.hit(key, limit)).allowed).toBe(true)
    expect((await limits.hit(key, limit)).allowed).toBe(false)
  })

  test('a counter is purged once it weighs nothing, not before', async () => {
    const { limits } = setup()
    const key = `x-${Math.random()}`
    const one = { max: 1, windowMs: 60_000 }
    await limits.hit(key, one)
    // Its window ended at 09:01, but it weighs in the next one until 09:02.
    await limits.purge(new Date(Date.parse('2026-03-01T09:01:30Z')))
    expect((await limits.check(key, one)).allowed).toBe(false)
    expect(await limits.purge(new Date(Date.parse('2026-03-01T09:02:01Z')))).toBeGreaterThanOrEqual(
      1,
    )
    expect((await limits.check(key, one)).allowed).toBe(true)
  })
})
