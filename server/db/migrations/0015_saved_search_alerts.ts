import type { Kysely } from 'kysely'

// An alert on one saved search (server/alerts/search-alerts.ts): the account's search (its
// address on one edition, however many folders hold it) checked daily or weekly, and the
// documents already mailed for it so none is mailed twice. Both go with the account.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('saved_search_alerts')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('account_id', 'text', (col) =>
      col.notNull().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('site_id', 'text', (col) => col.notNull())
    .addColumn('url', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('frequency', 'text', (col) => col.notNull())
    .addColumn('origin', 'text', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('last_run_at', 'bigint')
    .addColumn('checked_through', 'text', (col) => col.notNull())
    .addUniqueConstraint('saved_search_alerts_search', ['account_id', 'site_id', 'url'])
    .execute()
  await db.schema
    .createTable('saved_search_alert_items')
    .addColumn('alert_id', 'text', (col) =>
      col.notNull().references('saved_search_alerts.id').onDelete('cascade'),
    )
    .addColumn('item_key', 'text', (col) => col.notNull())
    .addColumn('sent_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('saved_search_alert_items_pk', ['alert_id', 'item_key'])
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('saved_search_alert_items').execute()
  await db.schema.dropTable('saved_search_alerts').execute()
}
