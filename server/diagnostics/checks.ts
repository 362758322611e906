// Connectivity checks of the test page (/test): each back-end service the portal depends on is
// asked something real with a short time limit, and answers with its status, how long it took
// and a short plain message. A failing or hanging service is reported as failing with its
// message, never thrown: the page shows the others. Messages never carry a password, a token or
// a stack trace (`safeMessage`).
import nodemailer from 'nodemailer'
import type { AssistantProvider } from '#server/assistant/provider.ts'
import type { Edition } from '#server/content/model.ts'
import type { SearchEngine } from '#server/search/engine.ts'
import type { UserStore } from '#server/users/user-store.ts'

export type CheckStatus = 'ok' | 'failing' | 'not-configured' | 'off'

export type CheckResult = {
  id: string
  name: string
  status: CheckStatus
  /** Milliseconds the check took, when it ran. */
  latencyMs: number | null
  detail: string
}

export type DiagnosticsDeps = {
  search: Pick<SearchEngine, 'search'>
  users: Pick<UserStore, 'findById' | 'subscriptionsFor'>
  /** The configured assistant, or null when AI is off for everyone (GENAI_ENABLED). */
  assistant: AssistantProvider | null
  smtpUrl?: string
  sso: readonly { id: string; name: string; issuer: string }[]
  /** Longest wait for one check. Default 3 s. */
  timeoutMs?: number
  fetch?: typeof fetch
}

const DEFAULT_TIMEOUT_MS = 3000

class CheckTimeoutError extends Error {
  constructor(ms: number) {
    super(`No answer within ${ms} ms`)
  }
}

/**
 * An error as a one-line message safe to show: credentials in addresses removed, tokens and keys
 * masked, no stack, at most 200 characters; the system's error code (ECONNREFUSED) kept.
 */
export function safeMessage(error: unknown): string {
  const e = error as { message?: unknown; code?: unknown; cause?: unknown } | null
  let message = typeof e?.message === 'string' && e.message ? e.message : String(error)
  const cause = e?.cause as { code?: unknown; message?: unknown } | undefined
  // System and mail error codes (ECONNREFUSED, ETIMEDOUT, EAUTH) say what went wrong.
  const code = [e?.code, cause?.code].find(
    (c): c is string => typeof c === 'string' && /^E[A-Z]+$/.test(c),
  )
  if (code && !message.includes(code)) message = `${code}: ${message}`
  const line = (message.split('\n')[0] ?? '')
    .replace(/([a-z][a-z0-9+.-]*:\/\/)[^/@\s]*@/gi, '$1')
    .replace(/\b(password|pass|secret|token|key|authorization)=\S+/gi, '$1=…')
    .replace(/\bBearer\s+\S+/gi, 'Bearer …')
    .trim()
  return line.length > 200 ? `${line.slice(0, 199)}…` : line || 'Failed'
}

/** Runs one check within the time limit; its failure or time-out becomes a failing result. */
async function timed(
  id: string,
  name: string,
  timeoutMs: number,
  run: (signal: AbortSignal) => Promise<{ status?: CheckStatus; detail: string }>,
): Promise<CheckResult> {
  const controller = new AbortController()
  const started = performance.now()
  let timer: ReturnType<typeof setTimeout> | undefined
  try {
    const result = await Promise.race([
      run(controller.signal),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          controller.abort()
          reject(new CheckTimeoutError(timeoutMs))
        }, timeoutMs)
      }),
    ])
    return {
      id,
      name,
      status: result.status ?? 'ok',
      latencyMs: Math.round(performance.now() - started),
      detail: result.detail,
    }
  } catch (error) {
    return {
      id,
      name,
      status: 'failing',
      latencyMs: Math.round(performance.now() - started),
      detail: safeMessage(error),
    }
  } finally {
    clearTimeout(timer)
  }
}

const notRun = (id: string, name: string, status: CheckStatus, detail: string): CheckResult => ({
  id,
  name,
  status,
  latencyMs: null,
  detail,
})

/** host:port of a connection address, never its user or password. */
function endpointOf(address: string): string {
  try {
    const url = new URL(address)
    return url.port ? `${url.hostname}:${url.port}` : url.hostname
  } catch {
    return 'the configured server'
  }
}

/**
 * Every check, run at once: the content index (a real search of the edition), the user store (the
 * viewer's account and subscriptions read), mail (an SMTP connection and greeting, nothing sent),
 * the assistant (a question about one real passage) and each single sign-on provider (its OpenID
 * discovery document).
 */
export async function runChecks(
  deps: DiagnosticsDeps,
  input: { edition: Edition; accountId: string },
): Promise<CheckResult[]> {
  const timeoutMs = deps.timeoutMs ?? DEFAULT_TIMEOUT_MS
  const doFetch = deps.fetch ?? fetch

  const content = timed('content', 'Content index', timeoutMs, async () => {
    const page = await deps.search.search(
      { q: '', resultsPerPage: 1, excerpt: 'short' },
      { edition: input.edition },
    )
    return {
      detail: `A search of the edition answered: ${page.totalHits.toLocaleString('en-GB')} documents.`,
    }
  })

  const users = timed('users', 'User store', timeoutMs, async () => {
    const account = await deps.users.findById(input.accountId)
    if (!account) throw new Error('The signed-in account was not found in the store')
    const subscriptions = await deps.users.subscriptionsFor(account.id)
    return {
      detail: `Read the account and its ${subscriptions.length === 1 ? 'subscription' : `${subscriptions.length} subscriptions`}.`,
    }
  })

  const mail = deps.smtpUrl
    ? timed('mail', 'Mail (SMTP)', timeoutMs, async () => {
        const transport = nodemailer.createTransport({
          url: deps.smtpUrl,
          connectionTimeout: timeoutMs,
          greetingTimeout: timeoutMs,
          socketTimeout: timeoutMs,
        })
        try {
          await transport.verify()
        } finally {
          transport.close()
        }
        return {
          detail: `Connected to ${endpointOf(deps.smtpUrl!)} and was greeted; nothing was sent.`,
        }
      })
    : Promise.resolve(
        notRun(
          'mail',
          'Mail (SMTP)',
          'not-configured',
          'No SMTP server is configured: mail is written to the outbox folder as files.',
        ),
      )

  const provider = deps.assistant
  const assistant = provider
    ? timed('assistant', `AI assistant (${provider.name})`, timeoutMs, async (signal) => {
        const hit = await firstHit(deps, input.edition).catch((error: unknown) => {
          throw new Error(`No passage to ask about: ${safeMessage(error)}`)
        })
        if (!hit) throw new Error('No passage to ask about: the edition holds no document')
        let answer = ''
        for await (const piece of provider.stream({
          task: 'answer',
          question: `What is ${hit.title} about?`,
          history: [],
          passages: [
            {
              docId: hit.id,
              title: hit.title,
              url: hit.url,
              href: hit.url,
              heading: hit.title,
              text: (hit.summary ?? hit.title).trim(),
              score: 1,
              voice: null,
              paragraph: null,
            },
          ],
          signal,
        })) {
          answer += piece
          if (answer.trim()) break
        }
        if (!answer.trim()) throw new Error('The assistant gave an empty answer')
        return { detail: 'Answered a question about one passage of the collection.' }
      })
    : Promise.resolve(
        notRun('assistant', 'AI assistant', 'off', 'AI is turned off for every subscriber.'),
      )

  const sso = deps.sso.map((provider) =>
    timed(`sso:${provider.id}`, `Single sign-on: ${provider.name}`, timeoutMs, async (signal) => {
      const url = `${provider.issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`
      const response = await doFetch(url, { signal, headers: { accept: 'application/json' } })
      if (!response.ok) throw new Error(`The provider answered ${response.status}`)
      const config = (await response.json()) as {
        issuer?: unknown
        authorization_endpoint?: unknown
      }
      if (typeof config.authorization_endpoint !== 'string')
        throw new Error('The provider’s discovery document names no authorization endpoint')
      return { detail: `Discovery document of ${endpointOf(provider.issuer)} read.` }
    }),
  )

  return Promise.all([content, users, mail, assistant, ...sso])
}

async function firstHit(deps: DiagnosticsDeps, edition: Edition) {
  const page = await deps.search.search({ q: '', resultsPerPage: 1 }, { edition })
  return page.hits[0] ?? null
}
