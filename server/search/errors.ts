// Domain errors of the search service. Callers check `code` through the guards below (never
// `instanceof`, which breaks across module copies); the HTTP layer maps them to 400 or 404.
// A missing document and a call past its time or queue belong to the content index, which every
// reader shares; search passes them on as its own.
export {
  isNotFoundError,
  isQueryTooBroadError,
  isSearchBusyError,
  NotFoundError,
  QueryTooBroadError,
  SearchBusyError,
} from '#server/content-index/errors.ts'

export class SearchSyntaxError extends Error {
  readonly code = 'SEARCH_SYNTAX'
  /** 1-based character column in the query text, as a person counts ("at 14"). */
  readonly position: number

  constructor(message: string, position: number) {
    super(`${message} at ${position}`)
    this.name = 'SearchSyntaxError'
    this.position = position
  }
}

export function isSearchSyntaxError(e: unknown): e is SearchSyntaxError {
  return hasCode(e, 'SEARCH_SYNTAX')
}

/** A search mode that has no endpoint (spec: "an unknown search mode has no endpoint"). */
export class UnknownSearchModeError extends Error {
  readonly code = 'UNKNOWN_SEARCH_MODE'
  readonly mode: string

  constructor(mode: string) {
    super(`Unknown search mode: ${mode}`)
    this.name = 'UnknownSearchModeError'
    this.mode = mode
  }
}

export function isUnknownSearchModeError(e: unknown): e is UnknownSearchModeError {
  return hasCode(e, 'UNKNOWN_SEARCH_MODE')
}

/** A search query the engine cannot run: a bad date, an unknown sort, a negative offset. */
export class InvalidSearchQueryError extends Error {
  readonly code = 'INVALID_SEARCH_QUERY'
  readonly field: string

  constructor(field: string, message: string) {
    super(message)
    this.name = 'InvalidSearchQueryError'
    this.field = field
  }
}

export function isInvalidSearchQueryError(e: unknown): e is InvalidSearchQueryError {
  return hasCode(e, 'INVALID_SEARCH_QUERY')
}

function hasCode(e: unknown, code: string): boolean {
  return typeof e === 'object' && e !== null && (e as { code?: unknown }).code === code
}
