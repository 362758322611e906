import { useEffect, useRef } from 'react'
import { Form, useSubmit } from 'react-router'
import { CsrfInput } from '#app/components/csrf-input.tsx'
import { FieldError } from '#app/components/form-field.tsx'
import { button, input } from '#app/styles/ui.css.ts'
import * as styles from './favorites.css.ts'
import { PAGE_SIZES, type FavoritesListState } from './list-state.ts'

/** The open folder's tools: rename it, move it up or down, delete it. */
export function FolderTools({
  folder,
  isLast,
  submittingIntent,
  error,
  failedName,
}: {
  folder: { id: string; name: string; order: number }
  isLast: boolean
  submittingIntent: string | null
  error?: string
  failedName?: string
}) {
  const busy = submittingIntent !== null
  return (
    <div className={styles.inline}>
      <Form method="post" className={styles.inline} noValidate>
        <CsrfInput />
        <input type="hidden" name="folderId" value={folder.id} />
        <div>
          <label htmlFor="rename-folder" className={styles.fieldLabel}>
            Folder name
          </label>
          <input
            id="rename-folder"
            name="name"
            className={input}
            maxLength={80}
            defaultValue={failedName ?? folder.name}
            key={`${folder.id}-${folder.name}-${failedName ?? ''}`}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'rename-folder-error' : undefined}
          />
        </div>
        <button
          type="submit"
          name="intent"
          value="rename-folder"
          className={button.outlined}
          disabled={busy}
        >
          {submittingIntent === 'rename-folder' ? 'Renaming…' : 'Rename'}
        </button>
        <FieldError id="rename-folder-error">{error}</FieldError>
      </Form>
      <Form method="post" className={styles.inline}>
        <CsrfInput />
        <input type="hidden" name="folderId" value={folder.id} />
        <input type="hidden" name="intent" value="move-folder" />
        <button
          type="submit"
          name="direction"
          value="up"
          className={button.text}
          disabled={busy || folder.order === 0}
          aria-label={`Move folder ${folder.name} up`}
        >
          ↑ Up
        </button>
        <button
          type="submit"
          name="direction"
          value="down"
          className={button.text}
          disabled={busy || isLast}
          aria-label={`Move folder ${folder.name} down`}
        >
          ↓ Down
        </button>
      </Form>
      <Form method="post">
        <CsrfInput />
        <input type="hidden" name="folderId" value={folder.id} />
        <button
          type="submit"
          name="intent"
          value="delete-folder"
          className={button.ghost}
          disabled={busy}
        >
          {submittingIntent === 'delete-folder' ? 'Deleting…' : 'Delete folder'}
        </button>
      </Form>
    </div>
  )
}

/** Search within the favourites and the page size: GET forms, so the URL keeps the state. */
export function ListTools({ state }: { state: FavoritesListState }) {
  const submit = useSubmit()
  const queryRef = useRef<HTMLInputElement>(null)
  // Back and forward change the URL without remounting: keep the box in step with it.
  useEffect(() => {
    if (queryRef.current) queryRef.current.value = state.q
  }, [state.q])
  const keep = (omit: string[]) =>
    (['tab', 'folder', 'sort', 'order', 'size'] as const)
      .filter((key) => !omit.includes(key))
      .map((key) => <input key={key} type="hidden" name={key} value={String(state[key])} />)
  return (
    <div className={styles.toolbar}>
      <Form
        method="get"
        action="/favorites"
        role="search"
        aria-label="Favourites search"
        className={styles.inline}
      >
        {keep([])}
        <div>
          <label htmlFor="favorites-q" className={styles.fieldLabel}>
            Search in favourites
          </label>
          <input
            id="favorites-q"
            ref={queryRef}
            name="q"
            type="search"
            className={input}
            defaultValue={state.q}
            maxLength={200}
          />
        </div>
        <button type="submit" className={button.outlined}>
          Search
        </button>
      </Form>
      <Form method="get" action="/favorites" className={styles.inline}>
        {keep(['size'])}
        {state.q ? <input type="hidden" name="q" value={state.q} /> : null}
        <div>
          <label htmlFor="favorites-size" className={styles.fieldLabel}>
            Per page
          </label>
          <select
            id="favorites-size"
            name="size"
            className={styles.select}
            value={state.size}
            onChange={(event) => submit(event.currentTarget.form)}
          >
            {PAGE_SIZES.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </div>
        <noscript>
          <button type="submit" className={button.outlined}>
            Show
          </button>
        </noscript>
      </Form>
    </div>
  )
}
