// The alert job: each due subscriber gets one digest of the news they chose and the new
// documents matching their saved searches. Idempotent and restart-safe: every item is recorded
// in the store (claimed) before the mail goes out, so no item is ever mailed twice to the same
// subscription, even with several instances running the job at once; a failed send releases
// its claims so the next run tries again.
import { EDITIONS, type Edition } from '#server/content/model.ts'
import type { Db } from '#server/db/connection.ts'
import type { Mailer } from '#server/mail/mailer.ts'
import type { NewsService } from '#server/news/news-service.ts'
import type { SearchEngine } from '#server/search/engine.ts'
import type { AlertStore, AlertSubscription } from './alert-store.ts'
import { ALERT_EDITIONS } from './editions.ts'
import { digestMessage, type DigestItem } from './messages.ts'
import { savedSearchQuery } from './saved-search-query.ts'
import { savedSearchesOf } from './saved-searches.ts'

export type AlertJobDeps = {
  alerts: AlertStore
  db: Db
  search: SearchEngine
  news: NewsService
  mailer: Mailer
  /** Signs the unsubscribe links (the session secret). */
  secret: string
}

export type AlertJobOptions = {
  now?: Date
  /** A first digest (and a saved search's first check) looks back this many days. */
  lookbackDays?: number
  /** Most items in one digest; the rest wait for the next one. */
  maxItems?: number
  /** Most new documents taken from one saved search per run. */
  perSearch?: number
}

export type AlertJobReport = {
  due: number
  sent: number
  items: number
  failed: { subscriptionId: string; reason: string }[]
}

const DAY = 24 * 3600 * 1000
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10)
const dmy = (iso: string) => iso.split('-').reverse().join('-')

export async function runAlertJob(
  deps: AlertJobDeps,
  options: AlertJobOptions = {},
): Promise<AlertJobReport> {
  const now = (options.now ?? new Date()).getTime()
  const lookback = (options.lookbackDays ?? 14) * DAY
  const maxItems = options.maxItems ?? 50
  const report: AlertJobReport = { due: 0, sent: 0, items: 0, failed: [] }

  for (const subscription of await deps.alerts.listDue(now)) {
    if (!(EDITIONS as readonly string[]).includes(subscription.siteId)) continue
    report.due++
    const edition = subscription.siteId as Edition
    const { items, cursors } = await collect(
      deps,
      subscription,
      edition,
      now,
      lookback,
      options.perSearch ?? 20,
    )
    const claimed = new Set(
      await deps.alerts.claim(
        subscription.id,
        items.map((i) => i.key),
        now,
      ),
    )
    // Claimed beyond the digest's size: give those back for the next digest.
    const fresh = items.filter((i) => claimed.has(i.key))
    const digest = fresh.slice(0, maxItems)
    await deps.alerts.release(
      subscription.id,
      fresh.slice(maxItems).map((i) => i.key),
    )
    if (digest.length > 0) {
      const names = ALERT_EDITIONS[edition]
      const message = digestMessage(subscription, digest, {
        secret: deps.secret,
        productName: names.productName,
        preferencesPath: names.preferencesPath,
      })
      try {
        await deps.mailer.send(message)
      } catch (error) {
        await deps.alerts.release(
          subscription.id,
          digest.map((i) => i.key),
        )
        report.failed.push({ subscriptionId: subscription.id, reason: (error as Error).message })
        continue
      }
      await deps.alerts.markSent(subscription.id, now)
      report.sent++
      report.items += digest.length
    }
    for (const [savedSearchId, through] of cursors) {
      await deps.alerts.setCursor(subscription.id, savedSearchId, through, now)
    }
  }
  return report
}

/** The candidate items of one subscription (the sent log decides which are new). */
async function collect(
  deps: AlertJobDeps,
  subscription: AlertSubscription,
  edition: Edition,
  now: number,
  lookback: number,
  perSearch: number,
): Promise<{ items: DigestItem[]; cursors: Map<string, string> }> {
  const items: DigestItem[] = []
  const today = isoDay(now)

  // News: the chosen publications, from the last digest (a day's overlap) or the look-back.
  const since =
    subscription.lastSentAt === null
      ? now - lookback
      : Math.min(subscription.lastSentAt - DAY, now - lookback)
  const chosen = new Set(subscription.publications)
  for (const news of deps.news.since(edition, isoDay(since))) {
    if (!chosen.has(news.publicationTitle) || news.date > today) continue
    items.push({
      key: `news:${news.id}`,
      title: news.title,
      path: `/news?item=${encodeURIComponent(news.id)}`,
      date: news.date,
      context: news.publicationTitle,
      summary: news.summary,
      sample: news.sample,
    })
  }

  // Saved searches: documents added to the portal since the search was last checked.
  const cursors = new Map<string, string>()
  if (subscription.savedSearches && subscription.accountId) {
    for (const saved of await savedSearchesOf(deps.db, subscription.accountId, edition)) {
      const from =
        (await deps.alerts.cursor(subscription.id, saved.id)) ?? isoDay(saved.savedAt - lookback)
      let hits
      try {
        hits = (
          await deps.search.search(
            {
              ...savedSearchQuery(saved.url),
              dateType: 'published',
              datePeriod: 0,
              dateFrom: dmy(from),
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
        continue // a saved search the engine no longer accepts: skip it, keep its cursor
      }
      for (const hit of hits) {
        items.push({
          key: `doc:${hit.id}`,
          title: hit.title,
          path: hit.url,
          date: hit.updatedDate ?? hit.publicationDate,
          context: `Saved search: ${saved.name}`,
          summary: hit.summary,
        })
      }
      cursors.set(saved.id, today)
    }
  }
  // One entry per key (a document matching two saved searches is listed once).
  const seen = new Set<string>()
  return { items: items.filter((i) => !seen.has(i.key) && Boolean(seen.add(i.key))), cursors }
}
