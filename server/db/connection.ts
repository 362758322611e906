import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import SQLite from 'better-sqlite3'
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely'
import pg from 'pg'
import { statementCache } from '#server/content-index/statement-cache.ts'
import { UnsupportedDatabaseUrlError } from '#server/errors.ts'
import type { Database } from './schema.ts'

export type Db = Kysely<Database>
export type Dialect = 'sqlite' | 'postgres'

/** Where the app store lives when no `DATABASE_URL` is configured (a git-ignored folder). */
export const DEFAULT_DATABASE_URL = 'sqlite:var/app.sqlite'

const INT8_OID = 20

export interface OpenOptions {
  /** PostgreSQL only: most connections the pool opens (default 10). */
  maxConnections?: number
  /**
   * PostgreSQL only: called when an idle pooled connection breaks (the server restarted, the
   * network dropped). The pool discards that connection and the next query opens a new one.
   * Default: a warning on the console.
   */
  onIdleConnectionError?: (error: Error) => void
}

/**
 * Opens the app store named by `url`:
 * - a file path, `sqlite:PATH` or `sqlite://PATH` (`:memory:` for a private in-memory database)
 *   opens SQLite through better-sqlite3, creating the file's folder when it is missing;
 * - `postgres://…` or `postgresql://…` opens a `pg` connection pool and checks that the server
 *   answers, so a wrong URL fails at start rather than on the first request.
 * Close it with `db.destroy()`.
 */
export async function openDatabase(url: string, options: OpenOptions = {}): Promise<Db> {
  const scheme = /^([a-z][a-z0-9+.-]+):/i.exec(url)?.[1]?.toLowerCase()
  if (scheme === 'postgres' || scheme === 'postgresql') return openPostgres(url, options)
  if (scheme === undefined) return openSqlite(url)
  if (scheme === 'sqlite') return openSqlite(url.slice('sqlite:'.length).replace(/^\/\//, ''))
  throw new UnsupportedDatabaseUrlError(scheme)
}

function openSqlite(file: string): Db {
  if (file === '') throw new UnsupportedDatabaseUrlError('sqlite (empty path)')
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true })
  const database = new SQLite(file)
  database.pragma('journal_mode = WAL')
  database.pragma('synchronous = NORMAL')
  database.pragma('foreign_keys = ON')
  database.pragma('busy_timeout = 5000')
  // Kysely prepares a statement for every query; a page runs the same few dozen store queries
  // each time, so each is prepared once and kept (preparing was a twentieth of a page's time).
  const prepared = statementCache(database)
  const cached = { close: () => database.close(), prepare: (query: string) => prepared(query) }
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: cached }) })
}

async function openPostgres(connectionString: string, options: OpenOptions): Promise<Db> {
  const pool = new pg.Pool({
    connectionString,
    max: options.maxConnections ?? 10,
    // Timestamps are epoch milliseconds in int8 columns: read them as numbers, as SQLite does.
    types: {
      getTypeParser: (oid, format) =>
        oid === INT8_OID && format !== 'binary'
          ? (value: string) => Number(value)
          : pg.types.getTypeParser(oid, format),
    },
  })
  // Without a listener, an idle connection's error would be an unhandled 'error' event and end
  // the process.
  pool.on(
    'error',
    options.onIdleConnectionError ??
      ((error) => console.warn(`Idle database connection failed: ${error.message}`)),
  )
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) })
  try {
    await sql`select 1`.execute(db)
  } catch (error) {
    await db.destroy()
    throw error
  }
  return db
}

/**
 * Which database `db` (or a transaction on it) talks to. Kysely has no public accessor for its
 * dialect; the compiled parameter placeholder tells the two apart ($1 on PostgreSQL, ? on SQLite).
 */
export function dialectOf(db: Kysely<any>): Dialect {
  return sql`${0}`.compile(db).sql === '$1' ? 'postgres' : 'sqlite'
}
