import { useEffect, useState } from 'react'
import { useNotify } from '#app/components/shell/notifications.tsx'
import { above } from '#app/styles/layout.css.ts'
import { AnswerText, plainText, SourcesList } from './answer-text.tsx'
import * as styles from './assistant.css.ts'
import { COPIED, COPIED_MS, COPY, FEEDBACK_OPTIONS, FEEDBACK_THANKS } from './messages.ts'
import type { ChatMessage } from './store.ts'

/** One answer of the panel: its text and sources, Copy, and the feedback form. */
export function AssistantMessage({
  message,
  csrf,
  mode,
}: {
  message: ChatMessage
  csrf: string
  mode: 'genAi' | 'author'
}) {
  const [copied, setCopied] = useState(false)
  const [feedbackOpen, setFeedbackOpen] = useState(false)
  const [thanks, setThanks] = useState(false)
  const [feedbackError, setFeedbackError] = useState<string | null>(null)
  const notify = useNotify()
  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(false), COPIED_MS)
    return () => clearTimeout(timer)
  }, [copied])

  async function sendFeedback(form: HTMLFormElement) {
    const data = new FormData(form)
    data.set('from', 'panel')
    data.set('mode', mode)
    if (message.id) data.set('messageId', message.id)
    const res = await fetch('/resources/assistant-feedback', {
      method: 'POST',
      body: data,
      headers: { 'X-CSRF-Token': csrf },
      credentials: 'same-origin',
    }).catch(() => null)
    const json = (await res?.json().catch(() => null)) as {
      ok?: boolean
      errors?: Record<string, string>
    } | null
    if (res?.ok && json?.ok) {
      setThanks(true)
      setFeedbackOpen(false)
      notify({ type: 'success', title: FEEDBACK_THANKS })
    } else
      setFeedbackError(Object.values(json?.errors ?? {})[0] ?? 'Your feedback could not be sent.')
  }

  return (
    <div className={styles.message} aria-busy={message.streaming || undefined}>
      {message.content ? (
        <AnswerText content={message.content} grounding={message.grounding ?? null} />
      ) : null}
      {message.streaming && !message.content ? <p role="status">Thinking…</p> : null}
      {message.error ? (
        <p className={styles.error} role="alert">
          {message.error}
        </p>
      ) : null}
      {message.grounding ? <SourcesList sources={message.grounding.sources} /> : null}
      {message.id ? (
        <div className={styles.messageActions}>
          <button
            type="button"
            className={styles.smallButton}
            onClick={() => {
              void navigator.clipboard?.writeText(plainText(message.content)).catch(() => {})
              setCopied(true)
            }}
          >
            {copied ? COPIED : COPY}
          </button>
          {thanks ? (
            <span role="status">{FEEDBACK_THANKS}</span>
          ) : (
            <button
              type="button"
              className={styles.smallButton}
              aria-expanded={feedbackOpen}
              onClick={() => setFeedbackOpen((o) => !o)}
            >
              Feedback
            </button>
          )}
        </div>
      ) : null}
      {feedbackOpen ? (
        <form
          className={styles.feedbackForm}
          onSubmit={(e) => {
            e.preventDefault()
            void sendFeedback(e.currentTarget)
          }}
        >
          <fieldset>
            <legend>What was wrong with this answer?</legend>
            {FEEDBACK_OPTIONS.map((option) => (
              <label key={option}>
                <input type="checkbox" name="option" value={option} /> {option}
              </label>
            ))}
          </fieldset>
          <label htmlFor={`${message.key}-comment`}>Comment (optional)</label>
          <textarea id={`${message.key}-comment`} name="comment" rows={2} maxLength={2000} />
          {feedbackError ? <p className={styles.error}>{feedbackError}</p> : null}
          <button type="submit" className={`${styles.smallButton} ${above.s}`}>
            Send feedback
          </button>
        </form>
      ) : null}
    </div>
  )
}
