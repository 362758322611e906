import { handle, json } from '#app/utils/api.server.ts'
import type { Route } from './+types/ping'
import { manualIp } from './api.server.ts'

/** GET /mip/api/ping?app=: Manual IP answers, with how many offices and entries it holds. */
export function loader({ request, context }: Route.LoaderArgs) {
  return handle(async () => {
    const app = (new URL(request.url).searchParams.get('app') ?? 'mip-app').slice(0, 40)
    const countries = await manualIp(context).countries()
    const entries = countries.reduce((n, c) => n + c.rights.reduce((m, r) => m + r.entries, 0), 0)
    return json({ app, ok: true, countries: countries.length, entries })
  })
}
