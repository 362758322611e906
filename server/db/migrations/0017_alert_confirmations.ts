import type { Kysely } from 'kysely'

// Alert confirmation links (server/alerts/tokens.ts) work once: a link carries the sign-up
// itself, signed, so nothing is stored when it is mailed; when it is used, the SHA-256 of its
// signature is kept here until the link would have expired anyway, so a second use is refused
// (decision 241).

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('alert_confirmations')
    .addColumn('token_key', 'text', (col) => col.primaryKey())
    .addColumn('used_at', 'bigint', (col) => col.notNull())
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .execute()
  await db.schema
    .createIndex('alert_confirmations_expires_at')
    .on('alert_confirmations')
    .column('expires_at')
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('alert_confirmations').execute()
}
