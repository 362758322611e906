import { data, type RouterContextProvider } from 'react-router'
import { servicesContext, siteContext, viewerContext, type Viewer } from '#app/context.ts'
import { isAssistantUnavailableError, isConversationNotFoundError } from '#server/errors.ts'
import type { AskRequest } from '#server/assistant/service.ts'
import type { Answer, ResolvedContext } from '#server/assistant/types.ts'
import type { AskInput } from './schema.ts'

type Context = Readonly<RouterContextProvider>

export const NOT_INCLUDED = 'The AI Assistant is not included in your current subscription.'

/**
 * The assistant is available when the feature is on and the viewer's subscription includes AI
 * (spec 000 §4, §6); the author assistant only on the arbitration edition. Pages get the
 * not-found or upsell screen; `json` callers get `{ message }`.
 */
export function requireAssistant(
  context: Context,
  options: { mode?: 'genAi' | 'author'; json?: boolean } = {},
) {
  const services = context.get(servicesContext)
  const site = context.get(siteContext)
  const viewer = context.get(viewerContext)
  if (!services.env.GENAI_ENABLED || (options.mode === 'author' && !site.assistant.author)) {
    throw data({ message: 'The AI Assistant is not available.' }, { status: 404 })
  }
  if (!viewer.account || !viewer.aiEnabled) {
    throw data(
      options.json
        ? { message: NOT_INCLUDED }
        : { reason: 'not-in-subscription', message: NOT_INCLUDED },
      { status: 403 },
    )
  }
  return { assistant: services.assistant, site, viewer }
}

export function ownerOf(viewer: Viewer) {
  return { accountId: viewer.account?.id ?? null, sessionToken: viewer.sessionToken }
}

export function askRequest(input: AskInput, context: Context, signal?: AbortSignal): AskRequest {
  const site = context.get(siteContext)
  const viewer = context.get(viewerContext)
  return {
    owner: ownerOf(viewer),
    edition: site.id,
    mode: input.mode,
    task: input.intent === 'summarize' ? 'summarize' : 'answer',
    question: input.question,
    conversationId: input.conversationId ?? null,
    docIds: input.docIds,
    authorPrefix: input.authorPrefix ?? null,
    signal,
  }
}

/** What the browser sees of a context: no scopes or internals. */
export function contextView(context: ResolvedContext) {
  return {
    mode: context.mode,
    scope: context.scope.kind,
    documents: context.documents.map(({ id, title, url, type }) => ({ id, title, url, type })),
    notice: context.notice,
    oneAtATime: context.oneAtATime,
  }
}
export type ContextView = ReturnType<typeof contextView>

export type AnswerView = Answer

/** An ended conversation (400) or an unavailable model (503) as a message; else null. */
export function answerFailure(error: unknown): { status: number; message: string } | null {
  if (isConversationNotFoundError(error)) return { status: 400, message: error.message }
  if (isAssistantUnavailableError(error)) return { status: 503, message: error.message }
  return null
}
