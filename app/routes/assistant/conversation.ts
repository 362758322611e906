import { readForm } from '#app/utils/form-body.server.ts'
import { data } from 'react-router'
import { ownerOf, requireAssistant } from './assistant.server.ts'
import type { Route } from './+types/conversation'

/** Discards a conversation (new conversation, or a new context): its messages are deleted. */
export function loader() {
  throw data(null, { status: 405 })
}

export async function action({ request, context }: Route.ActionArgs) {
  const { assistant, viewer } = requireAssistant(context, { json: true })
  const form = await readForm(request)
  const id = form.get('conversationId')
  if (typeof id !== 'string' || !/^[0-9a-f-]{36}$/i.test(id)) {
    return data(
      { ok: false as const, errors: { conversationId: 'is not a conversation id' } },
      { status: 400 },
    )
  }
  await assistant.discard(id, ownerOf(viewer))
  return { ok: true as const }
}
