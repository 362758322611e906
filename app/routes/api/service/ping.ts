import { serverOnly$ } from 'vite-env-only/macros'
import { z } from 'zod'
import { siteContext } from '#app/context.ts'
import { json } from '#app/utils/api.server.ts'
import { defineCall } from '#app/routes/api/contract.ts'
import { queryOf } from '#app/utils/api.server.ts'
import type { Route } from './+types/ping'

const call = defineCall({
  route: 'api.ping',
  method: 'GET',
  tag: 'Service',
  spec: '001 §7.5',
  summary: 'Whether the service answers',
  description: 'For monitors and the mini-apps: needs no session, reads nothing stored.',
  query: z.object({
    app: z.string().max(100).optional().meta({ description: 'Who asks (echoed back).' }),
  }),
  response: z.object({
    app: z.string().nullable(),
    site: z.string(),
    status: z.literal('ok'),
    time: z.string().meta({ description: 'The server time, ISO 8601.' }),
  }),
  example: { query: { app: 'portal' } },
})
export const contract = serverOnly$(call)

/** GET /apiv2/api/Ping?app (spec 001 §7.5). */
export function loader({ request, context }: Route.LoaderArgs) {
  const { app } = queryOf(call, request) // a bad value is thrown as the 400 answer
  return json({
    app: app ?? null,
    site: context.get(siteContext).id,
    status: 'ok',
    time: new Date().toISOString(),
  })
}
