// One interface for every way of composing an answer from retrieved passages. The assistant
// service retrieves the passages (context rules, passage index) and checks the grounding; a
// provider only writes the answer's text, streamed in pieces.
import type { ChatTurn, Passage } from './types.ts'

export type ProviderTask = 'answer' | 'summarize'

export type ProviderInput = {
  task: ProviderTask
  question: string
  /** Earlier turns of the conversation, oldest first. */
  history: readonly ChatTurn[]
  /** The retrieved passages, best first; cited as [1], [2], … in that order. */
  passages: readonly Passage[]
  /** Aborted when the reader goes away. */
  signal?: AbortSignal
}

export interface AssistantProvider {
  readonly name: 'extractive' | 'openai'
  /** Generative providers read one selected document at a time (spec 000 §4). */
  readonly generative: boolean
  /** How many passages to retrieve for a question. */
  readonly passageLimit: number
  /** The answer's text in pieces. Throws AssistantUnavailableError when it cannot answer. */
  stream(input: ProviderInput): AsyncIterable<string>
}
