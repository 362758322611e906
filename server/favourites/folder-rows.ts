// Rows of the folder model: mapping them to folders and favourites, and the reads and writes
// that several of the store's methods share.
import { FolderNotFoundError } from '#server/errors.ts'
import type { FavouriteFacets } from './facets.ts'
import {
  facetColumns,
  readFacets,
  type FavouritesTable,
  type Owner,
  type PersonalDb,
} from './schema.ts'
import type { Favourite, Folder } from './folder-types.ts'

export function toFolder(row: {
  id: string
  name: string
  position: number
  added_at: number
  updated_at: number
  hits?: number | string | bigint | null
}): Folder {
  return {
    id: row.id,
    name: row.name,
    order: Number(row.position),
    addedDate: new Date(Number(row.added_at)),
    updateDate: new Date(Number(row.updated_at)),
    hits: Number(row.hits ?? 0),
  }
}

export function toFavourite(row: FavouritesTable): Favourite {
  return {
    id: row.id,
    kind: row.kind,
    contentId: row.content_id,
    title: row.title,
    url: row.url,
    source: row.source,
    informationType: row.information_type,
    folderId: row.folder_id || null,
    notifications: Number(row.notifications) === 1,
    addedDate: new Date(Number(row.added_at)),
    updateDate: new Date(Number(row.updated_at)),
    facets: readFacets(row),
  }
}

export async function requireFolder(trx: PersonalDb, owner: Owner, id: string) {
  const row = await trx
    .selectFrom('favourite_folders')
    .selectAll()
    .where('id', '=', id)
    .where('account_id', '=', owner.accountId)
    .where('site_id', '=', owner.siteId)
    .executeTakeFirst()
  if (!row) throw new FolderNotFoundError(id)
  return row
}

export async function folderWithHits(trx: PersonalDb, owner: Owner, id: string): Promise<Folder> {
  const row = await requireFolder(trx, owner, id)
  const { hits } = await trx
    .selectFrom('favourites')
    .select((eb) => eb.fn.countAll<number>().as('hits'))
    .where('account_id', '=', owner.accountId)
    .where('site_id', '=', owner.siteId)
    .where('folder_id', '=', id)
    .executeTakeFirstOrThrow()
  return toFolder({ ...row, hits })
}

export async function setFacets(
  trx: PersonalDb,
  owner: Owner,
  url: string,
  facets: FavouriteFacets,
) {
  await trx
    .updateTable('favourites')
    .set(facetColumns(facets))
    .where('account_id', '=', owner.accountId)
    .where('site_id', '=', owner.siteId)
    .where('url', '=', url)
    .execute()
}

/** Ids that are not the owner's favourites (all of them when none is). */
export async function missingIds(trx: PersonalDb, owner: Owner, ids: readonly string[]) {
  const found = await trx
    .selectFrom('favourites')
    .select('id')
    .where('account_id', '=', owner.accountId)
    .where('site_id', '=', owner.siteId)
    .where('id', 'in', [...ids])
    .execute()
  const seen = new Set(found.map((r) => r.id))
  return ids.filter((id) => !seen.has(id))
}
