import { describe, expect, test } from 'vitest'
import { testDatabases, useTempDb } from '#test/helpers/temp-db.ts'
import { createAlertStore, FREQUENCY_MS, type SubscribeInput } from './alert-store.ts'

const input: SubscribeInput = {
  siteId: 'KCL',
  email: ' Ada@Example.TEST ',
  name: 'Ada',
  publications: ['Competition Law News'],
  savedSearches: false,
  frequency: 'weekly',
  origin: 'http://kcl.localhost:3000',
}

describe.each(testDatabases())('alert store ($name)', (database) => {
  const db = useTempDb(database)
  const clock = Date.parse('2026-11-01T08:00:00Z')
  const store = () => createAlertStore(db(), { now: () => clock })

  test('one subscription per edition and address: subscribing again updates and reactivates it', async () => {
    const first = await store().subscribe(input)
    expect(first).toMatchObject({
      email: 'ada@example.test',
      siteId: 'KCL',
      active: true,
      frequency: 'weekly',
    })
    expect(await store().unsubscribe(first.id)).toBe(true)
    expect(await store().unsubscribe(first.id)).toBe(false)
    expect((await store().get(first.id))?.active).toBe(false)

    const again = await store().subscribe({
      ...input,
      email: 'ada@example.test',
      frequency: 'daily',
    })
    expect(again.id).toBe(first.id)
    expect(again).toMatchObject({ active: true, frequency: 'daily' })
    // another edition is another subscription
    const other = await store().subscribe({ ...input, siteId: 'KIPL' })
    expect(other.id).not.toBe(first.id)
  })

  test('concurrent subscriptions of one address end in one row', async () => {
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        store().subscribe({ ...input, email: 'race@example.test', name: `n${i}` }),
      ),
    )
    expect(new Set(results.map((r) => r.id)).size).toBe(1)
    expect((await store().findByEmail('KCL', 'RACE@example.test'))?.id).toBe(results[0]!.id)
  })

  test('preferences are updated; unknown JSON in the row reads as no publications', async () => {
    const sub = await store().subscribe({ ...input, email: 'prefs@example.test' })
    const updated = await store().updatePreferences(sub.id, {
      name: 'New name',
      publications: ['Competition Law Blog', 'Competition Law Blog'],
      savedSearches: true,
      frequency: 'daily',
    })
    expect(updated).toMatchObject({
      name: 'New name',
      publications: ['Competition Law Blog'],
      savedSearches: true,
    })
  })

  test('claims are idempotent and exclusive, also under concurrency', async () => {
    const sub = await store().subscribe({ ...input, email: 'claims@example.test' })
    expect(await store().claim(sub.id, ['news:a', 'news:b', 'news:a'], clock)).toEqual([
      'news:a',
      'news:b',
    ])
    expect(await store().claim(sub.id, ['news:a', 'news:c'], clock)).toEqual(['news:c'])
    const racing = await Promise.all(
      Array.from({ length: 6 }, () => store().claim(sub.id, ['doc:x', 'doc:y'], clock)),
    )
    expect(racing.flat().sort()).toEqual(['doc:x', 'doc:y'])
    await store().release(sub.id, ['news:c'])
    expect(await store().sentKeys(sub.id)).toEqual(['doc:x', 'doc:y', 'news:a', 'news:b'])
    // a large digest is claimed in chunks
    const many = Array.from({ length: 450 }, (_, i) => `doc:${i}`)
    expect(await store().claim(sub.id, many, clock)).toHaveLength(450)
  })

  test('due subscriptions follow their frequency', async () => {
    const daily = await store().subscribe({
      ...input,
      email: 'daily@example.test',
      frequency: 'daily',
    })
    const weekly = await store().subscribe({
      ...input,
      email: 'weekly@example.test',
      frequency: 'weekly',
    })
    await store().markSent(daily.id, clock)
    await store().markSent(weekly.id, clock)
    const dueIds = async (at: number) => (await store().listDue(at)).map((s) => s.id)
    expect(await dueIds(clock + 3600_000)).not.toContain(daily.id)
    expect(await dueIds(clock + FREQUENCY_MS.daily)).toContain(daily.id)
    expect(await dueIds(clock + FREQUENCY_MS.daily)).not.toContain(weekly.id)
    expect(await dueIds(clock + FREQUENCY_MS.weekly)).toContain(weekly.id)
    await store().unsubscribe(weekly.id)
    expect(await dueIds(clock + FREQUENCY_MS.weekly)).not.toContain(weekly.id)
  })

  test('saved-search cursors are kept per subscription and search', async () => {
    const sub = await store().subscribe({ ...input, email: 'cursor@example.test' })
    expect(await store().cursor(sub.id, 's1')).toBeNull()
    await store().setCursor(sub.id, 's1', '2026-10-01', clock)
    await store().setCursor(sub.id, 's1', '2026-11-01', clock)
    expect(await store().cursor(sub.id, 's1')).toBe('2026-11-01')
    expect(await store().cursor(sub.id, 's2')).toBeNull()
  })

  test('a confirmation link is spent once, even by requests at the same moment; expired ones are dropped', async () => {
    const hour = 3600_000
    const spends = await Promise.all(
      Array.from({ length: 6 }, () => store().spendConfirmation('link-a', clock + 48 * hour)),
    )
    expect(spends.filter(Boolean)).toHaveLength(1)
    expect(await store().confirmationSpent('link-a')).toBe(true)
    expect(await store().spendConfirmation('link-a', clock + 48 * hour)).toBe(false)
    expect(await store().confirmationSpent('link-b')).toBe(false)
    expect(await store().spendConfirmation('link-b', clock + hour)).toBe(true)
    // Two days on, link-b has expired (the token says so itself) and its key is let go.
    const later = createAlertStore(db(), { now: () => clock + 49 * hour })
    await later.spendConfirmation('link-c', clock + 97 * hour)
    expect(await later.confirmationSpent('link-b')).toBe(false)
    expect(await later.confirmationSpent('link-a')).toBe(false)
    expect(await later.confirmationSpent('link-c')).toBe(true)
  })
})
