// What can go wrong in a service, in a few kinds that callers act on, one small base and the
// guards. The HTTP layer answers each kind alike (app/utils/api.server.ts, docs/decisions/190).
//
// An error crosses from a search or reading thread as a plain object with its own fields
// (server/jobs/worker-pool.ts), so everything a caller reads is an own data field (`code`,
// `kind`, `field`, `issues`, `details`), and the guards check `code` or `kind`, never
// `instanceof`.

export const ERROR_KINDS = [
  /** Input the service refuses: `field` or `issues` say which (HTTP 400). */
  'invalid',
  /** Something that does not exist, or is not the caller's to see (404). */
  'not-found',
  /** Something the caller may not do (403). */
  'forbidden',
  /** A name or address already taken; the API answers it as bad input on the field (400). */
  'conflict',
  /** A query that matches too much to finish within its time (503, try again narrower). */
  'too-broad',
  /** Every worker is busy (503, try again shortly). */
  'busy',
  /** A service the portal depends on is down (503); `publicMessage`, else the message, is for the reader. */
  'unavailable',
  /** Too many tries from one caller (429 with the wait). */
  'rate-limited',
] as const
export type ErrorKind = (typeof ERROR_KINDS)[number]

/** A field at fault and what is wrong with it (`path` as the caller named it: 'folderName'). */
export type Issue = { path: string; message: string }

export abstract class DomainError extends Error {
  abstract readonly code: string
  abstract readonly kind: ErrorKind
  constructor(message: string, options?: ErrorOptions) {
    super(message, options)
    this.name = new.target.name
  }
}

export function hasCode(error: unknown, code: string): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === code
}

/** The kind an error declares, or null for anything else (a bug, a driver's error). */
export function kindOf(error: unknown): ErrorKind | null {
  const kind = typeof error === 'object' && error !== null && (error as { kind?: unknown }).kind
  return (ERROR_KINDS as readonly unknown[]).includes(kind) ? (kind as ErrorKind) : null
}

/** A guard on one error's code: `export const isFooError = guard<FooError>('FOO')`. */
function guard<T>(code: string) {
  return (error: unknown): error is T => hasCode(error, code)
}

/** Any kind of "not found" (a document, a folder, an account, a conversation). */
export function isNotFound(error: unknown): boolean {
  return kindOf(error) === 'not-found'
}

// ---- not found ------------------------------------------------------------------------------

export class NotFoundError extends DomainError {
  readonly code = 'NOT_FOUND'
  readonly kind = 'not-found'
  readonly id: string
  constructor(what: string, id: string) {
    super(`${what} not found: ${id}`)
    this.id = id
  }
}
export const isNotFoundError = guard<NotFoundError>('NOT_FOUND')

/** An arbitrator selection (by slug or name) no entity answers to; `selection` says which ('right.1'). */
export class SelectionNotFoundError extends NotFoundError {
  readonly selection: string
  constructor(selection: string, written: string) {
    super('Entity', written)
    this.selection = selection
  }
}
export function isSelectionNotFound(error: unknown): error is SelectionNotFoundError {
  return isNotFoundError(error) && typeof (error as { selection?: unknown }).selection === 'string'
}

export class AccountNotFoundError extends DomainError {
  readonly code = 'ACCOUNT_NOT_FOUND'
  readonly kind = 'not-found'
  readonly accountId: string
  constructor(accountId: string) {
    super(`No account with id ${accountId}`)
    this.accountId = accountId
  }
}
export const isAccountNotFoundError = guard<AccountNotFoundError>('ACCOUNT_NOT_FOUND')

// A favourite or folder that does not exist or belongs to another account is "not found" alike,
// so an answer never tells whether someone else's id exists.

export class FolderNotFoundError extends DomainError {
  readonly code = 'FOLDER_NOT_FOUND'
  readonly kind = 'not-found'
  readonly folderId: string
  constructor(folderId: string) {
    super(`No folder ${folderId}`)
    this.folderId = folderId
  }
}
export const isFolderNotFoundError = guard<FolderNotFoundError>('FOLDER_NOT_FOUND')

export class FavouriteNotFoundError extends DomainError {
  readonly code = 'FAVOURITE_NOT_FOUND'
  readonly kind = 'not-found'
  readonly ids: readonly string[]
  constructor(ids: readonly string[]) {
    super(`No favourite ${ids.join(', ')}`)
    this.ids = ids
  }
}
export const isFavouriteNotFoundError = guard<FavouriteNotFoundError>('FAVOURITE_NOT_FOUND')

/** A conversation that does not exist, has expired or belongs to someone else. */
export class ConversationNotFoundError extends DomainError {
  readonly code = 'CONVERSATION_NOT_FOUND'
  readonly kind = 'not-found'
  constructor() {
    super('This conversation has ended. Start a new conversation.')
  }
}
export const isConversationNotFoundError =
  guard<ConversationNotFoundError>('CONVERSATION_NOT_FOUND')

// ---- bad input ------------------------------------------------------------------------------

/** Input that failed validation; `issues` lists each field path and its message. */
export class InvalidInputError extends DomainError {
  readonly code = 'INVALID_INPUT'
  readonly kind = 'invalid'
  readonly issues: readonly Issue[]
  constructor(issues: readonly Issue[]) {
    super(`Invalid input: ${issues.map((i) => `${i.path || '(root)'}: ${i.message}`).join('; ')}`)
    this.issues = issues
  }
}
export const isInvalidInputError = guard<InvalidInputError>('INVALID_INPUT')

/** An entity a name could stand for, offered when a name matches several. */
export type Candidate = { name: string; slug: string; relType: number }
export type ArbitratorIssue = Issue & { candidates?: Candidate[] }

/** Bad input to the arbitrator service; an ambiguous name's issue lists its candidates. */
export class ArbitratorInputError extends DomainError {
  readonly code = 'INVALID_ARBITRATOR_INPUT'
  readonly kind = 'invalid'
  readonly issues: ArbitratorIssue[]
  constructor(issues: ArbitratorIssue[]) {
    super(issues.map((i) => (i.path ? `${i.path}: ${i.message}` : i.message)).join('; '))
    this.issues = issues
  }
  static from(error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }) {
    return new ArbitratorInputError(
      error.issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message })),
    )
  }
}
export const isArbitratorInputError = guard<ArbitratorInputError>('INVALID_ARBITRATOR_INPUT')

/**
 * A search query the parser refuses. It names no field: the query is `q` to one call and
 * `searchTerm` to another, so the call says which (app/utils/api.server.ts `queryField`).
 */
export class SearchSyntaxError extends DomainError {
  readonly code = 'SEARCH_SYNTAX'
  readonly kind = 'invalid'
  /** 1-based character column in the query text, as a person counts ("at 14"). */
  readonly position: number
  constructor(message: string, position: number) {
    super(`${message} at ${position}`)
    this.position = position
  }
}
export const isSearchSyntaxError = guard<SearchSyntaxError>('SEARCH_SYNTAX')

/** A search query the engine cannot run: a bad date, an unknown sort, a negative offset. */
export class InvalidSearchQueryError extends DomainError {
  readonly code = 'INVALID_SEARCH_QUERY'
  readonly kind = 'invalid'
  readonly field: string
  constructor(field: string, message: string) {
    super(message)
    this.field = field
  }
}
export const isInvalidSearchQueryError = guard<InvalidSearchQueryError>('INVALID_SEARCH_QUERY')

/** A search mode that has no endpoint (spec: "an unknown search mode has no endpoint"). */
export class UnknownSearchModeError extends DomainError {
  readonly code = 'UNKNOWN_SEARCH_MODE'
  readonly kind = 'invalid'
  readonly field = 'mode'
  readonly mode: string
  constructor(mode: string) {
    super(`Unknown search mode: ${mode}`)
    this.mode = mode
  }
}
export const isUnknownSearchModeError = guard<UnknownSearchModeError>('UNKNOWN_SEARCH_MODE')

export class InvalidSubscriptionError extends DomainError {
  readonly code = 'INVALID_SUBSCRIPTION'
  readonly kind = 'invalid'
  readonly siteId: string
  readonly subscription: string
  constructor(siteId: string, subscription: string) {
    super(`Subscription ${subscription} does not exist on site ${siteId}`)
    this.siteId = siteId
    this.subscription = subscription
  }
}
export const isInvalidSubscriptionError = guard<InvalidSubscriptionError>('INVALID_SUBSCRIPTION')

export class InvalidIpRangeError extends DomainError {
  readonly code = 'INVALID_IP_RANGE'
  readonly kind = 'invalid'
  readonly input: string
  constructor(input: string) {
    super(`Not an IP address, CIDR block or start-end range: ${JSON.stringify(input)}`)
    this.input = input
  }
}
export const isInvalidIpRangeError = guard<InvalidIpRangeError>('INVALID_IP_RANGE')

/** A DATABASE_URL the store cannot open. */
export class UnsupportedDatabaseUrlError extends DomainError {
  readonly code = 'UNSUPPORTED_DATABASE_URL'
  readonly kind = 'invalid'
  readonly scheme: string
  constructor(scheme: string) {
    super(
      `Unsupported database URL scheme "${scheme}": use a file path, sqlite:PATH, ` +
        'postgres:// or postgresql://',
    )
    this.scheme = scheme
  }
}
export const isUnsupportedDatabaseUrlError = guard<UnsupportedDatabaseUrlError>(
  'UNSUPPORTED_DATABASE_URL',
)

// ---- taken ----------------------------------------------------------------------------------

export class EmailTakenError extends DomainError {
  readonly code = 'EMAIL_TAKEN'
  readonly kind = 'conflict'
  readonly field = 'email'
  readonly email: string
  constructor(email: string) {
    super('An account with this email address already exists')
    this.email = email
  }
}
export const isEmailTakenError = guard<EmailTakenError>('EMAIL_TAKEN')

export class FolderNameTakenError extends DomainError {
  readonly code = 'FOLDER_NAME_TAKEN'
  readonly kind = 'conflict'
  readonly folderName: string
  /** What the favourites calls answer (spec 001 §7.4), on their field. */
  readonly issues: readonly Issue[] = [
    { path: 'folderName', message: 'A folder with this name already exists.' },
  ]
  constructor(folderName: string) {
    super(`A folder named "${folderName}" already exists`)
    this.folderName = folderName
  }
}
export const isFolderNameTakenError = guard<FolderNameTakenError>('FOLDER_NAME_TAKEN')

// ---- try again ------------------------------------------------------------------------------

/**
 * A search that could not finish within its time budget: the words match too much to rank and
 * count in time. The message says how to narrow it.
 */
export class QueryTooBroadError extends DomainError {
  readonly code = 'QUERY_TOO_BROAD'
  readonly kind = 'too-broad'
  readonly budgetMs: number
  constructor(budgetMs: number) {
    super(
      'This search is too broad to finish in time. Narrow it: use longer words before *, fewer ' +
        'alternatives joined by OR, a phrase in quotes, or a filter.',
    )
    this.budgetMs = budgetMs
  }
}
export const isQueryTooBroadError = guard<QueryTooBroadError>('QUERY_TOO_BROAD')

/** Every search thread is busy and the queue is full: try again shortly. */
export class SearchBusyError extends DomainError {
  readonly code = 'SEARCH_BUSY'
  readonly kind = 'busy'
  constructor() {
    super('Search is busy at the moment. Please try again in a few seconds.')
  }
}
export const isSearchBusyError = guard<SearchBusyError>('SEARCH_BUSY')

/** The model server is down, slow or answered with an error: the message is for the reader. */
export class AssistantUnavailableError extends DomainError {
  readonly code = 'ASSISTANT_UNAVAILABLE'
  readonly kind = 'unavailable'
}
export const isAssistantUnavailableError = guard<AssistantUnavailableError>('ASSISTANT_UNAVAILABLE')

/** A mail that could not go out (the server's answer is the cause). */
export class MailDeliveryError extends DomainError {
  readonly code = 'MAIL_DELIVERY_FAILED'
  readonly kind = 'unavailable'
  /** What the reader is told; the message, with the address, is for the log. */
  readonly publicMessage = 'The e-mail could not be sent. Try again later.'
  constructor(to: string, options: { cause: unknown }) {
    super(`Could not send mail to ${to}`, options)
  }
}
export const isMailDeliveryError = guard<MailDeliveryError>('MAIL_DELIVERY_FAILED')

export class MigrationFailedError extends DomainError {
  readonly code = 'MIGRATION_FAILED'
  readonly kind = 'unavailable'
  readonly migrationName: string | undefined
  constructor(migrationName: string | undefined, options: { cause: unknown }) {
    super(`Database migration ${migrationName ?? '(unknown)'} failed`, options)
    this.migrationName = migrationName
  }
}
export const isMigrationFailedError = guard<MigrationFailedError>('MIGRATION_FAILED')

/** Too many tries: `retryAfterSeconds` says when the next one is let through. */
export class RateLimitedError extends DomainError {
  readonly code = 'RATE_LIMITED'
  readonly kind = 'rate-limited'
  readonly retryAfterSeconds: number
  constructor(retryAfterSeconds: number) {
    super('Too many requests. Try again later.')
    this.retryAfterSeconds = retryAfterSeconds
  }
}

/** Something the caller's plan or role does not allow. */
export class ForbiddenError extends DomainError {
  readonly code = 'FORBIDDEN'
  readonly kind = 'forbidden'
}

/** True for a unique-constraint violation raised by better-sqlite3 or by PostgreSQL. */
export function isUniqueViolation(error: unknown): boolean {
  return (
    hasCode(error, 'SQLITE_CONSTRAINT_UNIQUE') ||
    hasCode(error, 'SQLITE_CONSTRAINT_PRIMARYKEY') ||
    hasCode(error, '23505')
  )
}

/**
 * The store was migrated by a newer release than this one (it holds migrations this code does
 * not know): starting would run old code on a schema it was not written for.
 */
export class StoreNewerThanCodeError extends DomainError {
  readonly code = 'STORE_NEWER_THAN_CODE'
  readonly kind = 'unavailable'
  readonly unknown: string[]
  constructor(unknown: string[]) {
    super(
      `The user store has migrations this release does not know (${unknown.join(', ')}): it was ` +
        'upgraded by a newer release. Run that release, or restore a backup taken before the upgrade.',
    )
    this.unknown = unknown
  }
}
export const isStoreNewerThanCodeError = guard<StoreNewerThanCodeError>('STORE_NEWER_THAN_CODE')
