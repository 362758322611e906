import { Form, Link, useNavigation } from 'react-router'
import { CsrfInput } from '#app/components/csrf-input.tsx'
import { NumberedPager } from '#app/components/numbered-pager.tsx'
import { FieldError } from '#app/components/form-field.tsx'
import { button, input, muted } from '#app/styles/ui.css.ts'
import * as styles from './favorites.css.ts'
import { FolderTools, ListTools } from './favorites-tools.tsx'
import { FavouritesViewSwitch } from './lists-screen.tsx'
import {
  ALL_FOLDERS,
  listHref,
  SORTS_BY_TAB,
  withFolder,
  withPage,
  withSort,
  withTab,
  type FavoritesListState,
  type SortColumn,
} from './list-state.ts'
import { flush } from '#app/styles/layout.css.ts'

export type FavoritesView = {
  state: FavoritesListState
  folders: { id: string; name: string; order: number; hits: number }[]
  selectedFolder: { id: string; name: string; order: number } | null
  items: {
    id: string
    title: string
    url: string
    source: string
    type: string
    added: string
    addedIso: string
    folder: string | null
  }[]
  totalHits: number
  totalPages: number
  counts: { documents: number; searches: number }
  history: { title: string; url: string }[]
}

export type FavoritesActionData =
  | { ok: true; intent: string; message: string }
  | {
      ok: false
      intent: string
      errors: Record<string, string | undefined>
      values: Record<string, string>
    }
  | undefined

const columnLabel: Record<SortColumn, string> = {
  AddedDate: 'Added',
  Title: 'Title',
  Source: 'Source',
  InformationType: 'Type',
}

/** The favourites page: folders on the side, the list with its tabs, tools and pager. */
export function FavoritesScreen({
  data,
  actionData,
}: {
  data: FavoritesView
  actionData?: FavoritesActionData
}) {
  const { state, folders, selectedFolder } = data
  const navigation = useNavigation()
  const submittingIntent =
    navigation.state === 'submitting' ? String(navigation.formData?.get('intent') ?? '') : null
  const loading =
    navigation.state === 'loading' && navigation.location.pathname.toLowerCase() === '/favorites'
  const errors = actionData && !actionData.ok ? actionData : null
  const errorFor = (intent: string, field: string) =>
    errors?.intent === intent ? errors.errors[field] : undefined

  // The favourites come first (on a phone, the folders follow them); on a wide screen the
  // folders are the left column.
  return (
    <div className={styles.layout}>
      <section aria-labelledby="favorites-title" className={styles.mainColumn}>
        <div className={styles.folderBar}>
          <h1 className={flush} id="favorites-title">
            Favourites{selectedFolder ? `: ${selectedFolder.name}` : ''}
          </h1>
          {selectedFolder ? (
            <FolderTools
              folder={selectedFolder}
              isLast={selectedFolder.order >= folders.length - 1}
              submittingIntent={submittingIntent}
              error={errorFor('rename-folder', 'name')}
              failedName={errors?.intent === 'rename-folder' ? errors.values.name : undefined}
            />
          ) : null}
        </div>
        <FavouritesViewSwitch current="folders" view={state.tab} />

        <nav className={styles.tabs} aria-label="Kind of favourite">
          <Link
            to={listHref(withTab(state, 'documents'))}
            className={styles.tab}
            aria-current={state.tab === 'documents' ? 'page' : undefined}
          >
            Documents ({data.counts.documents})
          </Link>
          <Link
            to={listHref(withTab(state, 'searches'))}
            className={styles.tab}
            aria-current={state.tab === 'searches' ? 'page' : undefined}
          >
            Searches ({data.counts.searches})
          </Link>
        </nav>

        <ListTools state={state} />

        {data.items.length === 0 ? (
          <p className={styles.empty}>
            {state.q
              ? `No favourites match “${state.q}”.`
              : state.tab === 'documents'
                ? 'No documents here yet. Use “Add to favourites” on a document to keep it here.'
                : 'No saved searches here yet. Use “Save search” on the search page to keep one here.'}
          </p>
        ) : (
          <Form method="post" noValidate>
            <CsrfInput />
            <FavouritesTable data={data} pending={loading || submittingIntent !== null} />
            <div className={styles.bulkBar}>
              <div>
                <label htmlFor="move-target" className={styles.fieldLabel}>
                  Move selected to
                </label>
                <select
                  id="move-target"
                  name="target"
                  className={styles.select}
                  defaultValue={ALL_FOLDERS}
                >
                  <option value={ALL_FOLDERS}>No folder (All favourites only)</option>
                  {folders.map((f) => (
                    <option key={f.id} value={f.id}>
                      {f.name}
                    </option>
                  ))}
                </select>
              </div>
              <button
                type="submit"
                name="intent"
                value="move"
                className={button.outlined}
                disabled={submittingIntent !== null}
              >
                {submittingIntent === 'move' ? 'Moving…' : 'Move'}
              </button>
              <button
                type="submit"
                name="intent"
                value="delete"
                className={button.ghost}
                disabled={submittingIntent !== null}
              >
                {submittingIntent === 'delete' ? 'Deleting…' : 'Delete selected'}
              </button>
              <FieldError>{errorFor('move', 'ids') ?? errorFor('delete', 'ids')}</FieldError>
            </div>
          </Form>
        )}
        <NumberedPager
          current={state.page}
          pages={data.totalPages}
          href={(page) => listHref(withPage(state, page))}
          label="Pages"
        />
        <p className={`${muted} ${styles.small}`} aria-live="polite">
          {data.totalHits === 1 ? '1 favourite' : `${data.totalHits} favourites`}
          {data.totalPages > 1 ? `, page ${state.page} of ${data.totalPages}` : ''}
        </p>
      </section>

      <aside aria-label="Folders" className={styles.folderColumn}>
        <nav className={styles.panel} aria-labelledby="folders-title">
          <h2 id="folders-title" className={styles.panelTitle}>
            Folders
          </h2>
          <ul className={styles.folderList}>
            <li>
              <Link
                to={listHref(withFolder(state, ALL_FOLDERS))}
                className={styles.folderLink}
                aria-current={state.folder === ALL_FOLDERS ? 'page' : undefined}
              >
                All favourites
              </Link>
            </li>
            {folders.map((folder) => (
              <li key={folder.id}>
                <Link
                  to={listHref(withFolder(state, folder.id))}
                  className={styles.folderLink}
                  aria-current={state.folder === folder.id ? 'page' : undefined}
                >
                  <span>{folder.name}</span>
                  <span className={styles.count} aria-label={`${folder.hits} favourites`}>
                    {folder.hits}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          <Form method="post" className={styles.inline} noValidate>
            <CsrfInput />
            <div className={styles.grow}>
              <label htmlFor="new-folder" className={styles.fieldLabel}>
                New folder
              </label>
              <input
                id="new-folder"
                name="name"
                className={input}
                maxLength={80}
                defaultValue={errors?.intent === 'add-folder' ? errors.values.name : ''}
                key={errors?.intent === 'add-folder' ? 'failed' : `ok-${folders.length}`}
                aria-invalid={errorFor('add-folder', 'name') ? true : undefined}
                aria-describedby={errorFor('add-folder', 'name') ? 'new-folder-error' : undefined}
              />
            </div>
            <button
              type="submit"
              name="intent"
              value="add-folder"
              className={button.outlined}
              disabled={submittingIntent === 'add-folder'}
            >
              {submittingIntent === 'add-folder' ? 'Adding…' : 'Add folder'}
            </button>
            <FieldError id="new-folder-error">{errorFor('add-folder', 'name')}</FieldError>
          </Form>
        </nav>
        {data.history.length > 0 ? (
          <section className={styles.panel} aria-labelledby="history-title">
            <h2 id="history-title" className={styles.panelTitle}>
              Recently read
            </h2>
            <ul className={styles.historyList}>
              {data.history.map((h) => (
                <li key={h.url} className={styles.historyItem}>
                  <Link to={h.url}>{h.title}</Link>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </aside>
    </div>
  )
}

function FavouritesTable({ data, pending }: { data: FavoritesView; pending: boolean }) {
  const { state } = data
  const columns = SORTS_BY_TAB[state.tab]
  const showFolder = state.folder === ALL_FOLDERS
  return (
    <table
      className={`${styles.table} ${pending ? styles.pending : ''}`}
      aria-busy={pending || undefined}
    >
      <caption className="visually-hidden">
        {state.tab === 'documents' ? 'Favourite documents' : 'Saved searches'}, sortable by column
      </caption>
      <thead>
        <tr>
          <th className={`${styles.th} ${styles.checkCell}`} scope="col">
            <span className="visually-hidden">Select</span>
          </th>
          {columns.map((column) => {
            const active = state.sort === column
            const label =
              column === 'Title' && state.tab === 'searches' ? 'Name' : columnLabel[column]
            return (
              <th
                key={column}
                scope="col"
                className={styles.th}
                aria-sort={
                  active ? (state.order === 'asc' ? 'ascending' : 'descending') : undefined
                }
              >
                <Link
                  to={listHref(withSort(state, column))}
                  className={styles.sortLink}
                  preventScrollReset
                >
                  {label}
                  {active ? (state.order === 'asc' ? ' ▲' : ' ▼') : ''}
                </Link>
              </th>
            )
          })}
          {state.tab === 'searches' ? (
            <th scope="col" className={styles.th}>
              <span className="visually-hidden">Run</span>
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody>
        {data.items.map((item) => (
          <tr key={item.id}>
            <td className={styles.td}>
              <input
                type="checkbox"
                name="ids"
                value={item.id}
                aria-label={`Select ${item.title}`}
              />
            </td>
            {columns.map((column) => (
              <td
                key={column}
                className={`${styles.td} ${column === 'AddedDate' ? styles.nowrap : ''}`}
              >
                {column === 'Title' ? (
                  <>
                    <Link to={item.url}>{item.title}</Link>
                    {showFolder && item.folder ? (
                      <div className={styles.meta}>In {item.folder}</div>
                    ) : null}
                  </>
                ) : column === 'AddedDate' ? (
                  <time dateTime={item.addedIso}>{item.added}</time>
                ) : column === 'Source' ? (
                  item.source
                ) : (
                  item.type
                )}
              </td>
            ))}
            {state.tab === 'searches' ? (
              <td className={styles.td}>
                <Link
                  to={item.url}
                  className={button.text}
                  aria-label={`Run the search ${item.title} again`}
                >
                  Run again
                </Link>
              </td>
            ) : null}
          </tr>
        ))}
      </tbody>
    </table>
  )
}
