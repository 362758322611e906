import { useFetcher } from 'react-router'
import { CsrfInput } from '#app/components/csrf-input.tsx'
import { FieldError } from '#app/components/form-field.tsx'
import { button, input } from '#app/styles/ui.css.ts'
import * as styles from './favorites.css.ts'
import { useHydrated } from '#app/utils/use-hydrated.ts'

type Result =
  { ok: true; message: string } | { ok: false; errors: Record<string, string | undefined> }

/** A name for a search: its text, else a generic one. */
function suggestedName(url: string): string {
  try {
    const q = new URL(url, 'http://same.origin').searchParams.get('q')?.trim()
    return q ? q.slice(0, 200) : ''
  } catch {
    return ''
  }
}

/**
 * Saves the current search (its canonical URL and a name) to the favourites, with its own e-mail
 * alert when one is chosen, without leaving the page. Without JavaScript the form posts, and the
 * server sends the browser back to the search with a notice.
 */
export function SaveSearchForm({ url }: { url: string }) {
  const fetcher = useFetcher<Result>({ key: `save-search:${url}` })
  const hydrated = useHydrated()
  const busy = fetcher.state !== 'idle'
  const result = fetcher.state === 'idle' ? fetcher.data : undefined
  const error =
    result && !result.ok
      ? (result.errors.name ?? result.errors.url ?? result.errors.form)
      : undefined
  return (
    <fetcher.Form method="post" action="/favorites" className={styles.saveForm} noValidate>
      <CsrfInput />
      <input type="hidden" name="intent" value="save-search" />
      <input type="hidden" name="url" value={url} />
      {hydrated ? <input type="hidden" name="js" value="1" /> : null}
      <div>
        <label htmlFor="save-search-name" className={styles.fieldLabel}>
          Name this search
        </label>
        <input
          id="save-search-name"
          name="name"
          className={input}
          maxLength={200}
          defaultValue={suggestedName(url)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'save-search-error' : undefined}
        />
      </div>
      <div>
        <label htmlFor="save-search-alert" className={styles.fieldLabel}>
          E-mail alert
        </label>
        <select id="save-search-alert" name="alert" className={input} defaultValue="off">
          <option value="off">None</option>
          <option value="daily">Daily</option>
          <option value="weekly">Weekly</option>
        </select>
      </div>
      <button type="submit" className={button.outlined} disabled={busy}>
        {busy ? 'Saving…' : 'Save search'}
      </button>
      <FieldError id="save-search-error">{error}</FieldError>
      {result?.ok ? (
        <p className={styles.status} role="status">
          {result.message}. <a href="/favorites?tab=searches">View saved searches</a>
        </p>
      ) : null}
    </fetcher.Form>
  )
}
