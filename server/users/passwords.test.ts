import { describe, expect, test } from 'vitest'
import { defaultScryptParams, hashPassword, needsRehash, verifyPassword } from './passwords.ts'

const fast = { N: 2 ** 10, r: 8, p: 1 }

describe('passwords', () => {
  test('hashes carry their parameters and a random salt', async () => {
    const first = await hashPassword('correct horse', fast)
    const second = await hashPassword('correct horse', fast)
    expect(first).toMatch(/^scrypt\$1024\$8\$1\$[\w-]{22}\$[\w-]{43}$/)
    expect(first).not.toBe(second)
  })

  test('verify accepts the password and nothing else', async () => {
    const hash = await hashPassword('correct horse', fast)
    expect(await verifyPassword('correct horse', hash)).toBe(true)
    expect(await verifyPassword('correct hors', hash)).toBe(false)
    expect(await verifyPassword('Correct horse', hash)).toBe(false)
    expect(await verifyPassword('', hash)).toBe(false)
  })

  test('Unicode passwords compare in normalised form', async () => {
    const hash = await hashPassword('caf\u00e9', fast)
    expect(await verifyPassword('cafe\u0301', hash)).toBe(true)
  })

  test('a malformed or absurd hash never matches', async () => {
    const hash = await hashPassword('pw', fast)
    const parts = hash.split('$')
    for (const bad of [
      '',
      'plain text',
      hash.replace('scrypt', 'bcrypt'),
      [...parts.slice(0, 1), String(2 ** 30), ...parts.slice(2)].join('$'),
      [...parts.slice(0, 1), '1000', ...parts.slice(2)].join('$'),
      parts.slice(0, 5).join('$'),
    ]) {
      expect(await verifyPassword('pw', bad)).toBe(false)
    }
  })

  test('the default parameters work and are what needsRehash compares against', async () => {
    const hash = await hashPassword('pw')
    expect(hash.startsWith(`scrypt$${defaultScryptParams.N}$8$`)).toBe(true)
    expect(await verifyPassword('pw', hash)).toBe(true)
    expect(needsRehash(hash)).toBe(false)
    expect(needsRehash(await hashPassword('pw', fast))).toBe(true)
    expect(needsRehash('garbage')).toBe(true)
  })
})
