import type { Kysely } from 'kysely'
import type { Dialect } from '../connection.ts'

/** What a migration knows besides the database handle. */
export interface MigrationContext {
  dialect: Dialect
}

/**
 * One migration. Use Kysely's schema builder so the same code runs on SQLite and PostgreSQL;
 * branch on `ctx.dialect` only where the two have no common spelling (see `binaryType`).
 */
export interface AppMigration {
  up(db: Kysely<any>, ctx: MigrationContext): Promise<void>
  down?(db: Kysely<any>, ctx: MigrationContext): Promise<void>
}

/** The column type for raw bytes: SQLite calls it blob, PostgreSQL bytea. */
export function binaryType(ctx: MigrationContext): 'blob' | 'bytea' {
  return ctx.dialect === 'postgres' ? 'bytea' : 'blob'
}
