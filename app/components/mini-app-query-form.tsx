import { Form } from 'react-router'
import { button, input, label as labelStyle } from '#app/styles/ui.css.ts'

/**
 * A mini-app's search box (the Market Definitions Locator, Manual IP): a GET form, so a search
 * is an address, with the query's help below it, or what is wrong with the query in its place.
 * Each mini-app passes its own styles, which live in its part's stylesheet.
 */
export function MiniAppQueryForm({
  id,
  action,
  label,
  placeholder,
  maxLength,
  q,
  error,
  help,
  classNames,
}: {
  id: string
  action: string
  label: string
  placeholder: string
  maxLength: number
  q: string
  error?: { message: string } | null
  help: React.ReactNode
  classNames: { form: string; field: string; error: string; help: string }
}) {
  return (
    <>
      <Form method="get" action={action} role="search" className={classNames.form}>
        <div className={classNames.field}>
          <label htmlFor={id} className={labelStyle}>
            {label}
          </label>
          <input
            id={id}
            name="q"
            type="search"
            className={input}
            defaultValue={q}
            maxLength={maxLength}
            placeholder={placeholder}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : `${id}-help`}
            autoComplete="off"
          />
        </div>
        <button type="submit" className={button.default}>
          Search
        </button>
      </Form>
      {error ? (
        <p id={`${id}-error`} className={classNames.error} role="alert">
          <span aria-hidden="true">⚠ </span>
          {error.message}. Check the query and search again.
        </p>
      ) : (
        <p id={`${id}-help`} className={classNames.help}>
          {help}
        </p>
      )}
    </>
  )
}
