import type { Kysely } from 'kysely'

// One list of favourites (docs/decisions/037): the
// documents-and-searches model becomes a view of the favourites. Each favourite carries what
// that model files it under, and the two tables that kept its documents and searches apart give
// their rows to `favourites` and go. A row whose address the account already keeps lends it its
// jurisdictions and topics; any other joins the favourites in no folder.
//
// jurisdictions, topics: JSON arrays of strings; null until recorded (a favourite saved before
// this migration is filled in when the list is next read). document_date, review_date: yyyy-mm-dd.

type Facets = {
  jurisdictions: string
  topics: string
  document_date: string | null
  review_date: string | null
}

const list = (value: string | null | undefined) => JSON.stringify(value ? [value] : [])

export async function up(db: Kysely<any>): Promise<void> {
  // One column per statement: SQLite adds one at a time.
  for (const column of ['jurisdictions', 'topics', 'document_date', 'review_date']) {
    await db.schema.alterTable('favourites').addColumn(column, 'text').execute()
  }

  const keep = async (
    row: Record<string, any>,
    favourite: { kind: 'document' | 'search'; content_id: string | null; title: string },
    facets: Facets | null,
  ) => {
    const owned = await db
      .selectFrom('favourites')
      .select('id')
      .where('account_id', '=', row.account_id)
      .where('site_id', '=', row.site_id)
      .where('url', '=', row.url)
      .execute()
    if (owned.length > 0) {
      if (!facets) return
      await db
        .updateTable('favourites')
        .set(facets)
        .where('account_id', '=', row.account_id)
        .where('site_id', '=', row.site_id)
        .where('url', '=', row.url)
        .where('jurisdictions', 'is', null)
        .execute()
      return
    }
    await db
      .insertInto('favourites')
      .values({
        id: row.id,
        account_id: row.account_id,
        site_id: row.site_id,
        folder_id: '',
        kind: favourite.kind,
        content_id: favourite.content_id,
        title: favourite.title,
        url: row.url,
        source: '',
        information_type: favourite.kind === 'search' ? 'Search' : '',
        notifications: 0,
        added_at: Number(row.added_at),
        updated_at: Number(row.added_at),
        ...(facets ?? {}),
      })
      .execute()
  }

  const documents = await db
    .selectFrom('favourite_documents')
    .selectAll()
    .orderBy('added_at')
    .execute()
  for (const d of documents) {
    await keep(
      d,
      { kind: 'document', content_id: d.document_id, title: d.title },
      {
        jurisdictions: list(d.jurisdiction),
        topics: list(d.topic_id),
        document_date: d.date ?? null,
        review_date: d.author_review_date ?? null,
      },
    )
  }
  const searches = await db
    .selectFrom('favourite_searches')
    .selectAll()
    .orderBy('added_at')
    .execute()
  for (const s of searches) {
    // A search saved with no filters named gets them from its address when next read.
    const named = s.jurisdictions !== '[]' || s.topic_ids !== '[]'
    await keep(
      s,
      { kind: 'search', content_id: null, title: s.name },
      named
        ? {
            jurisdictions: s.jurisdictions,
            topics: s.topic_ids,
            document_date: null,
            review_date: null,
          }
        : null,
    )
  }

  await db.schema.dropTable('favourite_searches').execute()
  await db.schema.dropTable('favourite_documents').execute()
}

/** The two tables come back empty: their rows stay favourites. */
export async function down(db: Kysely<any>): Promise<void> {
  const owner = (name: string) =>
    db.schema
      .createTable(name)
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('account_id', 'text', (col) =>
        col.notNull().references('accounts.id').onDelete('cascade'),
      )
      .addColumn('site_id', 'text', (col) => col.notNull())
  await owner('favourite_documents')
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
  await owner('favourite_searches')
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
  for (const column of ['review_date', 'document_date', 'topics', 'jurisdictions']) {
    await db.schema.alterTable('favourites').dropColumn(column).execute()
  }
}
