import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react'
import { button } from '#app/styles/ui.css.ts'
import * as styles from './shell.css.ts'
import { above, flush } from '#app/styles/layout.css.ts'

export type NotificationType = 'info' | 'success' | 'warning' | 'error'
export type Notification = {
  id: string
  type: NotificationType
  title: string
  content?: string
  hasCloseButton: boolean
  autoCloseEnabled: boolean
  autoCloseTimeout: number
  createdAt: number
}
type NewNotification = Pick<Notification, 'type' | 'title'> &
  Partial<Omit<Notification, 'type' | 'title'>>

/** Spec: warning and error stay 15 s, success and information 5 s; all can be closed. */
export function timeoutFor(type: NotificationType): number {
  return type === 'warning' || type === 'error' ? 15_000 : 5_000
}

const NotifyContext = createContext<(n: NewNotification) => void>(() => {})
export const useNotify = () => useContext(NotifyContext)

let counter = 0

function toNotification(input: NewNotification): Notification {
  return {
    hasCloseButton: true,
    autoCloseEnabled: true,
    autoCloseTimeout: timeoutFor(input.type),
    ...input,
    id: input.id ?? `n${++counter}`,
    createdAt: input.createdAt ?? Date.now(),
  }
}

/**
 * The server's notice (after a redirect) is rendered with the page, so it shows without
 * JavaScript too; with it, notices close themselves after their timeout.
 */
export function NotificationsProvider({
  initial,
  children,
}: {
  initial: NewNotification | null
  children: ReactNode
}) {
  const [items, setItems] = useState<Notification[]>(() =>
    initial ? [toNotification(initial)] : [],
  )
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>())

  const remove = useCallback((id: string) => {
    clearTimeout(timers.current.get(id))
    timers.current.delete(id)
    setItems((list) => list.filter((n) => n.id !== id))
  }, [])

  const schedule = useCallback(
    (n: Notification, delay: number) => {
      clearTimeout(timers.current.get(n.id))
      timers.current.set(
        n.id,
        setTimeout(() => remove(n.id), delay),
      )
    },
    [remove],
  )

  const notify = useCallback((input: NewNotification) => {
    const n = toNotification(input)
    setItems((list) => (list.some((m) => m.id === n.id) ? list : [...list, n]))
  }, [])

  // A notice from a later navigation joins the stack (once: it carries its id).
  useEffect(() => {
    if (initial) notify(initial)
  }, [initial, notify])

  useEffect(() => {
    for (const n of items) {
      if (n.autoCloseEnabled && !timers.current.has(n.id)) schedule(n, n.autoCloseTimeout)
    }
  }, [items, schedule])

  // Timers are unreliable in background tabs: on return, drop overdue ones and restart the rest.
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState !== 'visible') return
      const now = Date.now()
      setItems((list) =>
        list.filter((n) => {
          if (!n.autoCloseEnabled) return true
          if (now - n.createdAt >= n.autoCloseTimeout) {
            clearTimeout(timers.current.get(n.id))
            return false
          }
          schedule(n, n.autoCloseTimeout)
          return true
        }),
      )
    }
    document.addEventListener('visibilitychange', onVisible)
    return () => document.removeEventListener('visibilitychange', onVisible)
  }, [schedule])

  return (
    <NotifyContext.Provider value={notify}>
      {children}
      <ol className={styles.toasts} aria-live="polite" aria-label="Notifications">
        {items.map((n) => (
          <li key={n.id} className={`${styles.toast} ${styles.toastAccent[n.type]}`}>
            {/* The role sits inside the item: on the <li> it would stop being a list item. */}
            <div role={n.type === 'error' ? 'alert' : 'status'}>
              <strong>{n.title}</strong>
              {n.content ? <p className={`${flush} ${above.xs}`}>{n.content}</p> : null}
            </div>
            {n.hasCloseButton ? (
              <button
                type="button"
                className={button.icon}
                aria-label="Close notification"
                onClick={() => remove(n.id)}
              >
                ×
              </button>
            ) : null}
          </li>
        ))}
      </ol>
    </NotifyContext.Provider>
  )
}
