import { Form, useNavigation } from 'react-router'
import { button } from '#app/styles/ui.css.ts'
import { MIP_RIGHT_LABELS, MIP_RIGHTS, MIP_MAX_COMPARE } from '#sites/tools/manual-ip.ts'
import type { Route } from '../+types/home'
import * as styles from '../manual-ip.css.ts'
import * as miniApp from '#app/styles/mini-app.css.ts'
import { Entry, QueryForm } from '../parts.tsx'

export function HomeScreen({ loaderData }: Route.ComponentProps) {
  const { state, countries, rows, here } = loaderData
  const navigation = useNavigation()
  const busy = navigation.state === 'loading' && navigation.location.pathname === '/manual-ip'
  return (
    <>
      <h1>Find and compare IP prosecution information</h1>
      <p className={miniApp.lead}>
        Filing requirements, fees, time limits and representation for patents, trade marks and
        designs, office by office, each answer with its source: the German acts and fee schedule,
        the EPC and the PCT as the collection holds them, and editorial answers for the other
        offices.
      </p>
      <Form method="get" className={styles.chooser} aria-label="Offices and right to compare">
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>Offices (up to {MIP_MAX_COMPARE})</legend>
          {countries.map((c) => (
            <label key={c.code} className={styles.option}>
              <input
                type="checkbox"
                name="c"
                value={c.code}
                defaultChecked={state.countries.includes(c.code)}
              />
              {c.name}
            </label>
          ))}
        </fieldset>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>Right</legend>
          {MIP_RIGHTS.map((r) => (
            <label key={r} className={styles.option}>
              <input type="radio" name="right" value={r} defaultChecked={state.right === r} />
              {MIP_RIGHT_LABELS[r]}
            </label>
          ))}
        </fieldset>
        <button type="submit" className={button.default}>
          Compare
        </button>
      </Form>
      <div className={busy ? styles.pending : undefined} aria-busy={busy || undefined}>
        <h2 className="visually-hidden">
          {MIP_RIGHT_LABELS[state.right]}: {rows[0]?.cells.map((c) => c.name).join(', ')}
        </h2>
        {rows.map((row) => (
          <section key={row.topic} className={styles.topic} aria-labelledby={`t-${row.topic}`}>
            <h3 id={`t-${row.topic}`} className={styles.topicTitle}>
              {row.label}
            </h3>
            <ul className={styles.cells}>
              {row.cells.map((cell) => (
                <li key={cell.country} className={styles.cell}>
                  <h4 className={styles.cellTitle}>{cell.name}</h4>
                  {cell.entries.length ? (
                    cell.entries.map((e) => <Entry key={e.id} entry={e} returnTo={here} />)
                  ) : (
                    <p className={styles.none}>
                      No entry for {MIP_RIGHT_LABELS[state.right].toLowerCase()} here yet.
                    </p>
                  )}
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <h2>Search Manual IP</h2>
      <QueryForm q="" />
    </>
  )
}
