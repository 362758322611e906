import type { RouterContextProvider } from 'react-router'
import type { z } from 'zod'
import { servicesContext, siteContext, viewerContext } from '#app/context.ts'
import type { CallContract } from '#app/routes/api/contract.ts'
import { kindOf, type ErrorKind, type Issue } from '#server/errors.ts'

// What every JSON call shares (/apiv2, /mdl, /mip; spec 001 §7, §8): JSON out, input read with
// the call's zod schemas, and one answer for each kind of error a service throws
// (server/errors.ts, docs/decisions/190). A call's loader or action runs inside `handle`:
//
//   export const action = ({ request, context }) =>
//     handle(async () => json(await service(context).do(await bodyOf(call, request))))

type Context = Readonly<RouterContextProvider>

/** A JSON answer: personal data, so never kept by any cache. */
export function json(body: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers)
  headers.set('Cache-Control', 'private, no-store')
  return Response.json(body, { ...init, headers })
}

export type { Issue }

/** 400 with what is wrong: the first message, and every field's. */
export function badRequest(issues: readonly Issue[]): Response {
  return json(fieldsBody(issues, 'The request is not valid.'), { status: 400 })
}

function fieldsBody(issues: readonly Issue[], message: string, details: object = {}) {
  const errors: Record<string, string> = {}
  for (const issue of issues) errors[issue.path || 'body'] ??= issue.message
  return { message: issues[0]?.message ?? message, ...details, errors }
}

export const notFound = (message = 'Not found') => json({ message }, { status: 404 })

export function methodNotAllowed(allow: readonly string[]): Response {
  return json(
    { message: `Use ${allow.join(' or ')}.` },
    { status: 405, headers: { Allow: allow.join(', ') } },
  )
}

/** For calls that only act: a GET is not allowed (`export const loader = onlyPost`). */
export function onlyPost(): Response {
  return methodNotAllowed(['POST'])
}

/** "The parameter 'id' must be defined." (spec 001 §8) */
export function missingParameter(name: string): Response {
  return badRequest([{ path: name, message: `The parameter '${name}' must be defined.` }])
}

// ---- who and with what ------------------------------------------------------------------------

export function services(context: Context) {
  return context.get(servicesContext)
}

/** The signed-in account on this edition; the guard lets only subscribers in, this is a backstop. */
export function requireOwner(context: Context) {
  const viewer = context.get(viewerContext)
  const site = context.get(siteContext)
  if (!viewer.account) throw json({ message: 'Not signed in' }, { status: 401 })
  return {
    owner: { accountId: viewer.account.id, siteId: site.id },
    sessionToken: viewer.sessionToken,
  }
}

// ---- input ------------------------------------------------------------------------------------

/** The JSON body (an empty body is `{}`), or a 400 on `body` when it is not JSON. */
export async function readJson(request: Request): Promise<unknown> {
  const text = await request.text()
  if (!text.trim()) return {}
  try {
    return JSON.parse(text) as unknown
  } catch {
    throw badRequest([{ path: 'body', message: 'The body must be JSON.' }])
  }
}

/** Parses with zod or throws a 400 naming each field. */
export function parse<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value)
  if (!result.success) {
    throw badRequest(
      result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
    )
  }
  return result.data
}

type With<K extends 'query' | 'params' | 'body'> = CallContract & Required<Pick<CallContract, K>>

/** The query string as an object: a repeated key is an array, a single one a string. */
export function searchParamsObject(params: URLSearchParams): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {}
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key)
    out[key] = values.length > 1 ? values : values[0]
  }
  return out
}

/** The query, read with the schema of the call's contract (app/routes/api/contract.ts). */
export function queryOf<C extends With<'query'>>(call: C, request: Request): z.output<C['query']> {
  return parse(call.query, searchParamsObject(new URL(request.url).searchParams)) as z.output<
    C['query']
  >
}

export function paramsOf<C extends With<'params'>>(
  call: C,
  params: Readonly<Record<string, string | undefined>>,
): z.output<C['params']> {
  return parse(call.params, params) as z.output<C['params']>
}

export async function bodyOf<C extends With<'body'>>(
  call: C,
  request: Request,
): Promise<z.output<C['body']>> {
  return parse(call.body, await readJson(request)) as z.output<C['body']>
}

// ---- errors -----------------------------------------------------------------------------------

type Answer = {
  status: number
  /** fields: `{ message, errors }` naming each field; message: `{ message }`. */
  body: 'fields' | 'not-found' | 'message'
  retryAfter?: (error: { retryAfterSeconds?: unknown }) => number
}

/** How each kind of error is answered (status, body, when to try again). */
export const ERROR_ANSWERS: Readonly<Record<ErrorKind, Answer>> = {
  invalid: { status: 400, body: 'fields' },
  // The calls answer a taken name as bad input on its field (spec 001 §7.4).
  conflict: { status: 400, body: 'fields' },
  'not-found': { status: 404, body: 'not-found' },
  forbidden: { status: 403, body: 'message' },
  'too-broad': { status: 503, body: 'message', retryAfter: () => 5 },
  busy: { status: 503, body: 'message', retryAfter: () => 5 },
  unavailable: { status: 503, body: 'message' },
  'rate-limited': {
    status: 429,
    body: 'message',
    retryAfter: (e) => (typeof e.retryAfterSeconds === 'number' ? e.retryAfterSeconds : 60),
  },
}

export type ErrorOptions = {
  /** What this call names its query text: a query the parser refuses is a 400 on it ('q'). */
  queryField?: string
  /** The 404's message ('Not found'). */
  notFound?: string
}

type Described = {
  message: string
  field?: unknown
  issues?: unknown
  details?: unknown
  publicMessage?: unknown
  retryAfterSeconds?: unknown
}

/** The answer to a thrown value, or null when it is no error a call answers (a bug: a 500). */
export function errorResponse(error: unknown, options: ErrorOptions = {}): Response | null {
  if (error instanceof Response) return error
  // A reading helper's not-found page (app/routes/documents/reading.server.ts), thrown as data.
  if ((error as { init?: { status?: number } } | null)?.init?.status === 404) {
    return notFound(options.notFound)
  }
  const kind = kindOf(error)
  if (!kind) return null
  const e = error as Described
  const answer = ERROR_ANSWERS[kind]
  const headers = answer.retryAfter ? { 'Retry-After': String(answer.retryAfter(e)) } : undefined
  const init = { status: answer.status, headers }
  if (answer.body === 'not-found') return notFound(options.notFound)
  if (answer.body === 'message') {
    return json(
      { message: typeof e.publicMessage === 'string' ? e.publicMessage : e.message },
      init,
    )
  }
  const issues = issuesOf(e, options)
  const details = typeof e.details === 'object' && e.details ? e.details : {}
  return json(
    issues.length ? fieldsBody(issues, e.message, details) : { message: e.message, ...details },
    init,
  )
}

/** The fields an error names: its issues, its one field, or the call's query field. */
function issuesOf(e: Described, options: ErrorOptions): Issue[] {
  if (Array.isArray(e.issues)) return e.issues as Issue[]
  const field = typeof e.field === 'string' ? e.field : options.queryField
  return field ? [{ path: field, message: e.message }] : []
}

/** Runs a call: thrown responses pass through, service errors are answered from the table. */
export async function handle(
  run: () => Promise<Response> | Response,
  options: ErrorOptions = {},
): Promise<Response> {
  try {
    return await run()
  } catch (error) {
    const response = errorResponse(error, options)
    if (response) return response
    throw error
  }
}
