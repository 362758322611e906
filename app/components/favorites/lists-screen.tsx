import type { ReactNode } from 'react'
import { Form, Link, useNavigation, useSubmit } from 'react-router'
import { CsrfInput } from '#app/components/csrf-input.tsx'
import { button, muted } from '#app/styles/ui.css.ts'
import * as folderStyles from './favorites.css.ts'
import * as styles from './lists.css.ts'
import {
  defaultSortOf,
  listsHref,
  listsViewHref,
  SORT_LABELS,
  sortsOf,
  withoutFilters,
  withSortBy,
  withView,
  type ListsState,
  type ListView,
} from './lists-state.ts'
import { flush } from '#app/styles/layout.css.ts'

export type FilterItemView = {
  value: string
  label: string
  depth: number
  count: number
  selected: boolean
}

type Day = { text: string; iso: string }

export type ListEntryView = {
  id: string
  url: string
  title: string
  jurisdictions: string[]
  /** 'parent › child' */
  topics: string[]
  added: Day
  /** Names of the folders that hold it. */
  folders: string[]
}

export type FavouriteListsView = {
  mode: 'lists'
  state: ListsState
  counts: { documents: number; searches: number }
  /** Entries in the list before the filters. */
  total: number
  filters: { jurisdictions: FilterItemView[]; topics: FilterItemView[] }
  list:
    | { view: 'documents'; items: (ListEntryView & { reviewed: Day | null })[] }
    | { view: 'searches'; items: (ListEntryView & { alert: 'daily' | 'weekly' | null })[] }
}

/** Items a filter shows before "Show more" (spec 001 §9: filter item limit 10). */
const SHOWN_ITEMS = 10

const noun = { documents: ['document', 'documents'], searches: ['search', 'searches'] } as const
const count = (n: number, view: ListView) => `${n} ${noun[view][n === 1 ? 0 : 1]}`

/** The two ways to see the favourites: in folders, or filed under jurisdictions and topics. */
export function FavouritesViewSwitch({
  current,
  view,
}: {
  current: 'folders' | 'lists'
  view: ListView
}) {
  return (
    <nav className={styles.viewSwitch} aria-label="Arrange favourites">
      <span className={muted}>Arrange by</span>
      <ul className={styles.viewSwitchLinks}>
        <li>
          <Link
            to={view === 'searches' ? '/favorites?tab=searches' : '/favorites'}
            className={styles.viewSwitchLink}
            aria-current={current === 'folders' ? 'page' : undefined}
          >
            Folder
          </Link>
        </li>
        <li>
          <Link
            to={listsViewHref(view)}
            className={styles.viewSwitchLink}
            aria-current={current === 'lists' ? 'page' : undefined}
          >
            Jurisdiction and topic
          </Link>
        </li>
      </ul>
    </nav>
  )
}

/**
 * The favourites filed under jurisdictions and topics (spec 001 §2.8, §4): Documents (n) and
 * Searches (n), each with its sorts and its filters built from its own entries. Every control is
 * a link or a form, so the page works the same without JavaScript.
 */
export function FavouriteListsScreen({ data }: { data: FavouriteListsView }) {
  const { state, list } = data
  const navigation = useNavigation()
  const pending =
    navigation.state === 'loading' && navigation.location.pathname.toLowerCase() === '/favorites'
  const removing =
    navigation.state === 'submitting' ? String(navigation.formData?.get('id') ?? '') : null
  const filtered = state.jurisdiction.length + state.topic.length > 0
  const shown = list.items.length

  return (
    <>
      <h1 id="favorites-title" className={styles.title}>
        Favourites
      </h1>
      <FavouritesViewSwitch current="lists" view={state.view} />
      <nav className={folderStyles.tabs} aria-label="Kind of favourite">
        {(['documents', 'searches'] as const).map((view) => (
          <Link
            key={view}
            to={listsHref(withView(state, view))}
            className={folderStyles.tab}
            aria-current={state.view === view ? 'page' : undefined}
          >
            {view === 'documents' ? 'Documents' : 'Searches'} ({data.counts[view]})
          </Link>
        ))}
      </nav>

      <div className={styles.layout}>
        <aside aria-label="Filters" className={folderStyles.panel}>
          <FilterForm data={data} />
        </aside>

        <section aria-labelledby="list-title">
          <h2 id="list-title" className="visually-hidden">
            {state.view === 'documents' ? 'Favourite documents' : 'Saved searches'}
          </h2>
          {data.total > 0 ? (
            <nav className={styles.sortBar} aria-label="Sort">
              <span className={muted}>Sort by</span>
              <ul className={styles.sortList}>
                {sortsOf(state.view).map((sort) => (
                  <li key={sort}>
                    <Link
                      to={listsHref(withSortBy(state, sort))}
                      className={styles.sortLink}
                      aria-current={state.sort === sort ? 'true' : undefined}
                      preventScrollReset
                    >
                      {(SORT_LABELS[state.view] as Record<string, string>)[sort]}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          <p className={styles.summary} aria-live="polite">
            {filtered
              ? `Showing ${shown} of ${count(data.total, state.view)}`
              : count(data.total, state.view)}
          </p>

          {shown === 0 ? (
            <p className={folderStyles.empty}>
              {filtered ? (
                <>
                  No {noun[state.view][1]} match these filters.{' '}
                  <Link to={listsHref(withoutFilters(state))}>Clear filters</Link>
                </>
              ) : state.view === 'documents' ? (
                'No documents yet. Use “Add to favourites” on a document to keep it here.'
              ) : (
                'No saved searches yet. Use “Save search” on the search page to keep one here.'
              )}
            </p>
          ) : (
            <ul
              className={`${styles.entries} ${pending ? styles.pending : ''}`}
              aria-busy={pending || undefined}
            >
              {list.view === 'documents'
                ? list.items.map((item) => (
                    <Entry key={item.id} item={item} view="documents" removing={removing}>
                      <Fact term="Review date">
                        {item.reviewed ? (
                          <time dateTime={item.reviewed.iso}>{item.reviewed.text}</time>
                        ) : (
                          '—'
                        )}
                      </Fact>
                    </Entry>
                  ))
                : list.items.map((item) => (
                    <Entry
                      key={item.id}
                      item={item}
                      view="searches"
                      removing={removing}
                      actions={
                        <SearchAlertForm id={item.id} title={item.title} alert={item.alert} />
                      }
                    >
                      <Fact term="Alert">{item.alert ? ALERT_WORDS[item.alert] : 'Off'}</Fact>
                    </Entry>
                  ))}
            </ul>
          )}
        </section>
      </div>
    </>
  )
}

/** The jurisdiction and topic filters: a GET form (applied as soon as a box changes, with JS). */
function FilterForm({ data }: { data: FavouriteListsView }) {
  const { state, filters } = data
  const submit = useSubmit()
  const filtered = state.jurisdiction.length + state.topic.length > 0
  return (
    <Form
      method="get"
      action="/favorites"
      className={styles.filterForm}
      aria-label="Filter favourites"
      onChange={(event) => submit(event.currentTarget, { preventScrollReset: true })}
    >
      <input type="hidden" name="view" value={state.view} />
      {state.sort !== defaultSortOf(state.view) ? (
        <input type="hidden" name="sort" value={state.sort} />
      ) : null}
      <FilterGroup name="jurisdiction" title="Jurisdiction" items={filters.jurisdictions} />
      <FilterGroup name="topic" title="Topic" items={filters.topics} />
      <noscript>
        <button type="submit" className={button.outlined}>
          Apply filters
        </button>
      </noscript>
      {filtered ? (
        <Link to={listsHref(withoutFilters(state))} className={styles.clear}>
          Clear filters
        </Link>
      ) : null}
    </Form>
  )
}

function FilterGroup({
  name,
  title,
  items,
}: {
  name: 'jurisdiction' | 'topic'
  title: string
  items: FilterItemView[]
}) {
  const first = items.slice(0, SHOWN_ITEMS)
  const rest = items.slice(SHOWN_ITEMS)
  return (
    <fieldset className={styles.filterGroup}>
      <legend className={folderStyles.panelTitle}>{title}</legend>
      {items.length === 0 ? (
        <p className={`${muted} ${folderStyles.small} ${flush}`}>None in this list</p>
      ) : (
        <FilterItems name={name} items={first} />
      )}
      {rest.length > 0 ? (
        <details open={rest.some((item) => item.selected) || undefined} className={styles.more}>
          <summary>Show {rest.length} more</summary>
          <FilterItems name={name} items={rest} />
        </details>
      ) : null}
    </fieldset>
  )
}

function FilterItems({ name, items }: { name: string; items: FilterItemView[] }) {
  return (
    <ul className={styles.filterList}>
      {items.map((item) => {
        const parents = item.value.split('>').slice(0, -1)
        return (
          <li
            key={item.value}
            className={styles.depth[Math.min(item.depth, styles.depth.length - 1)]}
          >
            <label className={styles.filterItem}>
              <input
                key={`${item.value}:${item.selected}`}
                type="checkbox"
                name={name}
                value={item.value}
                className={styles.checkbox}
                defaultChecked={item.selected}
                // A value no entry carries cannot narrow the list; a selected one can be cleared.
                disabled={!item.selected && item.count === 0}
              />
              <span className={styles.filterLabel}>
                {parents.length > 0 ? (
                  <span className="visually-hidden">{parents.join(' › ')} › </span>
                ) : null}
                {item.label}
              </span>{' '}
              <span className={folderStyles.count}>{item.count}</span>
            </label>
          </li>
        )
      })}
    </ul>
  )
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt className={styles.factTerm}>{term}</dt>
      <dd className={styles.factValue}>{children}</dd>
    </div>
  )
}

const ALERT_WORDS = { daily: 'Daily', weekly: 'Weekly' } as const

/** A saved search's own alert: new documents matching it by e-mail, daily or weekly. */
function SearchAlertForm({
  id,
  title,
  alert,
}: {
  id: string
  title: string
  alert: 'daily' | 'weekly' | null
}) {
  return (
    <Form method="post" preventScrollReset className={styles.alertForm}>
      <CsrfInput />
      <input type="hidden" name="id" value={id} />
      <label className={styles.alertLabel}>
        <span className="visually-hidden">E-mail alert for {title}</span>
        <select name="frequency" defaultValue={alert ?? 'off'} key={alert ?? 'off'}>
          <option value="off">No alert</option>
          <option value="daily">Daily alert</option>
          <option value="weekly">Weekly alert</option>
        </select>
      </label>
      <button
        type="submit"
        name="intent"
        value="search-alert"
        className={button.ghost}
        aria-label={`Save the alert for ${title}`}
      >
        Save alert
      </button>
    </Form>
  )
}

function Entry({
  item,
  view,
  removing,
  actions,
  children,
}: {
  item: ListEntryView
  view: ListView
  removing: string | null
  /** More buttons beside Remove. */
  actions?: ReactNode
  children?: ReactNode
}) {
  const several = (values: string[], one: string, many: string) => (values.length > 1 ? many : one)
  return (
    <li className={styles.entry}>
      <div className={styles.entryMain}>
        <h3 className={styles.entryTitle}>
          <Link to={item.url}>{item.title}</Link>
        </h3>
        <dl className={styles.facts}>
          <Fact term={several(item.jurisdictions, 'Jurisdiction', 'Jurisdictions')}>
            {item.jurisdictions.join(', ') || '—'}
          </Fact>
          <Fact term={several(item.topics, 'Topic', 'Topics')}>
            {item.topics.join('; ') || '—'}
          </Fact>
          {children}
          <Fact term="Added">
            <time dateTime={item.added.iso}>{item.added.text}</time>
          </Fact>
          {item.folders.length > 0 ? (
            <Fact term={several(item.folders, 'Folder', 'Folders')}>{item.folders.join(', ')}</Fact>
          ) : null}
        </dl>
      </div>
      <div className={styles.entryActions}>
        {view === 'searches' ? (
          <Link
            to={item.url}
            className={button.text}
            aria-label={`Run again: the search ${item.title}`}
          >
            Run again
          </Link>
        ) : null}
        {actions}
        <Form method="post" preventScrollReset>
          <CsrfInput />
          <input type="hidden" name="id" value={item.id} />
          <button
            type="submit"
            name="intent"
            value={view === 'documents' ? 'remove-document' : 'remove-search'}
            className={button.ghost}
            disabled={removing === item.id}
            aria-label={`Remove ${item.title} from favourites`}
          >
            {removing === item.id ? 'Removing…' : 'Remove'}
          </button>
        </Form>
      </div>
    </li>
  )
}
