import { data, Link, redirect } from 'react-router'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { pageTitle } from '#app/utils/page-title.ts'
import type { Route } from './+types/favorites'
import { entryView, manualIp, ownerOf, starOrUnstar } from './mip.server.ts'
import * as styles from './manual-ip.css.ts'
import { MIP_FAVOURITES, MIP_HOME, MIP_SEARCH, safeReturn } from './params.ts'
import { Entry } from './parts.tsx'

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
  const form = await request.formData()
  const refused = await starOrUnstar(context, owner, form)
  if (refused) return data(refused, { status: 400 })
  return redirect(safeReturn(form.get('returnTo')))
}

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'Manual IP favourites')

export default function ManualIpFavourites({ loaderData, actionData }: Route.ComponentProps) {
  const { entries } = loaderData
  return (
    <>
      <h1>Favourites</h1>
      {actionData && 'error' in actionData ? (
        <p className={styles.queryError} role="alert">
          {actionData.error}
        </p>
      ) : null}
      {entries.length === 0 ? (
        <p>
          No starred entries yet. Star an answer in a <Link to={MIP_HOME}>comparison</Link> or a{' '}
          <Link to={MIP_SEARCH}>search</Link> to keep it here.
        </p>
      ) : (
        <>
          <p className={styles.lead}>
            {entries.length === 1 ? '1 starred entry' : `${entries.length} starred entries`}, newest
            first.
          </p>
          <ul className={styles.hits}>
            {entries.map((e) => (
              <li key={e.id} className={styles.cell}>
                <Entry
                  entry={e}
                  returnTo={MIP_FAVOURITES}
                  heading={
                    <h2 className={styles.entryHead}>
                      {e.countryName} · {e.rightLabel} · {e.topicLabel}
                    </h2>
                  }
                />
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
