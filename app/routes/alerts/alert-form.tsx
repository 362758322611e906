import { Form, useNavigation } from 'react-router'
import { CsrfInput } from '#app/components/csrf-input.tsx'
import { Field, FieldError } from '#app/components/form-field.tsx'
import { button, label, muted } from '#app/styles/ui.css.ts'
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
  const error = (key: keyof AlertFormErrors) => (
    <FieldError id={`alert-${key}-error`} alert={false}>
      {errors[key]}
    </FieldError>
  )
  return (
    <Form method="post" noValidate className={styles.form}>
      <CsrfInput />
      {emailEditable ? (
        <Field
          id="alert-email"
          label="E-mail"
          name="email"
          type="email"
          autoComplete="email"
          required
          defaultValue={defaults.email}
          error={errors.email}
          alert={false}
        />
      ) : (
        <p>
          Alerts go to <strong>{defaults.email}</strong>.
        </p>
      )}
      <Field
        id="alert-name"
        label={
          <>
            Name <span className={muted}>(optional)</span>
          </>
        }
        name="name"
        autoComplete="name"
        defaultValue={defaults.name}
        error={errors.name}
        alert={false}
      />
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
