import type { Db } from '#server/db/connection.ts'
import { FavouriteNotFoundError } from '#server/errors.ts'
import { personalDb, type Owner } from './schema.ts'

// Saved state: whether documents shown on a page (a document, a page of results) are in the
// viewer's favourites and in which folders, read in one query for the whole page, and taking a
// document out of every folder at once.

export interface SavedDocument {
  /** The folders holding it, in the account's folder order. */
  folders: string[]
  /** Also saved outside any folder (under "All favourites" only). */
  unfiled: boolean
}

export interface SavedDocuments {
  /** The documents among `contentIds` the owner has saved, keyed by content id. */
  savedDocuments(owner: Owner, contentIds: readonly string[]): Promise<Map<string, SavedDocument>>
  /**
   * Takes the document out of the owner's favourites, every folder included. Throws
   * FavouriteNotFoundError when it is not saved.
   */
  removeSavedDocument(owner: Owner, contentId: string): Promise<{ title: string; folders: number }>
}

/** At most this many ids are looked up at once (a page of results holds at most 100). */
const MAX_IDS = 200

export function createSavedDocuments(db: Db): SavedDocuments {
  const pdb = personalDb(db)
  return {
    async savedDocuments(owner, contentIds) {
      const ids = [...new Set(contentIds)].slice(0, MAX_IDS)
      const saved = new Map<string, SavedDocument>()
      if (ids.length === 0) return saved
      const rows = await pdb
        .selectFrom('favourites as v')
        .leftJoin('favourite_folders as f', (join) =>
          join
            .onRef('f.id', '=', 'v.folder_id')
            .onRef('f.account_id', '=', 'v.account_id')
            .onRef('f.site_id', '=', 'v.site_id'),
        )
        .select(['v.content_id', 'f.name', 'f.position'])
        .where('v.account_id', '=', owner.accountId)
        .where('v.site_id', '=', owner.siteId)
        .where('v.kind', '=', 'document')
        .where('v.content_id', 'in', ids)
        .orderBy('f.position')
        .execute()
      for (const row of rows) {
        if (!row.content_id) continue
        const entry = saved.get(row.content_id) ?? { folders: [], unfiled: false }
        if (row.name === null) entry.unfiled = true
        else if (!entry.folders.includes(row.name)) entry.folders.push(row.name)
        saved.set(row.content_id, entry)
      }
      return saved
    },

    async removeSavedDocument(owner, contentId) {
      return pdb.transaction().execute(async (trx) => {
        const rows = await trx
          .selectFrom('favourites')
          .select(['id', 'title', 'folder_id'])
          .where('account_id', '=', owner.accountId)
          .where('site_id', '=', owner.siteId)
          .where('kind', '=', 'document')
          .where('content_id', '=', contentId)
          .execute()
        if (rows.length === 0) throw new FavouriteNotFoundError([contentId])
        await trx
          .deleteFrom('favourites')
          .where(
            'id',
            'in',
            rows.map((r) => r.id),
          )
          .execute()
        return {
          title: rows[0]?.title ?? '',
          folders: rows.filter((r) => r.folder_id !== '').length,
        }
      })
    },
  }
}
