import { CsrfInput } from '#app/components/csrf-input.tsx'
import { FieldError } from '#app/components/form-field.tsx'
import { button } from '#app/styles/ui.css.ts'
import * as styles from './favorites.css.ts'
import { useFavouriteForm } from './use-favourite-form.tsx'

export type SavedView = { folders: string[]; unfiled: boolean }

/** 'In your favourites, in Cases and Reading' (and 'outside any folder' when also saved so). */
export function savedText(saved: SavedView): string {
  const places = [...saved.folders.map((f) => `“${f}”`)]
  if (places.length === 0) return 'In your favourites'
  if (saved.unfiled) places.push('outside any folder')
  const last = places.pop()
  return `In your favourites, in ${places.length > 0 ? `${places.join(', ')} and ${last}` : last}`
}

/**
 * A document's saved state where it is shown (its page, a row of results): which folders hold
 * it, and a button that takes it out of every one. Without JavaScript the form posts and the
 * server sends the browser back to the page as it was (query and hits kept) with a notice.
 */
export function SavedState({
  documentId,
  saved,
  title,
}: {
  documentId: string
  saved: SavedView | null | undefined
  /** Names the document in the button's accessible name (a list holds several). */
  title?: string
}) {
  const { fetcher, busy, result, error, returnFields } = useFavouriteForm(`saved:${documentId}`)
  if (!saved) {
    // Removed by script: the page no longer holds it; say so where it was.
    return result?.ok ? (
      <p className={styles.status} role="status">
        {result.message}
      </p>
    ) : null
  }
  return (
    <fetcher.Form method="post" action="/favorites" className={styles.savedState}>
      <CsrfInput />
      <input type="hidden" name="intent" value="remove-saved-document" />
      <input type="hidden" name="documentId" value={documentId} />
      {returnFields}
      <span className={styles.savedMark}>{savedText(saved)}</span>
      <button
        type="submit"
        className={button.text}
        disabled={busy}
        aria-label={title ? `Remove “${title}” from favourites` : undefined}
      >
        {busy ? 'Removing…' : 'Remove from favourites'}
      </button>
      <FieldError as="span">{error}</FieldError>
    </fetcher.Form>
  )
}
