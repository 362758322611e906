import type { Kysely } from 'kysely'
import { binaryType, type MigrationContext } from './context.ts'

export async function up(db: Kysely<any>, ctx: MigrationContext): Promise<void> {
  await db.schema
    .createTable('accounts')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('email', 'text', (col) => col.notNull().unique())
    .addColumn('password_hash', 'text')
    .addColumn('display_name', 'text', (col) => col.notNull())
    .addColumn('first_name', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('last_name', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('account_no', 'text')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute()

  await db.schema
    .createTable('account_subscriptions')
    .addColumn('account_id', 'text', (col) =>
      col.notNull().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('site_id', 'text', (col) => col.notNull())
    .addColumn('subscription', 'text', (col) => col.notNull())
    .addColumn('ai_enabled', 'integer', (col) => col.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('account_subscriptions_pk', ['account_id', 'site_id'])
    .execute()

  await db.schema
    .createTable('ip_ranges')
    .addColumn('account_id', 'text', (col) =>
      col.notNull().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('ip_range', 'text', (col) => col.notNull())
    .addColumn('range_start', binaryType(ctx), (col) => col.notNull())
    .addColumn('range_end', binaryType(ctx), (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('ip_ranges_pk', ['account_id', 'ip_range'])
    .execute()
  await db.schema
    .createIndex('ip_ranges_start_end')
    .on('ip_ranges')
    .columns(['range_start', 'range_end'])
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('ip_ranges').execute()
  await db.schema.dropTable('account_subscriptions').execute()
  await db.schema.dropTable('accounts').execute()
}
