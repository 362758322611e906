import { serverOnly$ } from 'vite-env-only/macros'
import { z } from 'zod'
import { handle, json, onlyPost } from '#app/utils/api.server.ts'
import { defineCall } from '#app/routes/api/contract.ts'
import { bodyOf, queryOf } from '#app/utils/api.server.ts'
import { orNotFound, requireEdition } from '#app/routes/documents/reading.server.ts'
import type { Route } from './+types/get-search-results'
import { readingContext } from './content.server.ts'

const call = defineCall({
  route: 'api.document.get-search-results',
  method: 'POST',
  tag: 'Documents',
  spec: '001 §5, §7.2',
  summary: 'Search inside a publication’s chosen chapters',
  description:
    'The body lists the chosen chapters’ table-of-contents ids (an empty list searches ' +
    'nothing). The term is searched as a phrase unless it contains an operator (AND, OR, NOT, ' +
    'NEAR, NEARn): the term of a call comes from its caller, as from a URL.',
  query: z.object({
    bookTocId: z
      .string({ error: "The parameter 'bookTocId' must be defined." })
      .min(1, "The parameter 'bookTocId' must be defined.")
      .max(200),
    publicationTitle: z.string().max(500).optional().meta({ description: 'Echoed back.' }),
    searchTerm: z
      .string({ error: "The parameter 'searchTerm' must be defined." })
      .trim()
      .min(1, "The parameter 'searchTerm' must be defined.")
      .max(1000),
  }),
  body: z.array(z.string().max(50)).max(2000).meta({ description: 'Table-of-contents node ids.' }),
  response: z.object({
    bookTocId: z.string(),
    publicationTitle: z.string(),
    searchTerm: z.string(),
    searchResults: z.array(
      z.object({
        docId: z.string(),
        tocNode: z.string(),
        title: z.string(),
        url: z.string(),
        hitCount: z.number(),
        excerpt: z.string(),
      }),
    ),
  }),
  errors: [503],
  example: (site) => ({
    query: { bookTocId: site.home.featured[0].id, searchTerm: 'article' },
    body: ['1', '2', '3', '4', '5'],
  }),
})
export const contract = serverOnly$(call)

export const loader = onlyPost

/** POST /apiv2/Document/GetSearchResults?bookTocId&publicationTitle&searchTerm (spec 001 §7.2). */
export function action({ request, context }: Route.ActionArgs) {
  return handle(
    async () => {
      const input = queryOf(call, request)
      const chapters = await bodyOf(call, request)
      const { content, search, site } = readingContext(context)
      const pub = await orNotFound(() => content.getPublication(input.bookTocId))
      requireEdition(pub.record, site.id)
      const searchResults = chapters.length
        ? await search.searchWithinPublication({
            publicationId: pub.id,
            tocNodeIds: chapters,
            searchTerm: input.searchTerm,
            fromUrl: true,
          })
        : []
      return json({
        bookTocId: pub.id,
        publicationTitle: input.publicationTitle ?? pub.title,
        searchTerm: input.searchTerm,
        searchResults,
      })
    },
    { queryField: 'searchTerm' },
  )
}
