import { describe, expect, test } from 'vitest'
import { testDatabases, useTempDb } from '#test/helpers/temp-db.ts'
import { createDemoRequestStore, type DemoRequestInput } from './demo-requests.ts'
import { isInvalidInputError } from '#server/errors.ts'

const valid: DemoRequestInput = {
  name: ' Grace Hopper ',
  email: 'grace@example.test',
  organisation: 'Navy Legal',
  siteId: 'KA',
}

describe.each(testDatabases())('demo requests ($name)', (database) => {
  const db = useTempDb(database)
  const clockTime = Date.parse('2025-05-05T10:00:00Z')
  const store = () => createDemoRequestStore(db(), { now: () => new Date(clockTime) })

  test('a valid request is stored trimmed, with blanks as absent', async () => {
    const id = await store().saveDemoRequest({ ...valid, phone: '  ', message: 'Please call.' })
    const saved = (await store().listDemoRequests()).find((r) => r.id === id)
    expect(saved).toEqual({
      id,
      name: 'Grace Hopper',
      email: 'grace@example.test',
      organisation: 'Navy Legal',
      phone: null,
      message: 'Please call.',
      siteId: 'KA',
      createdAt: new Date(clockTime),
    })
  })

  test('invalid requests are refused with every field at fault', async () => {
    let caught: unknown
    try {
      await store().saveDemoRequest({
        name: '',
        email: 'nope',
        organisation: 'x',
        siteId: 'XX' as 'KA',
      })
    } catch (error) {
      caught = error
    }
    expect(isInvalidInputError(caught)).toBe(true)
    if (isInvalidInputError(caught)) {
      expect(caught.issues.map((i) => i.path).sort()).toEqual(['email', 'name', 'siteId'])
    }
  })

  test('parallel submissions are all kept', async () => {
    const before = (await store().listDemoRequests({ limit: 1000 })).length
    const ids = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        store().saveDemoRequest({ ...valid, name: `Person ${i}`, siteId: 'KCL' }),
      ),
    )
    expect(new Set(ids).size).toBe(20)
    const all = await store().listDemoRequests({ limit: 1000 })
    expect(all).toHaveLength(before + 20)
    expect(
      all
        .filter((r) => r.siteId === 'KCL')
        .map((r) => r.name)
        .sort(),
    ).toEqual(Array.from({ length: 20 }, (_, i) => `Person ${i}`).sort())
  })
})
