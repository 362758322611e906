import type { Kysely } from 'kysely'

// Manual IP's starred entries: one row per account, edition and entry (an entry id of the Manual
// IP service: a provision read from the content index, or an editorial answer). The row goes
// when the account goes.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('mip_favourites')
    .addColumn('account_id', 'text', (col) =>
      col.notNull().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('site_id', 'text', (col) => col.notNull())
    .addColumn('entry_id', 'text', (col) => col.notNull())
    .addColumn('added_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('mip_favourites_pk', ['account_id', 'site_id', 'entry_id'])
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('mip_favourites').execute()
}
