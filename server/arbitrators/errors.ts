// Bad input to the arbitrator service. Callers check `code` (isArbitratorInputError), never
// `instanceof`; the routes answer 400 with `issues`.
import type { z } from 'zod'

export class ArbitratorInputError extends Error {
  readonly code = 'INVALID_ARBITRATOR_INPUT'
  readonly issues: Array<{ path: string; message: string }>

  constructor(issues: Array<{ path: string; message: string }>) {
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
