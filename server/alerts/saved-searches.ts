import type { Db } from '#server/db/connection.ts'

// The saved searches an alert digest covers: the account's searches saved as favourites (folder
// model, kind 'search') and in the documents-and-searches model, on one edition. Read only; the
// favourites stores own these tables (migration 0006_favourites).

export type SavedSearch = { id: string; name: string; url: string; savedAt: number }

type SavedSearchTables = {
  favourites: {
    id: string
    account_id: string
    site_id: string
    kind: string
    title: string
    url: string
    added_at: number
  }
  favourite_searches: {
    id: string
    account_id: string
    site_id: string
    name: string
    url: string
    added_at: number
  }
}

export async function savedSearchesOf(
  db: Db,
  accountId: string,
  siteId: string,
): Promise<SavedSearch[]> {
  const tables = db.withTables<SavedSearchTables>()
  const folderModel = await tables
    .selectFrom('favourites')
    .select(['id', 'title', 'url', 'added_at'])
    .where('account_id', '=', accountId)
    .where('site_id', '=', siteId)
    .where('kind', '=', 'search')
    .execute()
  const listModel = await tables
    .selectFrom('favourite_searches')
    .select(['id', 'name', 'url', 'added_at'])
    .where('account_id', '=', accountId)
    .where('site_id', '=', siteId)
    .execute()
  const all = [
    ...folderModel.map((r) => ({
      id: r.id,
      name: r.title,
      url: r.url,
      savedAt: Number(r.added_at),
    })),
    ...listModel.map((r) => ({ id: r.id, name: r.name, url: r.url, savedAt: Number(r.added_at) })),
  ]
  // The same search saved in two folders (or both models) is checked once.
  const seen = new Set<string>()
  return all
    .sort((a, b) => a.savedAt - b.savedAt || a.id.localeCompare(b.id))
    .filter((s) => !seen.has(s.url) && Boolean(seen.add(s.url)))
}
