import type { RouterContextProvider } from 'react-router'
import { servicesContext } from '#app/context.ts'
import { requireOwner } from '#app/utils/api.server.ts'
import type { MipEntry } from '#server/manual-ip/types.ts'
import { MIP_RIGHT_LABELS, MIP_TOPIC_LABELS } from '#sites/tools/manual-ip.ts'

// What the /mip calls share: Manual IP's service, its subscriber, and an entry as the calls
// answer it. Its refusals are answered by app/utils/api.server.ts.

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
