import { serverOnly$ } from 'vite-env-only/macros'
import { z } from 'zod'
import { handle, json } from '#app/utils/api.server.ts'
import { defineCall } from '#app/routes/api/contract.ts'
import { queryOf } from '#app/utils/api.server.ts'
import { orNotFound, requireEdition } from '#app/routes/documents/reading.server.ts'
import type { Route } from './+types/get-publication-detail'
import { readingContext, tocNodeJson } from './content.server.ts'
import { tocNodeSchema } from './shapes.ts'

const call = defineCall({
  route: 'api.document.get-publication-detail',
  method: 'GET',
  tag: 'Documents',
  spec: '000 §7, 001 §7.2',
  summary: 'The publication a document belongs to (or is), with its table of contents',
  description:
    'For a book, a journal or a treaty read as a book, or any of their chapters: the ' +
    'publication’s details and table of contents. A document that is no publication is not found.',
  query: z.object({
    documentId: z
      .string({ error: "The parameter 'documentId' must be defined." })
      .min(1, "The parameter 'documentId' must be defined.")
      .max(200),
  }),
  response: z.object({
    publicationType: z.string(),
    publicationTitle: z.string(),
    label: z
      .string()
      .nullable()
      .meta({ description: "The chapter's label when documentId is a chapter." }),
    bookTocId: z.string(),
    authors: z.array(z.string()),
    editors: z.array(z.string()),
    publicationInfo: z.object({
      publicationDate: z.string().nullable(),
      updated: z.string().nullable(),
      publisher: z.string().nullable(),
    }),
    tocNodes: z.array(tocNodeSchema),
    descriptiveText: z.string().nullable(),
    favoriteUrl: z.string(),
  }),
  example: (site) => ({ query: { documentId: site.home.featured[0].id } }),
})
export const contract = serverOnly$(call)

/** GET /apiv2/document/GetPublicationDetail?documentId (spec 000 §7, 001 §7.2). */
export function loader({ request, context }: Route.LoaderArgs) {
  return handle(async () => {
    const { documentId } = queryOf(call, request)
    const { content, site } = readingContext(context)
    const doc = await orNotFound(() => content.getDocument(documentId, { edition: site.id }))
    const chapter = doc.record.publication?.role === 'chapter' ? doc.record.publication : null
    const pub = await orNotFound(() => content.getPublication(chapter?.publicationId ?? doc.id))
    requireEdition(pub.record, site.id)
    const authors = pub.record.authors
    return json({
      publicationType: pub.publicationType ?? 'book',
      publicationTitle: pub.title,
      label: chapter?.label ?? null,
      bookTocId: pub.id,
      authors: authors.filter((a) => !/editor/i.test(a.role ?? '')).map((a) => a.name),
      editors: authors.filter((a) => /editor/i.test(a.role ?? '')).map((a) => a.name),
      publicationInfo: {
        publicationDate: pub.record.dates.publication ?? pub.record.dates.legislation ?? null,
        updated: pub.record.dates.added ?? null,
        publisher: pub.record.details.publisher ?? null,
      },
      tocNodes: pub.toc.map(tocNodeJson),
      descriptiveText: pub.record.summary ?? null,
      favoriteUrl: pub.url,
    })
  })
}
