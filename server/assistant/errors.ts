// Domain errors of the assistant; routes translate them to HTTP (isXError checks `code`).

/** The model server is down, slow or answered with an error: the message is for the reader. */
export class AssistantUnavailableError extends Error {
  readonly code = 'ASSISTANT_UNAVAILABLE'
}

/** A conversation that does not exist, has expired or belongs to someone else. */
export class ConversationNotFoundError extends Error {
  readonly code = 'CONVERSATION_NOT_FOUND'
  constructor() {
    super('This conversation has ended. Start a new conversation.')
  }
}

export function isAssistantUnavailableError(error: unknown): error is AssistantUnavailableError {
  return error instanceof Error && (error as { code?: unknown }).code === 'ASSISTANT_UNAVAILABLE'
}

export function isConversationNotFoundError(error: unknown): error is ConversationNotFoundError {
  return error instanceof Error && (error as { code?: unknown }).code === 'CONVERSATION_NOT_FOUND'
}
