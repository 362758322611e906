// Domain errors of the app store layer. Callers test them with the `is…Error` guards, which
// check `code` rather than `instanceof`, so they keep working across module copies and realms.

export function hasCode(error: unknown, code: string): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === code
}

export class UnsupportedDatabaseUrlError extends Error {
  readonly code = 'UNSUPPORTED_DATABASE_URL'
  readonly scheme: string
  constructor(scheme: string) {
    super(
      `Unsupported database URL scheme "${scheme}": use a file path, sqlite:PATH, ` +
        'postgres:// or postgresql://',
    )
    this.scheme = scheme
    this.name = 'UnsupportedDatabaseUrlError'
  }
}

export function isUnsupportedDatabaseUrlError(
  error: unknown,
): error is UnsupportedDatabaseUrlError {
  return hasCode(error, 'UNSUPPORTED_DATABASE_URL')
}

export class MigrationFailedError extends Error {
  readonly code = 'MIGRATION_FAILED'
  readonly migrationName: string | undefined
  constructor(migrationName: string | undefined, options: { cause: unknown }) {
    super(`Database migration ${migrationName ?? '(unknown)'} failed`, options)
    this.migrationName = migrationName
    this.name = 'MigrationFailedError'
  }
}

export function isMigrationFailedError(error: unknown): error is MigrationFailedError {
  return hasCode(error, 'MIGRATION_FAILED')
}

/** True for a unique-constraint violation raised by better-sqlite3 or by PostgreSQL. */
export function isUniqueViolation(error: unknown): boolean {
  return (
    hasCode(error, 'SQLITE_CONSTRAINT_UNIQUE') ||
    hasCode(error, 'SQLITE_CONSTRAINT_PRIMARYKEY') ||
    hasCode(error, '23505')
  )
}
