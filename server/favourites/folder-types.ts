// The folder model's types and limits: folders, favourites, list queries and pages, and the
// store's interface (./folder-store.ts implements it).
import type { FavouriteFacets } from './facets.ts'
import type { Owner } from './schema.ts'

export type FavouriteKind = 'document' | 'search'
export const FAVOURITE_KINDS = ['document', 'search'] as const satisfies FavouriteKind[]

export const FAVOURITE_SORTS = ['AddedDate', 'Title', 'Source', 'InformationType'] as const
export type FavouriteSort = (typeof FAVOURITE_SORTS)[number]
export type SortOrder = 'asc' | 'desc'
export const PAGE_SIZES = [10, 20, 50, 100] as const
export const DEFAULT_PAGE_SIZE = 10

export interface Folder {
  id: string
  name: string
  order: number
  addedDate: Date
  updateDate: Date
  /** How many favourites the folder holds. */
  hits: number
}

export interface Favourite {
  id: string
  kind: FavouriteKind
  contentId: string | null
  title: string
  url: string
  source: string
  informationType: string
  /** Null when the favourite is in no folder. */
  folderId: string | null
  notifications: boolean
  addedDate: Date
  updateDate: Date
  /** What the documents-and-searches model files it under; null until recorded. */
  facets: FavouriteFacets | null
}

export interface FavouriteInput {
  kind?: FavouriteKind
  contentId?: string | null
  title: string
  url: string
  source?: string
  informationType?: string
  notifications?: boolean
  /** Recorded on every favourite with this address (its copies in other folders too). */
  facets?: FavouriteFacets | null
}

export interface FavouriteListQuery {
  kind?: FavouriteKind
  /** Null: every folder ("All favourites"). */
  folderId?: string | null
  page?: number
  size?: number
  sortBy?: FavouriteSort
  sortOrder?: SortOrder
  /** Text the title or source must contain (case-insensitive). */
  query?: string
}

export interface FavouritePage {
  items: Favourite[]
  totalHits: number
  page: number
  size: number
  sortBy: FavouriteSort
  sortOrder: SortOrder
  query: string
  folderId: string | null
}

export interface FolderStore {
  /** In the account's order. */
  listFolders(owner: Owner): Promise<Folder[]>
  /** Appends a folder. Throws FolderNameTakenError, InvalidInputError. */
  addFolder(owner: Owner, name: string): Promise<Folder>
  /** Renames and/or moves a folder to `order` (0-based, clamped). Throws FolderNotFoundError. */
  updateFolder(owner: Owner, id: string, change: { name?: string; order?: number }): Promise<Folder>
  /** Removes the folder; its favourites stay, in no folder. Throws FolderNotFoundError. */
  deleteFolder(owner: Owner, id: string): Promise<void>
  listFavourites(owner: Owner, query?: FavouriteListQuery): Promise<FavouritePage>
  /** Favourites of each kind in a folder (null: all), matching `query` when given. */
  countFavourites(
    owner: Owner,
    filter?: { folderId?: string | null; query?: string },
  ): Promise<Record<FavouriteKind, number>>
  /**
   * Adds favourites to a folder (null: none). One already in that folder is left as it is.
   * Throws FolderNotFoundError, InvalidInputError.
   */
  addFavourites(
    owner: Owner,
    items: readonly FavouriteInput[],
    folderId: string | null,
  ): Promise<{ added: Favourite[]; existing: number }>
  /**
   * Moves favourites to a folder (null: none); one whose URL is already there merges into it.
   * All or nothing: throws FavouriteNotFoundError when an id is not the owner's.
   */
  moveFavourites(owner: Owner, ids: readonly string[], folderId: string | null): Promise<number>
  /** All or nothing: throws FavouriteNotFoundError when an id is not the owner's. */
  deleteFavourites(owner: Owner, ids: readonly string[]): Promise<number>
  /** The owner's favourites with this URL (the folders a document is saved in). */
  favouritesWithUrl(owner: Owner, url: string): Promise<Favourite[]>
  /** Records what the favourites with this URL are filed under (all its folders). */
  recordFacets(owner: Owner, url: string, facets: FavouriteFacets): Promise<void>
}
