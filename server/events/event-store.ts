import { randomUUID } from 'node:crypto'
import type { Db } from '#server/db/connection.ts'
import { InvalidInputError } from '#server/errors.ts'
import { isSiteId, type SiteId } from '#server/users/subscriptions.ts'

// Usage analytics kept in the app store (spec: a Searches_Regular event on each search, with
// the link and the keywords). Long free text is cut rather than refused: losing the tail of a
// very long query is better than losing the event.

export interface UsageEventInput {
  /** For example 'Searches_Regular'. Letters, digits, '_', '.', '-'; at most 64 characters. */
  type: string
  link?: string | null
  keywords?: string | null
  siteId: SiteId
  /** Null for an anonymous visitor. */
  accountId?: string | null
}

export interface UsageEvent {
  id: string
  type: string
  link: string | null
  keywords: string | null
  siteId: SiteId
  accountId: string | null
  createdAt: Date
}

export interface EventStore {
  /** Stores one event; returns its id. Throws InvalidInputError for a bad type or site. */
  recordEvent(input: UsageEventInput): Promise<string>
  /** Newest first. */
  recentEvents(filter?: {
    limit?: number
    siteId?: SiteId
    accountId?: string
    type?: string
  }): Promise<UsageEvent[]>
}

const TYPE_PATTERN = /^[A-Za-z0-9_.-]{1,64}$/
const MAX_LINK = 2000
const MAX_KEYWORDS = 1000

function clip(value: string | null | undefined, max: number): string | null {
  return value ? value.slice(0, max) : null
}

export function createEventStore(db: Db, options: { now?: () => Date } = {}): EventStore {
  const now = options.now ?? (() => new Date())
  return {
    async recordEvent(input) {
      const issues = []
      if (!TYPE_PATTERN.test(input.type)) issues.push({ path: 'type', message: 'Invalid type' })
      if (!isSiteId(input.siteId)) issues.push({ path: 'siteId', message: 'Unknown site' })
      if (issues.length > 0) throw new InvalidInputError(issues)
      const id = randomUUID()
      await db
        .insertInto('usage_events')
        .values({
          id,
          type: input.type,
          link: clip(input.link, MAX_LINK),
          keywords: clip(input.keywords, MAX_KEYWORDS),
          site_id: input.siteId,
          account_id: input.accountId ?? null,
          created_at: now().getTime(),
        })
        .execute()
      return id
    },

    async recentEvents({ limit = 50, siteId, accountId, type } = {}) {
      let query = db.selectFrom('usage_events').selectAll()
      if (siteId !== undefined) query = query.where('site_id', '=', siteId)
      if (accountId !== undefined) query = query.where('account_id', '=', accountId)
      if (type !== undefined) query = query.where('type', '=', type)
      const rows = await query.orderBy('created_at', 'desc').orderBy('id').limit(limit).execute()
      return rows.map((row) => ({
        id: row.id,
        type: row.type,
        link: row.link,
        keywords: row.keywords,
        siteId: row.site_id as SiteId,
        accountId: row.account_id,
        createdAt: new Date(Number(row.created_at)),
      }))
    },
  }
}
