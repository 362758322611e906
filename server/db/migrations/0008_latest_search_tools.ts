import type { Kysely } from 'kysely'

// Latest searches of more than one tool: the search page's and the Relationship Indicator's
// (spec 001 §7.7) are kept apart, each with its own newest 20.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('latest_searches')
    .addColumn('tool', 'text', (col) => col.notNull().defaultTo('search'))
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('latest_searches').dropColumn('tool').execute()
}
