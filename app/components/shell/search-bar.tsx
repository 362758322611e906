import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { Form, useFetcher, useLocation, useSubmit } from 'react-router'
import * as suggestStyles from '#app/components/search/suggestions.css.ts'
import { useRootData } from '#app/utils/use-root-data.ts'
import type { SuggestData } from '#app/routes/resources/suggest.ts'
import * as styles from './shell.css.ts'

/** Suggestions start after 3 characters (spec 000 §5, §9). */
const MIN_LENGTH = 3

type Option = {
  id: string
  label: string
  subLabel: string
  /** Where choosing it goes: a GET submission. */
  action: string
  params: Record<string, string>
}
type Group = { id: string; label: string; options: Option[] }

/**
 * The header search: a plain GET form to /search, so it works without JavaScript. With it, the
 * box is a combobox with suggestions from the engine, fetched without changing the URL (a
 * superseded request is cancelled by the fetcher), grouped into search terms, arbitrators (where
 * the plan opens their profiles), documents, books (with their total and "See all books") and
 * practical insight topics.
 */
export function SearchBar() {
  const location = useLocation()
  const urlQuery =
    location.pathname.toLowerCase() === '/search'
      ? (new URLSearchParams(location.search).get('q') ?? '')
      : ''
  const [text, setText] = useState(urlQuery)
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const fetcher = useFetcher<SuggestData>({ key: 'suggest' })
  const submit = useSubmit()
  const inputRef = useRef<HTMLInputElement>(null)
  const listId = useId()
  // suggestions are for subscribers (the resource route is not public)
  const root = useRootData()
  const suggests = Boolean(root?.viewer.subscription)

  // Back, forward and new searches: the box shows what the URL says.
  useEffect(() => {
    setText(urlQuery)
    setOpen(false)
  }, [urlQuery])

  const term = text.trim()
  const long = [...term].length >= MIN_LENGTH
  const data = long && fetcher.data?.term === term ? fetcher.data : null
  const groups = data ? groupsOf(data, term) : []
  const options = groups.flatMap((g) => g.options)
  const expanded = open && options.length > 0

  const onChange = (value: string) => {
    setText(value)
    setActive(-1)
    const t = value.trim()
    if (suggests && [...t].length >= MIN_LENGTH) {
      setOpen(true)
      fetcher.load(`/resources/suggest?term=${encodeURIComponent(t)}`)
    } else {
      setOpen(false)
    }
  }

  const choose = (option: Option) => {
    setOpen(false)
    submit(option.params, { method: 'get', action: option.action })
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!expanded) {
        if (options.length > 0) setOpen(true)
        return
      }
      event.preventDefault()
      const step = event.key === 'ArrowDown' ? 1 : -1
      // -1 is the box itself: moving past either end comes back to it
      setActive((i) => {
        const next = i + step
        if (next < -1) return options.length - 1
        return next >= options.length ? -1 : next
      })
      return
    }
    if (event.key === 'Escape' && expanded) {
      event.preventDefault()
      setOpen(false)
      setActive(-1)
      return
    }
    if (event.key === 'Enter' && expanded && active >= 0 && active < options.length) {
      event.preventDefault()
      choose(options[active])
    }
  }

  const activeId =
    expanded && active >= 0 && active < options.length ? options[active].id : undefined

  return (
    <Form
      method="get"
      action="/search"
      role="search"
      className={`${styles.searchBar} ${suggestStyles.wrapper}`}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(false)
      }}
    >
      <label htmlFor="header-search" className="visually-hidden">
        Search documents
      </label>
      <input
        ref={inputRef}
        id="header-search"
        name="q"
        type="search"
        placeholder="Search"
        value={text}
        onChange={(e) => onChange(e.currentTarget.value)}
        onKeyDown={onKeyDown}
        onFocus={() => long && setOpen(true)}
        className={styles.searchInput}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={activeId}
        autoComplete="off"
      />
      <button type="submit" className={styles.searchButton}>
        Search
      </button>
      <div
        id={listId}
        role="listbox"
        aria-label="Suggestions"
        className={suggestStyles.listbox}
        hidden={!expanded}
      >
        {groups.map((group) => (
          <div role="group" aria-labelledby={`${listId}-${group.id}`} key={group.id}>
            <div id={`${listId}-${group.id}`} className={suggestStyles.groupLabel}>
              {group.label}
            </div>
            {group.options.map((option) => {
              const index = options.indexOf(option)
              return (
                <div
                  key={option.id}
                  id={option.id}
                  role="option"
                  aria-selected={index === active}
                  className={suggestStyles.option}
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={() => choose(option)}
                  onMouseMove={() => index !== active && setActive(index)}
                >
                  <span className={suggestStyles.optionLabel}>{option.label}</span>
                  {option.subLabel ? (
                    <span className={suggestStyles.subLabel}>{option.subLabel}</span>
                  ) : null}
                </div>
              )
            })}
          </div>
        ))}
      </div>
    </Form>
  )
}

type Suggestions = SuggestData['documents']['suggestions']

/** One group's options: each suggestion opens `action` (or its own) with the params it gives. */
function optionsOf(
  key: string,
  suggestions: Suggestions,
  action: string | ((s: Suggestions[number]) => string),
  params: (s: Suggestions[number]) => Record<string, string>,
): Option[] {
  return suggestions.map((s, i) => ({
    id: `suggestion-${key}-${i}`,
    label: s.label,
    subLabel: s.subLabel,
    action: typeof action === 'string' ? action : action(s),
    params: params(s),
  }))
}

function groupsOf(data: SuggestData, term: string): Group[] {
  const { terms, arbitrators, documents, books, practicalInsightTopics: topics } = data
  const groups: Group[] = []
  if (terms.suggestions.length > 0) {
    const options = optionsOf('term', terms.suggestions, '/search', (s) => ({ q: s.value }))
    groups.push({ id: 'terms', label: 'Search for', options })
  }
  if (arbitrators.suggestions.length > 0) {
    // Each opens the person's profile: its value is the profile's address.
    const options = optionsOf(
      'arbitrator',
      arbitrators.suggestions,
      (s) => s.value,
      () => ({}),
    )
    groups.push({ id: 'arbitrators', label: 'Arbitrators', options })
  }
  if (documents.suggestions.length > 0) {
    const options = optionsOf('doc', documents.suggestions, '/search', (s) => ({ q: s.label }))
    groups.push({ id: 'documents', label: 'Documents', options })
  }
  if (books.total > 0) {
    const options = optionsOf('book', books.suggestions, '/books', (s) => ({
      qPublicationTitle: s.label,
    }))
    options.push({
      id: 'suggestion-book-all',
      label: 'See all books',
      subLabel: '',
      action: '/books',
      params: { qPublicationTitle: term },
    })
    groups.push({ id: 'books', label: `Books (${books.total.toLocaleString('en-GB')})`, options })
  }
  if (topics.suggestions.length > 0) {
    // Each opens the topic's practice notes: its value is the topic's id.
    const options = optionsOf('topic', topics.suggestions, '/practical-insights', (s) => ({
      topic: s.value,
    }))
    groups.push({ id: 'topics', label: 'Practical insight topics', options })
  }
  return groups
}
