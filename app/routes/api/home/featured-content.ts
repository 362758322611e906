import { servicesContext, siteContext } from '#app/context.ts'
import type { Route } from './+types/featured-content'
import { json } from './json.server.ts'

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
