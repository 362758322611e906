import { serverOnly$ } from 'vite-env-only/macros'
import { z } from 'zod'
import { handle, json } from '#app/utils/api.server.ts'
import { defineCall } from '#app/routes/api/contract.ts'
import { queryOf } from '#app/utils/api.server.ts'
import type { Route } from './+types/get-toc'
import { readCase, tocOf } from './case.server.ts'
import { caseIdQuery, tocItemSchema, exampleCase } from './shapes.ts'

const call = defineCall({
  route: 'api.case.get-toc',
  method: 'GET',
  tag: 'Cases',
  spec: '001 §7.2',
  summary: "A case's table of contents: its proceedings and their documents, primary first",
  query: z.object({ caseId: caseIdQuery }),
  response: z.array(tocItemSchema),
  example: (site) => {
    const c = exampleCase(site.corpora)
    return c && { query: { caseId: c.caseId } }
  },
})
export const contract = serverOnly$(call)

/** GET /apiv2/CaseAndProceeding/GetToc?caseId (spec 001 §7.2). */
export function loader({ request, context }: Route.LoaderArgs) {
  return handle(async () => {
    const { caseId } = queryOf(call, request)
    const { record } = await readCase(context, caseId)
    return json(tocOf(record))
  })
}
