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

/**
 * The class of one kind of error, `code` and `kind` fixed, `make` turning the constructor's
 * arguments into the message (and `cause`) and the error's own fields:
 *
 *   export class FolderNotFoundError extends domainError('FOLDER_NOT_FOUND', 'not-found',
 *     (folderId: string) => ({ message: `No folder ${folderId}`, folderId })) {}
 *
 * Each field is an own data field, as on an error that crossed from a thread.
 */
export function domainError<
  const C extends string,
  const K extends ErrorKind,
  A extends unknown[],
  F extends { message: string; cause?: unknown },
>(code: C, kind: K, make: (...args: A) => F) {
  class Kind extends DomainError {
    readonly code = code
    readonly kind = kind
    constructor(...args: A) {
      const made = make(...args)
      const { message, cause, ...fields } = made
      super(message, 'cause' in made ? { cause } : undefined)
      Object.assign(this, fields)
    }
  }
  return Kind as unknown as new (
    ...args: A
  ) => DomainError & { readonly code: C; readonly kind: K } & Readonly<Omit<F, 'message' | 'cause'>>
}

/** A message as given, with its cause if any: `new ForbiddenError('Not in your plan.')`. */
const asGiven = (message: string, options?: ErrorOptions) => ({ message, ...options })

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

export class NotFoundError extends domainError(
  'NOT_FOUND',
  'not-found',
  (what: string, id: string) => ({
    message: `${what} not found: ${id}`,
    id,
  }),
) {}
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

export class AccountNotFoundError extends domainError(
  'ACCOUNT_NOT_FOUND',
  'not-found',
  (accountId: string) => ({ message: `No account with id ${accountId}`, accountId }),
) {}
export const isAccountNotFoundError = guard<AccountNotFoundError>('ACCOUNT_NOT_FOUND')

// A favourite or folder that does not exist or belongs to another account is "not found" alike,
// so an answer never tells whether someone else's id exists.

export class FolderNotFoundError extends domainError(
  'FOLDER_NOT_FOUND',
  'not-found',
  (folderId: string) => ({ message: `No folder ${folderId}`, folderId }),
) {}
export const isFolderNotFoundError = guard<FolderNotFoundError>('FOLDER_NOT_FOUND')

export class FavouriteNotFoundError extends domainError(
  'FAVOURITE_NOT_FOUND',
  'not-found',
  (ids: readonly string[]) => ({ message: `No favourite ${ids.join(', ')}`, ids }),
) {}
export const isFavouriteNotFoundError = guard<FavouriteNotFoundError>('FAVOURITE_NOT_FOUND')

/** A conversation that does not exist, has expired or belongs to someone else. */
export class ConversationNotFoundError extends domainError(
  'CONVERSATION_NOT_FOUND',
  'not-found',
  () => ({ message: 'This conversation has ended. Start a new conversation.' }),
) {}
export const isConversationNotFoundError =
  guard<ConversationNotFoundError>('CONVERSATION_NOT_FOUND')

// ---- bad input ------------------------------------------------------------------------------

/** Input that failed validation; `issues` lists each field path and its message. */
export class InvalidInputError extends domainError(
  'INVALID_INPUT',
  'invalid',
  (issues: readonly Issue[]) => ({
    message: `Invalid input: ${issues.map((i) => `${i.path || '(root)'}: ${i.message}`).join('; ')}`,
    issues,
  }),
) {}
export const isInvalidInputError = guard<InvalidInputError>('INVALID_INPUT')

/** An entity a name could stand for, offered when a name matches several. */
export type Candidate = { name: string; slug: string; relType: number }
export type ArbitratorIssue = Issue & { candidates?: Candidate[] }

/** Bad input to the arbitrator service; an ambiguous name's issue lists its candidates. */
export class ArbitratorInputError extends domainError(
  'INVALID_ARBITRATOR_INPUT',
  'invalid',
  (issues: ArbitratorIssue[]) => ({
    message: issues.map((i) => (i.path ? `${i.path}: ${i.message}` : i.message)).join('; '),
    issues,
  }),
) {
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
 * `position` is the 1-based character column in the query text, as a person counts ("at 14").
 */
export class SearchSyntaxError extends domainError(
  'SEARCH_SYNTAX',
  'invalid',
  (message: string, position: number) => ({ message: `${message} at ${position}`, position }),
) {}
export const isSearchSyntaxError = guard<SearchSyntaxError>('SEARCH_SYNTAX')

/** A search query the engine cannot run: a bad date, an unknown sort, a negative offset. */
export class InvalidSearchQueryError extends domainError(
  'INVALID_SEARCH_QUERY',
  'invalid',
  (field: string, message: string) => ({ message, field }),
) {}
export const isInvalidSearchQueryError = guard<InvalidSearchQueryError>('INVALID_SEARCH_QUERY')

/** A search mode that has no endpoint (spec: "an unknown search mode has no endpoint"). */
export class UnknownSearchModeError extends domainError(
  'UNKNOWN_SEARCH_MODE',
  'invalid',
  (mode: string) => ({ message: `Unknown search mode: ${mode}`, field: 'mode' as const, mode }),
) {}
export const isUnknownSearchModeError = guard<UnknownSearchModeError>('UNKNOWN_SEARCH_MODE')

export class InvalidSubscriptionError extends domainError(
  'INVALID_SUBSCRIPTION',
  'invalid',
  (siteId: string, subscription: string) => ({
    message: `Subscription ${subscription} does not exist on site ${siteId}`,
    siteId,
    subscription,
  }),
) {}
export const isInvalidSubscriptionError = guard<InvalidSubscriptionError>('INVALID_SUBSCRIPTION')

export class InvalidIpRangeError extends domainError(
  'INVALID_IP_RANGE',
  'invalid',
  (input: string) => ({
    message: `Not an IP address, CIDR block or start-end range: ${JSON.stringify(input)}`,
    input,
  }),
) {}
export const isInvalidIpRangeError = guard<InvalidIpRangeError>('INVALID_IP_RANGE')

/** A DATABASE_URL the store cannot open. */
export class UnsupportedDatabaseUrlError extends domainError(
  'UNSUPPORTED_DATABASE_URL',
  'invalid',
  (scheme: string) => ({
    message:
      `Unsupported database URL scheme "${scheme}": use a file path, sqlite:PATH, ` +
      'postgres:// or postgresql://',
    scheme,
  }),
) {}
export const isUnsupportedDatabaseUrlError = guard<UnsupportedDatabaseUrlError>(
  'UNSUPPORTED_DATABASE_URL',
)

// ---- taken ----------------------------------------------------------------------------------

export class EmailTakenError extends domainError('EMAIL_TAKEN', 'conflict', (email: string) => ({
  message: 'An account with this email address already exists',
  field: 'email' as const,
  email,
})) {}
export const isEmailTakenError = guard<EmailTakenError>('EMAIL_TAKEN')

/** A folder name in use; `issues` is what the favourites calls answer (spec 001 §7.4), on their field. */
export class FolderNameTakenError extends domainError(
  'FOLDER_NAME_TAKEN',
  'conflict',
  (folderName: string) => ({
    message: `A folder named "${folderName}" already exists`,
    folderName,
    issues: [
      { path: 'folderName', message: 'A folder with this name already exists.' },
    ] as readonly Issue[],
  }),
) {}
export const isFolderNameTakenError = guard<FolderNameTakenError>('FOLDER_NAME_TAKEN')

// ---- try again ------------------------------------------------------------------------------

/**
 * A search that could not finish within its time budget: the words match too much to rank and
 * count in time. The message says how to narrow it.
 */
export class QueryTooBroadError extends domainError(
  'QUERY_TOO_BROAD',
  'too-broad',
  (budgetMs: number) => ({
    message:
      'This search is too broad to finish in time. Narrow it: use longer words before *, fewer ' +
      'alternatives joined by OR, a phrase in quotes, or a filter.',
    budgetMs,
  }),
) {}
export const isQueryTooBroadError = guard<QueryTooBroadError>('QUERY_TOO_BROAD')

/** Every search thread is busy and the queue is full: try again shortly. */
export class SearchBusyError extends domainError('SEARCH_BUSY', 'busy', () => ({
  message: 'Search is busy at the moment. Please try again in a few seconds.',
})) {}
export const isSearchBusyError = guard<SearchBusyError>('SEARCH_BUSY')

/** The model server is down, slow or answered with an error: the message is for the reader. */
export class AssistantUnavailableError extends domainError(
  'ASSISTANT_UNAVAILABLE',
  'unavailable',
  asGiven,
) {}
export const isAssistantUnavailableError = guard<AssistantUnavailableError>('ASSISTANT_UNAVAILABLE')

/** A mail that could not go out (the server's answer is the cause); `publicMessage` is for the reader, the message, with the address, for the log. */
export class MailDeliveryError extends domainError(
  'MAIL_DELIVERY_FAILED',
  'unavailable',
  (to: string, options: { cause: unknown }) => ({
    message: `Could not send mail to ${to}`,
    cause: options.cause,
    publicMessage: 'The e-mail could not be sent. Try again later.',
  }),
) {}
export const isMailDeliveryError = guard<MailDeliveryError>('MAIL_DELIVERY_FAILED')

export class MigrationFailedError extends domainError(
  'MIGRATION_FAILED',
  'unavailable',
  (migrationName: string | undefined, options: { cause: unknown }) => ({
    message: `Database migration ${migrationName ?? '(unknown)'} failed`,
    cause: options.cause,
    migrationName,
  }),
) {}
export const isMigrationFailedError = guard<MigrationFailedError>('MIGRATION_FAILED')

/**
 * The store was migrated by a newer release than this one (it holds migrations this code does
 * not know): starting would run old code on a schema it was not written for.
 */
export class StoreNewerThanCodeError extends domainError(
  'STORE_NEWER_THAN_CODE',
  'unavailable',
  (unknown: string[]) => ({
    message:
      `The user store has migrations this release does not know (${unknown.join(', ')}): it was ` +
      'upgraded by a newer release. Run that release, or restore a backup taken before the upgrade.',
    unknown,
  }),
) {}
export const isStoreNewerThanCodeError = guard<StoreNewerThanCodeError>('STORE_NEWER_THAN_CODE')

/** Too many tries: `retryAfterSeconds` says when the next one is let through. */
export class RateLimitedError extends domainError(
  'RATE_LIMITED',
  'rate-limited',
  (retryAfterSeconds: number) => ({
    message: 'Too many requests. Try again later.',
    retryAfterSeconds,
  }),
) {}

/** Something the caller's plan or role does not allow. */
export class ForbiddenError extends domainError('FORBIDDEN', 'forbidden', asGiven) {}

/** True for a unique-constraint violation raised by better-sqlite3 or by PostgreSQL. */
export function isUniqueViolation(error: unknown): boolean {
  return (
    hasCode(error, 'SQLITE_CONSTRAINT_UNIQUE') ||
    hasCode(error, 'SQLITE_CONSTRAINT_PRIMARYKEY') ||
    hasCode(error, '23505')
  )
}
