import type { Kysely } from 'kysely'

// Feedback and Support (server/feedback/feedback.ts): every message sent from the form, kept
// whether or not the mail to support went out (`mailed_at` says when it did). The contact
// address is kept only with the sender's consent. A row outlives its account, without the link.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('support_feedback')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('site_id', 'text', (col) => col.notNull())
    .addColumn('account_id', 'text', (col) => col.references('accounts.id').onDelete('set null'))
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('page_url', 'text')
    .addColumn('contact_email', 'text')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('mailed_at', 'bigint')
    .execute()
  await db.schema
    .createIndex('support_feedback_created_at')
    .on('support_feedback')
    .column('created_at')
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('support_feedback').execute()
}
