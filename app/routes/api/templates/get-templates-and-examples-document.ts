import { serverOnly$ } from 'vite-env-only/macros'
import { z } from 'zod'
import { servicesContext, siteContext } from '#app/context.ts'
import { defineCall } from '#app/routes/api/contract.ts'
import { handle, json } from '#app/utils/api.server.ts'
import { paramsOf } from '#app/utils/api.server.ts'
import type { Route } from './+types/get-templates-and-examples-document'
import { templateDocumentSchema } from './shapes.ts'

const call = defineCall({
  route: 'api.templates.document',
  method: 'GET',
  tag: 'Templates and examples',
  spec: '001 §3, §7.8',
  summary: 'One template or example: description, contributors, files, guidance, related content',
  description:
    'Files download from their `url` (an example as PDF or Word of its document, a template as ' +
    'Word or PDF). An id that is neither a template nor an example of the edition is not found.',
  params: z.object({
    id: z
      .string()
      .min(1, "The parameter 'id' must be defined.")
      .max(200)
      .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, 'id: letters, digits, dot, dash, underscore'),
  }),
  response: templateDocumentSchema,
  errors: [400, 404],
  example: { params: { id: 'SAMPLE-KA-template-001' } },
})
export const contract = serverOnly$(call)

/** GET /apiv2/TemplatesAndExamples/GetTemplatesAndExamplesDocument/{id} (spec 001 §7.8). */
export function loader({ params, context }: Route.LoaderArgs) {
  return handle(async () => {
    const { id } = paramsOf(call, params)
    const site = context.get(siteContext)
    const doc = await context.get(servicesContext).templates.document(id, site.id)
    const { guidance, related, paragraphs: _text, ...rest } = doc
    return json({ ...rest, guidanceContent: guidance, relatedContent: related })
  })
}
