import type { Viewer } from '#app/context.ts'
import type { Services } from '#server/services.ts'
import type { SiteId } from '#sites/index.ts'
import { routeArgs } from './route-args.ts'

/** A loader or action of a resource route, as the tests call it. */
export type Handler = (args: never) => Promise<Response> | Response

export type CallOptions = {
  method?: string
  /** JSON (an object) or raw text (a string, sent as it is). */
  body?: unknown
  viewer?: Viewer
  params?: Record<string, string>
}

/**
 * Calls API route handlers directly, as the router would for `origin + path`, and reads the
 * answer: its status and its JSON body (a thrown Response counts as the answer).
 */
export function apiCaller(
  services: () => Services,
  origin: string,
  defaults: { site?: SiteId; viewer?: () => Viewer | undefined } = {},
) {
  return async function call(
    handler: Handler,
    path: string,
    { method = 'GET', body, viewer = defaults.viewer?.(), params = {} }: CallOptions = {},
  ) {
    const init: RequestInit = { method }
    if (body !== undefined) {
      init.body = typeof body === 'string' ? body : JSON.stringify(body)
      init.headers = { 'Content-Type': 'application/json' }
    }
    let response: unknown
    try {
      response = await handler(
        routeArgs(services(), `${origin}${path}`, {
          site: defaults.site,
          viewer,
          params,
          init,
        }) as never,
      )
    } catch (error) {
      response = error
    }
    if (!(response instanceof Response)) throw new Error(`Not a response: ${String(response)}`)
    const text = await response.text()
    return {
      status: response.status,
      body: text ? (JSON.parse(text) as any) : null,
      // Only a redirect has one (an absent key, so results compare as before).
      location: response.headers.get('Location') ?? undefined,
    }
  }
}
