import { Form, useNavigation } from 'react-router'
import { CsrfInput } from '#app/components/csrf-input.tsx'
import { button, field, fieldError, input, label, muted } from '#app/styles/ui.css.ts'
import type { AlertFormErrors } from './alert-form.schema.ts'
import * as styles from './alerts.css.ts'

export type AlertFormDefaults = {
  email: string
  name: string
  publications: string[]
  savedSearches: boolean
  frequency: 'daily' | 'weekly'
}

/** The fields of the subscribe and change-preferences forms (a plain POST form). */
export function AlertForm({
  publications,
  defaults,
  errors,
  emailEditable,
  signedIn,
  submitLabel,
  children,
}: {
  publications: string[]
  defaults: AlertFormDefaults
  errors: AlertFormErrors
  emailEditable: boolean
  signedIn: boolean
  submitLabel: string
  children?: React.ReactNode
}) {
  const busy = useNavigation().state === 'submitting'
  const describedBy = (key: keyof AlertFormErrors) =>
    errors[key] ? `alert-${key}-error` : undefined
  const error = (key: keyof AlertFormErrors) =>
    errors[key] ? (
      <p id={`alert-${key}-error`} className={fieldError}>
        {errors[key]}
      </p>
    ) : null
  return (
    <Form method="post" noValidate className={styles.form}>
      <CsrfInput />
      {emailEditable ? (
        <div className={field}>
          <label htmlFor="alert-email" className={label}>
            E-mail
          </label>
          <input
            id="alert-email"
            name="email"
            type="email"
            autoComplete="email"
            required
            className={input}
            defaultValue={defaults.email}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={describedBy('email')}
          />
          {error('email')}
        </div>
      ) : (
        <p>
          Alerts go to <strong>{defaults.email}</strong>.
        </p>
      )}
      <div className={field}>
        <label htmlFor="alert-name" className={label}>
          Name <span className={muted}>(optional)</span>
        </label>
        <input
          id="alert-name"
          name="name"
          autoComplete="name"
          className={input}
          defaultValue={defaults.name}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={describedBy('name')}
        />
        {error('name')}
      </div>
      <fieldset className={styles.fieldset} aria-describedby={describedBy('publications')}>
        <legend className={label}>What to receive</legend>
        {publications.map((title) => (
          <label key={title} className={styles.check}>
            <input
              type="checkbox"
              name="publications"
              value={title}
              defaultChecked={defaults.publications.includes(title)}
            />
            {title}
          </label>
        ))}
        {signedIn ? (
          <label className={styles.check}>
            <input type="checkbox" name="savedSearches" defaultChecked={defaults.savedSearches} />
            New documents for my saved searches
          </label>
        ) : null}
        {error('publications')}
      </fieldset>
      <fieldset className={styles.fieldset} aria-describedby={describedBy('frequency')}>
        <legend className={label}>How often</legend>
        <label className={styles.check}>
          <input
            type="radio"
            name="frequency"
            value="daily"
            defaultChecked={defaults.frequency === 'daily'}
          />
          Daily
        </label>
        <label className={styles.check}>
          <input
            type="radio"
            name="frequency"
            value="weekly"
            defaultChecked={defaults.frequency === 'weekly'}
          />
          Weekly
        </label>
        {error('frequency')}
      </fieldset>
      <div className={styles.actions}>
        <button type="submit" name="intent" value="save" className={button.default} disabled={busy}>
          {busy ? 'Saving…' : submitLabel}
        </button>
        {children}
      </div>
    </Form>
  )
}
