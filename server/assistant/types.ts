// The assistant's plain data: what the routes send in and what comes back. No HTTP here.
import type { Edition } from '#server/content/model.ts'
import type { Voice } from '#sites/voices.ts'

/** The two assistants of the spec: the AI Assistant (genAi) and, on KA, the author assistant. */
export type AssistantMode = 'genAi' | 'author'

/** What the assistant may read (spec 000 §9), decided by `resolveContext`. */
export type AssistantScope =
  | { kind: 'documents'; edition: Edition; ids: string[] }
  | { kind: 'prefix'; edition: Edition; prefix: string }
  | { kind: 'edition'; edition: Edition }

/** A selected document as the panel shows it (spec 000 §3 "AI selected document"). */
export type SelectedDocument = {
  id: string
  aiId: string | null
  title: string
  url: string
  type: string
  aiAvailable: boolean
}

export type UnsupportedNotice = {
  title: string
  text: string
  /** 'all' when no selected document is supported, 'some' otherwise. */
  value: 'all' | 'some'
  /** Titles of the unsupported documents (the variant of the message that lists them). */
  titles: string[]
}

export type ResolvedContext = {
  mode: AssistantMode
  scope: AssistantScope
  /** The selected documents the assistant uses (empty for the prefix and edition scopes). */
  documents: SelectedDocument[]
  /** Selected documents left out: not AI-available, or beyond the generative limit of one. */
  unsupported: SelectedDocument[]
  notice: UnsupportedNotice | null
  /** True when a generative provider reads only the first of several supported documents. */
  oneAtATime: boolean
}

/** A passage of a document: one section, or the best few sentences of one. */
export type Passage = {
  docId: string
  title: string
  /** The document URL (no query, no fragment): what source links and tooltips match. */
  url: string
  /** The link to the passage itself: the document URL with the section's fragment. */
  href: string
  heading: string
  /** Verbatim text of the source (a substring of the section text). */
  text: string
  score: number
  /** Whose words it is (decision 244), where the document marks it. */
  voice: Voice | null
  /** The numbered paragraph it is part of, where the text numbers its paragraphs. */
  paragraph: number | null
}

export type ChatTurn = { role: 'user' | 'assistant'; content: string }

export type Source = { title: string; url: string }
export type Citation = { n: number; title: string; url: string }
export type CheckedQuote = { text: string; verified: boolean; source: Source | null }

/** A complete answer: the text (a small markdown subset, see `answer-text.ts`) and its grounding. */
export type Answer = {
  content: string
  sources: Source[]
  citations: Citation[]
  quotes: CheckedQuote[]
}

/** What a streaming answer emits, in order: context, deltas, then done (or error). */
export type AnswerEvent =
  | { type: 'context'; conversationId: string; context: ResolvedContext }
  | { type: 'delta'; text: string }
  | { type: 'done'; messageId: string; answer: Answer }
  | { type: 'error'; message: string }
