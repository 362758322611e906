import { Form, Link, useNavigation } from 'react-router'
import { CsrfInput } from '#app/components/csrf-input.tsx'
import { Field, FieldError, TextAreaField } from '#app/components/form-field.tsx'
import { button, field, label } from '#app/styles/ui.css.ts'
import type { Route } from '../+types/email'
import * as miniApp from '#app/styles/mini-app.css.ts'
import { SEARCH_PATH } from '../params.ts'
import { formatDay } from '#sites/dates.ts'

export function EmailScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { documents, q, sent, to } = loaderData
  const errors: Record<string, string> = actionData?.errors ?? {}
  const pending = useNavigation().state === 'submitting'
  const back = q ? `${SEARCH_PATH}?q=${encodeURIComponent(q)}` : SEARCH_PATH
  if (sent) {
    return (
      <>
        <h1>E-mail sent</h1>
        <p role="status">
          {sent === 1 ? 'One document was' : `${sent} documents were`} sent to {to}.
        </p>
        <p>
          <Link to={SEARCH_PATH}>Back to the search</Link>
        </p>
      </>
    )
  }
  return (
    <>
      <h1>E-mail documents</h1>
      {documents.length === 0 ? (
        <>
          <p role="alert">Select at least one document in the results first.</p>
          <p>
            <Link to={back}>Back to the results</Link>
          </p>
        </>
      ) : (
        <Form method="post" noValidate>
          <CsrfInput />
          <FieldError>{errors.form}</FieldError>
          <fieldset className={field}>
            <legend className={label}>Documents</legend>
            <ul>
              {documents.map((d) => (
                <li key={d.id}>
                  <input type="hidden" name="id" value={d.id} />
                  {d.title}
                  {d.date ? <span className={miniApp.count}> ({formatDay(d.date)})</span> : null}
                </li>
              ))}
            </ul>
            <FieldError>{errors.ids}</FieldError>
          </fieldset>
          <Field
            id="mdl-to"
            label="E-mail address"
            name="to"
            type="email"
            defaultValue={actionData?.values.to ?? to}
            required
            maxLength={254}
            error={errors.to}
          />
          <TextAreaField
            id="mdl-message"
            label="Message (optional)"
            name="message"
            rows={3}
            maxLength={2000}
            defaultValue={actionData?.values.message ?? ''}
          />
          <p className={miniApp.appNav}>
            <button type="submit" className={button.default} disabled={pending}>
              Send
            </button>
            <Link to={back}>Cancel</Link>
          </p>
        </Form>
      )}
    </>
  )
}
