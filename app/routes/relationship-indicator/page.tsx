import { useEffect, useRef, type FormEvent } from 'react'
import { Form, Link, redirect, useSubmit } from 'react-router'
import { NumberedPager } from '#app/components/numbered-pager.tsx'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { formatDay } from '#sites/dates.ts'
import { useDelayedIsPending } from '#app/components/search/hooks.ts'
import { servicesContext, siteContext, viewerContext } from '#app/context.ts'
import { button, card, container, input, muted, page } from '#app/styles/ui.css.ts'
import { pageTitle } from '#app/utils/page-title.ts'
import { pageUrl } from '#app/utils/page-url.ts'
import { isArbitratorInputError } from '#server/errors.ts'
import type { RelationshipPage } from '#server/arbitrators/queries.ts'
import type { ArbitratorService } from '#server/arbitrators/service.ts'
import {
  CONNECTION_LABELS,
  MAX_RIGHT_SELECTIONS,
  REL_TYPES,
  type Connection,
} from '#sites/tools/relationships.ts'
import type { Route } from './+types/page'
import { RelationshipGraph } from './graph.tsx'
import { recordRelationshipSearch } from './latest.server.ts'
import {
  choose,
  parseRelationshipState,
  PATH,
  relationshipHref,
  remove,
  serializeRelationshipState,
  type RelationshipState,
  type Selection,
  type Side,
} from './params.ts'
import * as styles from './relationship-indicator.css.ts'

/** The spec's hint when a side is full and another search is made (001 §4, §8). */
export const FULL_HINT = 'Remove the previous searchterm to search again.'
const CANDIDATES = 10
const typeLabel = (relType: number) => REL_TYPES.find((t) => t.relType === relType)?.label ?? ''

/**
 * /relationship-indicator: one left-hand selection against one or more right-hand ones (person,
 * firm, State or commercial party), every case of the collection that connects them, how, and
 * the award lines that show it. The URL holds the state (params.ts); every control is a link or
 * a GET form, so it works without JavaScript; with it, names are looked up as they are typed.
 */
export async function loader(args: Route.LoaderArgs) {
  const { context } = args
  const url = pageUrl(args)
  const state = parseRelationshipState(url.searchParams)
  if (relationshipHref(state) !== url.pathname + url.search) throw redirect(relationshipHref(state))
  const service = context.get(servicesContext).arbitrators

  // Name the selections; one that names nothing leaves the address.
  const chosen = [state.left, ...state.right].filter((s): s is Selection => s !== null)
  const named = chosen.length ? await service.entities(chosen) : []
  const known = chosen.filter((_, i) => named[i] !== null)
  if (known.length < chosen.length) {
    const keep = (s: Selection | null) => s !== null && known.includes(s)
    throw redirect(
      relationshipHref({
        ...state,
        left: keep(state.left) ? state.left : null,
        right: state.right.filter(keep),
        page: 1,
      }),
    )
  }
  const entity = (s: Selection) => {
    const e = named[chosen.indexOf(s)]!
    return {
      name: e.name,
      type: typeLabel(e.relType),
      removeHref: relationshipHref(remove(state, s)),
    }
  }

  const [lookup, result] = await Promise.all([
    lookUp(service, state),
    state.left && state.right.length
      ? service.assessRelationships({
          left: [state.left],
          right: state.right,
          connection: state.connection ?? undefined,
          page: state.page,
        })
      : null,
  ])
  let pages = 1
  if (result) {
    pages = Math.max(1, Math.ceil(result.total / result.resultsPerPage))
    if (state.page > pages) throw redirect(relationshipHref({ ...state, page: pages }))
    if (state.page === 1 && !state.connection)
      await recordRelationshipSearch(context, state, result)
  }
  const latest = await latestSearches(context)

  return {
    state,
    query: serializeRelationshipState({ ...state, find: null, page: 1 }).toString(),
    left: state.left ? entity(state.left) : null,
    right: state.right.map(entity),
    lookup,
    result: result && {
      total: result.total,
      page: result.page,
      pages,
      first: (result.page - 1) * result.resultsPerPage + 1,
      leftName: result.left.name,
      graph: {
        left: result.left.name,
        right: result.right.map((r) => ({ name: r.name, cases: r.cases })),
      },
      connections: [
        {
          label: 'Every connection',
          cases: null,
          href: relationshipHref({ ...state, connection: null, page: 1 }),
          selected: state.connection === null,
        },
        ...withSelected(result.connectionCounts, state.connection).map((c) => ({
          label: CONNECTION_LABELS[c.connection],
          cases: c.cases,
          href: relationshipHref({ ...state, connection: c.connection, page: 1 }),
          selected: state.connection === c.connection,
        })),
      ],
      items: result.items.map((r) => ({
        key: `${r.caseId}/${r.right.slug}`,
        caseName: r.caseName,
        caseNo: r.caseNo,
        caseHref: `/document/case/${encodeURIComponent(r.caseId)}`,
        date: r.date,
        right: r.right.name,
        connections: r.connections.map((c) => CONNECTION_LABELS[c]),
        description: r.description,
        evidence: r.evidence.map((e) => ({
          title: e.title,
          url: e.url,
          line: e.line,
          text: e.text,
        })),
      })),
    },
    latest,
  }
}

/** The kinds of connection found, and the one chosen even where it finds nothing. */
function withSelected(counts: RelationshipPage['connectionCounts'], chosen: Connection | null) {
  return chosen && !counts.some((c) => c.connection === chosen)
    ? [...counts, { connection: chosen, cases: 0 }]
    : counts
}

/** The names that match what is being looked up, or why there are none. */
async function lookUp(service: ArbitratorService, state: RelationshipState) {
  const { find } = state
  if (!find) return null
  const base = {
    side: find.side,
    text: find.text,
    relType: find.relType,
    type: typeLabel(find.relType),
  }
  const full =
    find.side === 'left' ? state.left !== null : state.right.length >= MAX_RIGHT_SELECTIONS
  if (full) return { ...base, hint: FULL_HINT, message: null, candidates: [] }
  try {
    const found = await service.autocomplete(find.relType, find.text, CANDIDATES)
    const taken = new Set([state.left, ...state.right].map((s) => s && `${s.relType}:${s.slug}`))
    return {
      ...base,
      hint: null,
      message: null,
      candidates: found
        .filter((e) => !taken.has(`${e.relType}:${e.slug}`))
        .map((e) => ({
          key: e.slug,
          name: e.name,
          cases: e.cases,
          href: relationshipHref(
            choose(state, find.side, { relType: e.relType as Selection['relType'], slug: e.slug }),
          ),
        })),
    }
  } catch (error) {
    if (!isArbitratorInputError(error)) throw error
    return { ...base, hint: null, message: 'Type at least 2 letters of the name.', candidates: [] }
  }
}

async function latestSearches(context: Route.LoaderArgs['context']) {
  const account = context.get(viewerContext).account
  if (!account) return []
  const { favourites } = context.get(servicesContext)
  const list = await favourites.listLatestSearches(
    { accountId: account.id, siteId: context.get(siteContext).id },
    'relationship-indicator',
  )
  return list.slice(0, 8).map((s) => ({ id: s.id, query: s.query, url: s.url }))
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageTitle(matches, 'Relationship Indicator')
export const handle = { breadcrumb: 'Relationship Indicator' }

export default function RelationshipIndicatorRoute({ loaderData }: Route.ComponentProps) {
  const { state, left, right, lookup, result, latest } = loaderData
  const pending = useDelayedIsPending(PATH)
  return (
    <div className={`${container} ${page}`}>
      <h1 className={styles.title}>Relationship Indicator</h1>
      <p className={`${muted} ${styles.intro}`}>
        Check one person, law firm, State or commercial party against others: every case of the
        collection in which they meet, and how. Tribunals, counsel and parties are read from the
        award texts; each connection names the line it comes from.
      </p>
      <div className={styles.sides}>
        <section className={card} aria-labelledby="side-left">
          <h2 id="side-left" className={styles.sideTitle}>
            Check
          </h2>
          {left ? (
            <ul className={styles.chips}>
              <Chip {...left} />
            </ul>
          ) : (
            <FindForm side="left" state={state} lookup={lookup} />
          )}
          {left && lookup?.side === 'left' ? <Lookup lookup={lookup} /> : null}
        </section>
        <section className={card} aria-labelledby="side-right">
          <h2 id="side-right" className={styles.sideTitle}>
            Against
          </h2>
          {right.length ? (
            <ul className={styles.chips}>
              {right.map((r) => (
                <Chip key={r.removeHref} {...r} />
              ))}
            </ul>
          ) : null}
          {right.length < MAX_RIGHT_SELECTIONS ? (
            <FindForm side="right" state={state} lookup={lookup} />
          ) : (
            <Lookup lookup={lookup?.side === 'right' ? lookup : null} />
          )}
        </section>
      </div>

      {result ? (
        <section
          aria-labelledby="relationship-results"
          className={pending ? styles.pending : undefined}
        >
          <h2 id="relationship-results" className={styles.count}>
            {result.total === 0
              ? `No case of the collection connects ${result.leftName} with ${right.map((r) => r.name).join(', ')}`
              : `${result.total.toLocaleString('en-GB')} ${result.total === 1 ? 'connection' : 'connections'} of ${result.leftName} with ${right.map((r) => r.name).join(', ')}`}
          </h2>
          <RelationshipGraph {...result.graph} />
          <nav aria-label="Kind of connection" className={styles.connectionFilter}>
            {result.connections.map((c) => (
              <Link
                key={c.href}
                to={c.href}
                className={c.selected ? button.default : button.outlined}
                aria-current={c.selected ? 'true' : undefined}
                preventScrollReset
              >
                {c.label}
                {c.cases !== null ? ` (${c.cases})` : ''}
              </Link>
            ))}
          </nav>
          {result.items.length ? (
            <div className={`${card} ${styles.tableScroll}`}>
              <table className={`${styles.table} ${styles.phoneRows}`}>
                <caption className="visually-hidden">
                  Cases that connect the selections, newest first
                </caption>
                <thead>
                  <tr>
                    <th className={styles.cell} scope="col">
                      Date
                    </th>
                    <th className={styles.cell} scope="col">
                      Case
                    </th>
                    <th className={styles.cell} scope="col">
                      With
                    </th>
                    <th className={styles.cell} scope="col">
                      How
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {result.items.map((r) => (
                    <tr key={r.key}>
                      <td className={styles.cell}>
                        {r.date ? formatDay(r.date) : 'Date not stated'}
                      </td>
                      <td className={styles.cell}>
                        <Link to={r.caseHref}>{r.caseName}</Link>
                        {r.caseNo ? <div className={muted}>{r.caseNo}</div> : null}
                      </td>
                      <td className={styles.cell}>
                        <span className={styles.phoneLabel}>With </span>
                        {r.right}
                      </td>
                      <td className={styles.cell}>
                        <strong>{r.connections.join('; ')}</strong>
                        <div>{r.description}</div>
                        <details className={styles.evidence}>
                          <summary>Evidence ({r.evidence.length})</summary>
                          <ul className={styles.plainList}>
                            {r.evidence.map((e) => (
                              <li key={`${e.url}#${e.line}`}>
                                <Link to={e.url}>{e.title}</Link>, line {e.line}:{' '}
                                <q className={styles.quote}>{e.text}</q>
                              </li>
                            ))}
                          </ul>
                        </details>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : null}
          <NumberedPager
            current={result.page}
            pages={result.pages}
            href={(page) => relationshipHref({ ...state, page })}
            label="Result pages"
          />
        </section>
      ) : left && !right.length ? (
        <p className={muted}>
          Add at least one person, law firm, State or commercial party to check against.
        </p>
      ) : null}

      {latest.length ? (
        <section aria-labelledby="latest-searches" className={styles.latest}>
          <h2 id="latest-searches" className={styles.sideTitle}>
            Your latest searches
          </h2>
          <ul className={styles.plainList}>
            {latest.map((s) => (
              <li key={s.id}>
                <Link to={s.url}>{s.query}</Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  )
}

function Chip({ name, type, removeHref }: { name: string; type: string; removeHref: string }) {
  return (
    <li className={styles.chip}>
      <span>
        {name} <span className={muted}>({type})</span>
      </span>
      <Link
        to={removeHref}
        className={`${button.text} ${styles.remove}`}
        aria-label={`Remove ${name}`}
        preventScrollReset
      >
        Remove
      </Link>
    </li>
  )
}

type LookupData = Awaited<ReturnType<typeof lookUp>>

/**
 * Looks a name up on one side: a GET form that carries the selections made so far. With
 * JavaScript it looks up as the name is typed (after 2 letters, debounced) and submits the
 * canonical address; without, the Find button does the same through the server.
 */
function FindForm({
  side,
  state,
  lookup,
}: {
  side: Side
  state: RelationshipState
  lookup: LookupData
}) {
  const submit = useSubmit()
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  const mine = lookup?.side === side ? lookup : null
  const carried = [
    ...serializeRelationshipState({ ...state, find: null, page: 1, connection: null }),
  ]

  function send(form: HTMLFormElement, replace: boolean) {
    const params = parseRelationshipState(
      new URLSearchParams([...new FormData(form)].map(([k, v]) => [k, String(v)])),
    )
    submit(serializeRelationshipState(params), {
      action: PATH,
      method: 'get',
      replace,
      preventScrollReset: true,
    })
  }
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    send(event.currentTarget, false)
  }
  function onChange(event: FormEvent<HTMLFormElement>) {
    const form = event.currentTarget
    const text = String(new FormData(form).get('find') ?? '').trim()
    clearTimeout(timer.current)
    if (text.length >= 2) timer.current = setTimeout(() => send(form, true), 250)
  }

  return (
    <>
      <Form
        method="get"
        action={PATH}
        onSubmit={onSubmit}
        onChange={onChange}
        className={styles.find}
      >
        {carried.map(([k, v]) => (
          <input key={`${k}=${v}`} type="hidden" name={k} value={v} />
        ))}
        <input type="hidden" name="side" value={side} />
        <label htmlFor={`find-type-${side}`} className="visually-hidden">
          Kind
        </label>
        <select
          id={`find-type-${side}`}
          name="type"
          defaultValue={mine?.relType ?? 0}
          className={`${input} ${styles.kind}`}
        >
          {REL_TYPES.map((t) => (
            <option key={t.relType} value={t.relType}>
              {t.label}
            </option>
          ))}
        </select>
        <label htmlFor={`find-${side}`} className="visually-hidden">
          Name
        </label>
        <input
          id={`find-${side}`}
          type="search"
          name="find"
          defaultValue={mine?.text ?? ''}
          placeholder="Name"
          autoComplete="off"
          className={input}
          minLength={2}
          required
        />
        <button type="submit" className={button.default}>
          Find
        </button>
      </Form>
      <Lookup lookup={mine} />
    </>
  )
}

function Lookup({ lookup }: { lookup: LookupData }) {
  if (!lookup) return null
  if (lookup.hint || lookup.message)
    return (
      <p role="status" className={styles.hint}>
        {lookup.hint ?? lookup.message}
      </p>
    )
  return (
    <div role="status" className={styles.candidates}>
      {lookup.candidates.length ? (
        <>
          <p className={styles.candidatesTitle}>Choose one:</p>
          <ul className={styles.plainList}>
            {lookup.candidates.map((c) => (
              <li key={c.key}>
                <Link to={c.href} preventScrollReset>
                  {c.name}
                </Link>{' '}
                <span className={muted}>
                  ({c.cases} {c.cases === 1 ? 'case' : 'cases'})
                </span>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className={muted}>
          No {lookup.type.toLowerCase()} of the collection is called “{lookup.text}”.
        </p>
      )}
    </div>
  )
}

export const ErrorBoundary = GeneralErrorBoundary
