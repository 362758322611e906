import { randomUUID } from 'node:crypto'
import type { Db } from '#server/db/connection.ts'
import type { UsageEventsTable } from '#server/db/schema.ts'
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
  /** The viewer's subscription code (the spec's "module"). */
  module?: string | null
  /** The edition the event happened on, as the client names it (the spec's "platform"). */
  platform?: string | null
  /** The page's path. */
  location?: string | null
  userAgent?: string | null
  /** A search's number of results. */
  resultCount?: number | null
}

export interface UsageEvent {
  id: string
  type: string
  link: string | null
  keywords: string | null
  siteId: SiteId
  accountId: string | null
  module: string | null
  platform: string | null
  location: string | null
  userAgent: string | null
  resultCount: number | null
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
const MAX_SHORT = 40
const MAX_USER_AGENT = 500

function clip(value: string | null | undefined, max: number): string | null {
  return value ? value.slice(0, max) : null
}

export function createEventStore(
  db: Db,
  options: { now?: () => Date; forward?: (event: UsageEvent) => void } = {},
): EventStore {
  const now = options.now ?? (() => new Date())
  return {
    async recordEvent(input) {
      const issues = []
      if (!TYPE_PATTERN.test(input.type)) issues.push({ path: 'type', message: 'Invalid type' })
      if (!isSiteId(input.siteId)) issues.push({ path: 'siteId', message: 'Unknown site' })
      if (issues.length > 0) throw new InvalidInputError(issues)
      const row = {
        id: randomUUID(),
        type: input.type,
        link: clip(input.link, MAX_LINK),
        keywords: clip(input.keywords, MAX_KEYWORDS),
        site_id: input.siteId,
        account_id: input.accountId ?? null,
        created_at: now().getTime(),
        module: clip(input.module, MAX_SHORT),
        platform: clip(input.platform, MAX_SHORT),
        location: clip(input.location, MAX_LINK),
        user_agent: clip(input.userAgent, MAX_USER_AGENT),
        result_count:
          input.resultCount === undefined || input.resultCount === null
            ? null
            : Math.max(0, Math.trunc(input.resultCount)),
      }
      await db.insertInto('usage_events').values(row).execute()
      options.forward?.(toEvent(row))
      return row.id
    },

    async recentEvents({ limit = 50, siteId, accountId, type } = {}) {
      let query = db.selectFrom('usage_events').selectAll()
      if (siteId !== undefined) query = query.where('site_id', '=', siteId)
      if (accountId !== undefined) query = query.where('account_id', '=', accountId)
      if (type !== undefined) query = query.where('type', '=', type)
      const rows = await query.orderBy('created_at', 'desc').orderBy('id').limit(limit).execute()
      return rows.map(toEvent)
    },
  }
}

function toEvent(row: UsageEventsTable): UsageEvent {
  return {
    id: row.id,
    type: row.type,
    link: row.link,
    keywords: row.keywords,
    siteId: row.site_id as SiteId,
    accountId: row.account_id,
    module: row.module,
    platform: row.platform,
    location: row.location,
    userAgent: row.user_agent,
    resultCount: row.result_count === null ? null : Number(row.result_count),
    createdAt: new Date(Number(row.created_at)),
  }
}
