import { useEffect, useRef, type FormEvent } from 'react'
import { Form, Link, useSubmit } from 'react-router'
import { button, input, muted } from '#app/styles/ui.css.ts'
import { REL_TYPES } from '#sites/tools/relationships.ts'
import type { LookupData } from './relationship.server.ts'
import {
  parseRelationshipState,
  PATH,
  serializeRelationshipState,
  type RelationshipState,
  type Side,
} from './params.ts'
import * as styles from './relationship-indicator.css.ts'

// The two sides' controls: a chosen selection with its Remove link, the form that looks a name
// up and the names it found.

export function Chip({
  name,
  type,
  removeHref,
}: {
  name: string
  type: string
  removeHref: string
}) {
  return (
    <li className={styles.chip}>
      <span>
        {name} <span className={muted}>({type})</span>
      </span>
      <Link
        to={removeHref}
        className={`${button.text} ${styles.remove}`}
        aria-label={`Remove ${name}`}
        preventScrollReset
      >
        Remove
      </Link>
    </li>
  )
}

/**
 * Looks a name up on one side: a GET form that carries the selections made so far. With
 * JavaScript it looks up as the name is typed (after 2 letters, debounced) and submits the
 * canonical address; without, the Find button does the same through the server.
 */
export function FindForm({
  side,
  state,
  lookup,
}: {
  side: Side
  state: RelationshipState
  lookup: LookupData
}) {
  const submit = useSubmit()
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  const mine = lookup?.side === side ? lookup : null
  const carried = [
    ...serializeRelationshipState({ ...state, find: null, page: 1, connection: null }),
  ]

  function send(form: HTMLFormElement, replace: boolean) {
    const params = parseRelationshipState(
      new URLSearchParams([...new FormData(form)].map(([k, v]) => [k, String(v)])),
    )
    submit(serializeRelationshipState(params), {
      action: PATH,
      method: 'get',
      replace,
      preventScrollReset: true,
    })
  }
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    send(event.currentTarget, false)
  }
  function onChange(event: FormEvent<HTMLFormElement>) {
    const form = event.currentTarget
    const text = String(new FormData(form).get('find') ?? '').trim()
    clearTimeout(timer.current)
    if (text.length >= 2) timer.current = setTimeout(() => send(form, true), 250)
  }

  return (
    <>
      <Form
        method="get"
        action={PATH}
        onSubmit={onSubmit}
        onChange={onChange}
        className={styles.find}
      >
        {carried.map(([k, v]) => (
          <input key={`${k}=${v}`} type="hidden" name={k} value={v} />
        ))}
        <input type="hidden" name="side" value={side} />
        <label htmlFor={`find-type-${side}`} className="visually-hidden">
          Kind
        </label>
        <select
          id={`find-type-${side}`}
          name="type"
          defaultValue={mine?.relType ?? 0}
          className={`${input} ${styles.kind}`}
        >
          {REL_TYPES.map((t) => (
            <option key={t.relType} value={t.relType}>
              {t.label}
            </option>
          ))}
        </select>
        <label htmlFor={`find-${side}`} className="visually-hidden">
          Name
        </label>
        <input
          id={`find-${side}`}
          type="search"
          name="find"
          defaultValue={mine?.text ?? ''}
          placeholder="Name"
          autoComplete="off"
          className={input}
          minLength={2}
          required
        />
        <button type="submit" className={button.default}>
          Find
        </button>
      </Form>
      <Lookup lookup={mine} />
    </>
  )
}

export function Lookup({ lookup }: { lookup: LookupData }) {
  if (!lookup) return null
  if (lookup.hint || lookup.message)
    return (
      <p role="status" className={styles.hint}>
        {lookup.hint ?? lookup.message}
      </p>
    )
  return (
    <div role="status" className={styles.candidates}>
      {lookup.candidates.length ? (
        <>
          <p className={styles.candidatesTitle}>Choose one:</p>
          <ul className={styles.plainList}>
            {lookup.candidates.map((c) => (
              <li key={c.key}>
                <Link to={c.href} preventScrollReset>
                  {c.name}
                </Link>{' '}
                <span className={muted}>
                  ({c.cases} {c.cases === 1 ? 'case' : 'cases'})
                </span>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className={muted}>
          No {lookup.type.toLowerCase()} of the collection is called “{lookup.text}”.
        </p>
      )}
    </div>
  )
}
