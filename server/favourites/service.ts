import type { Db } from '#server/db/connection.ts'
import { createFolderStore, type FolderStore } from './folder-store.ts'
import { createListsStore, type ListsStore } from './lists-store.ts'

/** Favourites in both models and the latest searches, on the app store. */
export type FavouritesService = FolderStore & ListsStore

export function createFavouritesService(
  db: Db,
  options: { now?: () => Date } = {},
): FavouritesService {
  return { ...createFolderStore(db, options), ...createListsStore(db, options) }
}

export type { Owner } from './schema.ts'
