import type { RouterContextProvider } from 'react-router'
import { servicesContext } from '#app/context.ts'
import { json, notFound, requireOwner } from '#app/routes/api/favorite/api.server.ts'
import type { MipEntry } from '#server/manual-ip/service.ts'
import { isNotFoundError } from '#server/search/errors.ts'
import {
  isMipQueryError,
  MIP_RIGHT_LABELS,
  MIP_TOPIC_LABELS,
  MIP_UNKNOWN_CATEGORY,
} from '#sites/tools/manual-ip.ts'

// What the /mip calls share: one mapping of Manual IP's errors (in the style of /mdl). A query
// the syntax refuses is a 400 with its message and position (an unknown category lists the
// categories), an unknown entry a 404.

export async function handleMip(run: () => Promise<Response>): Promise<Response> {
  try {
    return await run()
  } catch (error) {
    if (error instanceof Response) return error
    if (isMipQueryError(error)) {
      return json(
        {
          message: error.message,
          position: error.position,
          ...(error.message.startsWith(MIP_UNKNOWN_CATEGORY) ? { categories: true } : {}),
          errors: { Query: error.message },
        },
        { status: 400 },
      )
    }
    if (isNotFoundError(error)) return notFound()
    throw error
  }
}

export function manualIp(context: Readonly<RouterContextProvider>) {
  return context.get(servicesContext).manualIp
}

/** The signed-in subscriber on this edition (401 JSON otherwise). */
export function mipOwner(context: Readonly<RouterContextProvider>) {
  return requireOwner(context).owner
}

/** An entry as the calls answer it. */
export function entryJson(e: MipEntry) {
  return {
    id: e.id,
    country: e.country,
    countryName: e.countryName,
    right: e.right,
    rightLabel: MIP_RIGHT_LABELS[e.right],
    topic: e.topic,
    topicLabel: MIP_TOPIC_LABELS[e.topic],
    answer: e.answer,
    language: e.language,
    source: e.source,
    origin: e.origin,
    sample: e.sample,
    lastReviewed: e.lastReviewed,
  }
}

export { json }
