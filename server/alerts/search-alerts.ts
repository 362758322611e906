// An alert on one saved search: the subscriber switches a saved search to a daily or weekly
// alert, and gets an e-mail of the documents new to the portal that match it, one e-mail per
// search, each with a one-click link that ends that alert alone. Restart-safe like the news
// digest (job.ts): a run takes the alert by a conditional update, every document is recorded
// before the mail goes out, and a failed send gives both back.
import { randomUUID } from 'node:crypto'
import { sql } from 'kysely'
import { EDITIONS, type Edition } from '#server/content/model.ts'
import { escapeHtml } from '#server/lib/text.ts'
import type { Db } from '#server/db/connection.ts'
import type { Mailer, MailMessage } from '#server/mail/mailer.ts'
import type { SearchEngine } from '#server/search/engine.ts'
import { FREQUENCIES, FREQUENCY_MS, type Frequency } from './alert-store.ts'
import { ALERT_EDITIONS } from './editions.ts'
import { savedSearchQuery } from './saved-search-query.ts'
import { idTokens } from './tokens.ts'

type SavedSearchAlertsTable = {
  id: string
  account_id: string
  site_id: string
  url: string
  name: string
  frequency: string
  origin: string
  created_at: number
  last_run_at: number | null
  /** ISO day through which documents have been looked at. */
  checked_through: string
}
type Tables = {
  saved_search_alerts: SavedSearchAlertsTable
  saved_search_alert_items: { alert_id: string; item_key: string; sent_at: number }
  favourites: { account_id: string; site_id: string; kind: string; url: string }
}

export { FREQUENCIES, type Frequency }

export type SearchAlert = {
  id: string
  accountId: string
  siteId: string
  url: string
  name: string
  frequency: Frequency
}

export type SearchAlertReport = { due: number; sent: number; documents: number; failed: number }

export interface SearchAlerts {
  /**
   * Switches the account's saved search at `url` to `frequency`, or off (null). Only a search
   * the account has saved on the edition can alert; returns null otherwise (and when off).
   */
  set(input: {
    accountId: string
    siteId: string
    url: string
    name: string
    origin: string
    frequency: Frequency | null
  }): Promise<SearchAlert | null>
  /** The account's alerting searches on the edition, by address. */
  listFor(accountId: string, siteId: string): Promise<Map<string, SearchAlert>>
  /** Ends the alert of a one-click link; returns what it was, or null for a bad or spent link. */
  unsubscribe(token: string): Promise<SearchAlert | null>
  /** Mails each due alert its new documents. */
  run(options?: { now?: Date; perSearch?: number }): Promise<SearchAlertReport>
}

const tokens = idTokens('search-alert-unsubscribe:')
export const searchAlertToken = tokens.sign
const verifyToken = tokens.verify

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10)
const dmy = (iso: string) => iso.split('-').reverse().join('-')

const toAlert = (row: SavedSearchAlertsTable): SearchAlert => ({
  id: row.id,
  accountId: row.account_id,
  siteId: row.site_id,
  url: row.url,
  name: row.name,
  frequency: (FREQUENCIES as readonly string[]).includes(row.frequency)
    ? (row.frequency as Frequency)
    : 'weekly',
})

export function createSearchAlerts(deps: {
  db: Db
  search: SearchEngine
  mailer: Mailer
  /** Signs the one-click links (the session secret). */
  secret: string
  now?: () => Date
}): SearchAlerts {
  const db = deps.db.withTables<Tables>()
  const clock = () => (deps.now?.() ?? new Date()).getTime()

  const isSaved = async (accountId: string, siteId: string, url: string) =>
    Boolean(
      await db
        .selectFrom('favourites')
        .select('url')
        .where('account_id', '=', accountId)
        .where('site_id', '=', siteId)
        .where('kind', '=', 'search')
        .where('url', '=', url)
        .executeTakeFirst(),
    )

  /** One alert's run: its new documents, claimed, mailed; false when the mail failed. */
  async function runOne(
    row: SavedSearchAlertsTable & { email: string },
    now: number,
    perSearch: number,
  ): Promise<{ sent: boolean; documents: number; ok: boolean }> {
    const edition = row.site_id as Edition
    const today = isoDay(now)
    let hits
    try {
      hits = (
        await deps.search.search(
          {
            ...savedSearchQuery(row.url),
            dateType: 'published',
            datePeriod: 0,
            dateFrom: dmy(row.checked_through),
            dateTo: dmy(today),
            sortBy: 'date',
            sortOrder: 'desc',
            start: 0,
            resultsPerPage: perSearch,
          },
          { edition },
        )
      ).hits
    } catch {
      return { sent: false, documents: 0, ok: true } // a search the engine no longer accepts
    }
    const keys = hits.map((h) => `doc:${h.id}`)
    const claimed = keys.length
      ? new Set(
          (
            await db
              .insertInto('saved_search_alert_items')
              .values(keys.map((item_key) => ({ alert_id: row.id, item_key, sent_at: now })))
              .onConflict((oc) => oc.columns(['alert_id', 'item_key']).doNothing())
              .returning('item_key')
              .execute()
          ).map((r) => r.item_key),
        )
      : new Set<string>()
    const fresh = hits.filter((h) => claimed.has(`doc:${h.id}`))
    if (fresh.length > 0) {
      try {
        await deps.mailer.send(
          searchAlertMessage(row, fresh, searchAlertToken(deps.secret, row.id)),
        )
      } catch {
        await db
          .deleteFrom('saved_search_alert_items')
          .where('alert_id', '=', row.id)
          .where('item_key', 'in', [...claimed])
          .execute()
        return { sent: false, documents: 0, ok: false }
      }
    }
    await db
      .updateTable('saved_search_alerts')
      .set({ checked_through: today })
      .where('id', '=', row.id)
      .execute()
    return { sent: fresh.length > 0, documents: fresh.length, ok: true }
  }

  return {
    async set({ accountId, siteId, url, name, origin, frequency }) {
      if (frequency === null) {
        await db
          .deleteFrom('saved_search_alerts')
          .where('account_id', '=', accountId)
          .where('site_id', '=', siteId)
          .where('url', '=', url)
          .execute()
        return null
      }
      if (!(await isSaved(accountId, siteId, url))) return null
      const now = clock()
      const row = await db
        .insertInto('saved_search_alerts')
        .values({
          id: randomUUID(),
          account_id: accountId,
          site_id: siteId,
          url,
          name,
          frequency,
          origin,
          created_at: now,
          last_run_at: null,
          checked_through: isoDay(now),
        })
        .onConflict((oc) =>
          oc.columns(['account_id', 'site_id', 'url']).doUpdateSet({ frequency, name, origin }),
        )
        .returningAll()
        .executeTakeFirstOrThrow()
      return toAlert(row)
    },

    async listFor(accountId, siteId) {
      const rows = await db
        .selectFrom('saved_search_alerts')
        .selectAll()
        .where('account_id', '=', accountId)
        .where('site_id', '=', siteId)
        .execute()
      return new Map(rows.map((r) => [r.url, toAlert(r)]))
    },

    async unsubscribe(token) {
      const id = verifyToken(deps.secret, token)
      if (!id) return null
      const row = await db
        .deleteFrom('saved_search_alerts')
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst()
      return row ? toAlert(row) : null
    },

    async run(options = {}) {
      const now = options.now?.getTime() ?? clock()
      const report: SearchAlertReport = { due: 0, sent: 0, documents: 0, failed: 0 }
      const rows = await db
        .selectFrom('saved_search_alerts')
        .innerJoin('accounts', 'accounts.id', 'saved_search_alerts.account_id')
        .selectAll('saved_search_alerts')
        .select('accounts.email')
        .execute()
      for (const row of rows) {
        const frequency = toAlert(row).frequency
        const last = row.last_run_at === null ? null : Number(row.last_run_at)
        if (last !== null && last + FREQUENCY_MS[frequency] > now) continue
        if (!(EDITIONS as readonly string[]).includes(row.site_id)) continue
        // A search no longer saved takes its alert with it.
        if (!(await isSaved(row.account_id, row.site_id, row.url))) {
          await db.deleteFrom('saved_search_alerts').where('id', '=', row.id).execute()
          continue
        }
        // Taken by this run only when no other run took it first.
        const taken = await db
          .updateTable('saved_search_alerts')
          .set({ last_run_at: now })
          .where('id', '=', row.id)
          .where(
            last === null ? sql<boolean>`last_run_at is null` : sql<boolean>`last_run_at = ${last}`,
          )
          .executeTakeFirst()
        if (Number(taken.numUpdatedRows) !== 1) continue
        report.due++
        const outcome = await runOne(row, now, options.perSearch ?? 20)
        if (!outcome.ok) {
          await db
            .updateTable('saved_search_alerts')
            .set({ last_run_at: last })
            .where('id', '=', row.id)
            .execute()
          report.failed++
        }
        if (outcome.sent) report.sent++
        report.documents += outcome.documents
      }
      return report
    },
  }
}

type Hit = Awaited<ReturnType<SearchEngine['search']>>['hits'][number]

export function searchAlertMessage(
  alert: Pick<SavedSearchAlertsTable, 'name' | 'url' | 'origin' | 'site_id' | 'frequency'> & {
    email: string
  },
  hits: readonly Hit[],
  token: string,
): MailMessage {
  const productName = ALERT_EDITIONS[alert.site_id as Edition]?.productName ?? 'Legal Research'
  const unsubscribe = `${alert.origin}/savedsearchalert/unsubscribe?token=${encodeURIComponent(token)}`
  const search = `${alert.origin}${alert.url}`
  const count = hits.length === 1 ? '1 new document' : `${hits.length} new documents`
  const intro = `${count} for your saved search “${alert.name}” on ${productName}.`
  const text = [intro, '', `Run the search: ${search}`, '']
  let html = `<p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(search)}">Run the search</a></p><ul>`
  for (const hit of hits) {
    const url = `${alert.origin}${hit.url}`
    const date = hit.updatedDate ?? hit.publicationDate
    text.push(`* ${hit.title}${date ? ` (${date})` : ''}`, `  ${url}`)
    html +=
      `<li><a href="${escapeHtml(url)}">${escapeHtml(hit.title)}</a>` +
      (date ? ` <span style="color:#575a5e">${escapeHtml(date)}</span>` : '') +
      '</li>'
  }
  const footer = `You receive this ${alert.frequency} e-mail because ${alert.email} switched on an alert for this saved search.`
  return {
    to: alert.email,
    subject: `${productName}: ${count} for “${alert.name}”`,
    text: [...text, '', '--', footer, `Stop this alert: ${unsubscribe}`].join('\n'),
    html:
      `${html}</ul><hr><p style="color:#575a5e;font-size:13px">${escapeHtml(footer)}<br>` +
      `<a href="${escapeHtml(unsubscribe)}">Stop this alert</a></p>`,
    headers: { 'List-Unsubscribe': `<${unsubscribe}>` },
  }
}
