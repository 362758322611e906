import { serverOnly$ } from 'vite-env-only/macros'
import { servicesContext, siteContext } from '#app/context.ts'
import type { Route } from './+types/blogs'
import { json } from '#app/utils/api.server.ts'
import { z } from 'zod'
import { defineCall } from '#app/routes/api/contract.ts'

export const contract = serverOnly$(
  defineCall({
    route: 'api.home.blogs',
    method: 'GET',
    tag: 'Home',
    spec: '001 §3, §7.9',
    summary: "The edition's blog feeds under its keys, and their total",
    description:
      'Keys: competitionLawBlogs on the competition edition; patentBlog, copyRightBlog and ' +
      'tradeMarkBlog on the IP edition; none on the arbitration edition.',
    response: z.object({ total: z.number() }).catchall(
      z.array(
        z.object({
          url: z.string(),
          title: z.string(),
          body: z.string(),
          date: z.string(),
          /** Written for this demonstration, not a real post (decision 68). */
          sample: z.boolean(),
        }),
      ),
    ),
    example: {},
  }),
)

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
      sample: post.sample,
    }))
  }
  return json({ ...body, total })
}
