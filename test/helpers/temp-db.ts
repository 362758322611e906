import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll } from 'vitest'
import { openDatabase, type Db } from '#server/db/connection.ts'
import { migrateToLatest } from '#server/db/migrate.ts'

export interface TempDb {
  db: Db
  url: string
  cleanup(): Promise<void>
}

export interface TempDbOptions {
  /** Apply every migration before returning (default true). */
  migrate?: boolean
}

async function finish(url: string, options: TempDbOptions, drop: () => Promise<void>) {
  const db = await openDatabase(url)
  try {
    if (options.migrate ?? true) await migrateToLatest(db)
  } catch (error) {
    await db.destroy()
    await drop()
    throw error
  }
  let cleaned = false
  return {
    db,
    url,
    async cleanup() {
      if (cleaned) return
      cleaned = true
      await db.destroy()
      await drop()
    },
  }
}

/** A fresh SQLite app store in its own temporary folder, removed by `cleanup`. */
export async function createTempDb(options: TempDbOptions = {}): Promise<TempDb> {
  const dir = await mkdtemp(join(tmpdir(), 'app-store-'))
  const url = `sqlite:${join(dir, 'app.sqlite')}`
  return finish(url, options, () => rm(dir, { recursive: true, force: true }))
}

/**
 * A fresh PostgreSQL database on the server of `adminUrl` (whose user may create databases),
 * dropped by `cleanup`. Each test file gets its own, so parallel runs never collide.
 */
export async function createTempPostgresDb(
  adminUrl: string,
  options: TempDbOptions = {},
): Promise<TempDb> {
  const name = `test_${randomBytes(6).toString('hex')}`
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl })
    await client.connect()
    try {
      await client.query(statement)
    } finally {
      await client.end()
    }
  }
  await admin(`create database "${name}"`)
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return finish(url.toString(), options, () =>
    admin(`drop database if exists "${name}" with (force)`),
  )
}

export interface TestDatabase {
  name: 'sqlite' | 'postgres'
  create(options?: TempDbOptions): Promise<TempDb>
}

/**
 * The databases a store suite runs on: always SQLite, and PostgreSQL too when
 * TEST_DATABASE_URL is set (`bash test/pg/with-postgres.sh npx vitest run …` sets it).
 * Use with `describe.each(testDatabases())('… ($name)', (database) => …)`.
 */
export function testDatabases(): TestDatabase[] {
  const databases: TestDatabase[] = [{ name: 'sqlite', create: createTempDb }]
  const pgUrl = process.env.TEST_DATABASE_URL
  if (pgUrl) {
    if (!/^postgres(ql)?:\/\//.test(pgUrl)) {
      throw new Error('TEST_DATABASE_URL must be a postgres:// or postgresql:// URL')
    }
    databases.push({ name: 'postgres', create: (options) => createTempPostgresDb(pgUrl, options) })
  }
  return databases
}

/**
 * Creates a migrated temporary database before the enclosing suite's tests and removes it after;
 * returns a getter for its handle.
 */
export function useTempDb(database: TestDatabase): () => Db {
  let temp: TempDb | undefined
  beforeAll(async () => {
    temp = await database.create()
  })
  afterAll(async () => {
    await temp?.cleanup()
  })
  return () => {
    if (temp === undefined) throw new Error('The temporary database is not ready yet')
    return temp.db
  }
}
