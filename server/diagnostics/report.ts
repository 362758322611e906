// The test page's report (/test): who the viewer is signed in as and until when, the edition and
// plan, the screens the plan opens, whether the AI assistant is offered to them, and the
// connectivity checks (./checks.ts). A subscriber reads it to see what their plan gives them;
// support reads it to see which service is failing. Nothing secret is in it.
import type { AssistantProvider } from '#server/assistant/provider.ts'
import { providerFromEnv } from '#server/assistant/service.ts'
import type { Env } from '#server/env.ts'
import type { SearchEngine } from '#server/search/engine.ts'
import type { SessionStore } from '#server/users/session-store.ts'
import type { UserStore } from '#server/users/user-store.ts'
import { catalog } from '#sites/catalog.ts'
import {
  isApiRoute,
  mountedRouteKeys,
  patternFor,
  routeAccess,
  routeKeysFor,
} from '#sites/compose.ts'
import type { Site, Subscription } from '#sites/types.ts'
import { runChecks, safeMessage, type CheckResult } from './checks.ts'

export type DiagnosticsViewer = {
  account: { id: string; email: string; name: string }
  authenticatedByIp: boolean
  subscription: Subscription | null
  /** The account's AI flag on this edition. */
  aiEnabled: boolean
  sessionToken: string | null
}

export type DiagnosticsReport = {
  checkedAt: string
  session: {
    name: string
    email: string
    signedInBy: 'password or single sign-on' | 'network address'
    /** ISO time the session ends if left idle, or null when the store could not say. */
    expiresAt: string | null
    expiryNote: string | null
  }
  edition: { id: string; name: string }
  plan: {
    code: Subscription | null
    /** The screens of the edition the plan opens (addresses without parameters). */
    screens: string[]
    /** How many of the edition's API calls the plan may make. */
    calls: number
    /** Screens of the edition the plan leaves out. */
    excluded: string[]
  }
  assistant: {
    available: boolean
    /** Why, in one sentence. */
    reason: string
    provider: string
  }
  checks: CheckResult[]
}

export type DiagnosticsServices = {
  env: Env
  search: Pick<SearchEngine, 'search'>
  users: Pick<UserStore, 'findById' | 'subscriptionsFor'>
  sessions: Pick<SessionStore, 'getSession'>
}

const mounted = mountedRouteKeys()

/**
 * The edition's screens a plan opens and leaves out (pages without parameters, by address; the
 * public ones left aside), and how many of its API calls the plan may make.
 */
export function planScreens(site: Site, subscription: Subscription | null) {
  const screens: string[] = []
  const excluded: string[] = []
  let calls = 0
  for (const key of routeKeysFor(site)) {
    // Public pages (sign-in, policies) are everyone's, not the plan's.
    if (!mounted.has(key) || site.routes[key] === 'public') continue
    const ok = routeAccess(site, key, subscription) === 'ok'
    if (isApiRoute(key)) {
      if (ok) calls += 1
      continue
    }
    const pattern = patternFor(key)
    const file = catalog[key].file
    if (!file?.endsWith('.tsx') || /[:*]/.test(pattern)) continue
    ;(ok ? screens : excluded).push(pattern)
  }
  const order = (a: string, b: string) => a.localeCompare(b)
  return { screens: screens.sort(order), excluded: excluded.sort(order), calls }
}

/** The whole report; the checks run at once, each within `timeoutMs`. */
export async function diagnose(
  services: DiagnosticsServices,
  site: Site,
  viewer: DiagnosticsViewer,
  options: {
    timeoutMs?: number
    fetch?: typeof fetch
    now?: () => Date
    /** The assistant to ask; by default the one the configuration names. */
    assistant?: AssistantProvider
  } = {},
): Promise<DiagnosticsReport> {
  const now = options.now ?? (() => new Date())
  const provider = options.assistant ?? providerFromEnv(services.env)
  const session = viewer.sessionToken
    ? await services.sessions.getSession(viewer.sessionToken).then(
        (s) => ({ expiresAt: s?.expiresAt.toISOString() ?? null, note: null }),
        (error: unknown) => ({
          expiresAt: null,
          note: `The session store did not answer: ${safeMessage(error)}`,
        }),
      )
    : { expiresAt: null, note: 'No session token: signed in for this request only.' }
  const assistantRoute = routeAccess(site, 'assistant', viewer.subscription) === 'ok'
  const available = services.env.GENAI_ENABLED && viewer.aiEnabled && assistantRoute
  const reason = !services.env.GENAI_ENABLED
    ? 'AI is turned off for every subscriber of the portal.'
    : !assistantRoute
      ? 'Your plan does not include the AI assistant on this edition.'
      : !viewer.aiEnabled
        ? 'AI is not enabled for your account on this edition.'
        : 'Your plan and account include the AI assistant.'
  const checks = await runChecks(
    {
      search: services.search,
      users: services.users,
      assistant: services.env.GENAI_ENABLED ? provider : null,
      smtpUrl: services.env.SMTP_URL,
      sso: services.env.SSO_PROVIDERS,
      timeoutMs: options.timeoutMs,
      fetch: options.fetch,
    },
    { edition: site.id, accountId: viewer.account.id },
  )
  return {
    checkedAt: now().toISOString(),
    session: {
      name: viewer.account.name,
      email: viewer.account.email,
      signedInBy: viewer.authenticatedByIp ? 'network address' : 'password or single sign-on',
      expiresAt: session.expiresAt,
      expiryNote: session.note,
    },
    edition: { id: site.id, name: site.name },
    plan: { code: viewer.subscription, ...planScreens(site, viewer.subscription) },
    assistant: { available, reason, provider: provider.name },
    checks,
  }
}
