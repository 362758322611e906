import { data } from 'react-router'
import { sendMessage } from './send-message.server.ts'
import type { Route } from './+types/api-send-message'

/** The AI Assistant's call: POST /apiv2/GenAi/expy-api-proxy/send_message (spec 000 §7). */
export function loader() {
  throw data(null, { status: 405 })
}

export function action({ request, context }: Route.ActionArgs) {
  return sendMessage(request, context, 'genAi')
}
