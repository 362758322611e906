import { handle, json } from '#app/utils/api.server.ts'
import { servicesContext } from '#app/context.ts'
import type { Route } from './+types/ping'

/** GET /mdl/api/ping?app= (spec 001 §7.10): the locator answers, with what it holds. */
export function loader({ request, context }: Route.LoaderArgs) {
  return handle(async () => {
    const app = (new URL(request.url).searchParams.get('app') ?? 'mdl-app').slice(0, 40)
    const held = await context.get(servicesContext).marketDefinitions.ping()
    return json({ app, ok: true, ...held })
  })
}
