import { readForm } from '#app/utils/form-body.server.ts'
import { formOverLimit, inWords, retryAfterHeaders } from '#app/utils/rate-limit.server.ts'
import { data, Form, useNavigation } from 'react-router'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { RequestDemoFields } from '#app/components/shell/request-demo.tsx'
import { servicesContext, siteContext } from '#app/context.ts'
import { redirectWithNotice } from '#app/utils/notice.server.ts'
import { pageTitle } from '#app/utils/page-title.ts'
import { button, card, container, page } from '#app/styles/ui.css.ts'
import { requestDemoSchema, type RequestDemoErrors } from './request-demo.schema.ts'
import type { Route } from './+types/request-demo'
import { centred, flushTop } from '#app/styles/layout.css.ts'

/** The request-demo form as a page: what the header's modal falls back to without JavaScript. */
export function loader() {
  return null
}

export async function action({ request, context }: Route.ActionArgs) {
  const { demoRequests } = context.get(servicesContext)
  const site = context.get(siteContext)
  const form = Object.fromEntries(await readForm(request))
  const values = Object.fromEntries(Object.entries(form).map(([k, v]) => [k, String(v)]))
  const parsed = requestDemoSchema.safeParse(values)
  if (!parsed.success) {
    const errors: RequestDemoErrors = {}
    for (const issue of parsed.error.issues) {
      const key = issue.path[0] as keyof RequestDemoErrors
      errors[key] ??= issue.message
    }
    return data({ ok: false as const, errors, values }, { status: 400 })
  }
  const wait = await formOverLimit(context, 'request-demo')
  if (wait !== null) {
    const errors: RequestDemoErrors = {
      email: `Too many requests from your network. Try again ${inWords(wait)}.`,
    }
    return data(
      { ok: false as const, errors, values },
      { status: 429, headers: { 'Retry-After': String(wait) } },
    )
  }
  await demoRequests.saveDemoRequest({ ...parsed.data, siteId: site.id })
  // The modal posts in the background and shows its own confirmation; the page redirects (PRG).
  if (values.from === 'dialog') return { ok: true as const }
  return redirectWithNotice(request, '/', {
    type: 'success',
    title: 'Thank you',
    content: 'We have your request and will contact you shortly.',
  })
}

/** The 429's `Retry-After` reaches the browser only through this export. */
export const headers: Route.HeadersFunction = retryAfterHeaders

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'Request a demo')
export const handle = { breadcrumb: 'Request a demo' }

export default function RequestDemoRoute({ actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting'
  const failed = actionData && !actionData.ok ? actionData : null
  return (
    <div className={`${container} ${page}`}>
      <section className={`${card} ${centred.medium}`}>
        <h1 className={flushTop}>Request a demo</h1>
        <p>Tell us who you are and we will set up a free trial.</p>
        <Form method="post" noValidate>
          <RequestDemoFields errors={failed?.errors ?? {}} values={failed?.values} />
          <button type="submit" className={button.default} disabled={busy}>
            {busy ? 'Sending…' : 'Send request'}
          </button>
        </Form>
      </section>
    </div>
  )
}

export const ErrorBoundary = GeneralErrorBoundary
