import { sql, type Kysely } from 'kysely'
import { describe, expect, test } from 'vitest'
import { isStoreNewerThanCodeError } from '#server/errors.ts'
import { createTestServices } from '#test/helpers/test-services.ts'
import { testDatabases } from '#test/helpers/temp-db.ts'
import { dialectOf, type Db } from './connection.ts'
import { migrateTo, migrateToLatest, migrationState } from './migrate.ts'
import { migrations } from './migrations/index.ts'

// Upgrades: a store made at the oldest schema, with a row in every table (and in every table each
// later schema adds, as a store in use gets them), migrated to the current schema, loses nothing.
// A store newer than the code is refused, with a message.

type Row = Record<string, unknown>
type ForeignKey = { from: string; column: string; to: string; toColumn: string }

const NAMES = Object.keys(migrations)
const INTERNAL = new Set(['kysely_migration', 'kysely_migration_lock'])

/**
 * Tables whose rows a migration moves elsewhere and then drops: where each row must be found
 * afterwards (0011 made saved documents and searches favourites of the folder model).
 */
const MOVED: Record<string, (row: Row) => { table: string; match: Row }> = {
  favourite_documents: (row) => ({
    table: 'favourites',
    match: {
      id: row.id,
      kind: 'document',
      content_id: row.document_id,
      title: row.title,
      url: row.url,
    },
  }),
  favourite_searches: (row) => ({
    table: 'favourites',
    match: {
      id: row.id,
      kind: 'search',
      title: row.name,
      url: row.url,
      jurisdictions: row.jurisdictions,
    },
  }),
}

async function foreignKeys(db: Db): Promise<ForeignKey[]> {
  const query =
    dialectOf(db) === 'postgres'
      ? sql<ForeignKey>`
          select cl.relname as "from", a.attname as "column", rcl.relname as "to", ra.attname as "toColumn"
          from pg_constraint c
          join pg_class cl on cl.oid = c.conrelid
          join pg_class rcl on rcl.oid = c.confrelid
          join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
          join pg_attribute ra on ra.attrelid = c.confrelid and ra.attnum = c.confkey[1]
          where c.contype = 'f' and c.connamespace = current_schema()::regnamespace`
      : sql<ForeignKey>`
          select m.name as "from", p."from" as "column", p."table" as "to", p."to" as "toColumn"
          from sqlite_master m, pragma_foreign_key_list(m.name) p where m.type = 'table'`
  return (await query.execute(db)).rows
}

/** A value of the column's type that says where it was put. */
function valueFor(table: string, column: string, dataType: string): unknown {
  const type = dataType.toLowerCase()
  if (type === 'blob' || type === 'bytea') return Buffer.from(`${table}.${column}`)
  if (type === 'bigint' || type === 'int8') return 1_764_000_000_000 + column.length
  if (type.startsWith('int')) return column.length
  return `${table}.${column}`
}

/** One row in every table that has none yet, each foreign key pointing at its parent's row. */
async function fillEmptyTables(db: Db, rows: Map<string, Row>) {
  const keys = await foreignKeys(db)
  const tables = (await db.introspection.getTables()).filter((t) => !INTERNAL.has(t.name))
  const pending = tables.filter((t) => !rows.has(t.name))
  // Parents first.
  while (pending.length > 0) {
    const index = pending.findIndex((t) =>
      keys.every((k) => k.from !== t.name || k.to === t.name || rows.has(k.to)),
    )
    expect(
      index,
      `a table whose parents all have rows, among ${pending.map((t) => t.name)}`,
    ).not.toBe(-1)
    const [table] = pending.splice(index, 1)
    const row: Row = {}
    for (const column of table!.columns) {
      const key = keys.find((k) => k.from === table!.name && k.column === column.name)
      row[column.name] = key
        ? rows.get(key.to)![key.toColumn]
        : valueFor(table!.name, column.name, column.dataType)
    }
    await (db as Kysely<any>).insertInto(table!.name).values(row).execute()
    rows.set(table!.name, row)
  }
}

/** Whether `table` holds a row with these values (bytes compared as bytes). */
async function holds(db: Db, table: string, match: Row): Promise<boolean> {
  const found = await (db as Kysely<any>).selectFrom(table).selectAll().execute()
  return found.some((row: Row) =>
    Object.entries(match).every(([column, value]) =>
      Buffer.isBuffer(value)
        ? Buffer.compare(value, row[column] as Buffer) === 0
        : row[column] === value,
    ),
  )
}

describe.each(testDatabases())('upgrades ($name)', (database) => {
  test('a store at the oldest schema, filled as each schema came, migrates to the current one losing nothing', async () => {
    const temp = await database.create({ migrate: false })
    try {
      const rows = new Map<string, Row>()
      for (const name of NAMES) {
        await migrateTo(temp.db, name)
        await fillEmptyTables(temp.db, rows)
        if (name === NAMES[0]) expect(rows.size).toBeGreaterThan(0)
      }
      expect(await migrationState(temp.db)).toMatchObject({ pending: [], unknown: [] })
      const current = (await temp.db.introspection.getTables()).map((t) => t.name)
      expect(rows.size).toBe(current.length + Object.keys(MOVED).length)
      // The oldest schema alone, upgraded in one go, as an old store would be.
      const oldest = await database.create({ migrate: false })
      try {
        await migrateTo(oldest.db, NAMES[0])
        const first = new Map<string, Row>()
        await fillEmptyTables(oldest.db, first)
        expect(await migrateToLatest(oldest.db)).toEqual(NAMES.slice(1))
        for (const [table, row] of first)
          expect(await holds(oldest.db, table, row), table).toBe(true)
      } finally {
        await oldest.cleanup()
      }
      const now = new Set((await temp.db.introspection.getTables()).map((t) => t.name))
      for (const [table, row] of rows) {
        if (now.has(table)) {
          // The columns it still has keep their values (a column added later takes its own).
          const columns = (await temp.db.introspection.getTables()).find(
            (t) => t.name === table,
          )!.columns
          const kept = Object.fromEntries(
            Object.entries(row).filter(([column]) => columns.some((c) => c.name === column)),
          )
          expect(await holds(temp.db, table, kept), table).toBe(true)
        } else {
          const moved = MOVED[table]
          expect(moved, `${table} was dropped: where did its rows go?`).toBeDefined()
          const { table: into, match } = moved!(row)
          expect(await holds(temp.db, into, match), `${table} → ${into}`).toBe(true)
        }
      }
    } finally {
      await temp.cleanup()
    }
  })

  test('the server refuses a store migrated by a newer release, and says so', async () => {
    const temp = await database.create()
    try {
      await sql`insert into kysely_migration (name, timestamp) values ('9999_from_the_future', '2027-01-01T00:00:00.000Z')`.execute(
        temp.db,
      )
      const refusal = await migrateToLatest(temp.db).catch((error: unknown) => error)
      expect(isStoreNewerThanCodeError(refusal)).toBe(true)
      expect((refusal as Error).message).toMatch(
        /user store has migrations this release does not know \(9999_from_the_future\)/,
      )
      await expect(createTestServices({ DATABASE_URL: temp.url })).rejects.toThrow(
        /9999_from_the_future.*newer release/,
      )
    } finally {
      await temp.cleanup()
    }
  })
})
