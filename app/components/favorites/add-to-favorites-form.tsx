import { CsrfInput } from '#app/components/csrf-input.tsx'
import { FieldError } from '#app/components/form-field.tsx'
import { button } from '#app/styles/ui.css.ts'
import * as styles from './favorites.css.ts'
import { useFavouriteForm } from './use-favourite-form.tsx'

/**
 * "Add to favourites" for a document (optionally into one of the viewer's folders), without
 * leaving the page. Without JavaScript the form posts and the server sends the browser back to
 * the page as it was (its query, so the hits stay marked) with a notice.
 */
export function AddToFavoritesForm({
  documentId,
  title,
  url,
  folders = [],
}: {
  documentId: string
  title: string
  url: string
  folders?: readonly { id: string; name: string }[]
}) {
  const { fetcher, busy, result, error, returnFields } = useFavouriteForm(
    `add-favourite:${documentId}`,
  )
  return (
    <fetcher.Form method="post" action="/favorites" className={styles.saveForm}>
      <CsrfInput />
      <input type="hidden" name="intent" value="add-favourite" />
      <input type="hidden" name="documentId" value={documentId} />
      <input type="hidden" name="title" value={title} />
      <input type="hidden" name="url" value={url} />
      {returnFields}
      {folders.length > 0 ? (
        <label className={styles.small}>
          <span className="visually-hidden">Folder</span>
          <select name="folder" className={styles.select} defaultValue="0">
            <option value="0">No folder</option>
            {folders.map((f) => (
              <option key={f.id} value={f.id}>
                {f.name}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <button type="submit" className={button.outlined} disabled={busy}>
        {busy ? 'Adding…' : 'Add to favourites'}
      </button>
      <FieldError>{error}</FieldError>
      {result?.ok ? (
        <p className={styles.status} role="status">
          {result.message}. <a href="/favorites">View favourites</a>
        </p>
      ) : null}
    </fetcher.Form>
  )
}
