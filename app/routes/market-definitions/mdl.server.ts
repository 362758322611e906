import { data, type RouterContextProvider } from 'react-router'
import { servicesContext, viewerContext } from '#app/context.ts'
import { mailOrigin } from '#app/utils/mail-origin.server.ts'
import { formOverLimit } from '#app/utils/rate-limit.server.ts'
import type { MdlEmailInput } from '#server/market-definitions/schemas.ts'
import { LIMITS } from '#server/users/rate-limits.ts'
import { isNotFoundError } from '#server/errors.ts'
import {
  isMdlQueryError,
  parseMdlQuery,
  type MdlQueryItem,
} from '#sites/tools/market-definitions.ts'
import type { MdlSearchState } from './params.ts'

// What the locator's pages share: the service, one search of a page's state, and the not-found
// page for a document the locator does not hold.

export function marketDefinitions(context: Readonly<RouterContextProvider>) {
  return context.get(servicesContext).marketDefinitions
}

/**
 * Mails the documents for the e-mail form and the call alike, once the limits allow: per client
 * address (as every public form), per account and per recipient. Returns the seconds to wait
 * when over a limit, else what was sent. Links lead to the edition's configured origin.
 */
export async function mailDocuments(
  context: Readonly<RouterContextProvider>,
  input: MdlEmailInput,
): Promise<{ wait: number } | { sent: number }> {
  const viewer = context.get(viewerContext)
  const sender = viewer.account?.name || viewer.account?.email || 'A subscriber'
  const wait = await formOverLimit(context, 'mdl-email', [
    ...(viewer.account
      ? [[`mdl-email-account:${viewer.account.id}`, LIMITS.sharedMailsPerAccount] as const]
      : []),
    [`mdl-email-to:${input.to.toLowerCase()}`, LIMITS.sharedMailsPerRecipient],
  ])
  if (wait !== null) return { wait }
  return marketDefinitions(context).email({ ...input, origin: mailOrigin(context), sender })
}

export type QueryError = { message: string; position: number }

/** One page of hits for an address, or the syntax's message with its position (and a 400). */
export async function searchFor(context: Readonly<RouterContextProvider>, state: MdlSearchState) {
  try {
    const items: MdlQueryItem[] = [
      ...parseMdlQuery(state.q),
      ...state.filters.map((f, i) => ({
        id: 1000 + i,
        operator: 'AND' as const,
        category: f.category,
        displayname: f.category,
        term: f.value,
        origin: 'filter' as const,
      })),
    ]
    const result = await marketDefinitions(context).search({
      Query: items,
      Start: (state.page - 1) * state.size,
      PageSize: state.size,
      SortBy: state.sort,
      SortOrder: state.order,
      DateType: 'relevant-date',
    })
    return { result, error: null }
  } catch (error) {
    if (isMdlQueryError(error)) {
      return { result: null, error: { message: error.message, position: error.position } }
    }
    throw error
  }
}

export function notFoundPage(): never {
  throw data(null, { status: 404 })
}

export { isNotFoundError }
