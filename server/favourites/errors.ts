import { hasCode } from '#server/db/errors.ts'

// Domain errors of favourites. Something that does not exist or belongs to another account is
// "not found" alike, so an answer never tells whether someone else's id exists.

export class FolderNotFoundError extends Error {
  readonly code = 'FOLDER_NOT_FOUND'
  readonly folderId: string
  constructor(folderId: string) {
    super(`No folder ${folderId}`)
    this.folderId = folderId
    this.name = 'FolderNotFoundError'
  }
}

export function isFolderNotFoundError(error: unknown): error is FolderNotFoundError {
  return hasCode(error, 'FOLDER_NOT_FOUND')
}

export class FolderNameTakenError extends Error {
  readonly code = 'FOLDER_NAME_TAKEN'
  readonly folderName: string
  constructor(folderName: string) {
    super(`A folder named "${folderName}" already exists`)
    this.folderName = folderName
    this.name = 'FolderNameTakenError'
  }
}

export function isFolderNameTakenError(error: unknown): error is FolderNameTakenError {
  return hasCode(error, 'FOLDER_NAME_TAKEN')
}

export class FavouriteNotFoundError extends Error {
  readonly code = 'FAVOURITE_NOT_FOUND'
  readonly ids: readonly string[]
  constructor(ids: readonly string[]) {
    super(`No favourite ${ids.join(', ')}`)
    this.ids = ids
    this.name = 'FavouriteNotFoundError'
  }
}

export function isFavouriteNotFoundError(error: unknown): error is FavouriteNotFoundError {
  return hasCode(error, 'FAVOURITE_NOT_FOUND')
}
