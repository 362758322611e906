import { serverOnly$ } from 'vite-env-only/macros'
import { handle, json, requireOwner, services } from '#app/utils/api.server.ts'
import type { Route } from './+types/history'
import { z } from 'zod'
import { defineCall } from '#app/routes/api/contract.ts'

/** GET /apiv2/Customization/History: the documents the caller read, newest first. */
export function loader({ context }: Route.LoaderArgs) {
  return handle(async () => {
    const { owner } = requireOwner(context)
    const history = await services(context).personalization.history(owner)
    return json(history.map((h) => ({ ...h, date: h.date.toISOString() })))
  })
}

export const contract = serverOnly$(
  defineCall({
    route: 'api.customization.history',
    method: 'GET',
    tag: 'Home',
    spec: '001 §7.9',
    summary: 'The documents the caller read, newest first',
    response: z.array(
      z.looseObject({
        documentId: z.string(),
        title: z.string(),
        url: z.string(),
        date: z.string(),
      }),
    ),
    example: {},
  }),
)
