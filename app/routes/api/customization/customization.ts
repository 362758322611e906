import { serverOnly$ } from 'vite-env-only/macros'
import type { Personalization } from '#server/personalization/service.ts'
import { handle, json, requireOwner, services } from '#app/utils/api.server.ts'
import type { Route } from './+types/customization'
import { z } from 'zod'
import { defineCall } from '#app/routes/api/contract.ts'

export function personalizationJson(p: Personalization) {
  return {
    newsPublications: p.newsPublications,
    tools: p.tools,
    history: p.history.map((h) => ({ ...h, date: h.date.toISOString() })),
  }
}

/**
 * GET /apiv2/Customization: the caller's personalization (news publication titles, tools tiles,
 * reading history), read once per session and then from the session.
 */
export function loader({ context }: Route.LoaderArgs) {
  return handle(async () => {
    const { owner, sessionToken } = requireOwner(context)
    const personalization = await services(context).personalization.forSession(owner, sessionToken)
    return json(personalizationJson(personalization))
  })
}

export const contract = serverOnly$(
  defineCall({
    route: 'api.customization',
    method: 'GET',
    tag: 'Home',
    spec: '001 §3, §7.9',
    summary: "The caller's personalization: news publications, tools tiles, reading history",
    description: 'Read once per session, then from the session.',
    response: z.object({
      newsPublications: z.array(z.string()),
      tools: z.array(
        z.looseObject({
          id: z.string(),
          title: z.string(),
          order: z.number(),
          enabled: z.boolean(),
        }),
      ),
      history: z.array(
        z.looseObject({
          documentId: z.string(),
          title: z.string(),
          url: z.string(),
          date: z.string(),
        }),
      ),
    }),
    example: {},
  }),
)
