import { Fragment, useEffect, useState } from 'react'
import { NumberedPager } from '#app/components/numbered-pager.tsx'
import { Link } from 'react-router'
import { AskAssistantLink } from '#app/components/assistant/ask-link.tsx'
import { useCanAskAssistant } from '#app/components/assistant/can-ask.ts'
import { setAssistantSelection } from '#app/components/assistant/store.ts'
import { SavedState, type SavedView } from '#app/components/favorites/saved-state.tsx'
import type { HitView } from '#app/routes/search/hit-view.server.ts'
import type { SearchPageData } from '#app/routes/search/search.server.ts'
import { searchHref } from '#sites/search/search-params.ts'
import { defaultState, withChanges, withoutFilters } from '#sites/search/search-state.ts'
import { useHydrated } from '#app/utils/use-hydrated.ts'
import { useDelayedIsPending } from './hooks.ts'
import * as panelStyles from './filter-panel.css.ts'
import * as styles from './search.css.ts'

/** The results: select-all, the documents, the empty state and the pager. */
export function ResultList({ data }: { data: SearchPageData }) {
  const { results, state, mode } = data
  const pending = useDelayedIsPending(mode.path)
  const hydrated = useHydrated()
  const [selected, setSelected] = useState<Set<string>>(new Set())
  const pageKey = data.href
  // A new result page starts with nothing selected.
  useEffect(() => setSelected(new Set()), [pageKey])
  // The selection is the AI Assistant's context (its floating button shows "n Selected").
  useEffect(() => setAssistantSelection([...selected]), [selected])
  const canAsk = useCanAskAssistant()

  if (!results) return null
  if (results.total === 0) {
    // The listing as it opens, with nothing asked: the edition holds none of these yet.
    if (data.href === searchHref(defaultState(state.mode))) {
      return (
        <section className={styles.empty} aria-labelledby="none-yet">
          <h2 id="none-yet">Nothing here yet</h2>
          <p>This edition holds no {mode.title.toLowerCase()} yet.</p>
          {data.heldInstead.length > 0 ? (
            <>
              <p>It holds these, each under its own name:</p>
              <ul id="held-instead">
                {data.heldInstead.map((held) => (
                  <li key={held.label}>
                    <Link to={held.href}>{held.label}</Link> ({held.count.toLocaleString('en-GB')})
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </section>
      )
    }
    const clear = searchHref(withoutFilters(state))
    if (data.notHeld.length > 0) {
      return (
        <section className={styles.empty} aria-labelledby="not-held">
          <h2 id="not-held">Not in the collection yet</h2>
          <p>
            The collection does not hold any document from{' '}
            {data.notHeld.map((value, i) => (
              <Fragment key={value}>
                {i > 0 ? (i === data.notHeld.length - 1 ? ' or ' : ', ') : null}
                <strong>{value}</strong>
              </Fragment>
            ))}{' '}
            yet. {clear !== data.href ? <Link to={clear}>Search the whole collection</Link> : null}
          </p>
        </section>
      )
    }
    return (
      <section className={styles.empty} aria-labelledby="no-results">
        <h2 id="no-results">No results found</h2>
        {data.allWords ? (
          <p>
            No document has these words as a phrase.{' '}
            <Link to={data.allWords.href}>
              Search for {data.allWords.q} ({data.allWords.total.toLocaleString('en-GB')}{' '}
              {data.allWords.total === 1 ? 'result' : 'results'})
            </Link>
          </p>
        ) : null}
        {clear !== data.href ? (
          <p>
            Try removing the applied filters. <Link to={clear}>Clear all filters</Link>
          </p>
        ) : (
          <p>Check the spelling, or use fewer or broader words.</p>
        )}
      </section>
    )
  }
  const selectable = results.hits.filter((h) => h.selectable)
  const allSelected = selectable.length > 0 && selectable.every((h) => selected.has(h.id))
  const toggle = (id: string, on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev)
      if (on) next.add(id)
      else next.delete(id)
      return next
    })
  return (
    <section
      aria-label="Results"
      aria-busy={pending || undefined}
      className={`${styles.results} ${pending ? styles.pending : ''}`}
    >
      {hydrated && selectable.length > 0 ? (
        <div className={styles.selectAll}>
          <input
            id="select-all"
            type="checkbox"
            className={panelStyles.checkbox}
            checked={allSelected}
            onChange={(e) => {
              const on = e.currentTarget.checked
              setSelected(on ? new Set(selectable.map((h) => h.id)) : new Set())
            }}
          />
          <label htmlFor="select-all">Select all</label>
          <span role="status">{selected.size > 0 ? `${selected.size} selected` : ''}</span>
          {canAsk && selected.size > 0 ? (
            <AskAssistantLink docIds={[...selected]}>
              Ask the AI Assistant about the selection
            </AskAssistantLink>
          ) : null}
        </div>
      ) : null}
      <ol className={styles.resultList} start={results.start + 1}>
        {results.hits.map((hit) => (
          <Hit
            key={hit.id}
            hit={hit}
            saved={data.saved[hit.id]}
            selected={selected.has(hit.id)}
            onSelect={hydrated ? (on) => toggle(hit.id, on) : null}
          />
        ))}
      </ol>
      <Pager data={data} />
    </section>
  )
}

function Hit({
  hit,
  saved,
  selected,
  onSelect,
}: {
  hit: HitView
  saved: SavedView | undefined
  selected: boolean
  onSelect: ((on: boolean) => void) | null
}) {
  const titleId = `hit-${hit.id}`
  const canAsk = useCanAskAssistant()
  return (
    <li className={styles.hit}>
      <div>
        {onSelect && hit.selectable ? (
          <input
            type="checkbox"
            className={panelStyles.checkbox}
            checked={selected}
            onChange={(e) => onSelect(e.currentTarget.checked)}
            aria-labelledby={titleId}
          />
        ) : null}
      </div>
      <article
        aria-labelledby={titleId}
        className={styles.hitBody}
        data-type={hit.type}
        data-source={hit.source}
      >
        <h2 className={styles.hitTitle} id={titleId}>
          <Link to={hit.url}>{hit.title}</Link>
        </h2>
        <ul className={styles.hitMeta}>
          <li>{hit.type}</li>
          {hit.date ? (
            <li>
              <span className="visually-hidden">{hit.dateLabel}: </span>
              {hit.dateLabel === 'Added' ? `Added ${hit.date}` : hit.date}
            </li>
          ) : null}
          {hit.authors.length > 0 ? <li>{hit.authors.slice(0, 3).join(', ')}</li> : null}
          <li>{hit.sourceLocation ?? hit.source}</li>
          {hit.facts.map((fact) => (
            <li key={fact.name}>
              <span className={fact.name === 'Outcome' ? undefined : 'visually-hidden'}>
                {fact.name}:{' '}
              </span>
              {fact.value}
            </li>
          ))}
          {hit.aiAvailable && canAsk ? (
            <li>
              <span className={styles.aiTag}>AI Assistant available</span>
            </li>
          ) : null}
        </ul>
        {hit.excerpt ? (
          // escaped by the engine; only its <mark> highlights are markup
          <p
            className={styles.hitExcerpt}
            data-quote
            dangerouslySetInnerHTML={{ __html: hit.excerpt }}
          />
        ) : null}
        <SavedState documentId={hit.id} saved={saved} title={hit.title} />
        {hit.chapters.length > 0 ? (
          <ul className={styles.chapters} aria-label={`Best matching chapters of ${hit.title}`}>
            {hit.chapters.map((c) => (
              <li key={c.id}>
                <Link to={c.url}>{c.title}</Link>
              </li>
            ))}
          </ul>
        ) : null}
        {hit.caseGroup ? <CaseGroup group={hit.caseGroup} /> : null}
      </article>
    </li>
  )
}

/** Grouped by case: the row's case and its other results, oldest first. */
function CaseGroup({ group }: { group: NonNullable<HitView['caseGroup']> }) {
  return (
    <div className={styles.caseGroup}>
      <p>
        Case: <Link to={group.url}>{group.name}</Link>
      </p>
      {group.others.length > 0 ? (
        <ul aria-label={`Also found in ${group.name}`}>
          {group.others.map((o) => (
            <li key={o.id}>
              <Link to={o.url}>{o.title}</Link>
              {o.note ? <span className={styles.caseGroupNote}> · {o.note}</span> : null}
            </li>
          ))}
          {group.more > 0 ? (
            <li>
              <Link to={group.url}>
                {group.more === 1 ? '1 more document' : `${group.more} more documents`} of the case
              </Link>
            </li>
          ) : null}
        </ul>
      ) : null}
    </div>
  )
}

function Pager({ data }: { data: SearchPageData }) {
  const { results, state } = data
  if (!results) return null
  const size = state.resultsPerPage
  return (
    <NumberedPager
      current={Math.floor(results.start / size) + 1}
      pages={Math.ceil(results.total / size)}
      href={(page) => searchHref(withChanges(state, { start: (page - 1) * size }))}
      label="Pages"
      prefetch="intent"
    />
  )
}
