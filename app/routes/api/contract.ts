import type { z } from 'zod'
import type { RouteKey } from '#sites/catalog.ts'
import type { Site } from '#sites/types.ts'

// The documented HTTP API (spec 000 §7, 001 §7): every call declares its contract next to its
// route module, `export const contract = serverOnly$(defineCall({...}))` (or an array, one per
// method; serverOnly$ keeps the schemas and what they import out of the browser's bundle; a page
// module, .tsx, declares its own in a `<name>.contract.ts` beside it), and
// the OpenAPI document (/apiv2/openapi.json) and the reference page (/apiv2/docs) collect them
// (./openapi/registry.server.ts). The same schemas validate the call's input (app/utils/api.server.ts),
// so what is documented is what is enforced. Isomorphic: zod and types only.

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/** Statuses a call may answer besides its success; the guard's own (401/403/404) are added. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 405 | 409 | 429 | 503

export type CallContract = {
  /** The catalog key of the route module (sites/catalog.ts): its path and who may call it. */
  readonly route: RouteKey
  readonly method: HttpMethod
  /** Where the spec lists it, e.g. '001 §7.2'. */
  readonly spec?: string
  /** Groups the reference page by area, e.g. 'Search', 'Documents'. */
  readonly tag: string
  readonly summary: string
  readonly description?: string
  /** Path parameters (the catalog path's `:name` segments). */
  readonly params?: z.ZodObject
  /** Query string; a repeated key is an array. */
  readonly query?: z.ZodObject
  /** JSON body. */
  readonly body?: z.ZodType
  /** The success answer's JSON, or the media type of a file answer. */
  readonly response: z.ZodType | { readonly file: string }
  /**
   * A path parameter the document writes out, one path per value the edition serves (the mode
   * table's endpoints: `/apiv2/books/search` rather than `/apiv2/{endpoint}/search`).
   */
  readonly expand?: { readonly param: string; readonly values: (site: Site) => readonly string[] }
  /** 200 unless said (201 for a creation). */
  readonly status?: 200 | 201
  readonly errors?: readonly ErrorStatus[]
  /**
   * A request that succeeds for a signed-in subscriber on the starter corpus: shown on the
   * reference page and sent by the contract tests, whose answer must match `response`. A
   * function gives each edition its own (its own content), or null where it holds none.
   */
  readonly example: Example | ((site: Site) => Example | null)
  /** Where the call leads a browser (a page that redirects), instead of an answer. */
  readonly redirects?: string
}

export type Example = {
  readonly params?: Readonly<Record<string, string>>
  readonly query?: Readonly<Record<string, string | number | boolean | readonly string[]>>
  readonly body?: unknown
  /**
   * What the example answers a subscriber with nothing stored yet, when not the success
   * (a delete of an id no one has is a 404).
   */
  readonly status?: ErrorStatus | 302
}

/** The example of a call on an edition, or null where the edition holds nothing to show. */
export function exampleOf(call: Pick<CallContract, 'example'>, site: Site): Example | null {
  return typeof call.example === 'function' ? call.example(site) : call.example
}

/** Declares one call of a route module (export it as `contract`, or an array of them). */
export function defineCall<const C extends CallContract>(call: C): C {
  return call
}

/** The example's address: the catalog pattern filled with its parameters and its query. */
export function examplePath(pattern: string, example: Example): string {
  const path = pattern.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(example.params?.[name] ?? `{${name}}`),
  )
  const query = new URLSearchParams()
  for (const [key, value] of Object.entries(example.query ?? {})) {
    for (const v of Array.isArray(value) ? value : [value]) query.append(key, String(v))
  }
  const search = query.toString()
  return search ? `${path}?${search}` : path
}
