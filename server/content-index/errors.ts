// Errors of the content index that every reader shares (search, documents, arbitrators, the
// locator, the assistant's passages). Callers check `code` through the guards (never
// `instanceof`, which breaks across module copies and threads); the HTTP layer maps them to its
// answers.

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
