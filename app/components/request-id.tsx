import { createContext, useContext } from 'react'
import { useSearchParams } from 'react-router'

/** The shape of a request id (server/http/request-log.ts makes UUIDs). */
const REQUEST_ID = /^[A-Za-z0-9-]{8,64}$/

/**
 * The id of the request a page answered (its `X-Request-Id`), provided by entry.server. In the
 * browser it is the one the server-rendered error screen showed, read once as the page loads, so
 * the screen keeps it when it hydrates and can take it along to /error500.
 */
export const RequestIdContext = createContext<string | undefined>(
  typeof document === 'undefined'
    ? undefined
    : (document.querySelector('[data-request-id]')?.getAttribute('data-request-id') ?? undefined),
)

/** The id to quote to support: the failing request's, or the one /error500 was given. */
export function useRequestId(): string | undefined {
  const own = useContext(RequestIdContext)
  const [params] = useSearchParams()
  const given = params.get('ref')
  return given && REQUEST_ID.test(given) ? given : own
}

/** The line of the error screen a support request can quote. */
export function RequestReference({ id }: { id: string | undefined }) {
  if (!id) return null
  return (
    <p>
      If you contact support, quote this reference: <code data-request-id={id}>{id}</code>
    </p>
  )
}
