import {
  type Migration,
  type MigrationProvider,
  type MigrationResultSet,
  Migrator,
  sql,
} from 'kysely'
import { dialectOf, type Db } from './connection.ts'
import { MigrationFailedError, StoreNewerThanCodeError } from '#server/errors.ts'
import type { MigrationContext } from './migrations/context.ts'
import { migrations } from './migrations/index.ts'

function migrator(db: Db): Migrator {
  const ctx: MigrationContext = { dialect: dialectOf(db) }
  const provider: MigrationProvider = {
    async getMigrations() {
      const bound: Record<string, Migration> = {}
      for (const [name, migration] of Object.entries(migrations)) {
        const { down } = migration
        bound[name] = {
          up: (trx) => migration.up(trx, ctx),
          down: down && ((trx) => down(trx, ctx)),
        }
      }
      return bound
    },
  }
  return new Migrator({ db, provider })
}

/** The migrations a run applied, or the one that failed as an error. */
function applied({ error, results = [] }: MigrationResultSet): string[] {
  if (error !== undefined) {
    const failed = results.find((result) => result.status === 'Error')
    throw new MigrationFailedError(failed?.migrationName, { cause: error })
  }
  return results.filter((result) => result.status === 'Success').map((r) => r.migrationName)
}

/**
 * Brings the schema up to date and returns the names of the migrations it applied (none when
 * already current). Kysely takes a lock first, so instances starting together do not race.
 */
export async function migrateToLatest(db: Db): Promise<string[]> {
  const { unknown } = await migrationState(db)
  if (unknown.length > 0) throw new StoreNewerThanCodeError(unknown)
  return applied(await migrator(db).migrateToLatest())
}

/** Applies the migrations up to and including `name` (none: the store stays as it is). */
export async function migrateTo(db: Db, name: string | undefined): Promise<string[]> {
  if (name === undefined) return []
  return applied(await migrator(db).migrateTo(name))
}

/** Reverts the most recent migration (for tests and for recovering by hand). */
export async function migrateDown(db: Db): Promise<string[]> {
  return applied(await migrator(db).migrateDown())
}

/** Kysely's record of the migrations applied (its default table name). */
const MIGRATION_TABLE = 'kysely_migration'

/**
 * What the store's schema is against this code: the migrations it has applied, those this code
 * has and the store not yet (`pending`), and those the store has and this code does not know
 * (`unknown`: a newer release migrated it).
 */
export async function migrationState(
  db: Db,
): Promise<{ applied: string[]; pending: string[]; unknown: string[] }> {
  const applied = await appliedMigrations(db)
  const known = Object.keys(migrations)
  return {
    applied,
    pending: known.filter((name) => !applied.includes(name)),
    unknown: applied.filter((name) => !known.includes(name)),
  }
}

async function appliedMigrations(db: Db): Promise<string[]> {
  try {
    const { rows } = await sql<{
      name: string
    }>`select name from ${sql.table(MIGRATION_TABLE)} order by name`.execute(db)
    return rows.map((row) => row.name)
  } catch (error) {
    // A store never migrated has no record yet; any other failure (the store down) is thrown.
    const tables = await db.introspection.getTables({ withInternalKyselyTables: true })
    if (tables.some((table) => table.name === MIGRATION_TABLE)) throw error
    return []
  }
}
