import { badRequest, json, notFound } from '#app/routes/api/favorite/api.server.ts'
import { isMailDeliveryError } from '#server/mail/mailer.ts'
import { isMdlNothingToSendError } from '#server/market-definitions/service.ts'
import { isNotFoundError } from '#server/search/errors.ts'
import { isMdlQueryError, UNKNOWN_CATEGORY_MESSAGE } from '#sites/tools/market-definitions.ts'

// What the /mdl calls share (spec 001 §7.10): one mapping of the locator's errors. A query the
// syntax refuses is a 400 with its message and position (an unknown category lists the
// categories), an unknown document a 404, mail that cannot go out a 503.

export async function handleMdl(run: () => Promise<Response>): Promise<Response> {
  try {
    return await run()
  } catch (error) {
    if (error instanceof Response) return error
    if (isMdlQueryError(error)) {
      return json(
        {
          message: error.message,
          position: error.position,
          ...(error.message.startsWith(UNKNOWN_CATEGORY_MESSAGE) ? { categories: true } : {}),
          errors: { Query: error.message },
        },
        { status: 400 },
      )
    }
    if (isMdlNothingToSendError(error)) return badRequest([{ path: 'ids', message: error.message }])
    if (isNotFoundError(error)) return notFound()
    if (isMailDeliveryError(error))
      return json({ message: 'The e-mail could not be sent. Try again later.' }, { status: 503 })
    throw error
  }
}

export { json }
