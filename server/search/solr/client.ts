import { domainError, hasCode, QueryTooBroadError } from '#server/errors.ts'

// The portal speaks HTTP to Solr (no Java in its runtime): JSON in, JSON out, through fetch, to
// the nodes it is given (SOLR_URL, docs/decisions/245-solrcloud-node-list-and-replicas.md).
//
// Requests go to the live nodes by turns. A node that refuses or breaks the connection, or answers
// 5xx to a read, is marked down and left out; on a later request, once it has been down for
// `probeAfterMs`, its health is asked and a healthy answer brings it back. A request the node never
// received (the connection refused) goes on to the next node, whatever it is; a read that failed
// after it was sent (a search, a ping, a cluster status) is tried once more on another node, within
// what is left of the search's time. Writes (updates, creating and deleting collections) are never
// sent twice. With every node down the nodes are still tried, longest down first.

export type SolrClientOptions = {
  /** Base URL of each node (http://solr1:8983/solr), as a list or comma-separated. */
  url: string | readonly string[]
  /** Longest one search may run, in ms: Solr's timeAllowed, and the request is cancelled after. */
  timeoutMs: number
  /** How long a node marked down is left out before its health is asked again (ms). */
  probeAfterMs?: number
  /** Told when a node is marked down or comes back, with why (the server logs it). */
  onNodeState?(node: string, state: 'down' | 'up', reason: string): void
}

export type SolrResponse = {
  responseHeader?: { status: number; partialResults?: boolean }
  error?: { msg?: string; code?: number }
  [key: string]: unknown
}

const UNAVAILABLE = 'Search is unavailable at the moment. Please try again in a few minutes.'

/** An answer of Solr that is not a success, with its message. */
export class SolrError extends domainError(
  'SOLR_ERROR',
  'unavailable',
  (status: number, message: string) => ({
    message: `Solr answered ${status}: ${message}`,
    publicMessage: UNAVAILABLE,
    status,
  }),
) {}

export const isSolrError = (error: unknown): error is SolrError => hasCode(error, 'SOLR_ERROR')

/** No node answered: each was down, or failed as the last one tried did. */
export class SolrUnavailableError extends domainError(
  'SOLR_UNAVAILABLE',
  'unavailable',
  (failures: string[]) => ({
    message: `No Solr node answered: ${failures.join('; ')}`,
    publicMessage: UNAVAILABLE,
  }),
) {}

/**
 * The nodes of a list, each an http(s) base URL without credentials, query or fragment (the
 * trailing slash dropped, each once); an entry that is not one is named in the error.
 */
export function solrNodes(list: string | readonly string[]): string[] {
  const entries = (typeof list === 'string' ? list.split(',') : list).map((e) => e.trim())
  const nodes: string[] = []
  for (const entry of entries.filter(Boolean)) {
    const node = nodeUrl(entry)
    if (!node) {
      throw new Error(
        `lists each Solr node's base URL, comma-separated ` +
          `(http://solr1:8983/solr,http://solr2:8983/solr), not '${entry}'`,
      )
    }
    if (!nodes.includes(node)) nodes.push(node)
  }
  if (nodes.length === 0) throw new Error('names no Solr node (http://solr1:8983/solr,...)')
  return nodes
}

function nodeUrl(entry: string): string | null {
  let url: URL
  try {
    url = new URL(entry)
  } catch {
    return null
  }
  const plain = !url.username && !url.password && !url.search && !url.hash
  return /^https?:$/.test(url.protocol) && url.hostname && plain ? entry.replace(/\/+$/, '') : null
}

/** Messages of a query that expands past Solr's limits (many prefix terms): too broad to run. */
const TOO_BROAD = /maxClauseCount|too many clauses|Exceeded maximum of \d+ basic queries/i

/** Extra time over the budget before the request is cancelled: Solr stops itself first. */
const GRACE_MS = 1000

/** The longest a health probe may take. */
const PROBE_TIMEOUT_MS = 2000

/** Errors of a connection that was never made: the node received nothing. */
const NOT_CONNECTED = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'UND_ERR_CONNECT_TIMEOUT',
])

/** Collections API actions that only read: safe to send again. */
const READ_ACTIONS = new Set(['LISTALIASES', 'CLUSTERSTATUS', 'LIST', 'COLSTATUS'])

type Node = {
  url: string
  /** Since when the node is down, and when its health may be asked next; null when live. */
  down: { since: number; probeAt: number } | null
  probing: boolean
}

type Call = {
  method?: 'GET' | 'POST'
  /** The body, given the ms left of the budget (for timeAllowed). */
  body?: (leftMs: number | undefined) => string
  /** Only reads: may be sent again to another node after a failure. */
  read: boolean
  /** The time budget in ms (a search's); none for writes and the Collections API. */
  budgetMs?: number
  /** What a request cut at the budget's end is: a search too broad, or no answer. */
  onTimeout?: () => Error
  /** Send to this node only (one of the list). */
  node?: string
}

/** What one try on one node gave. */
type Attempt =
  | { kind: 'answer'; body: SolrResponse }
  | { kind: 'refused'; status: number; message: string }
  | { kind: 'server-error'; status: number; message: string }
  | { kind: 'not-connected'; reason: string }
  | { kind: 'broken'; reason: string }
  | { kind: 'timeout' }

export function solrClient(options: SolrClientOptions) {
  const nodes: Node[] = solrNodes(options.url).map((url) => ({ url, down: null, probing: false }))
  const probeAfterMs = options.probeAfterMs ?? 5000
  let turn = 0

  function markDown(node: Node, reason: string) {
    const now = Date.now()
    if (node.down) {
      node.down.probeAt = now + probeAfterMs
      return
    }
    node.down = { since: now, probeAt: now + probeAfterMs }
    options.onNodeState?.(node.url, 'down', reason)
  }

  function markUp(node: Node, reason: string) {
    if (!node.down) return
    node.down = null
    options.onNodeState?.(node.url, 'up', reason)
  }

  /** Asks the node's health (answers 200 once it is in the cluster's live nodes). */
  async function healthy(node: Node): Promise<boolean> {
    try {
      const response = await fetch(`${node.url}/admin/info/health?wt=json`, {
        signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
      })
      await response.body?.cancel()
      return response.ok
    } catch {
      return false
    }
  }

  /** The health of a node asked in the background; its answer marks it up or down. */
  function probe(node: Node, onFailure?: string) {
    if (node.probing) return
    node.probing = true
    void healthy(node).then((ok) => {
      node.probing = false
      if (ok) markUp(node, 'its health check answered')
      else if (onFailure) markDown(node, onFailure)
      else if (node.down) node.down.probeAt = Date.now() + probeAfterMs
    })
  }

  /** The nodes in the order to try: the live ones from the next in turn, then the down ones. */
  function order(): Node[] {
    const now = Date.now()
    for (const node of nodes) if (node.down && node.down.probeAt <= now) probe(node)
    const live = nodes.filter((n) => !n.down)
    const first = live.length ? turn++ % live.length : 0
    const down = nodes.filter((n) => n.down).sort((a, b) => a.down!.since - b.down!.since)
    return [...live.slice(first), ...live.slice(0, first), ...down]
  }

  async function attempt(node: Node, path: string, call: Call, leftMs?: number) {
    const timeoutMs = leftMs === undefined ? undefined : leftMs + GRACE_MS
    let response: Response
    try {
      response = await fetch(`${node.url}${path}`, {
        method: call.method ?? 'GET',
        headers: call.body ? { 'content-type': 'application/json' } : undefined,
        body: call.body?.(leftMs),
        signal: timeoutMs ? AbortSignal.timeout(timeoutMs) : undefined,
      })
    } catch (error) {
      return failure(error)
    }
    let text: string
    try {
      text = await response.text()
    } catch (error) {
      return failure(error)
    }
    let body: SolrResponse | null = null
    try {
      body = JSON.parse(text) as SolrResponse
    } catch {
      // not JSON: a proxy's page, or a node half up; its status says which
    }
    if (response.ok && body && !body.error) return { kind: 'answer', body } satisfies Attempt
    const message = body?.error?.msg ?? text.slice(0, 300)
    const kind = response.status >= 500 && !TOO_BROAD.test(message) ? 'server-error' : 'refused'
    return { kind, status: response.status, message } satisfies Attempt
  }

  function failure(error: unknown): Attempt {
    const e = error as Error & { cause?: { code?: string; message?: string } }
    if (e.name === 'TimeoutError') return { kind: 'timeout' }
    const code = e.cause?.code
    const reason = code ?? e.cause?.message ?? e.message
    if (code && NOT_CONNECTED.has(code)) return { kind: 'not-connected', reason }
    return { kind: 'broken', reason }
  }

  /** One request, to the nodes in turn as the rules above say. */
  async function send(path: string, call: Call): Promise<SolrResponse> {
    const started = Date.now()
    const candidates = call.node ? nodes.filter((n) => n.url === call.node) : order()
    if (candidates.length === 0) throw new Error(`${call.node} is not one of the Solr nodes`)
    const failures: string[] = []
    let sentAgain = false
    for (const node of candidates) {
      const leftMs =
        call.budgetMs === undefined ? undefined : call.budgetMs - (Date.now() - started)
      if (leftMs !== undefined && leftMs <= 0) break
      const result = await attempt(node, path, call, leftMs)
      switch (result.kind) {
        case 'answer':
          markUp(node, 'it answered')
          return result.body
        case 'refused':
          if (TOO_BROAD.test(result.message)) throw new QueryTooBroadError(options.timeoutMs)
          throw new SolrError(result.status, result.message)
        case 'timeout':
          // Too broad, or a node that hangs: its health says which.
          probe(node, 'no answer in time, nor to its health check')
          throw call.onTimeout?.() ?? new SolrUnavailableError([`${node.url}: no answer in time`])
        case 'not-connected':
          markDown(node, result.reason)
          failures.push(`${node.url}: ${result.reason}`)
          continue
        case 'server-error':
          // A write that failed on a node that answered is the write's failure, not the node's.
          if (!call.read) throw new SolrError(result.status, result.message)
          markDown(node, `answered ${result.status}`)
          failures.push(`${node.url}: answered ${result.status}: ${result.message}`)
          break
        case 'broken':
          markDown(node, result.reason)
          failures.push(`${node.url}: ${result.reason}`)
          break
      }
      // Sent, and no answer: a read goes once more to another node; a write is not sent twice.
      if (!call.read || sentAgain) throw new SolrUnavailableError(failures)
      sentAgain = true
    }
    if (failures.length === 0) failures.push('no time left of the search budget')
    throw new SolrUnavailableError(failures)
  }

  const tooBroad = () => new QueryTooBroadError(options.timeoutMs)

  return {
    /** Each node and whether it is live now. */
    nodes(): { url: string; live: boolean }[] {
      return nodes.map((n) => ({ url: n.url, live: !n.down }))
    },
    /**
     * A JSON Request API search on a collection (or alias), within the time budget: a search that
     * Solr stopped at timeAllowed (partial results) or that outlived the budget is too broad,
     * never an answer with partial counts. `node` sends it to that node only.
     */
    async select(
      collection: string,
      body: Record<string, unknown>,
      to: { node?: string } = {},
    ): Promise<SolrResponse> {
      const params = (body.params ?? {}) as Record<string, unknown>
      const answer = await send(`/${encodeURIComponent(collection)}/select`, {
        method: 'POST',
        body: (leftMs) => JSON.stringify({ ...body, params: { ...params, timeAllowed: leftMs } }),
        read: true,
        budgetMs: options.timeoutMs,
        onTimeout: tooBroad,
        node: to.node,
      })
      if (answer.responseHeader?.partialResults) throw tooBroad()
      return answer
    },
    /** The collection's ping, within `timeoutMs`: resolves when a node says it answers. */
    async ping(collection: string, timeoutMs: number): Promise<void> {
      await send(`/${encodeURIComponent(collection)}/admin/ping?wt=json`, {
        read: true,
        budgetMs: timeoutMs,
      })
    },
    /** A Collections API call (create, alias, delete, status): GET with its parameters. */
    admin(params: Record<string, string | number>, to: { node?: string } = {}) {
      const query = new URLSearchParams(
        Object.entries({ ...params, wt: 'json' }).map(([k, v]) => [k, String(v)]),
      )
      return send(`/admin/collections?${query}`, {
        read: READ_ACTIONS.has(String(params.action)),
        node: to.node,
      })
    },
    /** Documents to a collection, as JSON. */
    update(collection: string, docs: unknown[], params: string = ''): Promise<SolrResponse> {
      return send(`/${encodeURIComponent(collection)}/update${params}`, {
        method: 'POST',
        body: () => JSON.stringify(docs),
        read: false,
      })
    },
  }
}

export type SolrClient = ReturnType<typeof solrClient>
