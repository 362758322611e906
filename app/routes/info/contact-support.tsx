import { data, Form, useLocation, useNavigation } from 'react-router'
import { CsrfInput } from '#app/components/csrf-input.tsx'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { servicesContext, siteContext, viewerContext } from '#app/context.ts'
import { redirectWithNotice } from '#app/utils/notice.server.ts'
import { pageTitle } from '#app/utils/page-title.ts'
import { formOverLimit, inWords, retryAfterHeaders } from '#app/utils/rate-limit.server.ts'
import { Field, TextAreaField } from '#app/components/form-field.tsx'
import { button, field, muted } from '#app/styles/ui.css.ts'
import { feedbackSchema, type FeedbackErrors, type FeedbackValues } from './feedback.schema.ts'
import { InfoPage } from './info-page.tsx'
import type { Route } from './+types/contact-support'
import { readForm } from '#app/utils/form-body.server.ts'

const HERE = '/contactcustomersupport'

/**
 * Feedback and Support: the form (kept in the store, mailed to support) and how to reach support
 * otherwise. `?page=` fills in the address of the page the header's link was followed from.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const page = new URL(request.url).searchParams.get('page')?.slice(0, 500) ?? ''
  return {
    supportEmail: context.get(servicesContext).env.SUPPORT_EMAIL,
    /** A signed-in subscriber is contacted at the account's address. */
    accountEmail: context.get(viewerContext).account?.email ?? null,
    page: page.startsWith('/') && !page.startsWith('//') ? page : '',
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const { feedback } = context.get(servicesContext)
  const site = context.get(siteContext)
  const { account } = context.get(viewerContext)
  const form = await readForm(request)
  const values: FeedbackValues = {}
  for (const key of ['subject', 'message', 'page', 'email', 'contact'] as const) {
    const value = form.get(key)
    if (typeof value === 'string') values[key] = value
  }
  const parsed = feedbackSchema.safeParse({
    subject: values.subject ?? '',
    message: values.message ?? '',
    page: values.page ?? '',
    contact: values.contact,
    email: account?.email ?? values.email ?? '',
  })
  if (!parsed.success) {
    const errors: FeedbackErrors = {}
    for (const issue of parsed.error.issues) {
      const key = issue.path[0] as keyof FeedbackErrors
      errors[key] ??= issue.message
    }
    return data({ errors, values }, { status: 400 })
  }
  const wait = await formOverLimit(context, 'feedback')
  if (wait !== null) {
    return data(
      {
        errors: { message: `Too many messages from your network. Try again ${inWords(wait)}.` },
        values,
      },
      { status: 429, headers: { 'Retry-After': String(wait) } },
    )
  }
  const { subject, message, page, contact, email } = parsed.data
  await feedback.submit({
    siteId: site.id,
    productName: site.name,
    accountId: account?.id ?? null,
    subject,
    message,
    pageUrl: page,
    contactEmail: contact ? email : null,
  })
  return redirectWithNotice(request, HERE, {
    type: 'success',
    title: 'Thank you for your feedback.',
    content: contact
      ? `Our support team will reply to ${email}, usually within one working day.`
      : 'Our support team reads every message.',
  })
}

/** The 429's `Retry-After` reaches the browser only through this export. */
export const headers: Route.HeadersFunction = retryAfterHeaders

export const meta: Route.MetaFunction = ({ matches }) =>
  pageTitle(matches, 'Contact customer support')
export const handle = { breadcrumb: 'Contact customer support' }

export default function ContactSupportRoute({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting'
  // A new location after a successful send: the form starts empty again.
  const { key } = useLocation()
  const errors: FeedbackErrors = actionData?.errors ?? {}
  const values: FeedbackValues = actionData?.values ?? { page: loaderData.page }
  return (
    <InfoPage title="Contact customer support">
      <p>
        Our research support team helps with searching, access and subscriptions, and welcomes your
        feedback on the service.
      </p>
      <h2>Send us feedback</h2>
      <Form method="post" noValidate key={key} aria-label="Feedback">
        <CsrfInput />
        <Field
          id="feedback-subject"
          label="Subject"
          name="subject"
          required
          maxLength={150}
          defaultValue={values.subject}
          error={errors.subject}
        />
        <TextAreaField
          id="feedback-message"
          label="Message"
          name="message"
          rows={6}
          required
          maxLength={5000}
          defaultValue={values.message}
          error={errors.message}
        />
        <Field
          id="feedback-page"
          label="Page address (optional)"
          name="page"
          inputMode="url"
          defaultValue={values.page}
          error={errors.page}
        />
        <div className={field}>
          <label>
            <input type="checkbox" name="contact" defaultChecked={values.contact === 'on'} /> You
            may contact me about this
            {loaderData.accountEmail ? ` at ${loaderData.accountEmail}` : ''}
          </label>
        </div>
        {loaderData.accountEmail ? null : (
          <Field
            id="feedback-email"
            label="E-mail (only if we may contact you)"
            name="email"
            type="email"
            autoComplete="email"
            defaultValue={values.email}
            error={errors.email}
          />
        )}
        <p>
          <button type="submit" className={button.default} disabled={busy}>
            {busy ? 'Sending…' : 'Send feedback'}
          </button>
        </p>
        <p className={muted}>
          We keep your message to answer it and to improve the service; your address only if you
          tick the box.
        </p>
      </Form>
      <h2>E-mail</h2>
      <p>
        <a href={`mailto:${loaderData.supportEmail}`}>{loaderData.supportEmail}</a>. We reply within
        one working day.
      </p>
      <h2>What to include</h2>
      <ul>
        <li>the address of the page (copy it from your browser), or the document title;</li>
        <li>what you did and what you expected to happen;</li>
        <li>
          for access problems, your organisation and account number (shown when you are logged in).
        </li>
      </ul>
      <h2>Hours</h2>
      <p>Monday to Friday, 08:00 to 18:00 Central European Time, except public holidays.</p>
    </InfoPage>
  )
}

export const ErrorBoundary = GeneralErrorBoundary
