import { type Migration, Migrator, type MigrationProvider } from 'kysely'
import { dialectOf, type Db } from './connection.ts'
import { MigrationFailedError } from '#server/errors.ts'
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

/**
 * Brings the schema up to date and returns the names of the migrations it applied (none when
 * already current). Kysely takes a lock first, so instances starting together do not race.
 */
export async function migrateToLatest(db: Db): Promise<string[]> {
  const { error, results = [] } = await migrator(db).migrateToLatest()
  if (error !== undefined) {
    const failed = results.find((result) => result.status === 'Error')
    throw new MigrationFailedError(failed?.migrationName, { cause: error })
  }
  return results.filter((result) => result.status === 'Success').map((r) => r.migrationName)
}

/** Reverts the most recent migration (for tests and for recovering by hand). */
export async function migrateDown(db: Db): Promise<string[]> {
  const { error, results = [] } = await migrator(db).migrateDown()
  if (error !== undefined) {
    const failed = results.find((result) => result.status === 'Error')
    throw new MigrationFailedError(failed?.migrationName, { cause: error })
  }
  return results.filter((result) => result.status === 'Success').map((r) => r.migrationName)
}
