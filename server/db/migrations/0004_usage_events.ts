import type { Kysely } from 'kysely'

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('usage_events')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('link', 'text')
    .addColumn('keywords', 'text')
    .addColumn('site_id', 'text', (col) => col.notNull())
    .addColumn('account_id', 'text', (col) => col.references('accounts.id').onDelete('set null'))
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute()
  await db.schema
    .createIndex('usage_events_site_created')
    .on('usage_events')
    .columns(['site_id', 'created_at'])
    .execute()
  await db.schema
    .createIndex('usage_events_account_id')
    .on('usage_events')
    .column('account_id')
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('usage_events').execute()
}
