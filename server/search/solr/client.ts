import { QueryTooBroadError } from '#server/errors.ts'

// The portal speaks HTTP to Solr (no Java in its runtime): JSON in, JSON out, through fetch.

export type SolrClientOptions = {
  /** Base URL of any node, e.g. http://solr:8983/solr. */
  url: string
  /** Longest one search may run, in ms: Solr's timeAllowed, and the request is cancelled after. */
  timeoutMs: number
}

export type SolrResponse = {
  responseHeader?: { status: number; partialResults?: boolean }
  error?: { msg?: string; code?: number }
  [key: string]: unknown
}

/** An answer of Solr that is not a success, with its message. */
export class SolrError extends Error {
  readonly status: number
  constructor(status: number, message: string) {
    super(`Solr answered ${status}: ${message}`)
    this.name = 'SolrError'
    this.status = status
  }
}

/** Messages of a query that expands past Solr's limits (many prefix terms): too broad to run. */
const TOO_BROAD = /maxClauseCount|too many clauses|Exceeded maximum of \d+ basic queries/i

/** Extra time over the budget before the request is cancelled: Solr stops itself first. */
const GRACE_MS = 1000

export function solrClient(options: SolrClientOptions) {
  const base = options.url.replace(/\/+$/, '')

  async function request(
    path: string,
    init: RequestInit & { timeoutMs?: number } = {},
  ): Promise<SolrResponse> {
    const { timeoutMs, ...rest } = init
    let response: Response
    try {
      response = await fetch(`${base}${path}`, {
        ...rest,
        signal: timeoutMs ? AbortSignal.timeout(timeoutMs) : undefined,
      })
    } catch (error) {
      if ((error as Error).name === 'TimeoutError') throw new QueryTooBroadError(options.timeoutMs)
      throw error
    }
    const text = await response.text()
    let body: SolrResponse
    try {
      body = JSON.parse(text) as SolrResponse
    } catch {
      throw new SolrError(response.status, text.slice(0, 300))
    }
    if (!response.ok || body.error) {
      const message = body.error?.msg ?? text.slice(0, 300)
      if (TOO_BROAD.test(message)) throw new QueryTooBroadError(options.timeoutMs)
      throw new SolrError(response.status, message)
    }
    return body
  }

  return {
    /**
     * A JSON Request API search on a collection (or alias), within the time budget: a search that
     * Solr stopped at timeAllowed (partial results) or that outlived the budget is too broad,
     * never an answer with partial counts.
     */
    async select(collection: string, body: Record<string, unknown>): Promise<SolrResponse> {
      const params = (body.params ?? {}) as Record<string, unknown>
      const answer = await request(`/${encodeURIComponent(collection)}/select`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...body, params: { ...params, timeAllowed: options.timeoutMs } }),
        timeoutMs: options.timeoutMs + GRACE_MS,
      })
      if (answer.responseHeader?.partialResults) throw new QueryTooBroadError(options.timeoutMs)
      return answer
    },
    /** A Collections API call (create, alias, delete): GET with its parameters. */
    admin(params: Record<string, string | number>): Promise<SolrResponse> {
      const query = new URLSearchParams(
        Object.entries({ ...params, wt: 'json' }).map(([k, v]) => [k, String(v)]),
      )
      return request(`/admin/collections?${query}`)
    },
    /** Documents to a collection, as JSON. */
    update(collection: string, docs: unknown[], params: string = ''): Promise<SolrResponse> {
      return request(`/${encodeURIComponent(collection)}/update${params}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(docs),
      })
    },
  }
}

export type SolrClient = ReturnType<typeof solrClient>
