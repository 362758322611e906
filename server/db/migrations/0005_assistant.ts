import type { Kysely } from 'kysely'

// AI assistant: conversations live only as long as the session that holds them (they are
// deleted with it, on logout or expiry) and never beyond their own expiry; feedback is kept.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('assistant_conversations')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('session_id', 'text', (col) => col.references('sessions.id').onDelete('cascade'))
    .addColumn('account_id', 'text', (col) => col.references('accounts.id').onDelete('cascade'))
    .addColumn('site_id', 'text', (col) => col.notNull())
    .addColumn('mode', 'text', (col) => col.notNull())
    .addColumn('context', 'text', (col) => col.notNull().defaultTo('{}'))
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .execute()
  await db.schema
    .createIndex('assistant_conversations_expires_at')
    .on('assistant_conversations')
    .column('expires_at')
    .execute()
  await db.schema
    .createIndex('assistant_conversations_session_id')
    .on('assistant_conversations')
    .column('session_id')
    .execute()
  await db.schema
    .createIndex('assistant_conversations_account_id')
    .on('assistant_conversations')
    .column('account_id')
    .execute()

  await db.schema
    .createTable('assistant_messages')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('conversation_id', 'text', (col) =>
      col.notNull().references('assistant_conversations.id').onDelete('cascade'),
    )
    .addColumn('ordinal', 'integer', (col) => col.notNull())
    .addColumn('role', 'text', (col) => col.notNull())
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('grounding', 'text')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addUniqueConstraint('assistant_messages_order', ['conversation_id', 'ordinal'])
    .execute()

  await db.schema
    .createTable('assistant_feedback')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('site_id', 'text', (col) => col.notNull())
    .addColumn('account_id', 'text', (col) => col.references('accounts.id').onDelete('set null'))
    .addColumn('mode', 'text', (col) => col.notNull())
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('message_id', 'text')
    .addColumn('options', 'text', (col) => col.notNull())
    .addColumn('comment', 'text')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute()
  await db.schema
    .createIndex('assistant_feedback_created_at')
    .on('assistant_feedback')
    .column('created_at')
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('assistant_feedback').execute()
  await db.schema.dropTable('assistant_messages').execute()
  await db.schema.dropTable('assistant_conversations').execute()
}
