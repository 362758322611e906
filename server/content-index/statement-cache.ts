import type Database from 'better-sqlite3'

// Prepared statements of one connection, kept for reuse. A query's SQL differs by the number of
// values selected and of filters, so there is no end of distinct statements: the cache is bounded
// and lets the least recently used go.

/** Statements differ by the number of selected values and filters: keep the recent ones. */
const MAX_STATEMENTS = 500

/** The prepared statement for `sql`, from the cache or prepared now. */
export type Statements = (sql: string) => Database.Statement

export function statementCache(db: Database.Database, max = MAX_STATEMENTS): Statements {
  const statements = new Map<string, Database.Statement>()
  return (sql) => {
    let s = statements.get(sql)
    if (s) {
      statements.delete(sql) // to the end: most recently used
    } else {
      s = db.prepare(sql)
      if (statements.size >= max) statements.delete(statements.keys().next().value!)
    }
    statements.set(sql, s)
    return s
  }
}
