import { Form, Link } from 'react-router'
import { button, input, label } from '#app/styles/ui.css.ts'
import { categorySlug, MDL_FACT_CATEGORIES } from '#sites/tools/market-definitions.ts'
import * as styles from './market-definitions.css.ts'
import { SEARCH_PATH } from './params.ts'

type Part = { text: string; mark: boolean }

/** A passage with the matched terms marked. */
export function Passage({ parts }: { parts: Part[] }) {
  return (
    <q className={styles.passage}>
      {parts.map((p, i) =>
        p.mark ? <mark key={i}>{p.text}</mark> : <span key={i}>{p.text}</span>,
      )}
    </q>
  )
}

/** The locator's search box: a GET form, so a search is an address. */
export function QueryForm({ q, error }: { q: string; error?: { message: string } | null }) {
  return (
    <>
      <Form method="get" action={SEARCH_PATH} role="search" className={styles.searchForm}>
        <div className={styles.searchField}>
          <label htmlFor="mdl-q" className={label}>
            Search market definitions
          </label>
          <input
            id="mdl-q"
            name="q"
            type="search"
            className={input}
            defaultValue={q}
            maxLength={500}
            placeholder="e.g. product-market:gas AND geographic-market:Belgium"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'mdl-q-error' : 'mdl-q-help'}
            autoComplete="off"
          />
        </div>
        <button type="submit" className={button.default}>
          Search
        </button>
      </Form>
      {error ? (
        <p id="mdl-q-error" className={styles.queryError} role="alert">
          <span aria-hidden="true">⚠ </span>
          {error.message}. Check the query and search again.
        </p>
      ) : (
        <p id="mdl-q-help" className={styles.sample}>
          Terms are joined by AND, OR and NOT (AND when none is written). Write{' '}
          <code>category:value</code> to look in one category (
          {MDL_FACT_CATEGORIES.map(categorySlug).join(', ')}); other terms are keywords.
        </p>
      )}
    </>
  )
}

export function DocumentLink({
  id,
  q,
  children,
}: {
  id: string
  q: string
  children: React.ReactNode
}) {
  const to = `/market-definitions-locator/document/${encodeURIComponent(id)}${q ? `?q=${encodeURIComponent(q)}` : ''}`
  return <Link to={to}>{children}</Link>
}
