import { data, type RouterContextProvider } from 'react-router'
import { isAssistantUnavailableError, isConversationNotFoundError } from '#server/errors.ts'
import { contextView, ownerOf, requireAssistant } from './assistant.server.ts'
import { defineCall } from '#app/routes/api/contract.ts'
import type { RouteKey } from '#sites/catalog.ts'
import { fieldErrors, sendMessageAnswerSchema, sendMessageSchema } from './schema.ts'

/**
 * POST {base}/GenAi/expy-api-proxy/send_message (and the author assistant's
 * author-api-proxy): payload `{ input: { messages, documentIds? | documentIdPrefix? },
 * conversationId? }`; answer `{ conversationId, output: { payload: { content, sources,
 * citations, quotes } }, context }`. Invalid input is a 400 naming each field.
 */
export async function sendMessage(
  request: Request,
  context: Readonly<RouterContextProvider>,
  mode: 'genAi' | 'author',
) {
  const { assistant, site, viewer } = requireAssistant(context, { mode, json: true })
  const body = await request.json().catch(() => undefined)
  if (body === undefined)
    return data(
      { message: 'The body must be JSON.', errors: { body: 'is not JSON' } },
      { status: 400 },
    )
  const parsed = sendMessageSchema.safeParse(body)
  if (!parsed.success) {
    return data(
      { message: 'The request is not valid.', errors: fieldErrors(parsed.error) },
      { status: 400 },
    )
  }
  const { input, conversationId } = parsed.data
  if (mode === 'author' && !input.documentIdPrefix) {
    return data(
      {
        message: 'The request is not valid.',
        errors: { 'input.documentIdPrefix': 'is required by the author assistant' },
      },
      { status: 400 },
    )
  }
  const messages = input.messages
  const question = messages[messages.length - 1].content
  try {
    const result = await assistant.askToEnd({
      owner: ownerOf(viewer),
      edition: site.id,
      mode,
      task: input.task === 'summarize' ? 'summarize' : 'answer',
      question,
      conversationId: conversationId ?? null,
      docIds: input.documentIds ?? [],
      authorPrefix: input.documentIdPrefix ?? null,
      history: messages.slice(0, -1),
      signal: request.signal,
    })
    const { content, sources, citations, quotes } = result.answer
    return {
      conversationId: result.conversationId,
      messageId: result.messageId,
      output: { payload: { role: 'assistant' as const, content, sources, citations, quotes } },
      context: contextView(result.context),
    }
  } catch (error) {
    if (isConversationNotFoundError(error)) return data({ message: error.message }, { status: 404 })
    if (isAssistantUnavailableError(error)) return data({ message: error.message }, { status: 503 })
    throw error
  }
}

/**
 * POST …/send_message of one of the assistants: its `loader` (405), `action` and `contract` (a
 * route module exports all three, the contract inside `serverOnly$`).
 */
export function sendMessageCall(call: {
  route: RouteKey
  mode: 'genAi' | 'author'
  summary: string
  exampleInput: object
}) {
  return {
    loader: () => {
      throw data(null, { status: 405 })
    },
    action: ({
      request,
      context,
    }: {
      request: Request
      context: Readonly<RouterContextProvider>
    }) => sendMessage(request, context, call.mode),
    contract: defineCall({
      route: call.route,
      method: 'POST',
      tag: 'Assistant',
      spec: '000 §7, §9',
      summary: call.summary,
      description:
        'Every answer carries its sources; quotations are checked against the source text. Plans ' +
        'without the assistant or without AI are refused (403).',
      body: sendMessageSchema,
      response: sendMessageAnswerSchema,
      errors: [503],
      example: { body: { input: call.exampleInput } },
    }),
  }
}
