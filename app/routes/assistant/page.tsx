import { readForm } from '#app/utils/form-body.server.ts'
import { data, Form, Link, useNavigation } from 'react-router'
import { useEffect, useState } from 'react'
import { AnswerText, SourcesList } from '#app/components/assistant/answer-text.tsx'
import { AskAssistantLink } from '#app/components/assistant/ask-link.tsx'
import { ContextSummary } from '#app/components/assistant/context-summary.tsx'
import * as styles from '#app/components/assistant/assistant.css.ts'
import {
  ASSISTANT_TITLE,
  AUTHOR_ASSISTANT_TITLE,
  DISCLAIMER,
  FEEDBACK_OPTIONS,
  SUMMARIZE,
} from '#app/components/assistant/messages.ts'
import { CsrfInput } from '#app/components/csrf-input.tsx'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { pageTitle } from '#app/utils/page-title.ts'
import { FieldError, TextAreaField } from '#app/components/form-field.tsx'
import { button, card, container, page } from '#app/styles/ui.css.ts'
import { answerFailure, askRequest, contextView, requireAssistant } from './assistant.server.ts'
import { askSchema, contextSchema, fieldErrors, formValues } from './schema.ts'
import type { Route } from './+types/page'
import { above, actions, below, centred, flushTop } from '#app/styles/layout.css.ts'

/**
 * The assistant as a page, for browsers without JavaScript (and a link target):
 * GET /assistant?doc=<id>&doc=<id> shows what it will read and a question form; the form posts
 * here and the answer comes back whole, with its sources and checked quotations.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const mode = url.searchParams.get('mode') === 'author' ? 'author' : 'genAi'
  const { assistant, site } = requireAssistant(context, { mode })
  const parsed = contextSchema.safeParse({
    docIds: url.searchParams.getAll('doc'),
    mode,
    authorPrefix: url.searchParams.get('author') ?? undefined,
  })
  if (!parsed.success) {
    throw data({ message: Object.values(fieldErrors(parsed.error)).join('. ') }, { status: 400 })
  }
  const resolved = await assistant.context({ edition: site.id, ...parsed.data })
  return {
    context: contextView(resolved),
    docIds: parsed.data.docIds,
    mode: parsed.data.mode,
    authorPrefix: parsed.data.authorPrefix ?? null,
    siteName: site.name,
    canSummarize: resolved.documents.length > 0 && site.assistant.summarize,
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const values = formValues(await readForm(request), { doc: 'docIds' })
  const parsed = askSchema.safeParse(values)
  if (!parsed.success) {
    return data(
      {
        ok: false as const,
        errors: fieldErrors(parsed.error),
        question: String(values.question ?? ''),
      },
      { status: 400 },
    )
  }
  const { assistant } = requireAssistant(context, { mode: parsed.data.mode })
  try {
    const result = await assistant.askToEnd(askRequest(parsed.data, context, request.signal))
    return {
      ok: true as const,
      question: parsed.data.intent === 'summarize' ? SUMMARIZE : parsed.data.question,
      conversationId: result.conversationId,
      messageId: result.messageId,
      answer: result.answer,
    }
  } catch (error) {
    const failure = answerFailure(error)
    if (!failure) throw error
    return data(
      {
        ok: false as const,
        errors: { form: failure.message } as Record<string, string>,
        question: parsed.data.question,
      },
      { status: failure.status },
    )
  }
}

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, ASSISTANT_TITLE)
export const handle = { breadcrumb: ASSISTANT_TITLE }

export default function AssistantRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { context, docIds, mode, authorPrefix, siteName, canSummarize } = loaderData
  const busy = useNavigation().state === 'submitting'
  const failed = actionData && !actionData.ok ? actionData : null
  const answered = actionData?.ok ? actionData : null
  const here = `/assistant${docIds.length ? '?' + docIds.map((d) => `doc=${encodeURIComponent(d)}`).join('&') : ''}`
  const title = mode === 'author' ? AUTHOR_ASSISTANT_TITLE : ASSISTANT_TITLE
  // With JavaScript the conversation can go on in the side panel while the reader browses.
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  return (
    <div className={`${container} ${page}`}>
      <section className={`${card} ${centred.wider}`}>
        <h1 className={flushTop}>{title}</h1>
        <ContextSummary context={context} siteName={siteName} />
        {hydrated ? (
          <p>
            <AskAssistantLink docIds={docIds} authorPrefix={authorPrefix ?? undefined}>
              Continue in the side panel
            </AskAssistantLink>
          </p>
        ) : null}

        {answered ? (
          <article className={below.l} aria-labelledby="answer-heading">
            <h2 id="answer-heading">Answer</h2>
            <p className={styles.userMessage}>{answered.question}</p>
            <AnswerText content={answered.answer.content} grounding={answered.answer} />
            <SourcesList sources={answered.answer.sources} />
            <details className={styles.feedbackForm}>
              <summary>Give feedback on this answer</summary>
              <Form method="post" action="/resources/assistant-feedback">
                <CsrfInput />
                <input type="hidden" name="messageId" value={answered.messageId} />
                <input type="hidden" name="mode" value={mode} />
                <input type="hidden" name="returnTo" value={here} />
                <fieldset>
                  <legend>What was wrong?</legend>
                  {FEEDBACK_OPTIONS.map((option) => (
                    <label key={option}>
                      <input type="checkbox" name="option" value={option} /> {option}
                    </label>
                  ))}
                </fieldset>
                <label htmlFor="feedback-comment">Comment (optional)</label>
                <textarea id="feedback-comment" name="comment" rows={2} maxLength={2000} />
                <button type="submit" className={`${button.outlined} ${above.s}`}>
                  Send feedback
                </button>
              </Form>
            </details>
          </article>
        ) : null}

        <Form method="post" noValidate key={answered?.messageId ?? 'ask'}>
          <CsrfInput />
          {docIds.map((id) => (
            <input key={id} type="hidden" name="doc" value={id} />
          ))}
          <input type="hidden" name="mode" value={mode} />
          {authorPrefix ? <input type="hidden" name="authorPrefix" value={authorPrefix} /> : null}
          {answered ? (
            <input type="hidden" name="conversationId" value={answered.conversationId} />
          ) : null}
          <FieldError>{failed?.errors.form}</FieldError>
          <TextAreaField
            id="assistant-question"
            label={answered ? 'Ask a follow-up question' : 'Your question'}
            name="question"
            rows={3}
            maxLength={2000}
            defaultValue={failed?.question ?? ''}
            error={failed?.errors.question}
            alert={false}
          />
          <FieldError alert={false}>{failed?.errors.docIds}</FieldError>
          <div className={actions}>
            <button
              type="submit"
              name="intent"
              value="ask"
              className={button.default}
              disabled={busy}
            >
              {busy ? 'Answering…' : 'Ask'}
            </button>
            {canSummarize ? (
              <button
                type="submit"
                name="intent"
                value="summarize"
                className={button.outlined}
                disabled={busy}
              >
                {SUMMARIZE}
              </button>
            ) : null}
          </div>
        </Form>
        <p className={styles.disclaimer}>
          {DISCLAIMER} <Link to="/aidisclaimer">Read the AI disclaimer</Link>.
        </p>
      </section>
    </div>
  )
}

export const ErrorBoundary = GeneralErrorBoundary
