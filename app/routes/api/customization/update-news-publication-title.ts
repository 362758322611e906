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
import type { Route } from './+types/update-news-publication-title'
import { defineCall } from '#app/routes/api/contract.ts'

const titles = z.array(z.string({ error: 'Each title must be text' }))
const body = z.union([
  titles,
  z.object({ newsPublications: titles }).transform((b) => b.newsPublications),
  z.object({ titles }).transform((b) => b.titles),
])

export const loader = onlyPost

/** POST /apiv2/Customization/UpdateNewsPublicationTitle: the news publication titles followed. */
export function action({ request, context }: Route.ActionArgs) {
  return handle(async () => {
    const { owner, sessionToken } = requireOwner(context)
    const list = parse(body, await readJson(request))
    const { personalization } = services(context)
    const newsPublications = await personalization.updateNewsPublicationTitles(owner, list)
    await personalization.forget(sessionToken, owner.siteId)
    return json({ newsPublications })
  })
}

export const contract = serverOnly$(
  defineCall({
    route: 'api.customization.update-news-publication-title',
    method: 'POST',
    tag: 'Home',
    spec: '001 §7.9',
    summary: 'The news publication titles the caller follows',
    description: 'The body is the list of titles (or `{ newsPublications }`).',
    body,
    response: z.object({ newsPublications: z.array(z.string()) }),
    example: { body: [] },
  }),
)
