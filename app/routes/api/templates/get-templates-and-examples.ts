import { serverOnly$ } from 'vite-env-only/macros'
import { z } from 'zod'
import { servicesContext, siteContext } from '#app/context.ts'
import { defineCall } from '#app/routes/api/contract.ts'
import { handle, json } from '#app/utils/api.server.ts'
import type { Route } from './+types/get-templates-and-examples'
import { institutionsSchema } from './shapes.ts'

export const contract = serverOnly$(
  defineCall({
    route: 'api.templates.list',
    method: 'GET',
    tag: 'Templates and examples',
    spec: '001 §3, §7.8',
    summary: 'The institutions of templates and examples, with their topics and documents',
    description:
      'Institutions in order, each with its topics (the first open, the others collapsed) and ' +
      'their documents: the procedural orders the collection holds, and editorial templates ' +
      '(marked `sample` where the project wrote them).',
    query: z.object({}),
    response: institutionsSchema,
    example: {},
  }),
)

/** GET /apiv2/TemplatesAndExamples/GetTemplatesAndExamples (spec 001 §7.8). */
export function loader({ context }: Route.LoaderArgs) {
  return handle(async () => {
    const site = context.get(siteContext)
    const institutions = await context.get(servicesContext).templates.institutions(site.id)
    return json({ institutions })
  })
}
