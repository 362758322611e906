import type { Kysely } from 'kysely'

// Usage tracking as the spec describes it (001 §4 "Usage tracking": event type, keywords,
// module, platform, user id, location, user agent), and the editor role that opens the editors'
// report of searches. A search event also keeps how many results it found, so the report can
// list the queries that found nothing.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('usage_events').addColumn('module', 'text').execute()
  await db.schema.alterTable('usage_events').addColumn('platform', 'text').execute()
  await db.schema.alterTable('usage_events').addColumn('location', 'text').execute()
  await db.schema.alterTable('usage_events').addColumn('user_agent', 'text').execute()
  await db.schema.alterTable('usage_events').addColumn('result_count', 'integer').execute()
  await db.schema
    .createIndex('usage_events_site_type_created')
    .on('usage_events')
    .columns(['site_id', 'type', 'created_at'])
    .execute()
  await db.schema
    .createTable('account_roles')
    .addColumn('account_id', 'text', (col) =>
      col.notNull().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('role', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('account_roles_pk', ['account_id', 'role'])
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('account_roles').execute()
  await db.schema.dropIndex('usage_events_site_type_created').execute()
  for (const column of ['result_count', 'user_agent', 'location', 'platform', 'module']) {
    await db.schema.alterTable('usage_events').dropColumn(column).execute()
  }
}
