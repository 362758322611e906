import { readdirSync } from 'node:fs'
import { mkdtemp, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { testDatabases } from '#test/helpers/temp-db.ts'
import { dialectOf, openDatabase } from './connection.ts'
import { isUnsupportedDatabaseUrlError } from '#server/errors.ts'
import { migrateDown, migrateToLatest } from './migrate.ts'
import { migrations } from './migrations/index.ts'

const tables = [
  'account_roles',
  'account_subscriptions',
  'accounts',
  'alert_confirmations',
  'alert_search_cursors',
  'alert_sent_items',
  'alert_subscriptions',
  'assistant_conversations',
  'assistant_feedback',
  'assistant_messages',
  'customization_news',
  'customization_tools',
  'demo_requests',
  'favourite_folders',
  'favourites',
  'ip_ranges',
  'latest_searches',
  'mip_favourites',
  'password_resets',
  'rate_limits',
  'reading_history',
  'saved_search_alert_items',
  'saved_search_alerts',
  'sessions',
  'support_feedback',
  'usage_events',
]

test('every migration file is registered, under its own name, in order', () => {
  const folder = new URL('./migrations/', import.meta.url)
  const files = readdirSync(folder)
    .filter((file) => /^\d{4}_[a-z0-9_]+\.ts$/.test(file))
    .map((file) => file.replace(/\.ts$/, ''))
    .sort()
  expect(Object.keys(migrations)).toEqual(files)
})

describe.each(testDatabases())('migrations ($name)', (database) => {
  test('apply in order once, then report nothing to do', async () => {
    const temp = await database.create({ migrate: false })
    try {
      expect(dialectOf(temp.db)).toBe(database.name)
      expect(await migrateToLatest(temp.db)).toEqual(Object.keys(migrations))
      expect(await migrateToLatest(temp.db)).toEqual([])
      const names = (await temp.db.introspection.getTables()).map((table) => table.name).sort()
      expect(names).toEqual(tables)
    } finally {
      await temp.cleanup()
    }
  })

  test('revert one by one and apply again', async () => {
    const temp = await database.create()
    try {
      for (const name of Object.keys(migrations).reverse()) {
        expect(await migrateDown(temp.db)).toEqual([name])
      }
      expect(await temp.db.introspection.getTables()).toEqual([])
      expect(await migrateToLatest(temp.db)).toEqual(Object.keys(migrations))
    } finally {
      await temp.cleanup()
    }
  })

  test('dialectOf also works inside a transaction', async () => {
    const temp = await database.create({ migrate: false })
    try {
      const seen = await temp.db.transaction().execute(async (trx) => dialectOf(trx))
      expect(seen).toBe(database.name)
    } finally {
      await temp.cleanup()
    }
  })
})

describe('openDatabase', () => {
  test('creates the folder of a SQLite file and accepts every spelling', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'open-db-'))
    try {
      for (const url of [
        join(dir, 'a', 'plain.sqlite'),
        `sqlite:${join(dir, 'b', 'prefixed.sqlite')}`,
        `sqlite://${join(dir, 'c', 'slashes.sqlite')}`,
      ]) {
        const db = await openDatabase(url)
        await migrateToLatest(db)
        await db.destroy()
      }
      for (const file of ['a/plain.sqlite', 'b/prefixed.sqlite', 'c/slashes.sqlite']) {
        expect((await stat(join(dir, file))).isFile()).toBe(true)
      }
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })

  test('opens a private in-memory database', async () => {
    const db = await openDatabase('sqlite::memory:')
    expect(await migrateToLatest(db)).toEqual(Object.keys(migrations))
    await db.destroy()
  })

  test('refuses other schemes with a typed error', async () => {
    const error = await openDatabase('mysql://localhost/app').catch((e: unknown) => e)
    expect(isUnsupportedDatabaseUrlError(error)).toBe(true)
  })
})
