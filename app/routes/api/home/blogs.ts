import { servicesContext, siteContext } from '#app/context.ts'
import type { Route } from './+types/blogs'
import { json } from './json.server.ts'

/**
 * GET /apiv2/Home/HomePageBlogs (spec 001 §3, §7.9): the edition's blog feeds under its keys
 * (competitionLawBlogs on KCL; patentBlog, copyRightBlog, tradeMarkBlog on KIPL), each a list of
 * { url, title, body, date }, plus total.
 */
export function loader({ context }: Route.LoaderArgs) {
  const { home } = context.get(servicesContext)
  const site = context.get(siteContext)
  const { feeds, total } = home.blogs(site.id, site.blogKeys)
  const body: Record<string, unknown> = {}
  for (const key of site.blogKeys) {
    body[key] = (feeds[key] ?? []).map((post) => ({
      url: `/news?item=${encodeURIComponent(post.id)}`,
      title: post.title,
      body: post.summary,
      date: post.date,
    }))
  }
  return json({ ...body, total })
}
