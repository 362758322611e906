import type { ReactNode } from 'react'
import { ASSISTANT_TITLE } from './messages.ts'
import { isPanelMounted, openAssistant } from './store.ts'

/**
 * "Ask AI Assistant" about some documents: a plain link to the assistant page (which works
 * without JavaScript); with JavaScript and the panel available, it opens the panel instead.
 * For the author assistant pass `authorPrefix` (the author's document-id prefix; KA only).
 */
export function AskAssistantLink({
  docIds = [],
  authorPrefix,
  className,
  children,
}: {
  docIds?: readonly string[]
  authorPrefix?: string
  className?: string
  children?: ReactNode
}) {
  const params = new URLSearchParams()
  if (authorPrefix) {
    params.set('mode', 'author')
    params.set('author', authorPrefix)
  }
  for (const id of docIds) params.append('doc', id)
  const href = `/assistant${params.size > 0 ? `?${params}` : ''}`
  return (
    <a
      href={href}
      className={className}
      onClick={(e) => {
        if (!isPanelMounted() || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || e.button !== 0)
          return
        e.preventDefault()
        openAssistant(
          authorPrefix
            ? { mode: 'author', docIds: [], authorPrefix }
            : { mode: 'genAi', docIds: [...docIds] },
        )
      }}
    >
      {children ?? `Ask ${ASSISTANT_TITLE}`}
    </a>
  )
}
