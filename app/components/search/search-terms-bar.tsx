import { useEffect, useRef } from 'react'
import { Form, Link } from 'react-router'
import type { SearchPageData } from '#app/routes/search/search.server.ts'
import { SEARCH_MODES, type PathMode } from '#sites/search/modes.ts'
import { pillTitle } from '#app/search/pills.ts'
import { OPERATOR_HELP, removeTerm, splitTerms } from '#sites/search/query-terms.ts'
import { searchHref, serializeSearchParams, type FacetId } from '#sites/search/search-params.ts'
import {
  resetText,
  selectionOf,
  withChanges,
  withFacet,
  type SearchState,
} from '#sites/search/search-state.ts'
import { button } from '#app/styles/ui.css.ts'
import { onSubmitCanonical, useCanonicalSubmit } from './hooks.ts'
import { ContentTypePills } from './content-type-pills.tsx'
import * as styles from './search.css.ts'

/**
 * The bar of the search page: the query's terms as pills joined by their operators, the
 * selected filters as pills, and a box that adds a term (after the last operator, else with
 * AND). A malformed query is shown as typed, in the box, with the parser's message. Reset
 * (spec 000 §4) clears the text, title-only and AI-only and goes back to the first page, keeping
 * the filters.
 */
export function SearchTermsBar({ data, pathMode }: { data: SearchPageData; pathMode: PathMode }) {
  const { state, syntaxError, pills } = data
  const canonicalSubmit = useCanonicalSubmit(pathMode)
  const inputRef = useRef<HTMLInputElement>(null)
  const terms = syntaxError ? [] : splitTerms(state.q)
  // Back/forward: the box shows what the URL says, not what was typed before.
  useEffect(() => {
    if (inputRef.current) inputRef.current.value = syntaxError ? state.q : ''
  }, [state.q, syntaxError])
  const hidden = [...serializeSearchParams(withChanges(state, { q: '' }))].filter(
    ([key]) => key !== 'start',
  )
  const errorId = 'search-query-error'
  const textPills = [
    { name: 'Title', value: state.qTitle, to: searchHref(withChanges(state, { qTitle: '' })) },
    {
      name: 'Publication title',
      value: state.qPublicationTitle,
      to: searchHref(withChanges(state, { qPublicationTitle: '' })),
    },
  ].filter((p) => p.value)
  const reset = searchHref(resetText(state))
  return (
    <div className={styles.bar}>
      <Form
        method="get"
        action={SEARCH_MODES[state.mode].path}
        role="search"
        aria-label={
          state.mode === 'default' ? 'Search' : `Search ${SEARCH_MODES[state.mode].title}`
        }
        className={styles.barRow}
        onSubmit={onSubmitCanonical(canonicalSubmit)}
      >
        {hidden.map(([key, value], i) => (
          <input key={`${key}-${i}`} type="hidden" name={key} value={value} />
        ))}
        {terms.length > 0 ? (
          <>
            <input type="hidden" name="q" value={state.q} />
            <ul className={styles.pillList} aria-label="Search terms">
              {terms.map((term, i) => (
                <li key={`${i}-${term.text}`} className={styles.pillList}>
                  {term.operator ? <span className={styles.operator}>{term.operator}</span> : null}
                  <span className={styles.pill}>
                    <span>{term.text}</span>
                    <Link
                      to={searchHref(withChanges(state, { q: removeTerm(state.q, i) }))}
                      className={styles.pillRemove}
                      aria-label={`Remove search term ${term.text}`}
                    >
                      ×
                    </Link>
                  </span>
                </li>
              ))}
            </ul>
          </>
        ) : null}
        <label htmlFor="search-terms" className="visually-hidden">
          {terms.length > 0 ? 'Add a search term' : 'Search terms'}
        </label>
        <input
          ref={inputRef}
          id="search-terms"
          name={syntaxError ? 'q' : 'add'}
          type="search"
          className={styles.barInput}
          defaultValue={syntaxError ? state.q : ''}
          placeholder={
            terms.length > 0 ? `Add a term, e.g. ${data.syntax.addExample}` : 'Search for…'
          }
          aria-invalid={syntaxError ? true : undefined}
          aria-describedby={syntaxError ? errorId : undefined}
          autoComplete="off"
          maxLength={1000}
        />
        <button type="submit" className={button.default}>
          Search
        </button>
        {reset !== data.href ? (
          <Link to={reset} className={button.text}>
            Reset
          </Link>
        ) : null}
        <SyntaxHelp examples={data.syntax.examples} />
      </Form>
      {syntaxError ? (
        <p className={styles.queryError} id={errorId} role="alert">
          <span aria-hidden="true">⚠</span>
          <span>
            {syntaxError.message}. Check the query and search again; the syntax help lists the
            operators.
          </span>
        </p>
      ) : null}
      {pills.length > 0 || textPills.length > 0 ? (
        <ul className={styles.pillList} aria-label="Selected filters">
          {textPills.map((p) => (
            <li key={p.name}>
              <FilterPill name={p.name} value={p.value} label={p.value} to={p.to} />
            </li>
          ))}
          {pills.map((p) => (
            <li key={`${p.facet}:${p.value}`}>
              <FilterPill
                name={p.name}
                value={p.value}
                label={p.label}
                to={searchHref(removeValue(state, p.facet, p.value))}
              />
            </li>
          ))}
        </ul>
      ) : null}
      <ContentTypePills data={data} />
    </div>
  )
}

function FilterPill(props: { name: string; value: string; label: string; to: string }) {
  return (
    <span className={styles.filterPill} title={`${props.name}: ${props.value}`}>
      <span>{pillTitle(props.name, props.label)}</span>
      <Link
        to={props.to}
        className={styles.pillRemove}
        aria-label={`Remove filter ${props.name}: ${props.label}`}
      >
        ×
      </Link>
    </span>
  )
}

function removeValue(state: SearchState, facet: FacetId, value: string): SearchState {
  const sel = selectionOf(state, facet)
  return withFacet(state, facet, { ...sel, values: sel.values.filter((v) => v !== value) })
}

/** The operators of the search language (spec 000 §5), in a disclosure that works without JS. */
function SyntaxHelp({ examples }: { examples: SearchPageData['syntax']['examples'] }) {
  return (
    <details className={styles.help}>
      <summary className={styles.helpSummary}>Search syntax</summary>
      <div className={styles.helpPanel}>
        <table className={styles.helpTable}>
          <caption className="visually-hidden">Search operators</caption>
          <thead>
            <tr>
              <th scope="col">Operator</th>
              <th scope="col">Example</th>
              <th scope="col">Finds</th>
            </tr>
          </thead>
          <tbody>
            {OPERATOR_HELP.map((o) => (
              <tr key={o.syntax}>
                <th scope="row">
                  <code>{o.syntax}</code>
                </th>
                <td>
                  <code>{examples[o.syntax]}</code>
                </td>
                <td>{o.meaning}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p>
          Several words without an operator are searched as a phrase. Operators are written in
          capitals.
        </p>
      </div>
    </details>
  )
}
