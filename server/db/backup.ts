import { createHash } from 'node:crypto'
import { createReadStream, createWriteStream } from 'node:fs'
import { rename, rm } from 'node:fs/promises'
import { createInterface } from 'node:readline'
import { once } from 'node:events'
import { sql, type Kysely, type Transaction } from 'kysely'
import { dialectOf, type Db, type Dialect } from './connection.ts'
import { migrateDown, migrateTo, migrateToLatest, migrationState } from './migrate.ts'
import { migrations } from './migrations/index.ts'
import type { Database } from './schema.ts'

// A backup of the user store is one portable file of JSON lines (docs/decisions/243): a header
// (format, store kind, the migrations applied, each table's row count), one line per row, and a
// trailer with the SHA-256 of every line before it. It is taken in one read-only snapshot while
// the server runs, restores into either kind of store, and a restore checks the whole file
// before it changes anything, then checks the counts it restored.

export const BACKUP_FORMAT = 'legal-research-portal/user-store-backup'
const BACKUP_VERSION = 1

type Header = {
  format: typeof BACKUP_FORMAT
  version: number
  takenAt: string
  dialect: Dialect
  migrations: string[]
  tables: Record<string, number>
}
type Row = Record<string, unknown>

/** Counts per table, as written or as restored. */
export type BackupReport = { file: string; tables: Record<string, number>; migrations: string[] }

/** A backup could not be read, or not be written, or the store refused it: the message says why. */
export class BackupError extends Error {
  readonly code = 'BACKUP_FAILED'
}

/** Kysely's own bookkeeping: recorded in the header (migrations), never copied as rows. */
const INTERNAL = new Set(['kysely_migration', 'kysely_migration_lock'])

/**
 * Writes a backup of `db` to `file` (through a temporary file beside it, renamed when whole, so
 * a failed backup leaves nothing that looks like one).
 */
export async function backupStore(db: Db, file: string): Promise<BackupReport> {
  const partial = `${file}.partial`
  const out = createWriteStream(partial, { flags: 'wx' })
  try {
    await once(out, 'open')
  } catch (error) {
    throw new BackupError(`Cannot write the backup to ${file}: ${(error as Error).message}`)
  }
  const hash = createHash('sha256')
  const write = async (value: unknown) => {
    const line = `${JSON.stringify(value, encodeBytes)}\n`
    hash.update(line)
    if (!out.write(line)) await once(out, 'drain')
  }
  try {
    const dialect = dialectOf(db)
    const report = await snapshot(db, dialect, async (trx) => {
      const tables = await tablesInOrder(trx, dialect)
      const counts: Record<string, number> = {}
      for (const table of tables) {
        const { rows } = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(
          table,
        )}`.execute(trx)
        counts[table] = Number(rows[0]!.n)
      }
      const { applied } = await migrationState(trx as unknown as Db)
      const header: Header = {
        format: BACKUP_FORMAT,
        version: BACKUP_VERSION,
        takenAt: new Date().toISOString(),
        dialect,
        migrations: applied,
        tables: counts,
      }
      await write(header)
      for (const table of tables) {
        const { rows } = await sql<Row>`select * from ${sql.table(table)}`.execute(trx)
        for (const row of rows) await write({ t: table, r: row })
      }
      return { file, tables: counts, migrations: applied }
    })
    const trailer = `${JSON.stringify({ end: true, sha256: hash.digest('hex') })}\n`
    out.end(trailer)
    await once(out, 'finish')
    await rename(partial, file)
    return report
  } catch (error) {
    out.destroy()
    await rm(partial, { force: true })
    if (error instanceof BackupError) throw error
    throw new BackupError(`Backup to ${file} failed: ${(error as Error).message}`, {
      cause: error,
    })
  }
}

/** One consistent view of the store: a read-only repeatable-read transaction (PostgreSQL), or
 * SQLite's read transaction, which sees one snapshot of the WAL while writers go on. */
async function snapshot<T>(
  db: Db,
  dialect: Dialect,
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  if (dialect === 'postgres')
    return db
      .transaction()
      .setIsolationLevel('repeatable read')
      .setAccessMode('read only')
      .execute(work)
  return db.transaction().execute(work)
}

export type RestoreOptions = { force?: boolean }

/**
 * Restores `file` into `db`: refuses a store that holds rows (unless `force`, which replaces
 * them), brings the schema to the backup's migrations, copies every row in one transaction,
 * migrates to this release's schema and returns the counts it finds afterwards. A file that is
 * not a backup, is damaged, or comes from a newer release is refused before the store is touched.
 */
export async function restoreStore(
  db: Db,
  file: string,
  options: RestoreOptions = {},
): Promise<BackupReport> {
  const header = await readValidated(file)
  const dialect = dialectOf(db)
  const state = await migrationState(db)
  if (state.unknown.length > 0)
    throw new BackupError(
      `The store was migrated by a newer release (${state.unknown.join(', ')}): restore with that release.`,
    )
  const held = await rowsHeld(db, dialect)
  if (held.length > 0 && !options.force)
    throw new BackupError(
      `The store is not empty (${held.map(([t, n]) => `${t}: ${n}`).join(', ')}): restore into an empty store, or pass --force to replace what it holds.`,
    )
  await schemaAt(db, header.migrations)
  const tables = await tablesInOrder(db, dialect)
  const missing = Object.keys(header.tables).filter((t) => !tables.includes(t))
  if (missing.length > 0)
    throw new BackupError(`The backup has tables this schema lacks: ${missing.join(', ')}.`)
  await db.transaction().execute(async (trx) => {
    for (const table of [...tables].reverse()) await trx.deleteFrom(table as never).execute()
    for await (const { t, r } of rowsOf(file)) {
      await trx
        .insertInto(t as never)
        .values(r as never)
        .execute()
    }
  })
  await migrateToLatest(db)
  const counts = Object.fromEntries(
    await Promise.all(tables.map(async (t) => [t, await count(db, t)])),
  )
  const restored: Record<string, number> = {}
  for (const table of Object.keys(header.tables)) restored[table] = counts[table] ?? 0
  const short = Object.entries(header.tables).filter(([t, n]) => restored[t] !== n)
  if (short.length > 0)
    throw new BackupError(
      `Restored counts differ from the backup's: ${short.map(([t, n]) => `${t} ${restored[t]} of ${n}`).join(', ')}.`,
    )
  return { file, tables: restored, migrations: (await migrationState(db)).applied }
}

/** Reads the whole file once: its header, that every line parses, the counts and the checksum. */
async function readValidated(file: string): Promise<Header> {
  const hash = createHash('sha256')
  let header: Header | null = null
  let trailer: { end: true; sha256: string } | null = null
  const counts: Record<string, number> = {}
  let lineNo = 0
  const lines = createInterface({ input: openForReading(file), crlfDelay: Infinity })
  try {
    for await (const line of lines) {
      lineNo += 1
      if (trailer) throw new BackupError(`${file} is damaged: there are lines after its end.`)
      let value: unknown
      try {
        value = JSON.parse(line)
      } catch {
        throw lineNo === 1
          ? notABackup(file)
          : new BackupError(`${file} is damaged: line ${lineNo} is not readable.`)
      }
      if (lineNo === 1) {
        header = asHeader(value, file)
      } else if (isTrailer(value)) {
        trailer = value
        continue
      } else {
        const table = (value as { t?: unknown }).t
        if (typeof table !== 'string' || !(table in header!.tables))
          throw new BackupError(`${file} is damaged: line ${lineNo} names no table of the backup.`)
        counts[table] = (counts[table] ?? 0) + 1
      }
      hash.update(`${line}\n`)
    }
  } catch (error) {
    if (error instanceof BackupError) throw error
    throw new BackupError(`Cannot read ${file}: ${(error as Error).message}`)
  }
  if (!header) throw notABackup(file)
  if (!trailer) throw new BackupError(`${file} is damaged: it ends early (no closing line).`)
  if (trailer.sha256 !== hash.digest('hex'))
    throw new BackupError(`${file} is damaged: its checksum does not match its contents.`)
  for (const [table, expected] of Object.entries(header.tables))
    if ((counts[table] ?? 0) !== expected)
      throw new BackupError(
        `${file} is damaged: ${table} has ${counts[table] ?? 0} of ${expected} rows.`,
      )
  const unknown = header.migrations.filter((name) => !(name in migrations))
  if (unknown.length > 0)
    throw new BackupError(
      `${file} was taken by a newer release (migrations ${unknown.join(', ')}): restore it with that release.`,
    )
  return header
}

function openForReading(file: string) {
  return createReadStream(file, { encoding: 'utf8' })
}

function notABackup(file: string) {
  return new BackupError(`${file} is not a backup of this portal's user store.`)
}

function asHeader(value: unknown, file: string): Header {
  const h = value as Partial<Header> | null
  if (!h || h.format !== BACKUP_FORMAT) throw notABackup(file)
  if (h.version !== BACKUP_VERSION)
    throw new BackupError(
      `${file} is a backup of format version ${h.version}, not ${BACKUP_VERSION}.`,
    )
  if (!Array.isArray(h.migrations) || typeof h.tables !== 'object' || h.tables === null)
    throw notABackup(file)
  return h as Header
}

function isTrailer(value: unknown): value is { end: true; sha256: string } {
  return (value as { end?: unknown } | null)?.end === true
}

/** The rows of a validated file, in the order written (parents before children). */
async function* rowsOf(file: string): AsyncGenerator<{ t: string; r: Row }> {
  const lines = createInterface({ input: openForReading(file), crlfDelay: Infinity })
  let first = true
  for await (const line of lines) {
    if (first) {
      first = false
      continue
    }
    const value = JSON.parse(line, decodeBytes) as { t: string; r: Row } | { end: true }
    if ('end' in value) return
    yield value
  }
}

/** Brings an empty store (or one being replaced) to exactly the migrations of the backup. */
async function schemaAt(db: Db, wanted: string[]) {
  const { applied } = await migrationState(db)
  const same = applied.length === wanted.length && applied.every((name, i) => name === wanted[i])
  if (same) return
  // Ahead of the backup (a replaced store): down to the backup's last migration.
  while ((await migrationState(db)).applied.some((name) => !wanted.includes(name)))
    await migrateDown(db)
  await migrateTo(db, wanted.at(-1))
}

/** Tables with rows, and how many. */
async function rowsHeld(db: Db, dialect: Dialect): Promise<Array<[string, number]>> {
  const held: Array<[string, number]> = []
  for (const table of await tablesInOrder(db, dialect)) {
    const n = await count(db, table)
    if (n > 0) held.push([table, n])
  }
  return held
}

async function count(db: Kysely<any>, table: string): Promise<number> {
  const { rows } = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(
    table,
  )}`.execute(db)
  return Number(rows[0]!.n)
}

/** The store's tables, each after the tables its foreign keys point to. */
async function tablesInOrder(db: Kysely<any>, dialect: Dialect): Promise<string[]> {
  const tables = (await db.introspection.getTables())
    .map((t) => t.name)
    .filter((name) => !INTERNAL.has(name))
    .sort()
  const { rows: edges } =
    dialect === 'postgres'
      ? await sql<{ from: string; to: string }>`
          select conrelid::regclass::text as "from", confrelid::regclass::text as "to"
          from pg_constraint where contype = 'f' and connamespace = current_schema()::regnamespace`.execute(
          db,
        )
      : await sql<{ from: string; to: string }>`
          select m.name as "from", p."table" as "to"
          from sqlite_master m, pragma_foreign_key_list(m.name) p where m.type = 'table'`.execute(
          db,
        )
  const ordered: string[] = []
  const visit = (table: string, path: Set<string>) => {
    if (ordered.includes(table) || path.has(table)) return
    path.add(table)
    for (const { from, to } of edges) if (from === table && to !== table) visit(to, path)
    ordered.push(table)
  }
  for (const table of tables) visit(table, new Set())
  return ordered.filter((t) => tables.includes(t))
}

/** Raw bytes as `{ "$bytes": base64 }` (JSON has none). */
function encodeBytes(_key: string, value: unknown): unknown {
  if (value && typeof value === 'object' && (value as { type?: unknown }).type === 'Buffer')
    return { $bytes: Buffer.from((value as { data: number[] }).data).toString('base64') }
  if (value instanceof Uint8Array) return { $bytes: Buffer.from(value).toString('base64') }
  return value
}

function decodeBytes(_key: string, value: unknown): unknown {
  if (
    value &&
    typeof value === 'object' &&
    typeof (value as { $bytes?: unknown }).$bytes === 'string'
  )
    return Buffer.from((value as { $bytes: string }).$bytes, 'base64')
  return value
}
