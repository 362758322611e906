import type { Kysely } from 'kysely'

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('account_id', 'text', (col) => col.references('accounts.id').onDelete('cascade'))
    .addColumn('authenticated_by_ip', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('last_seen_at', 'bigint', (col) => col.notNull())
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .addColumn('ttl_ms', 'bigint', (col) => col.notNull())
    .addColumn('data', 'text', (col) => col.notNull().defaultTo('{}'))
    .execute()
  await db.schema.createIndex('sessions_expires_at').on('sessions').column('expires_at').execute()
  await db.schema.createIndex('sessions_account_id').on('sessions').column('account_id').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sessions').execute()
}
