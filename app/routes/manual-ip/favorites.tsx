import { readForm } from '#app/utils/form-body.server.ts'
import { data, redirect } from 'react-router'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { pageTitle } from '#app/utils/page-title.ts'
import type { Route } from './+types/favorites'
import { entryView, manualIp, ownerOf, starOrUnstar } from './mip.server.ts'
import { safeReturn } from './params.ts'
import { mipApp } from './part.ts'

/** /manual-ip/favorites: the signed-in subscriber's starred entries, newest first. */
export async function loader({ context }: Route.LoaderArgs) {
  const owner = ownerOf(context)
  if (!owner) throw data(null, { status: 401 })
  const list = await manualIp(context).favourites.list(owner)
  const starred = new Set(list.map((e) => e.id))
  return { entries: list.map((e) => entryView(e, starred)) }
}

/**
 * Star (`intent=add`) or unstar (`intent=remove`) an entry, then back to the page the form was
 * on (an address inside Manual IP; else this list).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const owner = ownerOf(context)
  if (!owner) throw data(null, { status: 401 })
  const form = await readForm(request)
  const refused = await starOrUnstar(context, owner, form)
  if (refused) return data(refused, { status: 400 })
  return redirect(safeReturn(form.get('returnTo')))
}

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'Manual IP favourites')

const Screen = mipApp.screen((part) => part.FavouritesScreen)

export default function ManualIpFavourites(props: Route.ComponentProps) {
  return <Screen {...props} />
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
