import { data } from 'react-router'
import { servicesContext } from '#app/context.ts'
import { isConversationNotFoundError } from '#server/errors.ts'
import { askRequest, contextView, requireAssistant } from './assistant.server.ts'
import { askSchema, contextSchema, fieldErrors } from './schema.ts'
import type { Route } from './+types/stream'

/**
 * GET: the context the panel is about to use (selected documents, unsupported notices).
 * `?doc=<id>&doc=<id>`, or `?mode=author&author=<prefix>`.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const mode = url.searchParams.get('mode') === 'author' ? 'author' : 'genAi'
  const { assistant, site } = requireAssistant(context, { mode, json: true })
  const parsed = contextSchema.safeParse({
    docIds: url.searchParams.getAll('doc'),
    mode,
    authorPrefix: url.searchParams.get('author') ?? undefined,
  })
  if (!parsed.success) return data({ errors: fieldErrors(parsed.error) }, { status: 400 })
  const resolved = await assistant.context({
    edition: site.id,
    mode,
    docIds: parsed.data.docIds,
    authorPrefix: parsed.data.authorPrefix,
  })
  return { context: contextView(resolved), generative: assistant.generative }
}

/**
 * POST (JSON, with the X-CSRF-Token header): the answer as it is written, one JSON event a line:
 * context, delta…, then done or error.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const body = await request.json().catch(() => null)
  const parsed = askSchema.safeParse(body ?? {})
  if (!parsed.success) return data({ errors: fieldErrors(parsed.error) }, { status: 400 })
  const { assistant } = requireAssistant(context, { mode: parsed.data.mode, json: true })
  const events = assistant.ask(askRequest(parsed.data, context, request.signal))

  // The first event decides the status: a conversation that has ended is a 404, not a stream.
  let first: IteratorResult<unknown>
  try {
    first = await events.next()
  } catch (error) {
    if (isConversationNotFoundError(error)) return data({ message: error.message }, { status: 404 })
    throw error
  }
  const encoder = new TextEncoder()
  const line = (event: unknown) => encoder.encode(JSON.stringify(event) + '\n')
  // The client went (the adapter cancels the body and aborts the request's signal): the event
  // being made when it did has nowhere to go, and neither it nor an error it causes is logged.
  let gone = false
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      if (!first.done) controller.enqueue(line(mapEvent(first.value)))
    },
    async pull(controller) {
      try {
        const next = await events.next()
        if (gone) return
        if (next.done) controller.close()
        else controller.enqueue(line(mapEvent(next.value)))
      } catch (error) {
        if (gone || request.signal.aborted) return
        console.error(error)
        controller.enqueue(
          line({ type: 'error', message: 'The answer could not be completed. Please try again.' }),
        )
        controller.close()
      }
    },
    async cancel() {
      gone = true
      context.get(servicesContext).metrics.assistantStreamsCut.inc()
      await events.return(undefined)
    },
  })
  return new Response(stream, {
    headers: {
      'Content-Type': 'application/x-ndjson; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}

function mapEvent(event: unknown) {
  const e = event as { type: string; context?: Parameters<typeof contextView>[0] }
  return e.type === 'context' && e.context ? { ...e, context: contextView(e.context) } : event
}
