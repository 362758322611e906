import { Form } from 'react-router'
import { CsrfInput } from '#app/components/csrf-input.tsx'
import { button } from '#app/styles/ui.css.ts'
import * as styles from './customise.css.ts'

export type NewsPublication = { title: string; isBlog: boolean }

/**
 * "Choose publications" under the home page's News: which of the edition's news publications
 * and blogs the card shows. A plain form (it works without JavaScript); with none ticked the
 * card shows the edition's news.
 */
export function NewsChoice({
  publications,
  followed,
}: {
  publications: NewsPublication[]
  followed: string[]
}) {
  const shown = (p: NewsPublication) => (followed.length ? followed.includes(p.title) : !p.isBlog)
  return (
    <details className={styles.customise}>
      <summary className={styles.summary}>Choose publications</summary>
      <Form method="post" action="/?index" preventScrollReset className={styles.form}>
        <CsrfInput />
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>Show news from</legend>
          {publications.map((p) => (
            <label key={p.title} className={styles.check}>
              <input type="checkbox" name="publication" value={p.title} defaultChecked={shown(p)} />
              {p.title}
            </label>
          ))}
        </fieldset>
        <button type="submit" name="change" value="news" className={button.default}>
          Save
        </button>
      </Form>
    </details>
  )
}
