import { hasCode } from '#server/db/errors.ts'

export class EmailTakenError extends Error {
  readonly code = 'EMAIL_TAKEN'
  readonly email: string
  constructor(email: string) {
    super('An account with this email address already exists')
    this.email = email
    this.name = 'EmailTakenError'
  }
}

export function isEmailTakenError(error: unknown): error is EmailTakenError {
  return hasCode(error, 'EMAIL_TAKEN')
}

export class AccountNotFoundError extends Error {
  readonly code = 'ACCOUNT_NOT_FOUND'
  readonly accountId: string
  constructor(accountId: string) {
    super(`No account with id ${accountId}`)
    this.accountId = accountId
    this.name = 'AccountNotFoundError'
  }
}

export function isAccountNotFoundError(error: unknown): error is AccountNotFoundError {
  return hasCode(error, 'ACCOUNT_NOT_FOUND')
}

export class InvalidSubscriptionError extends Error {
  readonly code = 'INVALID_SUBSCRIPTION'
  readonly siteId: string
  readonly subscription: string
  constructor(siteId: string, subscription: string) {
    super(`Subscription ${subscription} does not exist on site ${siteId}`)
    this.siteId = siteId
    this.subscription = subscription
    this.name = 'InvalidSubscriptionError'
  }
}

export function isInvalidSubscriptionError(error: unknown): error is InvalidSubscriptionError {
  return hasCode(error, 'INVALID_SUBSCRIPTION')
}

export class InvalidIpRangeError extends Error {
  readonly code = 'INVALID_IP_RANGE'
  readonly input: string
  constructor(input: string) {
    super(`Not an IP address, CIDR block or start-end range: ${JSON.stringify(input)}`)
    this.input = input
    this.name = 'InvalidIpRangeError'
  }
}

export function isInvalidIpRangeError(error: unknown): error is InvalidIpRangeError {
  return hasCode(error, 'INVALID_IP_RANGE')
}

/** Input that failed validation; `issues` lists each field path and its message. */
export class InvalidInputError extends Error {
  readonly code = 'INVALID_INPUT'
  readonly issues: ReadonlyArray<{ path: string; message: string }>
  constructor(issues: ReadonlyArray<{ path: string; message: string }>) {
    super(`Invalid input: ${issues.map((i) => `${i.path || '(root)'}: ${i.message}`).join('; ')}`)
    this.issues = issues
    this.name = 'InvalidInputError'
  }
}

export function isInvalidInputError(error: unknown): error is InvalidInputError {
  return hasCode(error, 'INVALID_INPUT')
}
