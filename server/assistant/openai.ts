// The OpenAI-compatible provider: chat completions over HTTP (hosted APIs and local servers
// alike), streamed as server-sent events. The model sees only the retrieved passages, cut to a
// token budget, never whole documents. Slow or failing servers become a clear message.
import { passagePlace } from './passage-voice.ts'
import { AssistantUnavailableError } from '#server/errors.ts'
import type { AssistantProvider, ProviderInput } from './provider.ts'
import type { Passage } from './types.ts'

export type OpenAiOptions = {
  baseUrl: string
  model: string
  apiKey?: string
  /** Longest wait for the server's first byte, and between two pieces of the answer. */
  timeoutMs: number
  /** Budget of the passages sent (about 4 characters a token). Default 3,000 tokens. */
  contextTokens?: number
  fetch?: typeof fetch
}

export const UNREACHABLE =
  'The AI service cannot be reached at the moment. Please try again in a few minutes.'
export const TOO_SLOW =
  'The AI service is taking too long to answer. Please try again in a few minutes.'
export const FAILED =
  'The AI service could not answer this question. Please try again in a few minutes.'

const CHARS_PER_TOKEN = 4
const HISTORY_TURNS = 6

const SYSTEM = `You are a legal research assistant. Answer only from the numbered passages given \
with the question. Cite each passage you rely on with its number in square brackets, like [1]. \
When you quote a passage, copy its words exactly inside double quotes. If the passages do not \
answer the question, say so. Each passage says whose words it is (the tribunal's reasoning, a \
party's argument): never present a party's argument as a finding of the tribunal, and say whose \
words you quote. Be concise. You do not give legal advice.`

export function createOpenAiProvider(options: OpenAiOptions): AssistantProvider {
  const doFetch = options.fetch ?? fetch
  const url = options.baseUrl.replace(/\/+$/, '') + '/chat/completions'
  const budget = (options.contextTokens ?? 3000) * CHARS_PER_TOKEN

  return {
    name: 'openai',
    generative: true,
    passageLimit: 8,
    async *stream(input: ProviderInput) {
      const controller = new AbortController()
      let timedOut = false
      let timer: ReturnType<typeof setTimeout> | undefined
      const arm = () => {
        clearTimeout(timer)
        timer = setTimeout(() => {
          timedOut = true
          controller.abort()
        }, options.timeoutMs)
      }
      const onAbort = () => controller.abort()
      input.signal?.addEventListener('abort', onAbort)
      const fail = (error: unknown): never => {
        if (error instanceof AssistantUnavailableError) throw error
        if (timedOut) throw new AssistantUnavailableError(TOO_SLOW)
        if (input.signal?.aborted)
          throw new AssistantUnavailableError('The question was cancelled.')
        throw new AssistantUnavailableError(UNREACHABLE)
      }
      try {
        arm()
        let response: Response
        try {
          response = await doFetch(url, {
            method: 'POST',
            headers: {
              'Content-Type': 'application/json',
              Accept: 'text/event-stream, application/json',
              ...(options.apiKey ? { Authorization: `Bearer ${options.apiKey}` } : {}),
            },
            body: JSON.stringify({
              model: options.model,
              stream: true,
              temperature: 0.2,
              messages: chatMessages(input, budget),
            }),
            signal: controller.signal,
          })
        } catch (error) {
          return fail(error)
        }
        if (!response.ok || !response.body) {
          await response.body?.cancel().catch(() => {})
          throw new AssistantUnavailableError(FAILED)
        }
        if ((response.headers.get('Content-Type') ?? '').includes('application/json')) {
          const json = (await response.json().catch(() => null)) as ChatCompletion | null
          const text = json?.choices?.[0]?.message?.content
          if (typeof text !== 'string') throw new AssistantUnavailableError(FAILED)
          yield text
          return
        }
        const reader = response.body.pipeThrough(new TextDecoderStream()).getReader()
        let buffer = ''
        try {
          for (;;) {
            arm()
            let chunk: ReadableStreamReadResult<string>
            try {
              chunk = await reader.read()
            } catch (error) {
              return fail(error)
            }
            if (chunk.done) break
            buffer += chunk.value
            let newline: number
            while ((newline = buffer.indexOf('\n')) !== -1) {
              const line = buffer.slice(0, newline).trim()
              buffer = buffer.slice(newline + 1)
              if (!line.startsWith('data:')) continue
              const data = line.slice(5).trim()
              if (data === '[DONE]') return
              const event = parseJson(data) as ChatCompletionChunk | null
              if (event && 'error' in event && event.error)
                throw new AssistantUnavailableError(FAILED)
              const delta = event?.choices?.[0]?.delta?.content
              if (typeof delta === 'string' && delta.length > 0) yield delta
            }
          }
        } finally {
          reader.cancel().catch(() => {})
        }
      } finally {
        clearTimeout(timer)
        input.signal?.removeEventListener('abort', onAbort)
      }
    },
  }
}

type ChatCompletion = { choices?: { message?: { content?: unknown } }[] }
type ChatCompletionChunk = { choices?: { delta?: { content?: unknown } }[]; error?: unknown }

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

/** System prompt, recent history, then the question with its numbered passages (within budget). */
export function chatMessages(input: ProviderInput, budgetChars: number) {
  const history = input.history
    .slice(-HISTORY_TURNS)
    .map((t) => ({ role: t.role, content: t.content }))
  const ask =
    input.task === 'summarize'
      ? 'Summarize the document from these key passages.'
      : `Question: ${input.question}`
  return [
    { role: 'system' as const, content: SYSTEM },
    ...history,
    { role: 'user' as const, content: `${passagesWithin(input.passages, budgetChars)}\n\n${ask}` },
  ]
}

/** The numbered passages that fit in the budget (at least the first, cut to fit). */
export function passagesWithin(passages: readonly Passage[], budgetChars: number): string {
  const parts: string[] = []
  let used = 0
  for (const [i, p] of passages.entries()) {
    const where = [passagePlace(p), p.heading].filter(Boolean).join(' · ')
    const head = `[${i + 1}] ${p.title}${where ? ` (${where})` : ''}\n`
    let text = p.text
    if (used + head.length + text.length > budgetChars) {
      if (parts.length > 0) break
      text = text.slice(0, Math.max(0, budgetChars - head.length))
    }
    parts.push(head + text)
    used += head.length + text.length + 2
  }
  return parts.length > 0 ? `Passages:\n\n${parts.join('\n\n')}` : 'Passages: none were found.'
}
