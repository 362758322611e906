import { data, Form, Link, redirect } from 'react-router'
import { pageUrl } from '#app/utils/page-url.ts'
import { NumberedPager } from '#app/components/numbered-pager.tsx'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { servicesContext } from '#app/context.ts'
import { button, card, container, muted, page } from '#app/styles/ui.css.ts'
import { pageTitle } from '#app/utils/page-title.ts'
import type { RouteHandle } from '#app/utils/breadcrumbs.ts'
import { isArbitratorInputError, isNotFoundError } from '#server/errors.ts'
import type { Evidence, ProfileCase } from '#server/arbitrators/queries.ts'
import type { ArbitratorRole } from '#server/arbitrators/roles.ts'
import type { Route } from './+types/profile'
import { AppointmentChart } from './appointment-chart.tsx'
import {
  CASES_FILTER_KEYS,
  parseCasesTable,
  serializeCasesTable,
  withQuery,
  type CasesTableState,
} from './params.ts'
import * as styles from './profile-navigator.css.ts'
import { formatDay } from '#sites/dates.ts'

/**
 * /profile-navigator/{slug}: one person's roles, appointment pattern, cases table (5 per page,
 * its own filters; `Start`, `ResultsPerPage`, `Page` in the URL), co-arbitrators, the parties and
 * States they sat for or against, and every award. Each role shows the line it was extracted
 * from. Another casing of the slug redirects to the lower-case URL, the address of a spelling
 * merged into another profile to that profile (301); an unknown one is a 404.
 */
export async function loader(args: Route.LoaderArgs) {
  const { params, context } = args
  const url = pageUrl(args)
  const slug = params.id.toLowerCase()
  if (slug !== params.id) {
    throw redirect(`/profile-navigator/${encodeURIComponent(slug)}${url.search}`, 301)
  }
  const table = parseCasesTable(url.searchParams)
  const { arbitrators } = context.get(servicesContext)
  const loaded = await Promise.all([
    arbitrators.getProfile(slug),
    arbitrators.profileCases(slug, {
      Start: table.Start ?? undefined,
      ResultsPerPage: table.ResultsPerPage,
      Page: table.Page,
      // The service knows the roles; one it does not know is dropped from the URL below.
      Filters: { ...table.Filters, role: table.Filters.role as ArbitratorRole[] | undefined },
    }),
  ]).catch((error: unknown) => {
    if (
      isArbitratorInputError(error) &&
      error.issues.some((i) => i.path.startsWith('Filters.role'))
    ) {
      const { role: _dropped, ...Filters } = table.Filters
      throw redirect(
        withQuery(
          `/profile-navigator/${slug}`,
          serializeCasesTable({ ...table, Filters, Page: 1 }),
        ),
      )
    }
    if (isNotFoundError(error) || isArbitratorInputError(error)) return null
    throw error
  })
  if (!loaded) {
    // A spelling merged into another profile keeps its address, as a permanent redirect.
    const merged = await arbitrators.mergedInto(slug).catch(() => null)
    if (merged) throw redirect(`/profile-navigator/${merged}${url.search}`, 301)
    throw data({ message: 'There is no profile at this address.' }, { status: 404 })
  }
  const [profile, cases] = loaded

  const documents = new Map<
    string,
    { id: string; title: string; url: string; date: string | null }
  >()
  for (const c of profile.cases) {
    for (const d of c.documents)
      documents.set(d.id, { id: d.id, title: d.title, url: d.url, date: d.date })
  }
  const pattern = profile.appointmentPattern
  const byParty = (kind: 'state' | 'party') =>
    profile.parties
      .filter((p) => (kind === 'state' ? p.relType === 2 : p.relType !== 2))
      .map((p) => ({
        slug: p.slug,
        name: p.name,
        side: p.side,
        cases: p.cases,
        appointedBy: p.appointedBy,
        against: p.against,
      }))

  return {
    profile: {
      slug: profile.slug,
      fullName: profile.fullName,
      nationalities: profile.nationalities,
      variants: profile.variants.filter((v) => v !== profile.fullName),
      totalCases: profile.totalCases,
      roles: profile.roles,
      pattern: [
        { label: 'Appointed by the claimant', count: pattern.appointedByClaimant },
        { label: 'Appointed by the respondent', count: pattern.appointedByRespondent },
        { label: 'President', count: pattern.president },
        { label: 'Sole arbitrator', count: pattern.sole },
        ...(pattern.committee ? [{ label: 'Annulment committee', count: pattern.committee }] : []),
      ],
      coArbitrators: profile.coArbitrators.map((a) => ({
        slug: a.slug,
        name: a.name,
        cases: a.cases,
      })),
      states: byParty('state'),
      parties: byParty('party'),
      documents: [...documents.values()],
    },
    table: {
      state: { ...table, Start: null, Page: cases.page },
      total: cases.total,
      page: cases.page,
      pages: Math.max(1, Math.ceil(cases.total / cases.resultsPerPage)),
      first: cases.start + 1,
      items: cases.items.map(caseRow),
      filters: cases.filters.filter((f) => f.values.length > 0),
    },
  }
}

function caseRow(c: ProfileCase) {
  return {
    caseId: c.caseId,
    caseName: c.caseName,
    caseNo: c.caseNo,
    institution: c.institution,
    started: c.started,
    decided: c.decided,
    outcome: c.outcome,
    roles: c.roles.map((r) => ({
      role: r.role,
      label: r.label,
      evidence: r.evidence.map((e: Evidence) => ({
        docId: e.docId,
        title: e.title,
        url: e.url,
        line: e.line,
        text: e.text,
      })),
    })),
    documents: c.documents.map((d) => ({ id: d.id, title: d.title, url: d.url, kind: d.kind })),
  }
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageTitle(matches, loaderData?.profile.fullName ?? 'Profile')
export const handle: RouteHandle = {
  breadcrumb: (d: unknown) =>
    (d as { profile?: { fullName: string } } | undefined)?.profile?.fullName ?? 'Profile',
  overview: { displayText: 'Profile Navigator', href: '/profile-navigator' },
}

function casesHref(slug: string, state: CasesTableState, Page: number) {
  return withQuery(`/profile-navigator/${slug}`, serializeCasesTable({ ...state, Page }))
}

function sides(p: { appointedBy: number; against: number; cases: number; side: string }) {
  const parts = [`${p.cases} ${p.cases === 1 ? 'case' : 'cases'} as ${p.side}`]
  if (p.appointedBy) parts.push(`appointed by them ${p.appointedBy}×`)
  if (p.against) parts.push(`appointed by the other side ${p.against}×`)
  return parts.join(', ')
}

export default function ProfileRoute({ loaderData }: Route.ComponentProps) {
  const { profile, table } = loaderData
  const path = `/profile-navigator/${profile.slug}`
  return (
    <div className={`${container} ${page}`}>
      <p>
        <Link to="/profile-navigator">Back to the Profile Navigator</Link>
      </p>
      <h1 className={styles.title}>{profile.fullName}</h1>
      <p className={muted}>
        {profile.totalCases} {profile.totalCases === 1 ? 'case' : 'cases'} in the collection
        {profile.nationalities.length ? ` · ${profile.nationalities.join(', ')}` : ''}
        {profile.variants.length ? ` · also written ${profile.variants.join('; ')}` : ''}
      </p>
      <div className={styles.sections}>
        <div className={styles.columns}>
          <section className={card} aria-labelledby="profile-roles">
            <h2 id="profile-roles" className={styles.sectionTitle}>
              Roles
            </h2>
            <ul className={styles.plainList}>
              {profile.roles.map((r) => (
                <li key={r.role}>
                  {r.label}: {r.cases} {r.cases === 1 ? 'case' : 'cases'}
                </li>
              ))}
            </ul>
          </section>
          <section className={card} aria-labelledby="profile-pattern">
            <h2 id="profile-pattern" className={styles.sectionTitle}>
              Appointment pattern
            </h2>
            <AppointmentChart
              bars={profile.pattern}
              title={`How ${profile.fullName} was appointed to tribunals`}
            />
          </section>
        </div>

        <section className={card} aria-labelledby="profile-cases">
          <h2 id="profile-cases" className={styles.sectionTitle}>
            Cases
          </h2>
          {table.filters.length ? (
            <Form
              method="get"
              action={path}
              aria-label="Filter the cases"
              className={styles.columns}
            >
              {table.filters.map((f) => (
                <fieldset key={f.id} className={styles.fieldset}>
                  <legend className={styles.legend}>{f.label}</legend>
                  {f.values.map((v) => (
                    <label key={v.value} className={styles.check}>
                      <input
                        type="checkbox"
                        name={
                          (CASES_FILTER_KEYS as readonly string[]).includes(f.id) ? f.id : undefined
                        }
                        value={v.value}
                        defaultChecked={v.selected}
                      />
                      <span>{v.label}</span>
                      <span className={muted}>{v.count}</span>
                    </label>
                  ))}
                </fieldset>
              ))}
              <div className={styles.actions}>
                <button type="submit" className={button.default}>
                  Filter cases
                </button>
                <Link to={path} className={button.text}>
                  Reset
                </Link>
              </div>
            </Form>
          ) : null}
          <p className={styles.count}>
            {table.total === 0
              ? 'No cases match these filters.'
              : `Cases ${table.first}–${table.first + table.items.length - 1} of ${table.total}`}
          </p>
          {table.items.length ? (
            // On a phone the table scrolls sideways inside its card, not the whole page.
            <div className={styles.tableScroll} role="region" aria-label="Cases table" tabIndex={0}>
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th className={styles.cell} scope="col">
                      Case
                    </th>
                    <th className={styles.cell} scope="col">
                      Role
                    </th>
                    <th className={styles.cell} scope="col">
                      Awards
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {table.items.map((c) => (
                    <tr key={c.caseId}>
                      <td className={styles.cell}>
                        <Link to={`/document/case/${encodeURIComponent(c.caseId)}`}>
                          {c.caseName}
                        </Link>
                        <p className={styles.meta}>
                          {[
                            c.caseNo,
                            c.institution,
                            c.decided ? `decided ${formatDay(c.decided)}` : null,
                            c.outcome,
                          ]
                            .filter(Boolean)
                            .join(' · ')}
                        </p>
                      </td>
                      <td className={styles.cell}>
                        {c.roles.map((r) => (
                          <div key={r.role}>
                            <strong>{r.label}</strong>
                            {r.evidence.map((e) => (
                              <p key={`${e.docId}:${e.line}`} className={styles.evidence}>
                                Extracted from <Link to={e.url}>{e.title}</Link>, line {e.line}:{' '}
                                <span className={styles.quote}>“{e.text}”</span>
                              </p>
                            ))}
                          </div>
                        ))}
                      </td>
                      <td className={styles.cell}>
                        <ul className={styles.plainList}>
                          {c.documents.map((d) => (
                            <li key={d.id}>
                              <Link to={d.url}>{d.title}</Link>
                            </li>
                          ))}
                        </ul>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : null}
          <NumberedPager
            current={table.page}
            pages={table.pages}
            href={(page) => casesHref(profile.slug, table.state, page)}
            label="Case pages"
            unit="cases"
            preventScrollReset
          />
        </section>

        <div className={styles.columns}>
          <section className={card} aria-labelledby="profile-co-arbitrators">
            <h2 id="profile-co-arbitrators" className={styles.sectionTitle}>
              Co-arbitrators
            </h2>
            {profile.coArbitrators.length ? (
              <ul className={styles.plainList}>
                {profile.coArbitrators.map((a) => (
                  <li key={a.slug}>
                    <Link to={`/profile-navigator/${a.slug}`}>{a.name}</Link>{' '}
                    <span className={muted}>
                      ({a.cases} {a.cases === 1 ? 'case' : 'cases'})
                    </span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className={muted}>No co-arbitrators are recorded.</p>
            )}
          </section>
          <section className={card} aria-labelledby="profile-states">
            <h2 id="profile-states" className={styles.sectionTitle}>
              States
            </h2>
            <PartyList parties={profile.states} empty="No States are recorded." />
          </section>
          <section className={card} aria-labelledby="profile-parties">
            <h2 id="profile-parties" className={styles.sectionTitle}>
              Parties
            </h2>
            <PartyList parties={profile.parties} empty="No parties are recorded." />
          </section>
        </div>

        <section className={card} aria-labelledby="profile-documents">
          <h2 id="profile-documents" className={styles.sectionTitle}>
            Awards and decisions
          </h2>
          <ul className={styles.plainList}>
            {profile.documents.map((d) => (
              <li key={d.id}>
                <Link to={d.url}>{d.title}</Link>
                {d.date ? <span className={muted}> · {formatDay(d.date)}</span> : null}
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  )
}

function PartyList({
  parties,
  empty,
}: {
  parties: Array<{
    slug: string
    name: string
    side: string
    cases: number
    appointedBy: number
    against: number
  }>
  empty: string
}) {
  if (!parties.length) return <p className={muted}>{empty}</p>
  return (
    <ul className={styles.plainList}>
      {parties.map((p) => (
        <li key={`${p.slug}:${p.side}`}>
          {p.name} <span className={muted}>({sides(p)})</span>
        </li>
      ))}
    </ul>
  )
}

export const ErrorBoundary = GeneralErrorBoundary
