import { serverOnly$ } from 'vite-env-only/macros'
import { servicesContext, siteContext } from '#app/context.ts'
import type { Route } from './+types/featured-content'
import { json } from '#app/utils/api.server.ts'
import { z } from 'zod'
import { defineCall } from '#app/routes/api/contract.ts'

const featured = z.array(
  z.object({
    title: z.string(),
    id: z.string(),
    author: z.string().nullable(),
    imageUrl: z.string().nullable(),
  }),
)

export const contract = serverOnly$(
  defineCall({
    route: 'api.home.featured-content',
    method: 'GET',
    tag: 'Home',
    spec: '001 §3, §7.9',
    summary: "Featured titles, with the edition's book and journal counts",
    response: z.object({
      books: featured,
      journals: featured,
      bookCount: z.number(),
      journalCount: z.number(),
    }),
    example: {},
  }),
)

/**
 * GET /apiv2/Home/HomeFeaturedContent (spec 001 §3, §7.9): featured books and journals
 * ({ title, id, author, imageUrl }) with the edition's book and journal counts.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { home } = context.get(servicesContext)
  const site = context.get(siteContext)
  const { books, journals, bookCount, journalCount } = await home.featured(site.id)
  const shape = ({ title, id, author, imageUrl }: (typeof books)[number]) => ({
    title,
    id,
    author,
    imageUrl,
  })
  return json({ books: books.map(shape), journals: journals.map(shape), bookCount, journalCount })
}
