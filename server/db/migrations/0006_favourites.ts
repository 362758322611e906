import type { CreateTableBuilder, Kysely } from 'kysely'

// The personal layer of an account on one edition: favourite folders and favourites (the folder
// model; saved searches are favourites of kind 'search'), the documents-and-searches model, latest
// searches, reading history and customization (tools tiles, news publication titles). Every row
// belongs to (account_id, site_id) and goes when the account goes.

const owner = (table: CreateTableBuilder<string, any>) =>
  table
    .addColumn('account_id', 'text', (col) =>
      col.notNull().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('site_id', 'text', (col) => col.notNull())

export async function up(db: Kysely<any>): Promise<void> {
  await owner(
    db.schema.createTable('favourite_folders').addColumn('id', 'text', (c) => c.primaryKey()),
  )
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('added_at', 'bigint', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .addUniqueConstraint('favourite_folders_name', ['account_id', 'site_id', 'name'])
    .execute()

  // folder_id is '' for a favourite in no folder (it shows under "All favourites" only).
  await owner(db.schema.createTable('favourites').addColumn('id', 'text', (c) => c.primaryKey()))
    .addColumn('folder_id', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('content_id', 'text')
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('url', 'text', (col) => col.notNull())
    .addColumn('source', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('information_type', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('notifications', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('added_at', 'bigint', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .addUniqueConstraint('favourites_folder_url', ['account_id', 'site_id', 'folder_id', 'url'])
    .execute()
  await db.schema
    .createIndex('favourites_owner_kind_added')
    .on('favourites')
    .columns(['account_id', 'site_id', 'kind', 'added_at'])
    .execute()

  await owner(
    db.schema.createTable('favourite_documents').addColumn('id', 'text', (c) => c.primaryKey()),
  )
    .addColumn('document_id', 'text', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('url', 'text', (col) => col.notNull())
    .addColumn('jurisdiction', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('topic_id', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('date', 'text')
    .addColumn('author_review_date', 'text')
    .addColumn('added_at', 'bigint', (col) => col.notNull())
    .addUniqueConstraint('favourite_documents_document', ['account_id', 'site_id', 'document_id'])
    .execute()

  await owner(
    db.schema.createTable('favourite_searches').addColumn('id', 'text', (c) => c.primaryKey()),
  )
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('url', 'text', (col) => col.notNull())
    .addColumn('jurisdictions', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('topic_ids', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('added_at', 'bigint', (col) => col.notNull())
    .execute()
  await db.schema
    .createIndex('favourite_searches_owner')
    .on('favourite_searches')
    .columns(['account_id', 'site_id', 'added_at'])
    .execute()

  await owner(
    db.schema.createTable('latest_searches').addColumn('id', 'text', (c) => c.primaryKey()),
  )
    .addColumn('query', 'text', (col) => col.notNull())
    .addColumn('url', 'text', (col) => col.notNull())
    .addColumn('topics', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('countries', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('searched_at', 'bigint', (col) => col.notNull())
    .execute()
  await db.schema
    .createIndex('latest_searches_owner')
    .on('latest_searches')
    .columns(['account_id', 'site_id', 'searched_at'])
    .execute()

  await owner(
    db.schema.createTable('reading_history').addColumn('id', 'text', (c) => c.primaryKey()),
  )
    .addColumn('document_id', 'text', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('url', 'text', (col) => col.notNull())
    .addColumn('viewed_at', 'bigint', (col) => col.notNull())
    .addUniqueConstraint('reading_history_document', ['account_id', 'site_id', 'document_id'])
    .execute()
  await db.schema
    .createIndex('reading_history_owner_viewed')
    .on('reading_history')
    .columns(['account_id', 'site_id', 'viewed_at'])
    .execute()

  await owner(db.schema.createTable('customization_tools'))
    .addColumn('tool_id', 'text', (col) => col.notNull())
    .addColumn('position', 'integer')
    .addColumn('enabled', 'integer')
    .addColumn('counter', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('customization_tools_pk', ['account_id', 'site_id', 'tool_id'])
    .execute()

  await owner(db.schema.createTable('customization_news'))
    .addColumn('titles', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('customization_news_pk', ['account_id', 'site_id'])
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'customization_news',
    'customization_tools',
    'reading_history',
    'latest_searches',
    'favourite_searches',
    'favourite_documents',
    'favourites',
    'favourite_folders',
  ]) {
    await db.schema.dropTable(table).execute()
  }
}
