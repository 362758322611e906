import { handle, json, onlyPost, parse, readJson } from '#app/utils/api.server.ts'
import { RateLimitedError } from '#server/errors.ts'
import { mdlEmailSchema } from '#server/market-definitions/schemas.ts'
import { mailDocuments } from '../mdl.server.ts'
import type { Route } from './+types/email'

export const loader = onlyPost

/**
 * POST /mdl/Documents/Email (spec 001 §7.10), JSON `{ to, ids, message? }`: mails the documents
 * with their market definitions and links through the portal's mail service; `{ sent }`. Limited
 * per client address, account and recipient (429 with Retry-After).
 */
export function action({ request, context }: Route.ActionArgs) {
  return handle(async () => {
    const input = parse(mdlEmailSchema, await readJson(request))
    const result = await mailDocuments(context, input)
    // Limited as the e-mail form is: a 429 with Retry-After.
    if ('wait' in result) throw new RateLimitedError(result.wait)
    return json(result)
  })
}
