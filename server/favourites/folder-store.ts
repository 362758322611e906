import { randomUUID } from 'node:crypto'
import { sql, type ExpressionBuilder } from 'kysely'
import { z } from 'zod'
import type { Db } from '#server/db/connection.ts'
import type { Database } from '#server/db/schema.ts'
import { FavouriteNotFoundError, FolderNameTakenError, isUniqueViolation } from '#server/errors.ts'
import {
  folderWithHits,
  missingIds,
  requireFolder,
  setFacets,
  toFavourite,
  toFolder,
} from './folder-rows.ts'
import {
  DEFAULT_PAGE_SIZE,
  FAVOURITE_KINDS,
  type Favourite,
  type FavouriteKind,
  type FolderStore,
} from './folder-types.ts'
import {
  containsPattern,
  facetColumns,
  lockOwner,
  personalDb,
  type FavouritesTable,
  type Owner,
  type PersonalDb,
  type PersonalTables,
  monotonic,
} from './schema.ts'
import { entryInput, facetsInput, folderName, validate } from './validation.ts'

// The folder model of favourites (spec 001 §3, §4, §7.4): an account's folders on one edition
// and its favourites (documents, and saved searches: a name and a canonical search URL). A
// favourite is in one folder or in none; "All favourites" (folder 0) lists every one.

const favouriteInput = entryInput.extend({
  kind: z.enum(FAVOURITE_KINDS).default('document'),
  notifications: z.boolean().default(false),
})

const idList = z.array(z.string().min(1).max(100)).min(1, 'Choose at least one favourite').max(500)

const sortColumn = {
  AddedDate: sql<number>`added_at`,
  Title: sql<string>`lower(title)`,
  Source: sql<string>`lower(source)`,
  InformationType: sql<string>`lower(information_type)`,
} as const

export function createFolderStore(db: Db, options: { now?: () => Date } = {}): FolderStore {
  const pdb: PersonalDb = personalDb(db)
  const now = monotonic(options.now ?? (() => new Date()))
  const mine = (owner: Owner) => ({ account_id: owner.accountId, site_id: owner.siteId })

  return {
    async listFolders(owner) {
      const rows = await pdb
        .selectFrom('favourite_folders as f')
        .leftJoin('favourites as v', (join) =>
          join
            .onRef('v.folder_id', '=', 'f.id')
            .onRef('v.account_id', '=', 'f.account_id')
            .onRef('v.site_id', '=', 'f.site_id'),
        )
        .select(['f.id', 'f.name', 'f.position', 'f.added_at', 'f.updated_at'])
        .select((eb) => eb.fn.count<number>('v.id').as('hits'))
        .where('f.account_id', '=', owner.accountId)
        .where('f.site_id', '=', owner.siteId)
        .groupBy(['f.id', 'f.name', 'f.position', 'f.added_at', 'f.updated_at'])
        .orderBy('f.position')
        .orderBy('f.added_at')
        .execute()
      return rows.map(toFolder)
    },

    async addFolder(owner, name) {
      const clean = validate(folderName, name)
      try {
        return await pdb.transaction().execute(async (trx) => {
          await lockOwner(trx, owner)
          const { last } = await trx
            .selectFrom('favourite_folders')
            .select((eb) => eb.fn.max<number | null>('position').as('last'))
            .where('account_id', '=', owner.accountId)
            .where('site_id', '=', owner.siteId)
            .executeTakeFirstOrThrow()
          const at = now()
          const row = {
            id: randomUUID(),
            ...mine(owner),
            name: clean,
            position: last === null ? 0 : Number(last) + 1,
            added_at: at,
            updated_at: at,
          }
          await trx.insertInto('favourite_folders').values(row).execute()
          return toFolder(row)
        })
      } catch (error) {
        if (isUniqueViolation(error)) throw new FolderNameTakenError(clean)
        throw error
      }
    },

    async updateFolder(owner, id, change) {
      const name = change.name === undefined ? undefined : validate(folderName, change.name)
      try {
        return await pdb.transaction().execute(async (trx) => {
          await lockOwner(trx, owner)
          await requireFolder(trx, owner, id)
          const at = now()
          if (name !== undefined) {
            await trx
              .updateTable('favourite_folders')
              .set({ name, updated_at: at })
              .where('id', '=', id)
              .execute()
          }
          if (change.order !== undefined) {
            const ids = (
              await trx
                .selectFrom('favourite_folders')
                .select('id')
                .where('account_id', '=', owner.accountId)
                .where('site_id', '=', owner.siteId)
                .orderBy('position')
                .orderBy('added_at')
                .execute()
            )
              .map((r) => r.id)
              .filter((other) => other !== id)
            const to = Math.max(0, Math.min(ids.length, Math.trunc(change.order)))
            ids.splice(to, 0, id)
            for (const [position, folderId] of ids.entries()) {
              await trx
                .updateTable('favourite_folders')
                .set({ position })
                .where('id', '=', folderId)
                .execute()
            }
            await trx
              .updateTable('favourite_folders')
              .set({ updated_at: at })
              .where('id', '=', id)
              .execute()
          }
          return folderWithHits(trx, owner, id)
        })
      } catch (error) {
        if (isUniqueViolation(error) && name !== undefined) throw new FolderNameTakenError(name)
        throw error
      }
    },

    async deleteFolder(owner, id) {
      await pdb.transaction().execute(async (trx) => {
        await lockOwner(trx, owner)
        await requireFolder(trx, owner, id)
        // A favourite already in no folder with the same URL absorbs the one leaving the folder.
        await trx
          .deleteFrom('favourites')
          .where('account_id', '=', owner.accountId)
          .where('site_id', '=', owner.siteId)
          .where('folder_id', '=', id)
          .where((eb) =>
            eb.exists(
              eb
                .selectFrom('favourites as l')
                .select('l.id')
                .where('l.account_id', '=', owner.accountId)
                .where('l.site_id', '=', owner.siteId)
                .where('l.folder_id', '=', '')
                .whereRef('l.url', '=', 'favourites.url'),
            ),
          )
          .execute()
        await trx
          .updateTable('favourites')
          .set({ folder_id: '', updated_at: now() })
          .where('account_id', '=', owner.accountId)
          .where('site_id', '=', owner.siteId)
          .where('folder_id', '=', id)
          .execute()
        await trx.deleteFrom('favourite_folders').where('id', '=', id).execute()
        const rest = await trx
          .selectFrom('favourite_folders')
          .select('id')
          .where('account_id', '=', owner.accountId)
          .where('site_id', '=', owner.siteId)
          .orderBy('position')
          .orderBy('added_at')
          .execute()
        for (const [position, row] of rest.entries()) {
          await trx
            .updateTable('favourite_folders')
            .set({ position })
            .where('id', '=', row.id)
            .execute()
        }
      })
    },

    async listFavourites(owner, query = {}) {
      const size = query.size ?? DEFAULT_PAGE_SIZE
      const page = Math.max(1, Math.trunc(query.page ?? 1))
      const sortBy = query.sortBy ?? 'AddedDate'
      const sortOrder = query.sortOrder ?? (sortBy === 'AddedDate' ? 'desc' : 'asc')
      const text = query.query?.trim() ?? ''
      const folderId = query.folderId ?? null
      let base = pdb
        .selectFrom('favourites')
        .where('account_id', '=', owner.accountId)
        .where('site_id', '=', owner.siteId)
      if (query.kind) base = base.where('kind', '=', query.kind)
      if (folderId !== null) base = base.where('folder_id', '=', folderId)
      if (text) {
        base = base.where(titleOrSourceHolds(text))
      }
      const { total } = await base
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow()
      const rows = await base
        .selectAll()
        .orderBy(sortColumn[sortBy], sortOrder)
        .orderBy('added_at', 'desc')
        .orderBy('id')
        .limit(size)
        .offset((page - 1) * size)
        .execute()
      return {
        items: rows.map(toFavourite),
        totalHits: Number(total),
        page,
        size,
        sortBy,
        sortOrder,
        query: text,
        folderId,
      }
    },

    async countFavourites(owner, { folderId = null, query } = {}) {
      let base = pdb
        .selectFrom('favourites')
        .select(['kind'])
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('account_id', '=', owner.accountId)
        .where('site_id', '=', owner.siteId)
      if (folderId !== null) base = base.where('folder_id', '=', folderId)
      const text = query?.trim()
      if (text) {
        base = base.where(titleOrSourceHolds(text))
      }
      const rows = await base.groupBy('kind').execute()
      const counts: Record<FavouriteKind, number> = { document: 0, search: 0 }
      for (const row of rows) counts[row.kind] = Number(row.n)
      return counts
    },

    async addFavourites(owner, items, folderId) {
      const clean = validate(z.array(favouriteInput).min(1, 'Nothing to add').max(500), items)
      return pdb.transaction().execute(async (trx) => {
        if (folderId !== null) await requireFolder(trx, owner, folderId)
        const added: Favourite[] = []
        for (const item of clean) {
          const at = now()
          const row: FavouritesTable = {
            id: randomUUID(),
            ...mine(owner),
            folder_id: folderId ?? '',
            kind: item.kind,
            content_id: item.contentId,
            title: item.title,
            url: item.url,
            source: item.source,
            information_type: item.informationType,
            notifications: item.notifications ? 1 : 0,
            added_at: at,
            updated_at: at,
            ...(item.facets
              ? facetColumns(item.facets)
              : { jurisdictions: null, topics: null, document_date: null, review_date: null }),
          }
          const result = await trx
            .insertInto('favourites')
            .values(row)
            .onConflict((oc) =>
              oc.columns(['account_id', 'site_id', 'folder_id', 'url']).doNothing(),
            )
            .executeTakeFirst()
          if (Number(result.numInsertedOrUpdatedRows ?? 0n) > 0) added.push(toFavourite(row))
          if (item.facets) await setFacets(trx, owner, item.url, item.facets)
        }
        return { added, existing: clean.length - added.length }
      })
    },

    async moveFavourites(owner, ids, folderId) {
      const list = validate(idList, ids)
      return pdb.transaction().execute(async (trx) => {
        await lockOwner(trx, owner)
        const missing = await missingIds(trx, owner, list)
        if (missing.length > 0) throw new FavouriteNotFoundError(missing)
        if (folderId !== null) await requireFolder(trx, owner, folderId)
        const target = folderId ?? ''
        const at = now()
        let moved = 0
        for (const id of new Set(list)) {
          const row = await trx
            .selectFrom('favourites')
            .selectAll()
            .where('id', '=', id)
            .executeTakeFirstOrThrow()
          if (row.folder_id === target) continue
          const twin = await trx
            .selectFrom('favourites')
            .select('id')
            .where('account_id', '=', owner.accountId)
            .where('site_id', '=', owner.siteId)
            .where('folder_id', '=', target)
            .where('url', '=', row.url)
            .executeTakeFirst()
          if (twin) await trx.deleteFrom('favourites').where('id', '=', id).execute()
          else {
            await trx
              .updateTable('favourites')
              .set({ folder_id: target, updated_at: at })
              .where('id', '=', id)
              .execute()
          }
          moved += 1
        }
        return moved
      })
    },

    async deleteFavourites(owner, ids) {
      const list = validate(idList, ids)
      return pdb.transaction().execute(async (trx) => {
        const missing = await missingIds(trx, owner, list)
        if (missing.length > 0) throw new FavouriteNotFoundError(missing)
        const result = await trx
          .deleteFrom('favourites')
          .where('account_id', '=', owner.accountId)
          .where('site_id', '=', owner.siteId)
          .where('id', 'in', [...list])
          .executeTakeFirst()
        return Number(result.numDeletedRows)
      })
    },

    async favouritesWithUrl(owner, url) {
      const rows = await pdb
        .selectFrom('favourites')
        .selectAll()
        .where('account_id', '=', owner.accountId)
        .where('site_id', '=', owner.siteId)
        .where('url', '=', url)
        .orderBy('added_at')
        .execute()
      return rows.map(toFavourite)
    },

    async recordFacets(owner, url, facets) {
      await setFacets(pdb, owner, url, validate(facetsInput, facets))
    },
  }
}

/** Favourites whose title or source holds the text, whatever its case (`%` and `_` as written). */
function titleOrSourceHolds(text: string) {
  const pattern = containsPattern(text)
  return (eb: ExpressionBuilder<Database & PersonalTables, 'favourites'>) =>
    eb.or([
      eb(sql`lower(title)`, 'like', sql`${pattern} escape '\\'`),
      eb(sql`lower(source)`, 'like', sql`${pattern} escape '\\'`),
    ])
}
