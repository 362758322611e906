import { serverOnly$ } from 'vite-env-only/macros'
import type { Route } from './+types/api-send-message'
import { sendMessageCall } from './send-message.server.ts'

/** The AI Assistant's call: POST /apiv2/GenAi/expy-api-proxy/send_message (spec 000 §7). */
const call = sendMessageCall({
  route: 'api.genai.send-message',
  mode: 'genAi',
  summary: 'The AI Assistant answers a question over the selected documents (or the edition)',
  exampleInput: { messages: [{ role: 'user', content: 'What is fair and equitable treatment?' }] },
})

export const loader = call.loader

export function action(args: Route.ActionArgs) {
  return call.action(args)
}

export const contract = serverOnly$(call.contract)
