import { serverOnly$ } from 'vite-env-only/macros'
import { z } from 'zod'
import {
  handle,
  json,
  onlyPost,
  parse,
  readJson,
  requireOwner,
  services,
} from '#app/utils/api.server.ts'
import type { Route } from './+types/add-history'
import { defineCall } from '#app/routes/api/contract.ts'

const body = z.object({
  documentId: z.string({ error: "The parameter 'documentId' must be defined." }),
  title: z.string({ error: 'Give the document title' }),
  url: z.string().optional(),
})

export const loader = onlyPost

/** POST /apiv2/Customization/AddHistory { documentId, title, url? }: records a document view. */
export function action({ request, context }: Route.ActionArgs) {
  return handle(async () => {
    const { owner, sessionToken } = requireOwner(context)
    const input = parse(body, await readJson(request))
    const { personalization } = services(context)
    await personalization.recordHistory(owner, {
      ...input,
      url: input.url ?? `/document/${encodeURIComponent(input.documentId)}`,
    })
    await personalization.forget(sessionToken, owner.siteId)
    return json({ recorded: true }, { status: 201 })
  })
}

export const contract = serverOnly$(
  defineCall({
    route: 'api.customization.add-history',
    method: 'POST',
    tag: 'Home',
    spec: '001 §7.9',
    summary: 'Records that the caller read a document (its reading history)',
    body,
    response: z.object({ recorded: z.literal(true) }),
    status: 201,
    example: (site) => ({
      body: { documentId: site.home.featured[0].id, title: 'A featured title' },
    }),
  }),
)
