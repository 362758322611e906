import { Form, useSearchParams } from 'react-router'
import * as styles from './shell.css.ts'

/** The header search: a plain GET form to /search, so it works without JavaScript. */
export function SearchBar() {
  const [params] = useSearchParams()
  return (
    <Form method="get" action="/search" role="search" className={styles.searchBar}>
      <label htmlFor="header-search" className="visually-hidden">
        Search documents
      </label>
      <input
        id="header-search"
        name="q"
        type="search"
        placeholder="Search"
        defaultValue={params.get('q') ?? ''}
        key={params.get('q') ?? ''}
        className={styles.searchInput}
      />
      <button type="submit" className={styles.searchButton}>
        Search
      </button>
    </Form>
  )
}
