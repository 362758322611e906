// The assistant's context rules (spec 000 §9): the author assistant reads the author's
// documents (a document-id prefix); with selected AI-available documents the AI Assistant reads
// those (one at a time in the generative mode); otherwise it reads the practice area equal to the
// site id, that is the edition's AI-available documents.
import type { Edition } from '#server/content/model.ts'
import type { PassageSource } from '#server/search/engine.ts'
import type {
  AssistantMode,
  ResolvedContext,
  SelectedDocument,
  UnsupportedNotice,
} from './types.ts'

/** Spec 000 §8, word for word. */
export const UNSUPPORTED_TITLE = 'Documents not supported by AI'
const GUIDANCE =
  'To adjust your selection close the AI Assistant and choose documents with AI Assistant Available tag. To learn more go to User Guidance.'
export const UNSUPPORTED_ALL = `The documents you selected are not supported by AI and could not be added to the sources. ${GUIDANCE}`
export const UNSUPPORTED_SOME = `Some of your selected documents are not supported by AI and could not be added to the sources. ${GUIDANCE}`

/** Document ids: letters, digits, dot, dash, underscore (server/content/model.ts). */
export const DOCUMENT_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/
/** An author's document-id prefix: at least 3 characters of a document id. */
export const AUTHOR_PREFIX = /^[A-Za-z0-9][A-Za-z0-9._-]{2,99}$/
/** How many documents a context may name (the search page's select-all is one page). */
export const MAX_SELECTED = 50

export type ContextRequest = {
  edition: Edition
  mode: AssistantMode
  docIds?: readonly string[]
  authorPrefix?: string | null
  /** A generative provider reads one selected document at a time. */
  generative: boolean
}

export async function resolveContext(
  index: PassageSource,
  request: ContextRequest,
): Promise<ResolvedContext> {
  const { edition, mode } = request
  if (mode === 'author' && request.authorPrefix) {
    return {
      mode,
      scope: { kind: 'prefix', edition, prefix: request.authorPrefix },
      documents: [],
      unsupported: [],
      notice: null,
      oneAtATime: false,
    }
  }
  const selected = await index.documents((request.docIds ?? []).slice(0, MAX_SELECTED), edition)
  const supported = selected.filter((d) => d.aiAvailable)
  const unsupported = selected.filter((d) => !d.aiAvailable)
  const used = request.generative ? supported.slice(0, 1) : supported
  return {
    mode: 'genAi',
    scope:
      used.length > 0
        ? { kind: 'documents', edition, ids: used.map((d) => d.id) }
        : { kind: 'edition', edition },
    documents: used,
    unsupported,
    notice: noticeFor(supported, unsupported),
    oneAtATime: used.length < supported.length,
  }
}

function noticeFor(
  supported: SelectedDocument[],
  unsupported: SelectedDocument[],
): UnsupportedNotice | null {
  if (unsupported.length === 0) return null
  const value = supported.length === 0 ? 'all' : 'some'
  return {
    title: UNSUPPORTED_TITLE,
    text: value === 'all' ? UNSUPPORTED_ALL : UNSUPPORTED_SOME,
    value,
    titles: unsupported.map((d) => d.title),
  }
}
