import { serverOnly$ } from 'vite-env-only/macros'
import { z } from 'zod'
import { handle, json } from '#app/utils/api.server.ts'
import { defineCall } from '#app/routes/api/contract.ts'
import { queryOf } from '#app/utils/api.server.ts'
import type { Route } from './+types/get-case'
import { caseInfo, readCase } from './case.server.ts'
import { caseIdQuery, caseInfoSchema, exampleCase } from './shapes.ts'

const call = defineCall({
  route: 'api.case.get-case',
  method: 'GET',
  tag: 'Cases',
  spec: '001 §7.2',
  summary: 'A case: its institution, parties, tribunal and outcome',
  query: z.object({ caseId: caseIdQuery }),
  response: caseInfoSchema,
  example: (site) => {
    const c = exampleCase(site.corpora)
    return c && { query: { caseId: c.caseId } }
  },
})
export const contract = serverOnly$(call)

/** GET /apiv2/CaseAndProceeding/GetCase?caseId (spec 001 §7.2). */
export function loader({ request, context }: Route.LoaderArgs) {
  return handle(async () => {
    const { caseId } = queryOf(call, request)
    const { reading, view, record } = await readCase(context, caseId)
    return json(await caseInfo(context, view, record, reading.canOpen as never))
  })
}
