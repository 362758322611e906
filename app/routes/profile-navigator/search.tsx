import { Form, Link, redirect } from 'react-router'
import { pageUrl } from '#app/utils/page-url.ts'
import { NumberedPager } from '#app/components/numbered-pager.tsx'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { servicesContext } from '#app/context.ts'
import { button, card, container, input, muted, page } from '#app/styles/ui.css.ts'
import { redirectWithNotice } from '#app/utils/notice.server.ts'
import { pageTitle } from '#app/utils/page-title.ts'
import { asksDeceased, DECEASED_NOT_OFFERED } from '#sites/search/search-params.ts'
import { isArbitratorInputError } from '#server/errors.ts'
import type { ArbitratorRole } from '#server/arbitrators/roles.ts'
import type { Route } from './+types/search'
import {
  parseProfileSearch,
  serializeProfileSearch,
  withQuery,
  type ProfileSearchState,
} from './params.ts'
import * as styles from './profile-navigator.css.ts'

const PATH = '/profile-navigator'

/**
 * /profile-navigator: arbitrator search. The URL holds the state (params.ts): the text, the
 * profile filters with their counts (commencement takes one period), 15 per page by full name.
 */
export async function loader(args: Route.LoaderArgs) {
  const { context } = args
  const url = pageUrl(args)
  const state = parseProfileSearch(url.searchParams)
  const canonical = withQuery(PATH, serializeProfileSearch(state))
  // The spec's 'Filter out deceased profiles' is not offered (the data does not say who has
  // died): the flag is answered with a notice, and every profile is listed.
  if (asksDeceased(url.searchParams))
    throw redirectWithNotice(args.request, canonical, { type: 'info', title: DECEASED_NOT_OFFERED })
  if (canonical !== url.pathname + url.search) throw redirect(canonical)

  const { role, ...filters } = state.filters
  const result = await context
    .get(servicesContext)
    .arbitrators.searchProfiles({
      text: state.q || undefined,
      // The service knows the roles; one it does not know is dropped from the URL below.
      filters: {
        ...filters,
        role: role as ArbitratorRole[] | undefined,
        commencement: state.commencement ?? undefined,
      },
      page: state.page,
    })
    .catch((error: unknown) => {
      if (
        isArbitratorInputError(error) &&
        error.issues.some((i) => i.path.startsWith('filters.role'))
      ) {
        throw redirect(withQuery(PATH, serializeProfileSearch({ ...state, filters, page: 1 })))
      }
      throw error
    })
  const pages = Math.max(1, Math.ceil(result.total / result.resultsPerPage))
  if (state.page > pages)
    throw redirect(withQuery(PATH, serializeProfileSearch({ ...state, page: pages })))

  return {
    state,
    total: result.total,
    page: result.page,
    pages,
    resultsPerPage: result.resultsPerPage,
    items: result.items.map((p) => ({
      slug: p.slug,
      url: p.url,
      fullName: p.fullName,
      roles: p.roles,
      nationalities: p.nationalities,
      institutions: p.institutions,
      cases: p.numberOfCases,
      awards: p.numberOfAwards,
    })),
    filters: result.filters
      .filter((f) => f.values.length > 0)
      .map((f) => ({
        id: f.id,
        label: f.label,
        type: f.type,
        selfReported: f.selfReported,
        // The periods read shortest first; the other values come most frequent first.
        values: (f.id === 'commencement'
          ? [...f.values].sort((a, b) => Number(a.value) - Number(b.value))
          : f.values
        ).map((v) => ({
          value: v.value,
          label: v.label,
          count: v.count,
          selected: v.selected,
        })),
      })),
  }
}

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'Profile Navigator')
export const handle = { breadcrumb: 'Profile Navigator' }

function pageHref(state: ProfileSearchState, page: number) {
  return withQuery(PATH, serializeProfileSearch({ ...state, page }))
}

export default function ProfileNavigatorRoute({ loaderData }: Route.ComponentProps) {
  const { state, items, filters, total, page: current, pages, resultsPerPage } = loaderData
  const first = (current - 1) * resultsPerPage + 1
  const hasFilters = Boolean(state.q || state.commencement || Object.keys(state.filters).length)
  return (
    <div className={`${container} ${page}`}>
      <h1 className={styles.title}>Profile Navigator</h1>
      <Form method="get" action={PATH} role="search" aria-label="Search arbitrators">
        <div className={styles.searchRow}>
          <label htmlFor="profile-q" className="visually-hidden">
            Arbitrator name
          </label>
          <input
            id="profile-q"
            type="search"
            name="q"
            defaultValue={state.q}
            placeholder="Search by name"
            className={input}
            key={state.q}
          />
          <button type="submit" className={button.default}>
            Search
          </button>
        </div>
        <div className={styles.layout}>
          <div className={`${card} ${styles.filters}`}>
            {filters.map((f) => (
              <fieldset key={f.id} className={styles.fieldset}>
                <legend className={styles.legend}>
                  {f.label}
                  {f.selfReported ? <span className={muted}> (self-reported)</span> : null}
                </legend>
                {f.type === 'radio' ? (
                  <label className={styles.check}>
                    <input
                      type="radio"
                      name={f.id}
                      value=""
                      defaultChecked={!f.values.some((v) => v.selected)}
                    />
                    <span>Any time</span>
                    <span />
                  </label>
                ) : null}
                {f.values.map((v) => (
                  <label key={v.value} className={styles.check}>
                    <input type={f.type} name={f.id} value={v.value} defaultChecked={v.selected} />
                    <span>{v.label}</span>
                    <span className={muted}>{v.count}</span>
                  </label>
                ))}
              </fieldset>
            ))}
            <div className={styles.actions}>
              <button type="submit" className={button.default}>
                Apply filters
              </button>
              {hasFilters ? (
                <Link to={PATH} className={button.text}>
                  Reset
                </Link>
              ) : null}
            </div>
          </div>
          <section aria-labelledby="profile-results">
            <h2 id="profile-results" className={styles.count}>
              {total === 0
                ? 'No profiles found'
                : `${first}–${first + items.length - 1} of ${total.toLocaleString('en-GB')} profiles`}
            </h2>
            {total === 0 ? <p className={muted}>Try removing the applied filters.</p> : null}
            <ul className={styles.list}>
              {items.map((p) => (
                <li key={p.slug} className={card}>
                  <h3 className={styles.itemTitle}>
                    <Link to={p.url} prefetch="intent">
                      {p.fullName}
                    </Link>
                  </h3>
                  <p className={styles.meta}>{p.roles.join(' · ')}</p>
                  <p className={`${styles.meta} ${muted}`}>
                    {p.cases} {p.cases === 1 ? 'case' : 'cases'} · {p.awards}{' '}
                    {p.awards === 1 ? 'document' : 'documents'}
                    {p.institutions.length ? ` · ${p.institutions.join(', ')}` : ''}
                    {p.nationalities.length ? ` · ${p.nationalities.join(', ')}` : ''}
                  </p>
                </li>
              ))}
            </ul>
            <NumberedPager
              current={current}
              pages={pages}
              href={(page) => pageHref(state, page)}
              label="Result pages"
            />
          </section>
        </div>
      </Form>
    </div>
  )
}

export const ErrorBoundary = GeneralErrorBoundary
