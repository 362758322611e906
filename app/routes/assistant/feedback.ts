import { readForm } from '#app/utils/form-body.server.ts'
import { data } from 'react-router'
import { FEEDBACK_THANKS } from '#app/components/assistant/messages.ts'
import { redirectWithNotice } from '#app/utils/notice.server.ts'
import { safeRedirect } from '#app/utils/safe-redirect.ts'
import { requireAssistant } from './assistant.server.ts'
import { feedbackSchema, fieldErrors, formValues } from './schema.ts'
import type { Route } from './+types/feedback'

/** Feedback on an answer (spec 000 §8 options). The panel posts in the background; a page redirects. */
export function loader() {
  throw data(null, { status: 405 })
}

export async function action({ request, context }: Route.ActionArgs) {
  const { assistant, site, viewer } = requireAssistant(context, { json: true })
  const form = await readForm(request)
  const values = formValues(form, { option: 'options' })
  const parsed = feedbackSchema.safeParse({ ...values, options: values.options ?? [] })
  if (!parsed.success)
    return data({ ok: false as const, errors: fieldErrors(parsed.error) }, { status: 400 })
  await assistant.feedback({
    siteId: site.id,
    accountId: viewer.account?.id ?? null,
    mode: parsed.data.mode,
    messageId: parsed.data.messageId ?? null,
    options: parsed.data.options,
    comment: parsed.data.comment || null,
  })
  if (form.get('from') === 'panel') return { ok: true as const, message: FEEDBACK_THANKS }
  return redirectWithNotice(request, safeRedirect(form.get('returnTo'), '/assistant'), {
    type: 'success',
    title: FEEDBACK_THANKS,
  })
}
