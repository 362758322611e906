// Conversations and feedback in the app store (migration 0005_assistant). Nothing is kept beyond
// the session: a conversation belongs to one session (deleted with it, on logout or when it
// expires) and has its own sliding expiry; a viewer without a session (an institution signed in
// by IP range) keeps it only for that expiry. Feedback is stored on its own, without the answer.
import { createHash, randomUUID } from 'node:crypto'
import type { Db } from '#server/db/connection.ts'
import { ConversationNotFoundError } from '#server/errors.ts'
import type { Answer, AssistantMode, ChatTurn } from './types.ts'

type AssistantTables = {
  assistant_conversations: {
    id: string
    session_id: string | null
    account_id: string | null
    site_id: string
    mode: string
    context: string
    created_at: number
    expires_at: number
  }
  assistant_messages: {
    id: string
    conversation_id: string
    ordinal: number
    role: string
    content: string
    grounding: string | null
    created_at: number
  }
  assistant_feedback: {
    id: string
    site_id: string
    account_id: string | null
    mode: string
    provider: string
    message_id: string | null
    options: string
    comment: string | null
    created_at: number
  }
}

/** Who holds a conversation: the signed-in account and, when there is one, its session. */
export type Owner = { accountId: string | null; sessionToken: string | null }

/** What a conversation reads from (kept to continue it with the same context). */
export type ConversationContext = { docIds?: string[]; authorPrefix?: string }

export type Conversation = {
  id: string
  siteId: string
  mode: AssistantMode
  context: ConversationContext
  createdAt: Date
  expiresAt: Date
}

export type StoredMessage = ChatTurn & {
  id: string
  ordinal: number
  /** The grounding of an assistant message (sources, citations, checked quotes). */
  answer: Omit<Answer, 'content'> | null
  createdAt: Date
}

export type FeedbackInput = {
  siteId: string
  accountId: string | null
  mode: AssistantMode
  provider: string
  messageId?: string | null
  options: string[]
  comment?: string | null
}

export type StoredFeedback = Required<FeedbackInput> & { id: string; createdAt: Date }

export interface ConversationStore {
  create(
    owner: Owner,
    input: { siteId: string; mode: AssistantMode; context: ConversationContext },
  ): Promise<Conversation>
  /** The owner's live conversation; ConversationNotFoundError when missing, expired or not theirs. */
  get(id: string, owner: Owner): Promise<Conversation>
  /** Appends a message and extends the conversation's expiry. */
  addMessage(
    id: string,
    message: ChatTurn & { answer?: Omit<Answer, 'content'> | null },
  ): Promise<StoredMessage>
  messages(id: string): Promise<StoredMessage[]>
  delete(id: string, owner: Owner): Promise<void>
  deleteExpired(): Promise<number>
  saveFeedback(input: FeedbackInput): Promise<string>
  recentFeedback(limit?: number): Promise<StoredFeedback[]>
}

/** Idle lifetime of a conversation, whatever the session's. */
export const CONVERSATION_TTL_MS = 2 * 60 * 60 * 1000
const MAX_CONTENT = 20_000
const MAX_COMMENT = 2_000

/** The session's row id: the store keeps only the SHA-256 of a session token (session-store.ts). */
function sessionRowId(token: string | null): string | null {
  return token ? createHash('sha256').update(token).digest('hex') : null
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export function createConversationStore(
  database: Db,
  options: { now?: () => Date; ttlMs?: number } = {},
): ConversationStore {
  const db = database.withTables<AssistantTables>()
  const now = options.now ?? (() => new Date())
  const ttlMs = options.ttlMs ?? CONVERSATION_TTL_MS

  const toConversation = (row: AssistantTables['assistant_conversations']): Conversation => ({
    id: row.id,
    siteId: row.site_id,
    mode: row.mode === 'author' ? 'author' : 'genAi',
    context: parseJson(row.context) as ConversationContext,
    createdAt: new Date(Number(row.created_at)),
    expiresAt: new Date(Number(row.expires_at)),
  })

  return {
    async create(owner, input) {
      const at = now().getTime()
      const row = {
        id: randomUUID(),
        session_id: sessionRowId(owner.sessionToken),
        account_id: owner.accountId,
        site_id: input.siteId,
        mode: input.mode,
        context: JSON.stringify(input.context),
        created_at: at,
        expires_at: at + ttlMs,
      }
      await db.insertInto('assistant_conversations').values(row).execute()
      return toConversation(row)
    },

    async get(id, owner) {
      if (!UUID.test(id)) throw new ConversationNotFoundError()
      const row = await db
        .selectFrom('assistant_conversations')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst()
      if (!row) throw new ConversationNotFoundError()
      if (Number(row.expires_at) <= now().getTime()) {
        await db.deleteFrom('assistant_conversations').where('id', '=', id).execute()
        throw new ConversationNotFoundError()
      }
      if (
        row.account_id !== owner.accountId ||
        row.session_id !== sessionRowId(owner.sessionToken)
      ) {
        throw new ConversationNotFoundError()
      }
      return toConversation(row)
    },

    async addMessage(id, message) {
      const at = now().getTime()
      return db.transaction().execute(async (trx) => {
        const last = await trx
          .selectFrom('assistant_messages')
          .select((eb) => eb.fn.max('ordinal').as('max'))
          .where('conversation_id', '=', id)
          .executeTakeFirst()
        const ordinal = last?.max === null || last?.max === undefined ? 0 : Number(last.max) + 1
        const stored = {
          id: randomUUID(),
          conversation_id: id,
          ordinal,
          role: message.role,
          content: message.content.slice(0, MAX_CONTENT),
          grounding: message.answer ? JSON.stringify(message.answer) : null,
          created_at: at,
        }
        await trx.insertInto('assistant_messages').values(stored).execute()
        await trx
          .updateTable('assistant_conversations')
          .set({ expires_at: at + ttlMs })
          .where('id', '=', id)
          .execute()
        return {
          id: stored.id,
          ordinal,
          role: message.role,
          content: stored.content,
          answer: message.answer ?? null,
          createdAt: new Date(at),
        }
      })
    },

    async messages(id) {
      const rows = await db
        .selectFrom('assistant_messages')
        .selectAll()
        .where('conversation_id', '=', id)
        .orderBy('ordinal')
        .execute()
      return rows.map((row) => ({
        id: row.id,
        ordinal: Number(row.ordinal),
        role: row.role === 'assistant' ? 'assistant' : 'user',
        content: row.content,
        answer: row.grounding ? (parseJson(row.grounding) as StoredMessage['answer']) : null,
        createdAt: new Date(Number(row.created_at)),
      }))
    },

    async delete(id, owner) {
      if (!UUID.test(id)) return
      await db
        .deleteFrom('assistant_conversations')
        .where('id', '=', id)
        .where('account_id', owner.accountId === null ? 'is' : '=', owner.accountId)
        .where(
          'session_id',
          owner.sessionToken === null ? 'is' : '=',
          sessionRowId(owner.sessionToken),
        )
        .execute()
    },

    async deleteExpired() {
      const result = await db
        .deleteFrom('assistant_conversations')
        .where('expires_at', '<=', now().getTime())
        .executeTakeFirst()
      return Number(result.numDeletedRows)
    },

    async saveFeedback(input) {
      const id = randomUUID()
      await db
        .insertInto('assistant_feedback')
        .values({
          id,
          site_id: input.siteId,
          account_id: input.accountId,
          mode: input.mode,
          provider: input.provider,
          message_id: input.messageId ?? null,
          options: JSON.stringify(input.options),
          comment: input.comment ? input.comment.slice(0, MAX_COMMENT) : null,
          created_at: now().getTime(),
        })
        .execute()
      return id
    },

    async recentFeedback(limit = 50) {
      const rows = await db
        .selectFrom('assistant_feedback')
        .selectAll()
        .orderBy('created_at', 'desc')
        .limit(limit)
        .execute()
      return rows.map((row) => ({
        id: row.id,
        siteId: row.site_id,
        accountId: row.account_id,
        mode: row.mode === 'author' ? 'author' : 'genAi',
        provider: row.provider,
        messageId: row.message_id,
        options: parseJson(row.options) as string[],
        comment: row.comment,
        createdAt: new Date(Number(row.created_at)),
      }))
    },
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return {}
  }
}
