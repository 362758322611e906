import { serverOnly$ } from 'vite-env-only/macros'
import { z } from 'zod'
import { handle, json } from '#app/utils/api.server.ts'
import { defineCall } from '#app/routes/api/contract.ts'
import { queryOf } from '#app/utils/api.server.ts'
import { readDocument } from '#app/routes/documents/reading.server.ts'
import type { Route } from './+types/get-document'
import { documentDetails, readingContext } from './content.server.ts'
import { documentDetailsSchema } from './shapes.ts'

const call = defineCall({
  route: 'api.document.get-document',
  method: 'GET',
  tag: 'Documents',
  spec: '001 §7.2',
  summary: 'A document with its details, its hits of a search term marked',
  description:
    'The reading view’s document (a document outside this edition is not found). `searchTerm` ' +
    'is read as the search bar reads it; one the parser refuses is looked up as one phrase. ' +
    '`chunkIds` are the section numbers the assistant cited (its sources link `#sN`): the answer ' +
    'lists those sections under `chunks`.',
  query: z.object({
    id: z
      .string({ error: "The parameter 'id' must be defined." })
      .min(1, "The parameter 'id' must be defined.")
      .max(200),
    searchTerm: z.string().max(1000).optional(),
    chunkIds: z
      .union([z.string(), z.array(z.string())])
      .optional()
      .meta({ description: 'Section numbers, repeated or comma-separated.' }),
  }),
  response: documentDetailsSchema.extend({
    chunks: z.array(z.object({ id: z.number(), label: z.string(), href: z.string() })),
  }),
  errors: [503],
  // The edition's first featured title: every edition holds its own.
  example: (site) => ({ query: { id: site.home.featured[0].id, searchTerm: 'article' } }),
})
export const contract = serverOnly$(call)

/** GET /apiv2/document/GetDocument?id&searchTerm&chunkIds (spec 001 §7.2). */
export function loader({ request, context }: Route.LoaderArgs) {
  return handle(
    async () => {
      const input = queryOf(call, request)
      const chunkIds = [input.chunkIds ?? []]
        .flat()
        .flatMap((v) => v.split(','))
        .filter(Boolean)
      const wanted = chunkIds.map(Number)
      if (wanted.some((n) => !Number.isInteger(n) || n < 0)) {
        throw json(
          {
            message: 'chunkIds are section numbers.',
            errors: { chunkIds: 'chunkIds are section numbers.' },
          },
          { status: 400 },
        )
      }
      const { content, site } = readingContext(context)
      const term = input.searchTerm?.trim()
        ? { text: input.searchTerm.trim(), param: 'searchTerm' as const, fromUrl: true }
        : null
      const { view } = await readDocument(content, input.id, site.id, term)
      const details = documentDetails(view, site.id)
      return json({ ...details, chunks: details.tocItems.filter((t) => wanted.includes(t.id)) })
    },
    { queryField: 'searchTerm' },
  )
}
