// The Market Definitions Locator as the routes call it: search, one document, suggestions and a
// health check answered by the search threads (./reads.ts), and e-mailing chosen documents
// through the portal's mailer. The query text is parsed here, so a query the syntax refuses is
// answered with its position (MdlQueryError) without taking a thread.
import type { Mailer } from '#server/mail/mailer.ts'
import { isMdlWarmingError, queryItems, type MarketThreadCalls } from './reads.ts'
import type { MdlEmailInput, MdlSearchBody } from './schemas.ts'
import type { MdlDocument, MdlSearchResult, MdlSuggestion } from './types.ts'
import { escapeHtml } from '#server/lib/text.ts'

export type MarketDefinitionsService = {
  search(input: MdlSearchBody): Promise<MdlSearchResult>
  document(input: { id: string; searchTerm?: string }): Promise<MdlDocument>
  autocomplete(input: { q: string; keywordsonly: boolean }): Promise<MdlSuggestion[]>
  ping(): Promise<{ documents: number; definitions: number }>
  /** The documents the locator holds of these ids (titles, for the e-mail form). */
  documents(ids: string[]): Promise<{ id: string; title: string; date: string | null }[]>
  /** Sends the chosen documents to one address; documents the locator does not hold are left out. */
  email(input: MdlEmailInput & { origin: string; sender: string }): Promise<{ sent: number }>
}

export class MdlNothingToSendError extends Error {
  readonly code = 'MDL_NOTHING_TO_SEND'
  readonly kind = 'invalid' // answered as bad input on `ids` (server/errors.ts)
  readonly field = 'ids'
  constructor() {
    super('None of the selected documents is in the Market Definitions Locator.')
  }
}
export const isMdlNothingToSendError = (e: unknown): e is MdlNothingToSendError =>
  (e as { code?: unknown } | null)?.code === 'MDL_NOTHING_TO_SEND'

/** Asks again while a thread is still reading its documents (each call reads a slice). */
async function untilRead<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await run()
    } catch (error) {
      if (!isMdlWarmingError(error) || attempt >= 200) throw error
    }
  }
}

export function createMarketDefinitionsService(deps: {
  markets: MarketThreadCalls
  mailer: Mailer
}): MarketDefinitionsService {
  const { mailer } = deps
  const calls = deps.markets
  const markets: MarketThreadCalls = {
    search: (input) => untilRead(() => calls.search(input)),
    document: (input) => untilRead(() => calls.document(input)),
    autocomplete: (input) => untilRead(() => calls.autocomplete(input)),
    ping: () => untilRead(() => calls.ping()),
    documents: (ids) => untilRead(() => calls.documents(ids)),
  }
  return {
    search(input) {
      return markets.search({ ...input, Query: queryItems(input.Query) })
    },
    document: (input) => markets.document(input),
    autocomplete: (input) => markets.autocomplete(input),
    ping: () => markets.ping(),
    async documents(ids) {
      const docs = await markets.documents([...new Set(ids)])
      return docs.map((d) => ({ id: d.id, title: d.title, date: d.date }))
    },
    async email({ to, ids, message, origin, sender }) {
      const docs = await markets.documents([...new Set(ids)])
      if (docs.length === 0) throw new MdlNothingToSendError()
      const subject =
        docs.length === 1
          ? `Market definitions: ${docs[0].title}`
          : `Market definitions: ${docs.length} documents`
      const lines: string[] = [
        `${sender} sent you these documents from the Market Definitions Locator.`,
      ]
      const html: string[] = [
        `<p>${escapeHtml(sender)} sent you these documents from the Market Definitions Locator.</p>`,
      ]
      // The sender's message is theirs, not the portal's: said so, and quoted apart from the rest.
      if (message) {
        const said = `${sender} wrote (their own words, not the Market Definitions Locator's):`
        lines.push('', said, ...message.split(/\r?\n/).map((line) => `> ${line}`))
        html.push(
          `<p>${escapeHtml(said)}</p>`,
          `<blockquote>${escapeHtml(message).replace(/\r?\n/g, '<br>')}</blockquote>`,
        )
      }
      for (const d of docs) {
        const url = `${origin}${d.url}`
        lines.push('', `${d.title}${d.date ? ` (${d.date})` : ''}`, url)
        html.push(
          `<h2><a href="${escapeHtml(url)}">${escapeHtml(d.title)}</a></h2>`,
          d.date ? `<p>${escapeHtml(d.date)}</p>` : '',
        )
        if (d.definitions.length) html.push('<ul>')
        for (const def of d.definitions.slice(0, 6)) {
          const passage = def.passage.map((p) => p.text).join('')
          lines.push(`- ${def.category}: ${def.value}`, `  "${passage}"`)
          html.push(
            `<li><strong>${escapeHtml(def.category)}: ${escapeHtml(def.value)}</strong><br><q>${escapeHtml(passage)}</q></li>`,
          )
        }
        if (d.definitions.length) html.push('</ul>')
      }
      await mailer.send({ to, subject, text: lines.join('\n'), html: html.join('\n') })
      return { sent: docs.length }
    },
  }
}
