import type { Kysely } from 'kysely'

// Password help (server/users/password-resets.ts): one row per link sent. Only the SHA-256 of the
// link's token is kept, so a copy of the store cannot be used to reset anyone's password. A row
// goes with its account.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('password_resets')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('account_id', 'text', (col) =>
      col.notNull().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .addColumn('used_at', 'bigint')
    .execute()
  await db.schema
    .createIndex('password_resets_account_id')
    .on('password_resets')
    .column('account_id')
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('password_resets').execute()
}
