import { Link } from 'react-router'
import { card } from '#app/styles/ui.css.ts'
import type { Route } from '../+types/home'
import * as styles from '../market-definitions.css.ts'
import * as miniApp from '#app/styles/mini-app.css.ts'
import { QueryForm } from '../parts.tsx'

export function HomeScreen({ loaderData }: Route.ComponentProps) {
  const { total, categories } = loaderData
  return (
    <>
      <h1>Find how relevant markets were defined</h1>
      <p className={miniApp.lead}>
        The product and geographic markets named in {total} Commission antitrust and cartel cases
        and competition judgments of the EU Court of Justice, each with the passage it was read
        from, and the cases’ remedies, phases, dates, legislation, parties and sectors.
      </p>
      <QueryForm q="" />
      <h2>Start from a category</h2>
      <div className={styles.categoryGrid}>
        {categories.map((c) => (
          <section key={c.category} className={card} aria-labelledby={`cat-${c.category}`}>
            <h3 id={`cat-${c.category}`} className={miniApp.filterTitle}>
              {c.category}
            </h3>
            <ul className={miniApp.filterList}>
              {c.items.map((i) => (
                <li key={i.value}>
                  <Link to={i.to} className={styles.filterLink}>
                    {i.value}
                  </Link>{' '}
                  <span className={miniApp.count}>({i.count})</span>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </>
  )
}
