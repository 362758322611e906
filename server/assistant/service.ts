// The assistant: context rules, passage retrieval, a provider, grounding and the conversation
// store, behind one object that the routes call (Services.assistant).
import type { Db } from '#server/db/connection.ts'
import type { Edition } from '#server/content/model.ts'
import type { Env } from '#server/env.ts'
import type { PassageSource } from '#server/search/engine.ts'
import {
  AssistantUnavailableError,
  isAssistantUnavailableError,
  isQueryTooBroadError,
  isSearchBusyError,
} from '#server/errors.ts'
import { resolveContext } from './context.ts'
import {
  createConversationStore,
  type ConversationContext,
  type ConversationStore,
  type FeedbackInput,
  type Owner,
  type StoredMessage,
} from './conversation-store.ts'
import { createExtractiveProvider } from './extractive.ts'
import { checkQuotes, citationsOf, sourcesOf, type GroundingSource } from './grounding.ts'
import { createOpenAiProvider } from './openai.ts'
import type { AssistantProvider, ProviderTask } from './provider.ts'
import type {
  Answer,
  AnswerEvent,
  AssistantMode,
  ChatTurn,
  Passage,
  ResolvedContext,
} from './types.ts'

export type AskRequest = {
  owner: Owner
  edition: Edition
  mode: AssistantMode
  task: ProviderTask
  question: string
  /** Continue this conversation (its context is kept); a new one is started when absent. */
  conversationId?: string | null
  docIds?: readonly string[]
  authorPrefix?: string | null
  /** Earlier turns sent by the caller (the HTTP API); otherwise the stored ones are used. */
  history?: readonly ChatTurn[]
  signal?: AbortSignal
}

export type CompleteAnswer = {
  conversationId: string
  context: ResolvedContext
  messageId: string
  answer: Answer
}

export interface Assistant {
  readonly providerName: AssistantProvider['name']
  readonly generative: boolean
  context(request: {
    edition: Edition
    mode: AssistantMode
    docIds?: readonly string[]
    authorPrefix?: string | null
  }): Promise<ResolvedContext>
  /** The answer as it is written: a context event, text deltas, then done or error. */
  ask(request: AskRequest): AsyncGenerator<AnswerEvent>
  /** The whole answer at once (pages without JavaScript, the HTTP API). */
  askToEnd(request: AskRequest): Promise<CompleteAnswer>
  messages(conversationId: string, owner: Owner): Promise<StoredMessage[]>
  discard(conversationId: string, owner: Owner): Promise<void>
  feedback(input: Omit<FeedbackInput, 'provider'>): Promise<string>
  readonly conversations: ConversationStore
}

const SUMMARY_PASSAGES = 4
const SUMMARY_DOCUMENTS = 3

export function providerFromEnv(env: Env): AssistantProvider {
  if (env.AI_PROVIDER === 'openai' && env.AI_BASE_URL && env.AI_MODEL) {
    return createOpenAiProvider({
      baseUrl: env.AI_BASE_URL,
      model: env.AI_MODEL,
      apiKey: env.AI_API_KEY,
      timeoutMs: env.AI_TIMEOUT_MS,
    })
  }
  return createExtractiveProvider()
}

export function createAssistant(options: {
  db: Db
  passages: PassageSource
  provider: AssistantProvider
  now?: () => Date
}): Assistant {
  const index = options.passages
  const conversations = createConversationStore(options.db, { now: options.now })
  const provider = options.provider

  const context: Assistant['context'] = (request) =>
    resolveContext(index, { ...request, generative: provider.generative })

  async function passagesFor(
    task: ProviderTask,
    question: string,
    resolved: ResolvedContext,
  ): Promise<Passage[]> {
    if (task === 'summarize' && resolved.scope.kind === 'documents') {
      const ids = resolved.scope.ids.slice(0, SUMMARY_DOCUMENTS)
      const per = Math.max(2, Math.ceil(SUMMARY_PASSAGES / ids.length))
      return (await Promise.all(ids.map((id) => index.keyPassages(id, per)))).flat()
    }
    return index.retrieve(question, resolved.scope, provider.passageLimit)
  }

  async function ground(content: string, passages: Passage[]): Promise<Answer> {
    const sources: GroundingSource[] = passages.map((p) => ({
      title: p.title,
      url: p.url,
      text: p.text,
    }))
    const docs = new Map(passages.map((p) => [p.docId, p]))
    for (const [docId, p] of docs)
      sources.push({ title: p.title, url: p.url, text: await index.documentText(docId) })
    return {
      content,
      sources: sourcesOf(content, passages),
      citations: citationsOf(passages),
      quotes: checkQuotes(content, sources),
    }
  }

  async function* ask(request: AskRequest): AsyncGenerator<AnswerEvent> {
    let conversationId = request.conversationId ?? null
    let stored: ConversationContext
    let mode = request.mode
    if (conversationId) {
      const conversation = await conversations.get(conversationId, request.owner)
      stored = conversation.context
      mode = conversation.mode
    } else {
      await conversations.deleteExpired()
      stored =
        request.mode === 'author'
          ? { authorPrefix: request.authorPrefix ?? undefined }
          : { docIds: [...(request.docIds ?? [])] }
      const conversation = await conversations.create(request.owner, {
        siteId: request.edition,
        mode,
        context: stored,
      })
      conversationId = conversation.id
    }
    const resolved = await context({
      edition: request.edition,
      mode,
      docIds: stored.docIds,
      authorPrefix: stored.authorPrefix,
    })
    yield { type: 'context', conversationId, context: resolved }

    const history =
      request.history ??
      (await conversations.messages(conversationId)).map(({ role, content }) => ({ role, content }))
    const question = request.task === 'summarize' ? 'Summarize document' : request.question
    await conversations.addMessage(conversationId, { role: 'user', content: question })

    let passages: Passage[]
    try {
      passages = await passagesFor(request.task, question, resolved)
    } catch (error) {
      // A question whose words match too much to search in time, or every search thread busy:
      // the answer cannot be made now, and the asker is told why (as a search page would).
      if (!isQueryTooBroadError(error) && !isSearchBusyError(error)) throw error
      yield { type: 'error', message: error.message }
      return
    }
    let content = ''
    try {
      for await (const piece of provider.stream({
        task: request.task,
        question,
        history,
        passages,
        signal: request.signal,
      })) {
        content += piece
        yield { type: 'delta', text: piece }
      }
    } catch (error) {
      if (!isAssistantUnavailableError(error)) throw error
      yield { type: 'error', message: error.message }
      return
    }
    const answer = await ground(content, passages)
    const { content: _, ...grounding } = answer
    const message = await conversations.addMessage(conversationId, {
      role: 'assistant',
      content,
      answer: grounding,
    })
    yield { type: 'done', messageId: message.id, answer }
  }

  return {
    providerName: provider.name,
    generative: provider.generative,
    conversations,
    context,
    ask,
    async askToEnd(request) {
      let conversationId = ''
      let resolved: ResolvedContext | null = null
      for await (const event of ask(request)) {
        if (event.type === 'context') {
          conversationId = event.conversationId
          resolved = event.context
        } else if (event.type === 'error') {
          throw new AssistantUnavailableError(event.message)
        } else if (event.type === 'done') {
          return {
            conversationId,
            context: resolved!,
            messageId: event.messageId,
            answer: event.answer,
          }
        }
      }
      throw new Error('The answer ended without a result')
    },
    async messages(conversationId, owner) {
      await conversations.get(conversationId, owner)
      return conversations.messages(conversationId)
    },
    discard(conversationId, owner) {
      return conversations.delete(conversationId, owner)
    },
    feedback(input) {
      return conversations.saveFeedback({ ...input, provider: provider.name })
    },
  }
}
