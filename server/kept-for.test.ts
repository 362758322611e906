import { describe, expect, it } from 'vitest'
import { keptFor } from './kept-for.ts'

describe('keptFor', () => {
  it('shares one answer per arguments until it is older than the time given', async () => {
    let clock = 1_000
    let reads = 0
    const read = keptFor(
      60_000,
      async (edition: string) => `${edition}:${++reads}`,
      () => clock,
    )
    const [a, b] = await Promise.all([read('KA'), read('KA')])
    expect([a, b]).toEqual(['KA:1', 'KA:1'])
    expect(await read('KCL')).toBe('KCL:2')
    clock += 59_000
    expect(await read('KA')).toBe('KA:1')
    clock += 2_000
    expect(await read('KA')).toBe('KA:3')
  })

  it('does not keep a failed read', async () => {
    let fail = true
    const read = keptFor(60_000, async () => {
      if (fail) throw new Error('index unavailable')
      return 'ok'
    })
    await expect(read()).rejects.toThrow('index unavailable')
    fail = false
    expect(await read()).toBe('ok')
  })
})
