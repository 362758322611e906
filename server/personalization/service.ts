import { randomUUID } from 'node:crypto'
import { z } from 'zod'
import type { Db } from '#server/db/connection.ts'
import {
  lockOwner,
  monotonic,
  parseList,
  personalDb,
  type Owner,
  type PersonalDb,
} from '#server/favourites/schema.ts'
import { localPath, stringList, title, validate } from '#server/favourites/validation.ts'
import type { SessionStore } from '#server/users/session-store.ts'
import { InvalidInputError } from '#server/errors.ts'
import { toolTilesFor, type ToolTile } from './tools.ts'

// Personalization (spec 001 §3, §4, §7.9): the tools tiles (order, shown or hidden, a use
// counter), the news publication titles a user follows and the reading history. Kept in the app
// store per account and edition; read once per session and cached in the session's data, which
// logout deletes.

export interface Tool extends ToolTile {
  order: number
  enabled: boolean
  uuid: string
  /** How often the user opened the tool from its tile. */
  counter: number
}

export interface HistoryItem {
  documentId: string
  title: string
  url: string
  date: Date
}

export interface Personalization {
  newsPublications: string[]
  tools: Tool[]
  history: HistoryItem[]
}

export interface ToolChange {
  id: string
  /** New 0-based place among the tiles. */
  order?: number
  enabled?: boolean
}

export interface PersonalizationService {
  /** Everything at once, from the store. */
  get(owner: Owner): Promise<Personalization>
  /**
   * The same, read from the store once per session and then from the session's data (spec:
   * fetched once per session, cleared on logout). Without a session it reads the store.
   */
  forSession(owner: Owner, sessionToken: string | null): Promise<Personalization>
  /** Drops the session's cached copy so the next read sees a change. */
  forget(sessionToken: string | null, siteId: string): Promise<void>
  /** In the user's order. */
  tools(owner: Owner): Promise<Tool[]>
  /** Reorders, shows or hides tiles; unknown ids are an InvalidInputError. */
  updateTools(owner: Owner, changes: readonly ToolChange[]): Promise<Tool[]>
  /** Counts one use of a tile (atomic: concurrent uses are all counted). */
  countToolUse(owner: Owner, toolId: string): Promise<void>
  newsPublicationTitles(owner: Owner): Promise<string[]>
  updateNewsPublicationTitles(owner: Owner, titles: readonly string[]): Promise<string[]>
  /** Newest first. */
  history(owner: Owner, limit?: number): Promise<HistoryItem[]>
  /** Records a document view (a document seen again moves to the top); keeps the newest 100. */
  recordHistory(
    owner: Owner,
    view: { documentId: string; title: string; url: string },
  ): Promise<void>
}

export const HISTORY_KEPT = 100
export const HISTORY_SHOWN = 20
const SESSION_KEY = 'personalization'

const historyInput = z.object({
  documentId: z.string().trim().min(1, 'Enter the document id').max(200),
  title,
  url: localPath,
})

const toolChanges = z
  .array(
    z.object({
      id: z.string().min(1).max(100),
      order: z.number().int().min(0).max(1000).optional(),
      enabled: z.boolean().optional(),
    }),
  )
  .max(200)

const newsTitles = stringList(100)

/** The cached copy in the session: JSON, so dates travel as ISO strings. */
const cachedSchema = z.object({
  newsPublications: z.array(z.string()),
  tools: z.array(z.custom<Tool>((v) => typeof v === 'object' && v !== null)),
  history: z.array(
    z.object({ documentId: z.string(), title: z.string(), url: z.string(), date: z.string() }),
  ),
})

/**
 * The cached order, visibility and counters over the current tile definitions, so a copy cached
 * before the tiles changed shows today's texts and links; null (read the store again) when the
 * edition's tiles are no longer the ones cached.
 */
function overCurrentTiles(siteId: string, cached: readonly Tool[]): Tool[] | null {
  const tiles = toolTilesFor(siteId)
  const byId = new Map(cached.map((t) => [t.id, t]))
  if (tiles.length !== cached.length || tiles.some((t) => !byId.has(t.id))) return null
  return cached.map((t) => {
    const tile = tiles.find((x) => x.id === t.id)!
    return { ...tile, order: t.order, enabled: t.enabled, counter: t.counter, uuid: t.uuid }
  })
}

export function createPersonalizationService(
  db: Db,
  sessions: SessionStore,
  options: { now?: () => Date } = {},
): PersonalizationService {
  const pdb = personalDb(db)
  const now = monotonic(options.now ?? (() => new Date()))

  async function tools(owner: Owner, q: PersonalDb = pdb): Promise<Tool[]> {
    const rows = await q
      .selectFrom('customization_tools')
      .selectAll()
      .where('account_id', '=', owner.accountId)
      .where('site_id', '=', owner.siteId)
      .execute()
    const byId = new Map(rows.map((r) => [r.tool_id, r]))
    return toolTilesFor(owner.siteId)
      .map((tile, index) => {
        const row = byId.get(tile.id)
        return {
          tile,
          index,
          position: row?.position ?? null,
          enabled:
            row?.enabled === null || row?.enabled === undefined ? true : Number(row.enabled) === 1,
          counter: Number(row?.counter ?? 0),
        }
      })
      .sort((a, b) => (a.position ?? a.index) - (b.position ?? b.index) || a.index - b.index)
      .map(({ tile, enabled, counter }, order) => ({
        ...tile,
        order,
        enabled,
        counter,
        uuid: tile.id,
      }))
  }

  async function newsPublicationTitles(owner: Owner) {
    const row = await pdb
      .selectFrom('customization_news')
      .select('titles')
      .where('account_id', '=', owner.accountId)
      .where('site_id', '=', owner.siteId)
      .executeTakeFirst()
    return row ? parseList(row.titles) : []
  }

  async function history(owner: Owner, limit = HISTORY_SHOWN) {
    const rows = await pdb
      .selectFrom('reading_history')
      .selectAll()
      .where('account_id', '=', owner.accountId)
      .where('site_id', '=', owner.siteId)
      .orderBy('viewed_at', 'desc')
      .orderBy('id')
      .limit(limit)
      .execute()
    return rows.map((r) => ({
      documentId: r.document_id,
      title: r.title,
      url: r.url,
      date: new Date(Number(r.viewed_at)),
    }))
  }

  async function get(owner: Owner): Promise<Personalization> {
    const [t, n, h] = await Promise.all([
      tools(owner),
      newsPublicationTitles(owner),
      history(owner),
    ])
    return { tools: t, newsPublications: n, history: h }
  }

  function cacheOf(data: Record<string, unknown>): Record<string, unknown> {
    const value = data[SESSION_KEY]
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {}
  }

  return {
    get,
    tools: (owner) => tools(owner),
    newsPublicationTitles,
    history,

    async forSession(owner, sessionToken) {
      if (!sessionToken) return get(owner)
      const session = await sessions.getSession(sessionToken)
      if (!session || session.accountId !== owner.accountId) return get(owner)
      const cached = cachedSchema.safeParse(cacheOf(session.data)[owner.siteId])
      const tiles = cached.success ? overCurrentTiles(owner.siteId, cached.data.tools) : null
      if (cached.success && tiles) {
        return {
          ...cached.data,
          tools: tiles,
          history: cached.data.history.map((h) => ({ ...h, date: new Date(h.date) })),
        }
      }
      const fresh = await get(owner)
      const cache = { ...cacheOf(session.data), [owner.siteId]: fresh }
      await sessions.setSessionData(sessionToken, {
        ...session.data,
        [SESSION_KEY]: JSON.parse(JSON.stringify(cache)),
      })
      return fresh
    },

    async forget(sessionToken, siteId) {
      if (!sessionToken) return
      const session = await sessions.getSession(sessionToken)
      if (!session) return
      const cache = cacheOf(session.data)
      if (!(siteId in cache)) return
      const { [siteId]: _dropped, ...rest } = cache
      await sessions.setSessionData(sessionToken, { ...session.data, [SESSION_KEY]: rest })
    },

    async updateTools(owner, changes) {
      const list = validate(toolChanges, changes)
      const known = new Set(toolTilesFor(owner.siteId).map((t) => t.id))
      const unknown = list.filter((c) => !known.has(c.id))
      if (unknown.length > 0) {
        throw new InvalidInputError(
          unknown.map((c) => ({ path: 'tools', message: `Unknown tool: ${c.id}` })),
        )
      }
      await pdb.transaction().execute(async (trx) => {
        await lockOwner(trx, owner)
        // Reordering is relative to the current order: place the moved tiles, keep the rest.
        const current = (await tools(owner, trx)).map((t) => t.id)
        const moved = list.filter((c) => c.order !== undefined)
        const order = current.filter((id) => !moved.some((c) => c.id === id))
        for (const c of [...moved].sort((a, b) => a.order! - b.order!)) {
          order.splice(Math.min(c.order!, order.length), 0, c.id)
        }
        const at = now()
        for (const [position, toolId] of order.entries()) {
          const change = list.find((c) => c.id === toolId)
          const enabled = change?.enabled === undefined ? undefined : change.enabled ? 1 : 0
          await trx
            .insertInto('customization_tools')
            .values({
              account_id: owner.accountId,
              site_id: owner.siteId,
              tool_id: toolId,
              position,
              enabled: enabled ?? null,
              counter: 0,
              updated_at: at,
            })
            .onConflict((oc) =>
              oc
                .columns(['account_id', 'site_id', 'tool_id'])
                .doUpdateSet(
                  enabled === undefined
                    ? { position, updated_at: at }
                    : { position, enabled, updated_at: at },
                ),
            )
            .execute()
        }
      })
      return tools(owner)
    },

    async countToolUse(owner, toolId) {
      if (!toolTilesFor(owner.siteId).some((t) => t.id === toolId)) {
        throw new InvalidInputError([{ path: 'id', message: `Unknown tool: ${toolId}` }])
      }
      await pdb
        .insertInto('customization_tools')
        .values({
          account_id: owner.accountId,
          site_id: owner.siteId,
          tool_id: toolId,
          position: null,
          enabled: null,
          counter: 1,
          updated_at: now(),
        })
        .onConflict((oc) =>
          oc
            .columns(['account_id', 'site_id', 'tool_id'])
            .doUpdateSet((eb) => ({ counter: eb('customization_tools.counter', '+', 1) })),
        )
        .execute()
    },

    async updateNewsPublicationTitles(owner, titles) {
      const clean = [...new Set(validate(newsTitles, titles))]
      const at = now()
      await pdb
        .insertInto('customization_news')
        .values({
          account_id: owner.accountId,
          site_id: owner.siteId,
          titles: JSON.stringify(clean),
          updated_at: at,
        })
        .onConflict((oc) =>
          oc
            .columns(['account_id', 'site_id'])
            .doUpdateSet({ titles: JSON.stringify(clean), updated_at: at }),
        )
        .execute()
      return clean
    },

    async recordHistory(owner, view) {
      const clean = validate(historyInput, view)
      await pdb.transaction().execute(async (trx) => {
        await lockOwner(trx, owner)
        const at = now()
        await trx
          .insertInto('reading_history')
          .values({
            id: randomUUID(),
            account_id: owner.accountId,
            site_id: owner.siteId,
            document_id: clean.documentId,
            title: clean.title,
            url: clean.url,
            viewed_at: at,
          })
          .onConflict((oc) =>
            oc
              .columns(['account_id', 'site_id', 'document_id'])
              .doUpdateSet({ title: clean.title, url: clean.url, viewed_at: at }),
          )
          .execute()
        const kept = (
          await trx
            .selectFrom('reading_history')
            .select('id')
            .where('account_id', '=', owner.accountId)
            .where('site_id', '=', owner.siteId)
            .orderBy('viewed_at', 'desc')
            .orderBy('id')
            .limit(HISTORY_KEPT)
            .execute()
        ).map((r) => r.id)
        await trx
          .deleteFrom('reading_history')
          .where('account_id', '=', owner.accountId)
          .where('site_id', '=', owner.siteId)
          .where('id', 'not in', kept)
          .execute()
      })
    },
  }
}
