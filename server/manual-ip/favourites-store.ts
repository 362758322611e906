import type { Db } from '#server/db/connection.ts'

// A subscriber's starred Manual IP entries, per account and edition (migration 0012), newest
// first. Starring twice keeps one row; removing what is not starred says so.

export type MipOwner = { accountId: string; siteId: string }
export type MipStar = { entryId: string; addedAt: Date }

type MipFavouritesTable = {
  account_id: string
  site_id: string
  entry_id: string
  added_at: number
}
type Tables = { mip_favourites: MipFavouritesTable }

export interface MipFavouritesStore {
  list(owner: MipOwner): Promise<MipStar[]>
  /** Stars an entry (again: nothing changes); true when it was not starred before. */
  add(owner: MipOwner, entryId: string): Promise<boolean>
  /** Unstars an entry; false when it was not starred. */
  remove(owner: MipOwner, entryId: string): Promise<boolean>
}

export function createMipFavouritesStore(
  database: Db,
  options: { now?: () => Date } = {},
): MipFavouritesStore {
  const db = database.withTables<Tables>()
  const now = () => (options.now?.() ?? new Date()).getTime()
  const mine = (owner: MipOwner) =>
    db
      .selectFrom('mip_favourites')
      .where('account_id', '=', owner.accountId)
      .where('site_id', '=', owner.siteId)
  return {
    async list(owner) {
      const rows = await mine(owner)
        .select(['entry_id', 'added_at'])
        .orderBy('added_at', 'desc')
        .orderBy('entry_id')
        .execute()
      return rows.map((r) => ({ entryId: r.entry_id, addedAt: new Date(Number(r.added_at)) }))
    },
    async add(owner, entryId) {
      const result = await db
        .insertInto('mip_favourites')
        .values({
          account_id: owner.accountId,
          site_id: owner.siteId,
          entry_id: entryId,
          added_at: now(),
        })
        .onConflict((oc) => oc.columns(['account_id', 'site_id', 'entry_id']).doNothing())
        .executeTakeFirst()
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0
    },
    async remove(owner, entryId) {
      const result = await db
        .deleteFrom('mip_favourites')
        .where('account_id', '=', owner.accountId)
        .where('site_id', '=', owner.siteId)
        .where('entry_id', '=', entryId)
        .executeTakeFirst()
      return Number(result.numDeletedRows) > 0
    },
  }
}
