import type { Db } from '#server/db/connection.ts'
import { migrationState } from '#server/db/migrate.ts'
import type { SearchEngine } from '#server/search/engine.ts'
import { isSolrError, type SolrClient } from '#server/search/solr/client.ts'
import type { SiteId } from '#sites/types.ts'

/** What readiness looks at: the stores a request needs, and whether the server is stopping. */
export type ReadinessDeps = {
  db: Db
  /** The content index's engine (a suggestion is the cheapest query that reads the index). */
  search: SearchEngine
  edition: SiteId
  /**
   * SolrCloud, when it is the engine: its collection's ping must answer through one of the nodes
   * (the client the searches use, so a node it has marked down is not asked first).
   */
  solr?: { client: SolrClient; collection: string }
  /** True once the server has begun to stop: the load balancer should send nothing more. */
  stopping(): boolean
  /** Longest any one check may take before it counts as not answering. */
  timeoutMs?: number
  /** Told why a check failed (the answer itself names only the check, not the error). */
  onFailure?(check: string, error: unknown): void
}

export type Readiness = { ready: boolean; checks: Record<string, string> }

/** Each check answers 'ok' or what is wrong; ready when every one is 'ok'. */
export async function checkReadiness(deps: ReadinessDeps): Promise<Readiness> {
  const timeoutMs = deps.timeoutMs ?? 2000
  const checks: Record<string, () => Promise<string>> = {
    contentIndex: async () => {
      await deps.search.suggest('arbitration', { edition: deps.edition })
      return 'ok'
    },
    userStore: async () => {
      const { pending, unknown } = await migrationState(deps.db)
      if (unknown.length > 0) return `newer than this release (${unknown.join(', ')})`
      if (pending.length > 0) return `migrations pending (${pending.join(', ')})`
      return 'ok'
    },
  }
  if (deps.solr) {
    const { client, collection } = deps.solr
    checks.solr = async () => {
      try {
        await client.ping(collection, timeoutMs)
        return 'ok'
      } catch (error) {
        // A node answered, with an error (the collection missing): say what it answered.
        if (isSolrError(error)) return `answered ${error.status}`
        throw error
      }
    }
  }
  const entries = await Promise.all(
    Object.entries(checks).map(async ([name, check]) => [
      name,
      await within(check, timeoutMs, (error) => deps.onFailure?.(name, error)),
    ]),
  )
  const results: Record<string, string> = Object.fromEntries(entries)
  if (deps.stopping()) results.server = 'stopping'
  return { ready: Object.values(results).every((r) => r === 'ok'), checks: results }
}

async function within(
  check: () => Promise<string>,
  timeoutMs: number,
  failed: (error: unknown) => void,
): Promise<string> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve(`no answer within ${timeoutMs} ms`), timeoutMs)
  })
  try {
    return await Promise.race([check(), late])
  } catch (error) {
    failed(error)
    return 'not answering'
  } finally {
    clearTimeout(timer)
  }
}
