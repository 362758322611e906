import { data, Form, Link, redirect, useNavigation } from 'react-router'
import { CsrfInput } from '#app/components/csrf-input.tsx'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { viewerContext } from '#app/context.ts'
import { button, field, fieldError, input, label } from '#app/styles/ui.css.ts'
import { pageTitle } from '#app/utils/page-title.ts'
import { pageUrl } from '#app/utils/page-url.ts'
import { isMailDeliveryError } from '#server/mail/mailer.ts'
import { mdlEmailSchema } from '#server/market-definitions/schemas.ts'
import { isMdlNothingToSendError } from '#server/market-definitions/service.ts'
import { MDL_MAX_EMAIL_DOCUMENTS } from '#sites/tools/market-definitions.ts'
import type { Route } from './+types/email'
import { marketDefinitions } from './mdl.server.ts'
import * as styles from './market-definitions.css.ts'
import { SEARCH_PATH } from './params.ts'

/**
 * /market-definitions-locator/email?id=…&q=: e-mails the selected documents, their market
 * definitions and links, to one address through the portal's mail service (POST, with the
 * anti-forgery token); a wrong address is a form error and nothing is sent.
 */
export async function loader(args: Route.LoaderArgs) {
  const { context } = args
  const url = pageUrl(args)
  const ids = [...new Set(url.searchParams.getAll('id'))].slice(0, MDL_MAX_EMAIL_DOCUMENTS)
  const sent = Number(url.searchParams.get('sent') ?? 0)
  const documents = ids.length ? await marketDefinitions(context).documents(ids) : []
  const viewer = context.get(viewerContext)
  return {
    documents,
    q: (url.searchParams.get('q') ?? '').slice(0, 500),
    sent: Number.isSafeInteger(sent) && sent > 0 ? sent : 0,
    to: url.searchParams.get('to')?.slice(0, 254) ?? viewer.account?.email ?? '',
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData()
  const values = {
    to: String(form.get('to') ?? '').trim(),
    ids: form.getAll('id').map(String),
    message: String(form.get('message') ?? '').trim() || undefined,
  }
  const parsed = mdlEmailSchema.safeParse(values)
  const fail = (errors: Record<string, string>) =>
    data({ errors, values: { to: values.to, message: values.message ?? '' } }, { status: 400 })
  if (!parsed.success) {
    const errors: Record<string, string> = {}
    for (const issue of parsed.error.issues)
      errors[String(issue.path[0] ?? 'form')] ??= issue.message
    return fail(errors)
  }
  const viewer = context.get(viewerContext)
  try {
    const { sent } = await marketDefinitions(context).email({
      ...parsed.data,
      origin: new URL(request.url).origin,
      sender: viewer.account?.name || viewer.account?.email || 'A subscriber',
    })
    const next = new URLSearchParams({ sent: String(sent), to: parsed.data.to })
    return redirect(`/market-definitions-locator/email?${next}`)
  } catch (error) {
    if (isMdlNothingToSendError(error)) return fail({ ids: error.message })
    if (isMailDeliveryError(error))
      return data(
        { errors: { form: 'The e-mail could not be sent. Try again later.' }, values },
        { status: 503 },
      )
    throw error
  }
}

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'E-mail documents')

export default function MarketDefinitionsEmail({ loaderData, actionData }: Route.ComponentProps) {
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
          {errors.form ? (
            <p className={fieldError} role="alert">
              {errors.form}
            </p>
          ) : null}
          <fieldset className={field}>
            <legend className={label}>Documents</legend>
            <ul>
              {documents.map((d) => (
                <li key={d.id}>
                  <input type="hidden" name="id" value={d.id} />
                  {d.title}
                  {d.date ? <span className={styles.count}> ({d.date})</span> : null}
                </li>
              ))}
            </ul>
            {errors.ids ? (
              <p className={fieldError} role="alert">
                {errors.ids}
              </p>
            ) : null}
          </fieldset>
          <div className={field}>
            <label htmlFor="mdl-to" className={label}>
              E-mail address
            </label>
            <input
              id="mdl-to"
              name="to"
              type="email"
              className={input}
              defaultValue={actionData?.values.to ?? to}
              required
              maxLength={254}
              aria-invalid={errors.to ? true : undefined}
              aria-describedby={errors.to ? 'mdl-to-error' : undefined}
            />
            {errors.to ? (
              <p id="mdl-to-error" className={fieldError} role="alert">
                {errors.to}
              </p>
            ) : null}
          </div>
          <div className={field}>
            <label htmlFor="mdl-message" className={label}>
              Message (optional)
            </label>
            <textarea
              id="mdl-message"
              name="message"
              className={input}
              rows={3}
              maxLength={2000}
              defaultValue={actionData?.values.message ?? ''}
            />
          </div>
          <p className={styles.appNav}>
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

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
