import { data, Link, redirect } from 'react-router'
import { NumberedPager } from '#app/components/numbered-pager.tsx'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { formatDay } from '#sites/dates.ts'
import { servicesContext, siteContext, viewerContext } from '#app/context.ts'
import { card, container, muted, page } from '#app/styles/ui.css.ts'
import type { RouteHandle } from '#app/utils/breadcrumbs.ts'
import { pageTitle } from '#app/utils/page-title.ts'
import { pageUrl } from '#app/utils/page-url.ts'
import { isArbitratorInputError, isNotFoundError } from '#server/errors.ts'
import { mountedRouteKeys, routeAccess, type RouteKey } from '#sites/index.ts'
import { searchHref } from '#sites/search/search-params.ts'
import { defaultState, withChanges, withFacet } from '#sites/search/search-state.ts'
import type { Route } from './+types/organization'
import { BarTable, type Bar } from './bar-table.tsx'
import * as styles from './organizations.css.ts'

/** Cases a page (the spec's page size for awards). */
const CASES_PER_PAGE = 10
const NOT_STATED = 'Not stated'

function organizationPath(id: string) {
  return `/organization/${encodeURIComponent(id)}`
}

/** The address of a page of the cases list; the first page has no `page`. */
function casesPageHref(id: string, pageNo: number) {
  return pageNo > 1 ? `${organizationPath(id)}?page=${pageNo}` : organizationPath(id)
}

function pageOf(raw: string | null): number {
  const n = Number(raw ?? 1)
  return Number.isInteger(n) && n >= 1 ? n : 1
}

/**
 * /organization/{id}: one arbitral institution (id 'icsid', 'pca', …) with its cases by year
 * and by outcome, searches for its documents and rules, and its cases newest first, 10 a page
 * (`page` in the URL). Another casing of the id redirects to the lower-case URL, a page out of
 * range to the last one; an unknown id is the not-found page.
 */
export async function loader(args: Route.LoaderArgs) {
  const { params, context } = args
  const url = pageUrl(args)
  const id = params.id.toLowerCase()
  if (id !== params.id) throw redirect(`${organizationPath(id)}${url.search}`, 301)

  const o = await context
    .get(servicesContext)
    .arbitrators.organization(id)
    .catch((error: unknown) => {
      if (isNotFoundError(error) || isArbitratorInputError(error)) {
        throw data({ message: 'There is no organization at this address.' }, { status: 404 })
      }
      throw error
    })

  const pages = Math.max(1, Math.ceil(o.caseList.length / CASES_PER_PAGE))
  const pageNo = Math.min(pageOf(url.searchParams.get('page')), pages)
  const canonical = casesPageHref(o.id, pageNo)
  if (canonical !== url.pathname + url.search) throw redirect(canonical)

  const site = context.get(siteContext)
  const viewer = context.get(viewerContext)
  const mounted = mountedRouteKeys()
  const canOpen = (key: RouteKey) =>
    mounted.has(key) && routeAccess(site, key, viewer.subscription) === 'ok'

  const stated = o.byOutcome.filter((b) => b.outcome !== NOT_STATED)
  const first = (pageNo - 1) * CASES_PER_PAGE
  // The rules its cases were brought under, the most used first.
  const rules = new Map<string, number>()
  for (const c of o.caseList) if (c.rules) rules.set(c.rules, (rules.get(c.rules) ?? 0) + 1)

  return {
    organization: {
      id: o.id,
      name: o.name,
      longName: o.longName === o.name ? null : o.longName,
      cases: o.cases,
      awards: o.awards,
    },
    byYear: o.byYear.map((b): Bar =>
      b.year === 'unknown'
        ? { label: 'Not dated', count: b.cases, muted: true }
        : { label: b.year, count: b.cases },
    ),
    // Outcomes the collection does not record make no chart: the page says so instead.
    byOutcome: stated.length
      ? o.byOutcome.map((b): Bar => ({
          label: b.outcome,
          count: b.cases,
          muted: b.outcome === NOT_STATED,
        }))
      : null,
    searches: [
      ...(canOpen('awards')
        ? [
            {
              label: `${o.name} awards in Cases & Awards`,
              href: searchHref(
                withFacet(defaultState('awards'), 'organization', { values: [o.name], op: 'OR' }),
              ),
              note: null,
            },
          ]
        : []),
      ...(canOpen('search')
        ? [...rules]
            .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
            .map(([r, n]) => ({
              label: `Documents that mention the ${r}`,
              href: searchHref(withChanges(defaultState('default'), { q: `"${r}"` })),
              note: `the rules of ${plural(n, 'case', 'cases')}`,
            }))
        : []),
    ],
    cases: {
      total: o.caseList.length,
      page: pageNo,
      pages,
      first: first + 1,
      items: o.caseList.slice(first, first + CASES_PER_PAGE).map((c) => ({
        caseId: c.caseId,
        href: `/document/case/${encodeURIComponent(c.caseId)}`,
        name: c.caseName,
        caseNo: c.caseNo,
        rules: c.rules,
        outcome: c.outcome,
        dates:
          c.started && c.decided && c.started !== c.decided
            ? `decisions from ${formatDay(c.started)} to ${formatDay(c.decided)}`
            : c.decided
              ? `decided ${formatDay(c.decided)}`
              : null,
        awards: c.awards.map((d) => ({
          id: d.id,
          // The case is named above the list: an award's title without it reads shorter.
          title: d.title.startsWith(`${c.caseName}, `)
            ? d.title.slice(c.caseName.length + 2)
            : d.title,
          href: d.url,
          date: formatDay(d.date),
        })),
      })),
    },
  }
}

type LoaderData = Awaited<ReturnType<typeof loader>>

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageTitle(matches, loaderData?.organization.name ?? 'Organization')
export const handle: RouteHandle = {
  breadcrumb: (d) => (d as LoaderData | undefined)?.organization.name ?? 'Organization',
  overview: { displayText: 'Organizations', href: '/organizations' },
}

function plural(n: number, one: string, many: string) {
  return `${n} ${n === 1 ? one : many}`
}

export default function OrganizationRoute({ loaderData }: Route.ComponentProps) {
  const { organization: o, byYear, byOutcome, searches, cases } = loaderData
  return (
    <div className={`${container} ${page}`}>
      <p>
        <Link to="/organizations">All organizations</Link>
      </p>
      <h1 className={styles.title}>{o.longName ?? o.name}</h1>
      <p className={muted}>
        {o.longName ? `${o.name} · ` : ''}
        {plural(o.cases, 'case', 'cases')} and {plural(o.awards, 'award', 'awards')} in the
        collection
      </p>
      <div className={styles.sections}>
        <div className={styles.columns}>
          <section className={card} aria-labelledby="organization-years">
            <h2 id="organization-years" className={styles.sectionTitle}>
              Cases by year of the latest decision
            </h2>
            <BarTable
              bars={byYear}
              labelledBy="organization-years"
              labelHeader="Year"
              countHeader="Cases"
            />
          </section>
          <section className={card} aria-labelledby="organization-outcomes">
            <h2 id="organization-outcomes" className={styles.sectionTitle}>
              Cases by outcome
            </h2>
            {byOutcome ? (
              <BarTable
                bars={byOutcome}
                labelledBy="organization-outcomes"
                labelHeader="Outcome"
                countHeader="Cases"
              />
            ) : (
              <p className={muted}>The collection does not record the outcome of these cases.</p>
            )}
          </section>
          {searches.length ? (
            <section className={card} aria-labelledby="organization-searches">
              <h2 id="organization-searches" className={styles.sectionTitle}>
                In the search
              </h2>
              <ul className={styles.plainList}>
                {searches.map((s) => (
                  <li key={s.href}>
                    <Link to={s.href}>{s.label}</Link>
                    {s.note ? <span className={muted}> · {s.note}</span> : null}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>

        <section className={card} aria-labelledby="organization-cases">
          <h2 id="organization-cases" className={styles.sectionTitle}>
            Cases
          </h2>
          <p className={styles.count}>
            {cases.total === 0
              ? 'The collection holds no case of this organization.'
              : cases.pages > 1
                ? `Cases ${cases.first}–${cases.first + cases.items.length - 1} of ${cases.total}, latest decision first`
                : `${plural(cases.total, 'case', 'cases')}, latest decision first`}
          </p>
          <ol className={styles.caseList}>
            {cases.items.map((c) => (
              <li key={c.caseId} className={styles.caseItem}>
                <div>
                  <h3 className={styles.caseName}>
                    <Link to={c.href}>{c.name}</Link>
                  </h3>
                  <p className={styles.caseMeta}>
                    {[c.caseNo, c.rules, c.outcome ?? 'outcome not stated', c.dates]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                </div>
                <div>
                  <h4 className={styles.awardsTitle}>
                    {c.awards.length ? 'Awards' : 'No award in the collection'}
                  </h4>
                  {c.awards.length ? (
                    <ul className={styles.awardList}>
                      {c.awards.map((d) => (
                        <li key={d.id}>
                          <Link to={d.href}>{d.title}</Link>
                          {d.date ? <span className={muted}> · {d.date}</span> : null}
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </div>
              </li>
            ))}
          </ol>
          <NumberedPager
            current={cases.page}
            pages={cases.pages}
            label="Case pages"
            unit="cases"
            href={(n) => `${casesPageHref(o.id, n)}#organization-cases`}
          />
        </section>
      </div>
    </div>
  )
}

export const ErrorBoundary = GeneralErrorBoundary
