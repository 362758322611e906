import { serverOnly$ } from 'vite-env-only/macros'
import { z } from 'zod'
import { handle, json } from '#app/utils/api.server.ts'
import { defineCall } from '#app/routes/api/contract.ts'
import { queryOf } from '#app/utils/api.server.ts'
import type { Route } from './+types/get-proceeding'
import { proceedingOf, readCase } from './case.server.ts'
import { caseIdQuery, proceedingSchema, exampleCase } from './shapes.ts'

const call = defineCall({
  route: 'api.case.get-proceeding',
  method: 'GET',
  tag: 'Cases',
  spec: '001 §7.2',
  summary: 'One proceeding of a case, with its documents and representatives',
  query: z.object({
    caseId: caseIdQuery,
    proceedingId: z
      .string({ error: "The parameter 'proceedingId' must be defined." })
      .min(1, "The parameter 'proceedingId' must be defined.")
      .max(200),
  }),
  response: proceedingSchema,
  example: (site) => {
    const c = exampleCase(site.corpora)
    return c?.proceedingId ? { query: { caseId: c.caseId, proceedingId: c.proceedingId } } : null
  },
})
export const contract = serverOnly$(call)

/** GET /apiv2/CaseAndProceeding/GetProceeding?caseId&proceedingId (spec 001 §7.2). */
export function loader({ request, context }: Route.LoaderArgs) {
  return handle(async () => {
    const { caseId, proceedingId } = queryOf(call, request)
    const { record } = await readCase(context, caseId)
    return json(await proceedingOf(context, record, proceedingId))
  })
}
