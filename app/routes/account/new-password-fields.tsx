import { field, fieldError, input, label, muted } from '#app/styles/ui.css.ts'
import type { PasswordErrors } from './password.schema.ts'

/** The new password twice, with the account's address for password managers. */
export function NewPasswordFields({ email, errors }: { email: string; errors: PasswordErrors }) {
  return (
    <>
      <input type="hidden" name="username" autoComplete="username" value={email} />
      <PasswordField
        name="password"
        label="New password"
        autoComplete="new-password"
        error={errors.password}
        hint="At least 10 characters. A few unrelated words are easy to remember and hard to guess."
      />
      <PasswordField
        name="confirm"
        label="New password again"
        autoComplete="new-password"
        error={errors.confirm}
      />
    </>
  )
}

export function PasswordField(props: {
  name: string
  label: string
  autoComplete: string
  error?: string
  hint?: string
}) {
  const id = `password-${props.name}`
  const described = [props.hint ? `${id}-hint` : '', props.error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ')
  return (
    <div className={field}>
      <label className={label} htmlFor={id}>
        {props.label}
      </label>
      <input
        id={id}
        className={input}
        name={props.name}
        type="password"
        autoComplete={props.autoComplete}
        required
        aria-invalid={props.error ? true : undefined}
        aria-describedby={described || undefined}
      />
      {props.hint ? (
        <p className={muted} id={`${id}-hint`}>
          {props.hint}
        </p>
      ) : null}
      {props.error ? (
        <p className={fieldError} id={`${id}-error`} role="alert">
          {props.error}
        </p>
      ) : null}
    </div>
  )
}
