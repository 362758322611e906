import type { Db } from '#server/db/connection.ts'

// The saved searches an alert digest covers: the account's searches saved as favourites (kind
// 'search', in whichever folder; the documents-and-searches model lists the same ones) on one
// edition. Read only; the favourites stores own the table (migrations 0006, 0011).

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
}

export async function savedSearchesOf(
  db: Db,
  accountId: string,
  siteId: string,
): Promise<SavedSearch[]> {
  const tables = db.withTables<SavedSearchTables>()
  const rows = await tables
    .selectFrom('favourites')
    .select(['id', 'title', 'url', 'added_at'])
    .where('account_id', '=', accountId)
    .where('site_id', '=', siteId)
    .where('kind', '=', 'search')
    .execute()
  const all = rows.map((r) => ({
    id: r.id,
    name: r.title,
    url: r.url,
    savedAt: Number(r.added_at),
  }))
  // The same search saved in two folders is checked once.
  const seen = new Set<string>()
  return all
    .sort((a, b) => a.savedAt - b.savedAt || a.id.localeCompare(b.id))
    .filter((s) => !seen.has(s.url) && Boolean(seen.add(s.url)))
}
