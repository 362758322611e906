import type { Kysely } from 'kysely'

// Alert e-mails (news alerts and saved-search alerts): one subscription per edition and e-mail
// address, the items already mailed to it (so nothing is mailed twice, across restarts and
// instances) and how far each saved search has been checked.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('alert_subscriptions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('site_id', 'text', (col) => col.notNull())
    // Trimmed and lower-cased.
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('account_id', 'text', (col) => col.references('accounts.id').onDelete('set null'))
    .addColumn('name', 'text', (col) => col.notNull().defaultTo(''))
    // JSON array of the news publication titles chosen.
    .addColumn('publications', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('saved_searches', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('frequency', 'text', (col) => col.notNull().defaultTo('weekly'))
    // Scheme, host and port the subscriber used: where the links of its e-mails point.
    .addColumn('origin', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('active'))
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .addColumn('last_sent_at', 'bigint')
    .addColumn('unsubscribed_at', 'bigint')
    .addUniqueConstraint('alert_subscriptions_site_email', ['site_id', 'email'])
    .execute()
  await db.schema
    .createIndex('alert_subscriptions_status')
    .on('alert_subscriptions')
    .columns(['status', 'last_sent_at'])
    .execute()
  await db.schema
    .createIndex('alert_subscriptions_account')
    .on('alert_subscriptions')
    .column('account_id')
    .execute()

  // The sent log: 'news:<id>' or 'doc:<id>' per subscription. A row is written (claimed) before
  // the mail goes out and removed again if sending fails.
  await db.schema
    .createTable('alert_sent_items')
    .addColumn('subscription_id', 'text', (col) =>
      col.notNull().references('alert_subscriptions.id').onDelete('cascade'),
    )
    .addColumn('item_key', 'text', (col) => col.notNull())
    .addColumn('sent_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('alert_sent_items_pk', ['subscription_id', 'item_key'])
    .execute()

  // Saved-search cursors: the date (yyyy-mm-dd, date added to the portal) up to which a saved
  // search has been checked for new documents.
  await db.schema
    .createTable('alert_search_cursors')
    .addColumn('subscription_id', 'text', (col) =>
      col.notNull().references('alert_subscriptions.id').onDelete('cascade'),
    )
    .addColumn('saved_search_id', 'text', (col) => col.notNull())
    .addColumn('checked_through', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('alert_search_cursors_pk', ['subscription_id', 'saved_search_id'])
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('alert_search_cursors').execute()
  await db.schema.dropTable('alert_sent_items').execute()
  await db.schema.dropTable('alert_subscriptions').execute()
}
