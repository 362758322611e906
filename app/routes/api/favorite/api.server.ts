import type { RouterContextProvider } from 'react-router'
import { z } from 'zod'
import { servicesContext, siteContext, viewerContext } from '#app/context.ts'
import {
  isFavouriteNotFoundError,
  isFolderNameTakenError,
  isFolderNotFoundError,
} from '#server/favourites/errors.ts'
import type { Favourite, Folder } from '#server/favourites/folder-store.ts'
import type { Owner } from '#server/favourites/service.ts'
import { isInvalidInputError } from '#server/users/errors.ts'

// What the favourites and customization API routes share (spec 001 §7.4, §7.9): the owner of
// the data, JSON in and out, and one mapping of domain errors to statuses. Something that is not
// the caller's is a 404 alike whether it exists or not.

type Context = Readonly<RouterContextProvider>

const noStore = { 'Cache-Control': 'no-store' }

export function json(body: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers)
  headers.set('Cache-Control', 'no-store')
  return Response.json(body, { ...init, headers })
}

export type Issue = { path: string; message: string }

/** 400 with what is wrong: the first message, and every field's. */
export function badRequest(issues: readonly Issue[]): Response {
  const errors: Record<string, string> = {}
  for (const issue of issues) errors[issue.path || 'body'] ??= issue.message
  return json(
    { message: issues[0]?.message ?? 'The request is not valid.', errors },
    { status: 400 },
  )
}

export const notFound = () => json({ message: 'Not found' }, { status: 404 })

/** The signed-in account on this edition; the guard lets only subscribers in, this is a backstop. */
export function requireOwner(context: Context): { owner: Owner; sessionToken: string | null } {
  const viewer = context.get(viewerContext)
  const site = context.get(siteContext)
  if (!viewer.account) throw json({ message: 'Not signed in' }, { status: 401 })
  return {
    owner: { accountId: viewer.account.id, siteId: site.id },
    sessionToken: viewer.sessionToken,
  }
}

export function services(context: Context) {
  return context.get(servicesContext)
}

export function methodNotAllowed(allow: readonly string[]): Response {
  return json(
    { message: `Use ${allow.join(' or ')}.` },
    { status: 405, headers: { Allow: allow.join(', '), ...noStore } },
  )
}

/** For routes that only act: a GET is not allowed. */
export function onlyPost(): never {
  throw methodNotAllowed(['POST'])
}

/** The JSON body, or a 400 when it is missing or malformed. */
export async function readJson(request: Request): Promise<unknown> {
  const text = await request.text()
  if (!text.trim()) return {}
  try {
    return JSON.parse(text)
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

/** Runs a handler; thrown responses pass through, domain errors become 400 or 404. */
export async function handle(run: () => Promise<Response>): Promise<Response> {
  try {
    return await run()
  } catch (error) {
    if (error instanceof Response) return error
    if (isInvalidInputError(error)) return badRequest(error.issues)
    if (isFolderNameTakenError(error)) {
      return badRequest([
        { path: 'folderName', message: 'A folder with this name already exists.' },
      ])
    }
    if (isFolderNotFoundError(error) || isFavouriteNotFoundError(error)) return notFound()
    throw error
  }
}

/** "The parameter 'id' must be defined." (spec 001 §8) */
export function missingParameter(name: string): Response {
  return badRequest([{ path: name, message: `The parameter '${name}' must be defined.` }])
}

// The spec's shapes (001 §3).

export function favouriteJson(f: Favourite) {
  return {
    id: f.id,
    title: f.title,
    source: f.source,
    informationType: f.informationType || (f.kind === 'search' ? 'Search' : ''),
    updateDate: f.updateDate.toISOString(),
    addedDate: f.addedDate.toISOString(),
    notifications: f.notifications,
    selected: false,
    folder: f.folderId ?? 0,
    url: f.url,
    contentId: f.contentId,
    show: true,
  }
}

export function folderJson(
  f: Folder,
  favorites: { id: string; url: string }[],
  selectedId: string | null,
) {
  return {
    id: f.id,
    name: f.name,
    order: f.order,
    updateDate: f.updateDate.toISOString(),
    addedDate: f.addedDate.toISOString(),
    favorites,
    selected: f.id === selectedId,
    active: f.id === selectedId,
    hits: f.hits,
  }
}

/** A folder named in a body: 0, '0', '' or null is "no folder". */
export const folderRef = z
  .union([z.string().max(100), z.number().int(), z.null()])
  .optional()
  .transform((value) =>
    value === undefined || value === null || value === 0 || value === '0' || value === ''
      ? null
      : String(value),
  )

/** `amount` is required (spec 001 §5): 0 means all. */
export function amountParam(url: URL): number | Response {
  const raw = url.searchParams.get('amount')
  if (raw === null || raw === '' || raw === 'null') return missingParameter('amount')
  const amount = Number(raw)
  if (!Number.isSafeInteger(amount) || amount < 0) {
    return badRequest([
      { path: 'amount', message: "The parameter 'amount' must be a whole number, 0 or more." },
    ])
  }
  // More than anyone keeps is all of them; the databases' integers stop well before 10^20.
  return Math.min(amount, MAX_AMOUNT)
}

const MAX_AMOUNT = 100_000
