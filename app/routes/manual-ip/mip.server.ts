import { data, type RouterContextProvider } from 'react-router'
import { servicesContext, siteContext, viewerContext } from '#app/context.ts'
import type { MipOwner } from '#server/manual-ip/favourites-store.ts'
import { mipFavouriteSchema } from '#server/manual-ip/schemas.ts'
import { isNotFoundError } from '#server/errors.ts'
import type { MipEntry } from '#server/manual-ip/types.ts'
import { MIP_RIGHT_LABELS, MIP_TOPIC_LABELS } from '#sites/tools/manual-ip.ts'

// What Manual IP's pages share: the service, the signed-in owner of starred entries, and an
// entry as the pages show it.

export function manualIp(context: Readonly<RouterContextProvider>) {
  return context.get(servicesContext).manualIp
}

/** The account and edition that own starred entries; null for no account (the guard lets
 * only subscribers in, so this is a backstop). */
export function ownerOf(context: Readonly<RouterContextProvider>): MipOwner | null {
  const viewer = context.get(viewerContext)
  if (!viewer.account) return null
  return { accountId: viewer.account.id, siteId: context.get(siteContext).id }
}

export async function starredIds(context: Readonly<RouterContextProvider>): Promise<Set<string>> {
  const owner = ownerOf(context)
  return owner ? manualIp(context).favourites.ids(owner) : new Set()
}

export type EntryView = ReturnType<typeof entryView>

export function entryView(e: MipEntry, starred: Set<string>) {
  return {
    id: e.id,
    country: e.country,
    countryName: e.countryName,
    rightLabel: MIP_RIGHT_LABELS[e.right],
    topicLabel: MIP_TOPIC_LABELS[e.topic],
    answer: e.answer,
    language: e.language,
    citation: e.source.citation,
    sourceTitle: e.source.title,
    sourceUrl: e.source.url,
    external: e.source.url !== null && /^https:/.test(e.source.url),
    sample: e.sample,
    lastReviewed: e.lastReviewed,
    starred: starred.has(e.id),
  }
}

/**
 * The star form's POST: `intent` add or remove, `id` the entry. A bad form is a 400 with what is
 * wrong; an entry Manual IP does not hold a 404. Unstarring what is not starred (a second click,
 * another tab) leaves it unstarred.
 */
export async function starOrUnstar(
  context: Readonly<RouterContextProvider>,
  owner: MipOwner,
  form: FormData,
): Promise<{ error: string } | null> {
  const intent = form.get('intent')
  const parsed = mipFavouriteSchema.safeParse({ id: form.get('id') ?? '' })
  if (!parsed.success)
    return { error: parsed.error.issues[0]?.message ?? 'The entry is not valid.' }
  if (intent !== 'add' && intent !== 'remove')
    return { error: "The intent must be 'add' or 'remove'." }
  const favourites = manualIp(context).favourites
  try {
    if (intent === 'add') await favourites.add(owner, parsed.data.id)
    else await favourites.remove(owner, parsed.data.id)
  } catch (error) {
    if (!isNotFoundError(error)) throw error
    if (intent === 'add') throw data(null, { status: 404 })
  }
  return null
}
