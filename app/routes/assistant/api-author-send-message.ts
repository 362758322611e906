import { data } from 'react-router'
import { sendMessage } from './send-message.server.ts'
import type { Route } from './+types/api-author-send-message'

/** The author assistant's call: POST /apiv2/GenAi/author-api-proxy/send_message (KA only). */
export function loader() {
  throw data(null, { status: 405 })
}

export function action({ request, context }: Route.ActionArgs) {
  return sendMessage(request, context, 'author')
}
