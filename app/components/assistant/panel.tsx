import { useEffect, useRef, useState } from 'react'
import { Link } from 'react-router'
import { useCsrfToken } from '#app/components/csrf-input.tsx'
import { Dialog } from '#app/components/ui/dialog.tsx'
import { button } from '#app/styles/ui.css.ts'
import * as styles from './assistant.css.ts'
import { readEvents } from './answer-stream.ts'
import { AssistantMessage } from './assistant-message.tsx'
import { ConfirmDialog } from './confirm-dialog.tsx'
import { ContextSummary, type ContextSummaryData } from './context-summary.tsx'
import { FloatingButton } from './floating-button.tsx'
import {
  ASSISTANT_TITLE,
  AUTHOR_ASSISTANT_TITLE,
  CONFIRM_CLOSE,
  CONFIRM_NEW,
  CONTINUE,
  DISCARD,
  DISCLAIMER,
  NEW_CONTEXT_TEXT,
  NEW_CONTEXT_TITLE,
  REOPEN_TEXT,
  REOPEN_TITLE,
  START_NEW,
  SUMMARIZE,
} from './messages.ts'
import {
  closeAssistant,
  continueConversation,
  getAssistantState,
  minimizeAssistant,
  pushMessage,
  requestClose,
  requestNewConversation,
  setConversation,
  setPrefs,
  startNewConversation,
  updateMessage,
  useAssistantState,
  type AssistantContextRequest,
} from './store.ts'

/**
 * The AI Assistant panel of the shell (spec 000 §4): open, minimized (a draggable floating
 * button) or closed; confirmations, the reopen modal, sizes, sides and themes; answers stream in.
 * Loaded by ./launcher.tsx the first time the assistant opens, not with every page.
 */
export default function Assistant({
  summarize,
  siteName,
}: {
  /** Whether the edition's assistant summarises the documents it was given. */
  summarize: boolean
  siteName: string
}) {
  const state = useAssistantState()
  const csrf = useCsrfToken()
  const { status, dialog } = state
  const discard = (conversationId: string | null) => {
    if (!conversationId) return
    const body = new FormData()
    body.set('conversationId', conversationId)
    void fetch('/resources/assistant-conversation', {
      method: 'POST',
      body,
      headers: { 'X-CSRF-Token': csrf },
      credentials: 'same-origin',
    }).catch(() => {})
  }
  const startNew = () => discard(startNewConversation())

  return (
    <>
      {status === 'open' ? (
        <Panel
          summarize={summarize}
          siteName={siteName}
          csrf={csrf}
          onNew={() => discard(requestNewConversation())}
        />
      ) : (
        <FloatingButton minimized={status === 'minimized'} />
      )}
      <ConfirmDialog
        open={dialog === 'confirm-close'}
        title={CONFIRM_CLOSE}
        confirm="Yes, close"
        onConfirm={(skip) => {
          if (skip) setPrefs({ skipCloseConfirm: true })
          closeAssistant()
        }}
      />
      <ConfirmDialog
        open={dialog === 'confirm-new'}
        title={CONFIRM_NEW}
        confirm={START_NEW}
        onConfirm={(skip) => {
          if (skip) setPrefs({ skipNewConfirm: true })
          startNew()
        }}
      />
      <Dialog
        open={dialog === 'reopen'}
        onOpenChange={(open) => !open && continueConversation()}
        title={REOPEN_TITLE}
        description={REOPEN_TEXT}
      >
        <div className={styles.dialogActions}>
          <button type="button" className={button.outlined} onClick={continueConversation}>
            Cancel
          </button>
          <button type="button" className={button.default} onClick={startNew}>
            {START_NEW}
          </button>
        </div>
      </Dialog>
      <Dialog
        open={dialog === 'continue-or-discard'}
        onOpenChange={(open) => !open && continueConversation()}
        title={NEW_CONTEXT_TITLE}
        description={NEW_CONTEXT_TEXT}
      >
        <div className={styles.dialogActions}>
          <button type="button" className={button.outlined} onClick={continueConversation}>
            {CONTINUE}
          </button>
          <button type="button" className={button.default} onClick={startNew}>
            {DISCARD}
          </button>
        </div>
      </Dialog>
    </>
  )
}

function contextQuery(context: AssistantContextRequest): string {
  const params = new URLSearchParams()
  if (context.mode === 'author' && context.authorPrefix) {
    params.set('mode', 'author')
    params.set('author', context.authorPrefix)
  }
  for (const id of context.docIds) params.append('doc', id)
  return params.toString()
}

type ContextInfo = { context: ContextSummaryData; generative: boolean } | { message: string }

function Panel({
  summarize,
  siteName,
  csrf,
  onNew,
}: {
  summarize: boolean
  siteName: string
  csrf: string
  onNew: () => void
}) {
  const state = useAssistantState()
  const { prefs, context, messages } = state
  const [info, setInfo] = useState<ContextInfo | null>(null)
  const [question, setQuestion] = useState('')
  const [busy, setBusy] = useState(false)
  const body = useRef<HTMLDivElement>(null)
  const query = contextQuery(context)

  // While open, the panel docks beside the page where the screen is wide enough (the page makes
  // room: assistant.css.ts), so it covers neither the header's links nor the text being read.
  useEffect(() => {
    const html = document.documentElement
    html.dataset.assistantDock = `${prefs.side}-${prefs.size}`
    return () => {
      delete html.dataset.assistantDock
    }
  }, [prefs.side, prefs.size])

  useEffect(() => {
    let live = true
    setInfo(null)
    fetch(`/resources/assistant-stream?${query}`, {
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
    })
      .then(async (res) => {
        const json = (await res.json().catch(() => null)) as ContextInfo | null
        if (live)
          setInfo(
            json && (res.ok || 'message' in json)
              ? json
              : { message: 'The AI Assistant is not available at the moment.' },
          )
      })
      .catch(
        () =>
          live &&
          setInfo({ message: 'The AI Assistant cannot be reached. Check your connection.' }),
      )
    return () => {
      live = false
    }
  }, [query])

  useEffect(() => {
    body.current?.scrollTo({ top: body.current.scrollHeight })
  }, [messages])

  async function ask(intent: 'ask' | 'summarize', text: string) {
    if (busy) return
    setBusy(true)
    const key = `m${Date.now()}`
    pushMessage({
      key: `${key}-q`,
      role: 'user',
      content: intent === 'summarize' ? SUMMARIZE : text,
    })
    pushMessage({ key, role: 'assistant', content: '', streaming: true })
    setQuestion('')
    const { conversationId } = getAssistantState()
    try {
      const res = await fetch('/resources/assistant-stream', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': csrf },
        body: JSON.stringify({
          intent,
          question: text,
          docIds: context.docIds,
          mode: context.mode,
          authorPrefix: context.authorPrefix,
          conversationId: conversationId ?? undefined,
        }),
      })
      if (!res.ok || !res.body) {
        const json = (await res.json().catch(() => null)) as {
          message?: string
          errors?: Record<string, string>
        } | null
        if (res.status === 404) setConversation('')
        const message =
          json?.message ??
          Object.values(json?.errors ?? {})[0] ??
          'The AI Assistant could not answer.'
        updateMessage(key, { streaming: false, error: message })
        return
      }
      await readEvents(res.body, key)
    } catch {
      updateMessage(key, {
        streaming: false,
        error: 'The AI Assistant cannot be reached. Check your connection.',
      })
    } finally {
      setBusy(false)
    }
  }

  const contextData = info && 'context' in info ? info.context : null
  const canSummarize =
    summarize && context.docIds.length > 0 && (contextData?.documents.length ?? 0) > 0
  const title = context.mode === 'author' ? AUTHOR_ASSISTANT_TITLE : ASSISTANT_TITLE
  const className = [
    styles.panel,
    styles.panelSize[prefs.size],
    styles.panelSide[prefs.side],
    prefs.theme === 'dark' ? styles.panelDark : '',
  ].join(' ')

  return (
    <aside
      className={className}
      aria-labelledby="ai-panel-title"
      data-size={prefs.size}
      data-side={prefs.side}
      data-theme={prefs.theme}
    >
      <div className={styles.panelHeader}>
        <h2 id="ai-panel-title" className={styles.panelTitle}>
          {title}
        </h2>
        <button
          type="button"
          className={styles.headerButton}
          onClick={onNew}
          aria-label="New conversation"
          title="New conversation"
        >
          + New
        </button>
        <button
          type="button"
          className={styles.headerButton}
          onClick={() => setPrefs({ size: prefs.size === 'wide' ? 'default' : 'wide' })}
          aria-label={prefs.size === 'wide' ? 'Default width' : 'Wide panel'}
          title={prefs.size === 'wide' ? 'Default width' : 'Wide panel'}
        >
          {prefs.size === 'wide' ? '⇥⇤' : '⇤⇥'}
        </button>
        <button
          type="button"
          className={styles.headerButton}
          onClick={() => setPrefs({ side: prefs.side === 'right' ? 'left' : 'right' })}
          aria-label={prefs.side === 'right' ? 'Move to the left' : 'Move to the right'}
          title={prefs.side === 'right' ? 'Move to the left' : 'Move to the right'}
        >
          {prefs.side === 'right' ? '⇐' : '⇒'}
        </button>
        <button
          type="button"
          className={styles.headerButton}
          onClick={() => setPrefs({ theme: prefs.theme === 'dark' ? 'light' : 'dark' })}
          aria-label={prefs.theme === 'dark' ? 'Light theme' : 'Dark theme'}
          title={prefs.theme === 'dark' ? 'Light theme' : 'Dark theme'}
        >
          ◐
        </button>
        <button
          type="button"
          className={styles.headerButton}
          onClick={minimizeAssistant}
          aria-label="Minimize"
          title="Minimize"
        >
          –
        </button>
        <button
          type="button"
          className={styles.headerButton}
          onClick={requestClose}
          aria-label="Close AI Assistant"
          title="Close"
        >
          ×
        </button>
      </div>

      <div className={styles.panelBody} ref={body}>
        {info === null ? (
          <p>Loading…</p>
        ) : 'message' in info ? (
          <p className={styles.error}>{info.message}</p>
        ) : (
          <ContextSummary context={info.context} siteName={siteName} />
        )}
        {messages.length === 0 && contextData ? (
          <div className={styles.suggestions} aria-label="Suggestions">
            {canSummarize ? (
              <button
                type="button"
                className={button.outlined}
                onClick={() => ask('summarize', '')}
                disabled={busy}
              >
                {SUMMARIZE}
              </button>
            ) : null}
            <Link to="/prompt-guide" className={button.text}>
              How to ask
            </Link>
          </div>
        ) : null}
        {messages.map((m) =>
          m.role === 'user' ? (
            <p key={m.key} className={styles.userMessage}>
              {m.content}
            </p>
          ) : (
            <AssistantMessage key={m.key} message={m} csrf={csrf} mode={context.mode} />
          ),
        )}
      </div>

      <form
        className={styles.composer}
        onSubmit={(e) => {
          e.preventDefault()
          if (question.trim()) void ask('ask', question.trim())
        }}
      >
        <div className={styles.composerRow}>
          <label htmlFor="ai-question" className="visually-hidden">
            Ask a question
          </label>
          <textarea
            id="ai-question"
            className={styles.textarea}
            value={question}
            maxLength={2000}
            placeholder="Ask a question about the documents"
            onChange={(e) => setQuestion(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && !e.shiftKey) {
                e.preventDefault()
                e.currentTarget.form?.requestSubmit()
              }
            }}
          />
          <button
            type="submit"
            className={button.default}
            disabled={busy || !question.trim() || !contextData}
          >
            {busy ? 'Answering…' : 'Send'}
          </button>
        </div>
        <p className={styles.disclaimer}>
          {DISCLAIMER} <Link to="/aidisclaimer">AI disclaimer</Link>
        </p>
      </form>
    </aside>
  )
}
