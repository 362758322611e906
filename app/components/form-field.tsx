import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react'
import { field, fieldError, input, label as labelClass, muted } from '#app/styles/ui.css.ts'

/**
 * One field of a form: its label, the control, a hint and the field's error. The control is
 * described by the hint and the error (`aria-describedby`) and marked `aria-invalid` while the
 * error shows; the error's id is `<id>-error` unless `errorId` names it, the hint's `<id>-hint`.
 * The rest of the props go to the control (`name`, `type`, `autoComplete`, `defaultValue`…).
 *
 *   <Field id="email" label="E-mail" name="email" type="email" error={errors.email} />
 */
export function Field(props: FieldProps & InputHTMLAttributes<HTMLInputElement>) {
  const { id, label, hint, error, errorId, alert, ...control } = props
  const ids = fieldIds({ id, hint, error, errorId })
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} alert={alert} ids={ids}>
      <input id={id} className={input} {...control} {...describedBy(ids)} />
    </FieldFrame>
  )
}

/** A `Field` whose control is a text area (a message, a question). */
export function TextAreaField(props: FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const { id, label, hint, error, errorId, alert, ...control } = props
  const ids = fieldIds({ id, hint, error, errorId })
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} alert={alert} ids={ids}>
      <textarea id={id} className={input} {...control} {...describedBy(ids)} />
    </FieldFrame>
  )
}

/**
 * An error said of a field or of the whole form. `role="alert"` (the default) has a screen
 * reader say it when it appears; a form that can show several at once may leave it off.
 */
export function FieldError({
  id,
  children,
  alert = true,
  as: Tag = 'p',
}: {
  id?: string
  children: ReactNode
  alert?: boolean
  /** `span` inside a line of buttons. */
  as?: 'p' | 'span'
}) {
  if (children == null || children === '' || children === false) return null
  return (
    <Tag className={fieldError} id={id} role={alert ? 'alert' : undefined}>
      {children}
    </Tag>
  )
}

type FieldProps = {
  id: string
  label: ReactNode
  hint?: ReactNode
  error?: string | null
  /** The error's id where a test or another control names it (`login-error`). */
  errorId?: string
  /** Whether the error is announced as it appears (`role="alert"`); yes unless said. */
  alert?: boolean
}

type Ids = { hint?: string; error?: string }

function fieldIds({
  id,
  hint,
  error,
  errorId,
}: Pick<FieldProps, 'id' | 'hint' | 'error' | 'errorId'>) {
  return {
    hint: hint ? `${id}-hint` : undefined,
    error: error ? (errorId ?? `${id}-error`) : undefined,
  }
}

function describedBy(ids: Ids) {
  const described = [ids.hint, ids.error].filter(Boolean).join(' ')
  return {
    'aria-invalid': ids.error ? true : undefined,
    'aria-describedby': described || undefined,
  }
}

function FieldFrame(props: {
  id: string
  label: ReactNode
  hint?: ReactNode
  error?: string | null
  alert?: boolean
  ids: Ids
  children: ReactNode
}) {
  return (
    <div className={field}>
      <label className={labelClass} htmlFor={props.id}>
        {props.label}
      </label>
      {props.children}
      {props.hint ? (
        <p className={muted} id={props.ids.hint}>
          {props.hint}
        </p>
      ) : null}
      <FieldError id={props.ids.error} alert={props.alert}>
        {props.error}
      </FieldError>
    </div>
  )
}
