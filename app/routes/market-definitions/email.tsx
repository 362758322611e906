import { readForm } from '#app/utils/form-body.server.ts'
import { data, redirect } from 'react-router'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { viewerContext } from '#app/context.ts'
import { pageTitle } from '#app/utils/page-title.ts'
import { pageUrl } from '#app/utils/page-url.ts'
import { inWords, retryAfterHeaders } from '#app/utils/rate-limit.server.ts'
import { isMailDeliveryError } from '#server/errors.ts'
import { mdlEmailSchema } from '#server/market-definitions/schemas.ts'
import { isMdlNothingToSendError } from '#server/market-definitions/service.ts'
import { MDL_MAX_EMAIL_DOCUMENTS } from '#sites/tools/market-definitions.ts'
import { mdlApp } from './part.ts'
import type { Route } from './+types/email'
import { mailDocuments, marketDefinitions } from './mdl.server.ts'

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
  const form = await readForm(request)
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
  try {
    const result = await mailDocuments(context, parsed.data)
    if ('wait' in result) {
      return data(
        {
          errors: { form: `Too many e-mails sent. Try again ${inWords(result.wait)}.` },
          values: { to: values.to, message: values.message ?? '' },
        },
        { status: 429, headers: { 'Retry-After': String(result.wait) } },
      )
    }
    const next = new URLSearchParams({ sent: String(result.sent), to: parsed.data.to })
    return redirect(`/market-definitions-locator/email?${next}`)
  } catch (error) {
    if (isMdlNothingToSendError(error)) return fail({ ids: error.message })
    if (isMailDeliveryError(error))
      return data({ errors: { form: error.publicMessage }, values }, { status: 503 })
    throw error
  }
}

/** The 429's `Retry-After` reaches the browser only through this export. */
export const headers: Route.HeadersFunction = retryAfterHeaders

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'E-mail documents')

const Screen = mdlApp.screen((part) => part.EmailScreen)

export default function MarketDefinitionsEmail(props: Route.ComponentProps) {
  return <Screen {...props} />
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
