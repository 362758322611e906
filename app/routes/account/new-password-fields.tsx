import { Field } from '#app/components/form-field.tsx'
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
  return (
    <Field
      id={`password-${props.name}`}
      label={props.label}
      hint={props.hint}
      error={props.error}
      name={props.name}
      type="password"
      autoComplete={props.autoComplete}
      required
    />
  )
}
