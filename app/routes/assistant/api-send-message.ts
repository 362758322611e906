import { serverOnly$ } from 'vite-env-only/macros'
import { data } from 'react-router'
import { sendMessage } from './send-message.server.ts'
import type { Route } from './+types/api-send-message'
import { defineCall } from '#app/routes/api/contract.ts'
import { sendMessageAnswerSchema, sendMessageSchema } from './schema.ts'

/** The AI Assistant's call: POST /apiv2/GenAi/expy-api-proxy/send_message (spec 000 §7). */
export function loader() {
  throw data(null, { status: 405 })
}

export function action({ request, context }: Route.ActionArgs) {
  return sendMessage(request, context, 'genAi')
}

export const contract = serverOnly$(
  defineCall({
    route: 'api.genai.send-message',
    method: 'POST',
    tag: 'Assistant',
    spec: '000 §7, §9',
    summary: 'The AI Assistant answers a question over the selected documents (or the edition)',
    description:
      'Every answer carries its sources; quotations are checked against the source text. Plans ' +
      'without the assistant or without AI are refused (403).',
    body: sendMessageSchema,
    response: sendMessageAnswerSchema,
    errors: [503],
    example: {
      body: {
        input: { messages: [{ role: 'user', content: 'What is fair and equitable treatment?' }] },
      },
    },
  }),
)
