import { Form, Link } from 'react-router'
import { MiniAppQueryForm } from '#app/components/mini-app-query-form.tsx'
import { CsrfInput } from '#app/components/csrf-input.tsx'
import { SampleMark } from '#app/components/sample-mark.tsx'
import { button } from '#app/styles/ui.css.ts'
import { formatDay } from '#sites/dates.ts'
import { MIP_CATEGORIES } from '#sites/tools/manual-ip.ts'
import type { EntryView } from './mip.server.ts'
import * as styles from './manual-ip.css.ts'
import * as miniApp from '#app/styles/mini-app.css.ts'
import { MIP_FAVOURITES, MIP_SEARCH } from './params.ts'

/** Star or unstar an entry: a POST form (with the anti-forgery token) that comes back here. */
export function StarForm({ entry, returnTo }: { entry: EntryView; returnTo: string }) {
  return (
    <Form method="post" action={MIP_FAVOURITES} className={styles.starForm}>
      <CsrfInput />
      <input type="hidden" name="id" value={entry.id} />
      <input type="hidden" name="intent" value={entry.starred ? 'remove' : 'add'} />
      <input type="hidden" name="returnTo" value={returnTo} />
      <button type="submit" className={button.text} aria-pressed={entry.starred}>
        <span aria-hidden="true">{entry.starred ? '★ ' : '☆ '}</span>
        {entry.starred ? 'Starred' : 'Star'}
        <span className="visually-hidden">
          {' '}
          {entry.citation} ({entry.countryName}, {entry.topicLabel})
        </span>
      </button>
    </Form>
  )
}

/** An entry: what it says (a provision quoted as enacted), its source, and the star. */
export function Entry({
  entry,
  returnTo,
  heading,
}: {
  entry: EntryView
  returnTo: string
  heading?: React.ReactNode
}) {
  const text = entry.answer.join('\n')
  return (
    <article className={styles.entry} aria-label={`${entry.citation}, ${entry.countryName}`}>
      {heading}
      {entry.language === 'en' ? (
        <p className={styles.answer}>{text}</p>
      ) : (
        <blockquote className={styles.quote} lang={entry.language}>
          {text}
        </blockquote>
      )}
      <p className={styles.source}>
        Source:{' '}
        {entry.sourceUrl ? (
          entry.external ? (
            <a href={entry.sourceUrl} target="_blank" rel="noreferrer">
              {entry.citation}
              <span aria-hidden="true"> ↗</span>
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          ) : (
            <Link to={entry.sourceUrl}>{entry.citation}</Link>
          )
        ) : (
          entry.citation
        )}
        {entry.external || !entry.sourceUrl ? '' : ` (${entry.sourceTitle})`}
        {entry.lastReviewed
          ? ` · ${entry.sample ? 'Reviewed' : 'Version of'} ${formatDay(entry.lastReviewed)}`
          : ''}
        {entry.sample ? <SampleMark /> : null}
      </p>
      <StarForm entry={entry} returnTo={returnTo} />
    </article>
  )
}

/** Manual IP's search box: a GET form, so a search is an address. */
export function QueryForm({ q, error }: { q: string; error?: { message: string } | null }) {
  return (
    <MiniAppQueryForm
      id="mip-q"
      action={MIP_SEARCH}
      label="Search Manual IP"
      placeholder="e.g. Vertreter country:DE right:trade-mark"
      maxLength={300}
      q={q}
      error={error}
      classNames={{
        form: styles.chooser,
        field: styles.searchField,
        error: miniApp.queryError,
        help: styles.help,
      }}
      help={
        <>
          Every word must occur in the entry (a trailing <code>*</code> matches any ending). Write{' '}
          <code>category:value</code> to narrow by {MIP_CATEGORIES.join(', ')}: for example{' '}
          <code>country:EP</code>, <code>right:design</code>, <code>topic:fees</code>.
        </>
      }
    />
  )
}
