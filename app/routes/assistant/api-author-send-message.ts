import { serverOnly$ } from 'vite-env-only/macros'
import type { Route } from './+types/api-author-send-message'
import { sendMessageCall } from './send-message.server.ts'

/** The author assistant's call: POST /apiv2/GenAi/author-api-proxy/send_message (KA only). */
const call = sendMessageCall({
  route: 'api.genai.author-send-message',
  mode: 'author',
  summary: "The author assistant answers from one author's publications (their document-id prefix)",
  exampleInput: {
    messages: [{ role: 'user', content: 'What is fair and equitable treatment?' }],
    documentIdPrefix: 'isds-',
  },
})

export const loader = call.loader

export function action(args: Route.ActionArgs) {
  return call.action(args)
}

export const contract = serverOnly$(call.contract)
