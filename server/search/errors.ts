// Domain errors of the search service. Callers check `code` through the guards below (never
// `instanceof`, which breaks across module copies); the HTTP layer maps them to 400 or 404.

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

export class NotFoundError extends Error {
  readonly code = 'NOT_FOUND'
  readonly id: string

  constructor(what: string, id: string) {
    super(`${what} not found: ${id}`)
    this.name = 'NotFoundError'
    this.id = id
  }
}

export function isNotFoundError(e: unknown): e is NotFoundError {
  return hasCode(e, 'NOT_FOUND')
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

/**
 * A search that could not finish within its time budget: the words match too much to rank and
 * count in time. The message says how to narrow it.
 */
export class QueryTooBroadError extends Error {
  readonly code = 'QUERY_TOO_BROAD'
  readonly budgetMs: number

  constructor(budgetMs: number) {
    super(
      'This search is too broad to finish in time. Narrow it: use longer words before *, fewer ' +
        'alternatives joined by OR, a phrase in quotes, or a filter.',
    )
    this.name = 'QueryTooBroadError'
    this.budgetMs = budgetMs
  }
}

export function isQueryTooBroadError(e: unknown): e is QueryTooBroadError {
  return hasCode(e, 'QUERY_TOO_BROAD')
}

/** Every search thread is busy and the queue is full: try again shortly. */
export class SearchBusyError extends Error {
  readonly code = 'SEARCH_BUSY'

  constructor() {
    super('Search is busy at the moment. Please try again in a few seconds.')
    this.name = 'SearchBusyError'
  }
}

export function isSearchBusyError(e: unknown): e is SearchBusyError {
  return hasCode(e, 'SEARCH_BUSY')
}

function hasCode(e: unknown, code: string): boolean {
  return typeof e === 'object' && e !== null && (e as { code?: unknown }).code === code
}
