import { describe, expect, test } from 'vitest'
import { createSessionStore } from '#server/users/session-store.ts'
import { createUserStore } from '#server/users/user-store.ts'
import { testDatabases, useTempDb } from '#test/helpers/temp-db.ts'
import { CONVERSATION_TTL_MS, createConversationStore } from './conversation-store.ts'
import { isConversationNotFoundError } from '#server/errors.ts'

function manualClock(start = Date.parse('2025-03-01T09:00:00Z')) {
  let time = start
  return { now: () => new Date(time), advance: (ms: number) => void (time += ms) }
}

let counter = 0

describe.each(testDatabases())('assistant conversation store ($name)', (database) => {
  const db = useTempDb(database)
  const setup = async () => {
    const clock = manualClock()
    counter += 1
    const users = createUserStore(db(), { passwordParams: { N: 2 ** 10, r: 8, p: 1 } })
    const account = await users.createAccount({
      email: `assistant-${counter}@example.test`,
      firstName: 'Ann',
      lastName: 'Lee',
    })
    const sessions = createSessionStore(db(), { now: clock.now })
    const { token } = await sessions.createSession({ accountId: account.id })
    const store = createConversationStore(db(), { now: clock.now })
    const owner = { accountId: account.id, sessionToken: token }
    return { clock, account, sessions, token, store, owner }
  }

  const notFound = (promise: Promise<unknown>) =>
    promise.then(
      () => false,
      (e) => isConversationNotFoundError(e),
    )

  test('keeps the messages of a conversation in order, with their grounding', async () => {
    const { store, owner } = await setup()
    const conversation = await store.create(owner, {
      siteId: 'KA',
      mode: 'genAi',
      context: { docIds: ['isds-1'] },
    })
    expect(conversation.context).toEqual({ docIds: ['isds-1'] })
    await store.addMessage(conversation.id, { role: 'user', content: 'What was decided?' })
    const answer = {
      sources: [{ title: 'A v. B', url: '/document/isds-1' }],
      citations: [{ n: 1, title: 'A v. B', url: '/document/isds-1#s2' }],
      quotes: [
        {
          text: 'The claim is dismissed.',
          verified: true,
          source: { title: 'A v. B', url: '/document/isds-1' },
        },
      ],
    }
    await store.addMessage(conversation.id, {
      role: 'assistant',
      content: '> The claim is dismissed.',
      answer,
    })
    const messages = await store.messages(conversation.id)
    expect(messages.map((m) => [m.ordinal, m.role, m.content])).toEqual([
      [0, 'user', 'What was decided?'],
      [1, 'assistant', '> The claim is dismissed.'],
    ])
    expect(messages[1].answer).toEqual(answer)
    expect(messages[0].answer).toBeNull()
  })

  test('only the owner, in the same session, can read a conversation', async () => {
    const { store, owner, sessions } = await setup()
    const conversation = await store.create(owner, { siteId: 'KA', mode: 'genAi', context: {} })
    expect((await store.get(conversation.id, owner)).id).toBe(conversation.id)
    const other = await sessions.createSession({ accountId: owner.accountId })
    expect(
      await notFound(store.get(conversation.id, { ...owner, sessionToken: other.token })),
    ).toBe(true)
    expect(
      await notFound(store.get(conversation.id, { accountId: null, sessionToken: null })),
    ).toBe(true)
    expect(await notFound(store.get('not-a-uuid', owner))).toBe(true)
    await store.delete(conversation.id, { ...owner, sessionToken: other.token })
    expect((await store.get(conversation.id, owner)).id).toBe(conversation.id)
  })

  test('a conversation ends with its session (logout) and after its own expiry', async () => {
    const { store, owner, sessions, token, clock } = await setup()
    const first = await store.create(owner, { siteId: 'KA', mode: 'genAi', context: {} })
    await store.addMessage(first.id, { role: 'user', content: 'Hello' })
    await sessions.deleteSession(token)
    expect(await notFound(store.get(first.id, owner))).toBe(true)
    expect(await store.messages(first.id)).toEqual([])

    const institution = { accountId: owner.accountId, sessionToken: null }
    const second = await store.create(institution, {
      siteId: 'KA',
      mode: 'author',
      context: { authorPrefix: 'isds-' },
    })
    expect((await store.get(second.id, institution)).mode).toBe('author')
    clock.advance(CONVERSATION_TTL_MS - 1000)
    await store.addMessage(second.id, { role: 'user', content: 'still here' })
    clock.advance(CONVERSATION_TTL_MS - 1000)
    expect((await store.get(second.id, institution)).id).toBe(second.id)
    clock.advance(CONVERSATION_TTL_MS)
    expect(await store.deleteExpired()).toBeGreaterThanOrEqual(1)
    expect(await notFound(store.get(second.id, institution))).toBe(true)
  })

  test('discarding a conversation deletes it', async () => {
    const { store, owner } = await setup()
    const conversation = await store.create(owner, { siteId: 'KIPL', mode: 'genAi', context: {} })
    await store.delete(conversation.id, owner)
    expect(await notFound(store.get(conversation.id, owner))).toBe(true)
  })

  test('feedback is stored with its options and comment', async () => {
    const { store, owner } = await setup()
    const id = await store.saveFeedback({
      siteId: 'KA',
      accountId: owner.accountId,
      mode: 'genAi',
      provider: 'extractive',
      messageId: null,
      options: ['Too Wordy', 'Other'],
      comment: 'Shorter, please.',
    })
    const saved = (await store.recentFeedback(100)).find((f) => f.id === id)
    expect(saved).toMatchObject({
      siteId: 'KA',
      options: ['Too Wordy', 'Other'],
      comment: 'Shorter, please.',
      provider: 'extractive',
    })
  })
})
