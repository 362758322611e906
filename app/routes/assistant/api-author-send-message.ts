import { serverOnly$ } from 'vite-env-only/macros'
import { data } from 'react-router'
import { sendMessage } from './send-message.server.ts'
import type { Route } from './+types/api-author-send-message'
import { defineCall } from '#app/routes/api/contract.ts'
import { sendMessageAnswerSchema, sendMessageSchema } from './schema.ts'

/** The author assistant's call: POST /apiv2/GenAi/author-api-proxy/send_message (KA only). */
export function loader() {
  throw data(null, { status: 405 })
}

export function action({ request, context }: Route.ActionArgs) {
  return sendMessage(request, context, 'author')
}

export const contract = serverOnly$(
  defineCall({
    route: 'api.genai.author-send-message',
    method: 'POST',
    tag: 'Assistant',
    spec: '000 §7, §9',
    summary:
      "The author assistant answers from one author's publications (their document-id prefix)",
    description:
      'Every answer carries its sources; quotations are checked against the source text. Plans ' +
      'without the assistant or without AI are refused (403).',
    body: sendMessageSchema,
    response: sendMessageAnswerSchema,
    errors: [503],
    example: {
      body: {
        input: {
          messages: [{ role: 'user', content: 'What is fair and equitable treatment?' }],
          documentIdPrefix: 'isds-',
        },
      },
    },
  }),
)
