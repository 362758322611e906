import { z } from 'zod'
import { FEEDBACK_OPTIONS } from '#app/components/assistant/messages.ts'

// Input of the assistant's forms and calls, validated on the server (400 with field messages).

const docId = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/, 'is not a document id')
const authorPrefix = z
  .string()
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{2,99}$/, 'must be at least 3 characters of a document id')
const uuid = z.uuid('is not a conversation id')

export const MAX_QUESTION = 2000
export const MAX_DOCS = 50

const question = z
  .string()
  .trim()
  .max(MAX_QUESTION, `Questions are at most ${MAX_QUESTION.toLocaleString('en-GB')} characters`)

/** A context: selected documents, or the author assistant's author. */
export const contextSchema = z
  .object({
    docIds: z.array(docId).max(MAX_DOCS, `At most ${MAX_DOCS} documents`).default([]),
    mode: z.enum(['genAi', 'author']).default('genAi'),
    authorPrefix: authorPrefix.optional(),
  })
  .refine((v) => v.mode !== 'author' || v.authorPrefix, {
    path: ['authorPrefix'],
    message: 'The author assistant needs an author',
  })

/** The question form (the page) and the panel's call share one shape. */
export const askSchema = z
  .object({
    intent: z.enum(['ask', 'summarize']).default('ask'),
    question: question.default(''),
    docIds: z.array(docId).max(MAX_DOCS, `At most ${MAX_DOCS} documents`).default([]),
    mode: z.enum(['genAi', 'author']).default('genAi'),
    authorPrefix: authorPrefix.optional(),
    conversationId: uuid.optional(),
  })
  .superRefine((value, ctx) => {
    if (value.intent === 'ask' && value.question.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['question'], message: 'Enter a question' })
    }
    if (value.mode === 'author' && !value.authorPrefix) {
      ctx.addIssue({
        code: 'custom',
        path: ['authorPrefix'],
        message: 'The author assistant needs an author',
      })
    }
    if (value.intent === 'summarize' && value.docIds.length === 0 && !value.conversationId) {
      ctx.addIssue({ code: 'custom', path: ['docIds'], message: 'Select a document to summarize' })
    }
  })
export type AskInput = z.infer<typeof askSchema>

export const feedbackSchema = z.object({
  options: z
    .array(z.enum(FEEDBACK_OPTIONS))
    .min(1, 'Choose at least one option')
    .max(FEEDBACK_OPTIONS.length),
  comment: z.string().trim().max(2000, 'Comments are at most 2,000 characters').default(''),
  messageId: z.uuid().optional(),
  mode: z.enum(['genAi', 'author']).default('genAi'),
})

/** The spec's send_message payload: input.messages and a conversation id. */
export const sendMessageSchema = z.object({
  input: z.object({
    messages: z
      .array(
        z.object({
          role: z.enum(['user', 'assistant']),
          content: z
            .string()
            .trim()
            .min(1, 'must not be empty')
            .max(MAX_QUESTION * 10),
        }),
      )
      .min(1, 'must hold at least the question')
      .max(40, 'at most 40 messages')
      .refine((m) => m[m.length - 1]?.role === 'user', 'must end with the user’s question'),
    documentIds: z.array(docId).max(MAX_DOCS).optional(),
    documentIdPrefix: authorPrefix.optional(),
    task: z.enum(['answer', 'summarize']).default('answer'),
  }),
  conversationId: uuid.nullish(),
})

/** The send_message answer: the assistant's message with its sources (spec 000 §7). */
export const sendMessageAnswerSchema = z.object({
  conversationId: z.string(),
  messageId: z.string(),
  output: z.object({
    payload: z.looseObject({
      role: z.literal('assistant'),
      content: z.string(),
      sources: z.array(z.looseObject({ title: z.string(), url: z.string() })),
    }),
  }),
  context: z.unknown(),
})

/** Zod issues as { 'path.to.field': 'message' } (the first message of each field). */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const issue of error.issues) {
    const key = issue.path.join('.') || 'form'
    errors[key] ??= issue.message
  }
  return errors
}

/** Repeated form fields (doc, option) as arrays, the rest as strings. */
export function formValues(form: FormData, arrays: Record<string, string>) {
  const values: Record<string, unknown> = {}
  for (const [key, value] of form) {
    if (typeof value !== 'string' || key === 'csrf') continue
    const target = arrays[key]
    if (target) ((values[target] ??= []) as string[]).push(value)
    else values[key] = value === '' ? undefined : value
  }
  return values
}
