import { serverOnly$ } from 'vite-env-only/macros'
import { z } from 'zod'
import { handle, json } from '#app/utils/api.server.ts'
import { defineCall } from '#app/routes/api/contract.ts'
import { documentDetails } from '#app/routes/api/document/content.server.ts'
import { documentDetailsSchema } from '#app/routes/api/document/shapes.ts'
import { queryOf } from '#app/utils/api.server.ts'
import { notFound, readDocument, readingContext } from '#app/routes/documents/reading.server.ts'
import type { Route } from './+types/get-proceeding-document'
import { exampleCase } from './shapes.ts'

const call = defineCall({
  route: 'api.case.get-proceeding-document',
  method: 'GET',
  tag: 'Cases',
  spec: '001 §7.2',
  summary: 'A document of a case’s proceeding: its content and table of contents',
  description: 'A document that belongs to no case is not found here (read it with GetDocument).',
  query: z.object({
    docId: z
      .string({ error: "The parameter 'docId' must be defined." })
      .min(1, "The parameter 'docId' must be defined.")
      .max(200),
    searchTerm: z.string().max(1000).optional(),
  }),
  response: documentDetailsSchema.extend({
    caseId: z.string(),
    proceedingId: z.string().nullable(),
  }),
  errors: [503],
  example: (site) => {
    const c = exampleCase(site.corpora)
    return c?.docId ? { query: { docId: c.docId, searchTerm: 'tribunal' } } : null
  },
})
export const contract = serverOnly$(call)

/** GET /apiv2/CaseAndProceeding/GetProceedingDocument?docId&searchTerm (spec 001 §7.2). */
export function loader({ request, context }: Route.LoaderArgs) {
  return handle(
    async () => {
      const input = queryOf(call, request)
      const { content, site } = readingContext(context)
      const term = input.searchTerm?.trim()
        ? { text: input.searchTerm.trim(), param: 'searchTerm' as const, fromUrl: true }
        : null
      const { view } = await readDocument(content, input.docId, site.id, term)
      const c = view.record.case
      if (!c) notFound()
      return json({
        ...documentDetails(view, site.id),
        caseId: c.caseId,
        proceedingId: c.proceedingId ?? null,
      })
    },
    { queryField: 'searchTerm' },
  )
}
