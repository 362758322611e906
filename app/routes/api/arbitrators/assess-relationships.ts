import { serverOnly$ } from 'vite-env-only/macros'
import { z } from 'zod'
import { badRequest, handle, json, onlyPost, parse, readJson } from '#app/utils/api.server.ts'
import { isArbitratorInputError, isSelectionNotFound } from '#server/errors.ts'
import { recordRelationshipSearch } from '#app/routes/relationship-indicator/latest.server.ts'
import { CONNECTIONS, type RelType } from '#sites/tools/relationships.ts'
import type { Route } from './+types/assess-relationships'
import { arbitrators } from './arbitrators.server.ts'
import { defineCall } from '#app/routes/api/contract.ts'

export const loader = onlyPost

// The spec's body (001 §3 "Relationship search"); the service checks each selection.
const selections = z.array(
  z.object({ name: z.string().optional(), slug: z.string().optional(), relType: z.unknown() }),
  { error: 'Give a list of selections' },
)
const body = z.object({
  relationshipOne: selections,
  relationshipTwo: selections,
  relationshipTypeSelection: z.enum(CONNECTIONS).or(z.literal('')).nullish(),
  customerNo: z.unknown().optional(),
  page: z.unknown().optional(),
  resultsPerPage: z.unknown().optional(),
})

/**
 * POST /apiv2/AssessRelationships/AssessRelationships (JSON `{ relationshipOne: [{ name | slug,
 * relType }], relationshipTwo: [...], relationshipTypeSelection?, page? }`): every case that
 * connects the one left-hand selection with each right-hand one, 10 a page, newest first, with
 * how they connect and the award lines as evidence. The search joins the caller's latest
 * Relationship Indicator searches.
 */
export function action({ request, context }: Route.ActionArgs) {
  return handle(async () => {
    const input = parse(body, await readJson(request))
    const result = await arbitrators(context)
      .assessRelationships({
        left: input.relationshipOne,
        right: input.relationshipTwo,
        connection: input.relationshipTypeSelection || undefined,
        page: input.page,
        resultsPerPage: input.resultsPerPage,
      })
      .catch((error: unknown) => {
        // Name the fields and the selection as the caller sent them.
        const asSent = (path: string) =>
          path.replace(/^left/, 'relationshipOne').replace(/^right/, 'relationshipTwo')
        if (isSelectionNotFound(error))
          throw json(
            {
              message: `Nothing answers to "${error.id}" (${asSent(error.selection)})`,
              selection: asSent(error.selection),
            },
            { status: 404 },
          )
        if (!isArbitratorInputError(error)) throw error
        const issues = error.issues.map((i) => ({ ...i, path: asSent(i.path) }))
        const candidates = issues.find((i) => i.candidates)?.candidates
        if (!candidates) throw badRequest(issues)
        const errors = Object.fromEntries(issues.map((i) => [i.path, i.message]))
        throw json({ message: issues[0].message, errors, candidates }, { status: 400 })
      })
    const asSelection = (e: { relType: number; slug: string }) => ({
      relType: e.relType as RelType,
      slug: e.slug,
    })
    await recordRelationshipSearch(
      context,
      {
        left: asSelection(result.left),
        right: result.right.map(asSelection),
        connection: null,
        page: 1,
        find: null,
      },
      result,
    )
    return json(result)
  })
}

export const contract = serverOnly$(
  defineCall({
    route: 'api.relationships.assess',
    method: 'POST',
    tag: 'Relationships',
    spec: '001 §3, §5, §7.7',
    summary: 'Every case connecting the left-hand selection with each right-hand one',
    description: '10 a page, newest first, with how they connect and the award lines as evidence.',
    body,
    response: z.looseObject({
      left: z.looseObject({ slug: z.string(), name: z.string() }),
      right: z.array(z.looseObject({ slug: z.string(), cases: z.number() })),
      total: z.number(),
      page: z.number(),
      items: z.array(z.looseObject({ caseId: z.string(), description: z.string() })),
    }),
    example: {
      body: {
        relationshipOne: [{ slug: 'brigitte-stern', relType: 0 }],
        relationshipTwo: [{ slug: 'gabrielle-kaufmann-kohler', relType: 0 }],
      },
    },
  }),
)
