import { Link } from 'react-router'
import { MiniAppQueryForm } from '#app/components/mini-app-query-form.tsx'
import { categorySlug, MDL_FACT_CATEGORIES } from '#sites/tools/market-definitions.ts'
import * as styles from './market-definitions.css.ts'
import * as miniApp from '#app/styles/mini-app.css.ts'
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
    <MiniAppQueryForm
      id="mdl-q"
      action={SEARCH_PATH}
      label="Search market definitions"
      placeholder='e.g. product-market:"reinforcing bars" AND geographic-market:Italy'
      maxLength={500}
      q={q}
      error={error}
      classNames={{
        form: styles.searchForm,
        field: styles.searchField,
        error: miniApp.queryError,
        help: styles.sample,
      }}
      help={
        <>
          Terms are joined by AND, OR and NOT (AND when none is written). Write{' '}
          <code>category:value</code> to look in one category (
          {MDL_FACT_CATEGORIES.map(categorySlug).join(', ')}); other terms are keywords.
        </>
      }
    />
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
