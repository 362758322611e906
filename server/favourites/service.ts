import type { Db } from '#server/db/connection.ts'
import type { ContentStore } from '#server/search/engine.ts'
import { createFolderStore } from './folder-store.ts'
import type { FolderStore } from './folder-types.ts'
import { createFavouriteLists, type FavouriteLists } from './lists.ts'
import { createListsStore, type ListsStore } from './lists-store.ts'
import { createSavedDocuments, type SavedDocuments } from './saved-documents.ts'

/**
 * Favourites on the app store: one list of favourites seen two ways, in folders and as the
 * documents-and-searches model (filed under jurisdictions and topics), the latest searches, and
 * which documents of a page are saved.
 */
export type FavouritesService = Omit<FolderStore, 'addFavourites'> &
  Pick<ListsStore, 'listLatestSearches' | 'addLatestSearch' | 'deleteLatestSearch'> &
  FavouriteLists &
  SavedDocuments

export function createFavouritesService(
  db: Db,
  options: { now?: () => Date; content: ContentStore },
): FavouritesService {
  const folders = createFolderStore(db, options)
  const lists = createListsStore(db, options)
  return {
    ...folders,
    listLatestSearches: lists.listLatestSearches,
    addLatestSearch: lists.addLatestSearch,
    deleteLatestSearch: lists.deleteLatestSearch,
    ...createFavouriteLists({ folders, lists, content: options.content }),
    ...createSavedDocuments(db),
  }
}

export type { Owner } from './schema.ts'
