// Bad input to the arbitrator service. Callers check `code` (isArbitratorInputError), never
// `instanceof`; the routes answer 400 with `issues`.
import type { z } from 'zod'
import { isNotFoundError, NotFoundError } from '#server/content-index/errors.ts'

/** An entity a name could stand for, offered when a name matches several. */
export type Candidate = { name: string; slug: string; relType: number }
export type InputIssue = { path: string; message: string; candidates?: Candidate[] }

export class ArbitratorInputError extends Error {
  readonly code = 'INVALID_ARBITRATOR_INPUT'
  readonly issues: InputIssue[]

  constructor(issues: InputIssue[]) {
    super(issues.map((i) => (i.path ? `${i.path}: ${i.message}` : i.message)).join('; '))
    this.name = 'ArbitratorInputError'
    this.issues = issues
  }

  static from(error: z.ZodError): ArbitratorInputError {
    return new ArbitratorInputError(
      error.issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message })),
    )
  }
}

export function isArbitratorInputError(e: unknown): e is ArbitratorInputError {
  return (
    typeof e === 'object' &&
    e !== null &&
    (e as { code?: unknown }).code === 'INVALID_ARBITRATOR_INPUT'
  )
}

/** A selection (by slug or name) that no entity answers to; `selection` says which ('right.1'). */
export class SelectionNotFoundError extends NotFoundError {
  readonly selection: string

  constructor(selection: string, written: string) {
    super('Entity', written)
    this.name = 'SelectionNotFoundError'
    this.selection = selection
  }
}

export function isSelectionNotFound(e: unknown): e is SelectionNotFoundError {
  return isNotFoundError(e) && typeof (e as { selection?: unknown }).selection === 'string'
}
