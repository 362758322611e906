import { Link } from 'react-router'
import type { Route } from '../+types/favorites'
import * as styles from '../manual-ip.css.ts'
import * as miniApp from '#app/styles/mini-app.css.ts'
import { MIP_FAVOURITES, MIP_HOME, MIP_SEARCH } from '../params.ts'
import { Entry } from '../parts.tsx'

export function FavouritesScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { entries } = loaderData
  return (
    <>
      <h1>Favourites</h1>
      {actionData && 'error' in actionData ? (
        <p className={miniApp.queryError} role="alert">
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
          <p className={miniApp.lead}>
            {entries.length === 1 ? '1 starred entry' : `${entries.length} starred entries`}, newest
            first.
          </p>
          <ul className={miniApp.hits}>
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
