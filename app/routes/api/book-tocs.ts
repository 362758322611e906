import { serverOnly$ } from 'vite-env-only/macros'
import type { TocNode } from '#server/content/model.ts'
import { isNotFoundError } from '#server/errors.ts'
import { readingContext } from '#app/routes/documents/reading.server.ts'
import type { Route } from './+types/book-tocs'
import { z } from 'zod'
import { defineCall } from '#app/routes/api/contract.ts'

export const contract = serverOnly$(
  defineCall({
    route: 'api.books.book-tocs',
    method: 'GET',
    tag: 'Documents',
    spec: '001 §7.2',
    summary: 'The tables of contents of the named publications',
    description:
      'Ids missing or outside the edition are left out (the answer never reveals another ' +
      "edition's holdings); at most 50.",
    query: z.object({
      tocIds: z
        .union([z.string(), z.array(z.string())])
        .optional()
        .meta({ description: 'Publication ids, repeated or comma-separated.' }),
    }),
    response: z.array(
      z.object({
        bookTocId: z.string(),
        publicationTitle: z.string(),
        publicationType: z.string().nullable(),
        url: z.string(),
        tocNodes: z.array(z.looseObject({ id: z.string(), label: z.string() })),
      }),
    ),
    example: (site) => ({ query: { tocIds: site.home.featured[0].id } }),
  }),
)

const MAX_TOCS = 50

type TocNodeOut = {
  id: string
  label: string
  sublabel: string | null
  docId: string | null
  pageRange: null
  checkbox: boolean
  children: TocNodeOut[]
  disabled: boolean
  level: number
}

function out(nodes: TocNode[]): TocNodeOut[] {
  return nodes.map((n) => ({
    id: n.id,
    label: n.label,
    sublabel: n.sublabel ?? null,
    docId: n.docId ?? null,
    pageRange: null,
    checkbox: true,
    children: out(n.children),
    disabled: false,
    level: n.level,
  }))
}

/**
 * GET /apiv2/Books/BookTocs?tocIds=…&tocIds=… (spec 001 §7.2): the tables of contents of the
 * named publications in the spec's tocNodes shape. Ids that are missing or outside the edition
 * are left out, so the answer never reveals another edition's holdings.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { content, site } = readingContext(context)
  const params = new URL(request.url).searchParams
  const ids = [
    ...new Set(
      params
        .getAll('tocIds')
        .flatMap((v) => v.split(','))
        .map((v) => v.trim())
        .filter(Boolean),
    ),
  ]
  const found = await Promise.all(
    ids.slice(0, MAX_TOCS).map(async (id) => {
      try {
        const pub = await content.getPublication(id)
        if (!(pub.record.editions as string[]).includes(site.id)) return []
        return [
          {
            bookTocId: pub.id,
            publicationTitle: pub.title,
            publicationType: pub.publicationType,
            url: pub.url,
            tocNodes: out(pub.toc),
          },
        ]
      } catch (e) {
        if (isNotFoundError(e)) return []
        throw e
      }
    }),
  )
  return Response.json(found.flat(), { headers: { 'Cache-Control': 'private, max-age=300' } })
}
