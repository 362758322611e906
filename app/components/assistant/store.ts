import { useSyncExternalStore } from 'react'

// The panel's state, in one small store so that any component (an "Ask AI Assistant" link, the
// search results' selection) can open it or set its context without prop drilling. Only UI
// state lives here: conversations are kept on the server, for the session.

export type AssistantContextRequest = {
  mode: 'genAi' | 'author'
  docIds: string[]
  authorPrefix?: string
}

export type Grounding = {
  sources: { title: string; url: string }[]
  citations: { n: number; title: string; url: string }[]
  quotes: { text: string; verified: boolean }[]
}

export type ChatMessage = {
  key: string
  role: 'user' | 'assistant'
  content: string
  /** Set when the answer is complete. */
  id?: string
  grounding?: Grounding
  streaming?: boolean
  error?: string
}

export type Dialog = 'continue-or-discard' | 'confirm-close' | 'confirm-new' | 'reopen' | null

export type Prefs = {
  size: 'default' | 'wide'
  side: 'left' | 'right'
  theme: 'light' | 'dark'
  skipCloseConfirm: boolean
  skipNewConfirm: boolean
  /** The floating button's position (px from the bottom right) after a drag; null: its rail. */
  button: { right: number; bottom: number } | null
}

export type AssistantState = {
  status: 'closed' | 'open' | 'minimized'
  context: AssistantContextRequest
  pending: AssistantContextRequest | null
  dialog: Dialog
  conversationId: string | null
  messages: ChatMessage[]
  hasChatted: boolean
  /** Documents selected on the page (the search results' selection): the button's badge. */
  selection: string[]
  prefs: Prefs
}

const PREFS_KEY = 'aiAssistantPrefs'
const defaultPrefs: Prefs = {
  size: 'default',
  side: 'right',
  theme: 'light',
  skipCloseConfirm: false,
  skipNewConfirm: false,
  button: null,
}
const edition: AssistantContextRequest = { mode: 'genAi', docIds: [] }

let state: AssistantState = {
  status: 'closed',
  context: edition,
  pending: null,
  dialog: null,
  conversationId: null,
  messages: [],
  hasChatted: false,
  selection: [],
  prefs: defaultPrefs,
}
const listeners = new Set<() => void>()

function set(patch: Partial<AssistantState>) {
  state = { ...state, ...patch }
  listeners.forEach((l) => l())
}

export function getAssistantState() {
  return state
}

export function useAssistantState(): AssistantState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => state,
    () => state,
  )
}

/** Reads the saved preferences once the page runs in a browser. */
export function loadPrefs() {
  try {
    const saved = JSON.parse(localStorage.getItem(PREFS_KEY) ?? '{}') as Partial<Prefs>
    set({ prefs: { ...defaultPrefs, ...saved } })
  } catch {
    // private mode or a bad value: the defaults serve
  }
}

export function setPrefs(patch: Partial<Prefs>) {
  const prefs = { ...state.prefs, ...patch }
  set({ prefs })
  try {
    localStorage.setItem(PREFS_KEY, JSON.stringify(prefs))
  } catch {
    // not persisted; the preference still applies to this page
  }
}

export function sameContext(a: AssistantContextRequest, b: AssistantContextRequest): boolean {
  if (a.mode !== b.mode || (a.authorPrefix ?? '') !== (b.authorPrefix ?? '')) return false
  const x = [...a.docIds].sort()
  const y = [...b.docIds].sort()
  return x.length === y.length && x.every((id, i) => id === y[i])
}

/** The search results (or a document page) tell the assistant what is selected. */
export function setAssistantSelection(docIds: string[]) {
  set({ selection: [...new Set(docIds)] })
}

/**
 * Opens the assistant with a context (an "Ask AI Assistant" link), or toggles it (the floating
 * button, with the page's selection as the context). Spec 000 §4: a different context while a
 * conversation is going opens the continue-or-discard prompt and keeps the new one pending; on
 * reopening after a conversation, the reopen modal offers to continue it or start a new one.
 */
export function openAssistant(request?: AssistantContextRequest) {
  const wanted =
    request ??
    (state.selection.length > 0 ? { mode: 'genAi' as const, docIds: state.selection } : null)
  if (state.status === 'open' && !request) return set({ status: 'minimized' })
  const differs = wanted !== null && !sameContext(wanted, state.context)
  if (!state.hasChatted) {
    return set({ status: 'open', context: wanted ?? state.context, pending: null, dialog: null })
  }
  if (state.status === 'closed') {
    return set({ status: 'open', pending: differs ? wanted : null, dialog: 'reopen' })
  }
  if (differs) return set({ status: 'open', pending: wanted, dialog: 'continue-or-discard' })
  set({ status: 'open', dialog: null })
}

export function minimizeAssistant() {
  set({ status: 'minimized', dialog: null })
}

export function requestClose() {
  if (state.hasChatted && !state.prefs.skipCloseConfirm) return set({ dialog: 'confirm-close' })
  closeAssistant()
}

export function closeAssistant() {
  set({ status: 'closed', dialog: null })
}

/** Asks first, unless told not to; returns the ended conversation when it started afresh. */
export function requestNewConversation(): string | null {
  if (state.hasChatted && !state.prefs.skipNewConfirm) {
    set({ dialog: 'confirm-new' })
    return null
  }
  return startNewConversation()
}

/** Keeps the current conversation; a pending context is dropped. */
export function continueConversation() {
  set({ dialog: null, pending: null, status: 'open' })
}

/** Ends the conversation (deleted on the server) and starts afresh with the pending context. */
export function startNewConversation(): string | null {
  const ended = state.conversationId
  set({
    status: 'open',
    dialog: null,
    context:
      state.pending ??
      (state.selection.length > 0 ? { mode: 'genAi', docIds: state.selection } : state.context),
    pending: null,
    conversationId: null,
    messages: [],
    hasChatted: false,
  })
  return ended
}

export function setDialog(dialog: Dialog) {
  set({ dialog })
}

export function setConversation(conversationId: string) {
  set({ conversationId })
}

export function pushMessage(message: ChatMessage) {
  set({ messages: [...state.messages, message] })
}

export function updateMessage(key: string, patch: Partial<ChatMessage>) {
  set({ messages: state.messages.map((m) => (m.key === key ? { ...m, ...patch } : m)) })
}

export function markChatted() {
  if (!state.hasChatted) set({ hasChatted: true })
}

/** Whether a panel is mounted (links then open it instead of navigating to the page). */
let panelMounted = false
export function setPanelMounted(mounted: boolean) {
  panelMounted = mounted
}
export function isPanelMounted() {
  return panelMounted
}
