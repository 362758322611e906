import { markChatted, setConversation, updateMessage, type Grounding } from './store.ts'

/** Reads the answer's events (one JSON object a line) into the message as they arrive. */
export async function readEvents(stream: ReadableStream<Uint8Array>, key: string) {
  const reader = stream.getReader()
  const decoder = new TextDecoder()
  let buffer = ''
  let content = ''
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    buffer += decoder.decode(value, { stream: true })
    let newline: number
    while ((newline = buffer.indexOf('\n')) !== -1) {
      const line = buffer.slice(0, newline)
      buffer = buffer.slice(newline + 1)
      if (!line.trim()) continue
      const event = JSON.parse(line) as
        | { type: 'context'; conversationId: string }
        | { type: 'delta'; text: string }
        | { type: 'done'; messageId: string; answer: Grounding & { content: string } }
        | { type: 'error'; message: string }
      if (event.type === 'context') setConversation(event.conversationId)
      else if (event.type === 'delta') {
        content += event.text
        updateMessage(key, { content })
      } else if (event.type === 'done') {
        const { content: final, ...grounding } = event.answer
        updateMessage(key, { content: final, grounding, id: event.messageId, streaming: false })
        markChatted()
      } else updateMessage(key, { streaming: false, error: event.message })
    }
  }
  updateMessage(key, { streaming: false })
}
