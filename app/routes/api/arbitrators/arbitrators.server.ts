import type { RouterContextProvider } from 'react-router'
import { servicesContext } from '#app/context.ts'
import { badRequest, json, notFound } from '#app/routes/api/favorite/api.server.ts'
import { isArbitratorInputError } from '#server/arbitrators/errors.ts'
import { isNotFoundError } from '#server/search/errors.ts'

// What the arbitrator profile calls share (spec 001 §7.6): the service, and one mapping of its
// errors: bad input is a 400 naming each field, an unknown slug a 404.

export function arbitrators(context: Readonly<RouterContextProvider>) {
  return context.get(servicesContext).arbitrators
}

/** Runs a handler; thrown responses pass through, the service's errors become 400 or 404. */
export async function handleArbitrators(run: () => Promise<Response>): Promise<Response> {
  try {
    return await run()
  } catch (error) {
    if (error instanceof Response) return error
    if (isArbitratorInputError(error)) return badRequest(error.issues)
    if (isNotFoundError(error)) return notFound()
    throw error
  }
}

export { json }
