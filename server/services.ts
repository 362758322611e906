import { createArbitratorService, type ArbitratorService } from '#server/arbitrators/service.ts'
import { createSearchAlerts, type SearchAlerts } from '#server/alerts/search-alerts.ts'
import { loadCompareFeed } from '#server/compare/feed.ts'
import { createCompareService } from '#server/compare/service.ts'
import type { CompareService } from '#server/compare/types.ts'
import { createSsoService, type SsoService } from '#server/auth/sso.ts'
import { createAssistant, providerFromEnv, type Assistant } from '#server/assistant/service.ts'
import { openDatabase, type Db } from '#server/db/connection.ts'
import { migrateToLatest } from '#server/db/migrate.ts'
import { loadEqeFeed } from '#server/eqe/feed.ts'
import { createEqeService, type EqeService } from '#server/eqe/service.ts'
import type { Env } from '#server/env.ts'
import { createEventStore, type EventStore } from '#server/events/event-store.ts'
import { createEventForwarder } from '#server/events/forward.ts'
import { createSearchReports, type SearchReports } from '#server/events/search-report.ts'
import { createRoleStore, type RoleStore } from '#server/users/roles.ts'
import { createFavouritesService, type FavouritesService } from '#server/favourites/service.ts'
import { createFeedbackService, type FeedbackService } from '#server/feedback/feedback.ts'
import {
  createPersonalizationService,
  type PersonalizationService,
} from '#server/personalization/service.ts'
import { createHomeAndAlerts, type HomeAndAlerts } from '#server/home/compose.ts'
import { runEvery } from '#server/jobs/every.ts'
import { loadInsightsFeed } from '#server/practice/insights-feed.ts'
import { createInsightsService } from '#server/practice/insights.ts'
import type { InsightsService } from '#server/practice/insights-types.ts'
import { loadTemplatesFeed } from '#server/practice/templates-feed.ts'
import { createTemplatesService, type TemplatesService } from '#server/practice/templates.ts'
import {
  createJurisdictionService,
  type JurisdictionService,
} from '#server/jurisdictions/service.ts'
import { createMipFavouritesStore } from '#server/manual-ip/favourites-store.ts'
import { loadManualIpFeed } from '#server/manual-ip/feed.ts'
import { createManualIpService } from '#server/manual-ip/service.ts'
import type { ManualIpService } from '#server/manual-ip/types.ts'
import {
  createMarketDefinitionsService,
  type MarketDefinitionsService,
} from '#server/market-definitions/service.ts'
import type { ContentStore, SearchEngine } from '#server/search/engine.ts'
import { openFts5Backend } from '#server/content-index/host.ts'
import { openSolrBackend } from '#server/search/solr/backend.ts'
import { createListingCounts, type ListingCounts } from '#server/search/listings.ts'
import { createMetrics, instrumentSearch, type Metrics } from '#server/ops/metrics.ts'
import { checkReadiness, type Readiness } from '#server/ops/readiness.ts'
import { seedDemoAccounts } from '#server/users/demo-accounts.ts'
import type { ScryptParams } from '#server/users/passwords.ts'
import { createDemoRequestStore, type DemoRequestStore } from '#server/users/demo-requests.ts'
import { createSessionStore, type SessionStore } from '#server/users/session-store.ts'
import { createRateLimits, type RateLimits } from '#server/users/rate-limits.ts'
import { createPasswordResets, type PasswordResets } from '#server/users/password-resets.ts'
import { createTreatyService, type TreatyService } from '#server/treaties/service.ts'
import { createUserStore, type UserStore } from '#server/users/user-store.ts'

/** Everything the routes call, built once at boot (the composition root). */
export type Services = {
  env: Env
  db: Db
  /** The figures /metrics serves (server/ops/metrics.ts). */
  metrics: Metrics
  /** Whether the content index, the user store (and SolrCloud when it searches) answer. */
  readiness(options?: { onFailure?(check: string, error: unknown): void }): Promise<Readiness>
  /** Readiness answers "stopping" from now on (the server is shutting down). */
  beginStopping(): void
  search: SearchEngine
  content: ContentStore
  /** Arbitrator profiles, relationships and institutions, read from the content index. */
  arbitrators: ArbitratorService
  /** Countries the edition holds documents about, and what it holds for each. */
  jurisdictions: JurisdictionService
  /** Jurisdiction comparisons: topic pages and grids (derived answers and the compare feed). */
  compare: CompareService
  /** Treaties and conventions, their parties and citations, and the New York Convention tool. */
  treaties: TreatyService
  listings: ListingCounts
  /** Templates and examples: the collection's procedural orders and the templates feed. */
  templates: TemplatesService
  /** Practical insights: practice notes by topic with their authorities, and the comparer. */
  insights: InsightsService
  /** The Market Definitions Locator: market definitions read from the competition documents. */
  marketDefinitions: MarketDefinitionsService
  /** Manual IP: prosecution information per office, right and topic, and starred entries. */
  manualIp: ManualIpService
  /** EQE Materials: the exam's structure mapped to the EPC and PCT texts of the index. */
  eqe: EqeService
  users: UserStore
  sessions: SessionStore
  /** Password help: one-time links by e-mail, and changing the password with the current one. */
  passwordResets: PasswordResets
  /** Store-backed rate limits (sign-in, public forms, alert mails): they count across instances. */
  rateLimits: RateLimits
  /** Single sign-on through each organisation's OpenID Connect provider. */
  sso: SsoService
  events: EventStore
  /** The editors' report of searches (searches per day, top and zero-result queries). */
  searchReports: SearchReports
  /** Staff roles (the editor role opens the editors' report). */
  roles: RoleStore
  demoRequests: DemoRequestStore
  /** Alerts on single saved searches, and their job (run on the alert schedule). */
  searchAlerts: SearchAlerts
  /** Feedback and Support: kept in the store and mailed to SUPPORT_EMAIL. */
  feedback: FeedbackService
  favourites: FavouritesService
  personalization: PersonalizationService
  assistant: Assistant
  close(): Promise<void>
} & HomeAndAlerts

/** `passwordParams` lowers the scrypt cost where hashing speed does not matter (tests). */
export async function createServices(
  env: Env,
  options: { passwordParams?: ScryptParams } = {},
): Promise<Services> {
  const fileOptions = {
    threads: env.SEARCH_THREADS,
    timeoutMs: env.SEARCH_TIMEOUT_MS,
    warm: env.NODE_ENV !== 'test',
  }
  // SolrCloud answers the searches; the rest stays on the content index (solr/backend.ts).
  const solr =
    env.SEARCH_ENGINE === 'solr' && env.SOLR_URL
      ? openSolrBackend(env.CONTENT_INDEX, {
          ...fileOptions,
          url: env.SOLR_URL,
          collection: env.SOLR_COLLECTION,
          onNodeState: (node, state, reason) =>
            console.warn(
              `Solr node ${node} ${state === 'down' ? 'marked down' : 'back'}: ${reason}`,
            ),
        })
      : null
  const backend = solr ?? openFts5Backend(env.CONTENT_INDEX, fileOptions)
  const metrics = createMetrics()
  metrics.watchSearchQueue(backend.queued)
  const content = backend.content
  const search = instrumentSearch(backend.search, metrics, env.SEARCH_ENGINE)
  const arbitrators = createArbitratorService(backend.arbitrators)
  const treaties = createTreatyService({ search, content })
  const jurisdictions = createJurisdictionService(search, treaties)
  const compare = createCompareService({
    jurisdictions,
    content,
    arbitrators,
    treaties,
    answers: loadCompareFeed(env.EDITORIAL_DIR),
  })

  let db: Db
  try {
    db = await openDatabase(env.DATABASE_URL)
  } catch (error) {
    await backend.close()
    throw error
  }
  try {
    await migrateToLatest(db)
  } catch (error) {
    // A store this release cannot run on (newer than the code, a failed migration): nothing of
    // what was opened is left running.
    await Promise.all([backend.close(), db.destroy()])
    throw error
  }
  const users = createUserStore(db, { passwordParams: options.passwordParams })
  const roles = createRoleStore(db)
  if (env.SEED_DEMO_ACCOUNTS) await seedDemoAccounts(users, roles)
  const assistant = createAssistant({
    db,
    passages: backend.passages,
    provider: providerFromEnv(env),
  })
  const { stop: stopAlerts, ...homeAndAlerts } = createHomeAndAlerts({
    env,
    db,
    search,
    content,
    metrics,
  })
  const searchAlerts = createSearchAlerts({
    db,
    search,
    mailer: homeAndAlerts.mailer,
    secret: env.SESSION_SECRET,
  })
  // On the news digests' schedule (off in tests unless asked for).
  const alertMinutes = env.ALERTS_INTERVAL_MINUTES ?? (env.NODE_ENV === 'test' ? 0 : 60)
  const searchAlertJob =
    alertMinutes > 0
      ? runEvery('Saved search alerts', alertMinutes * 60_000, () => searchAlerts.run())
      : null
  const sessions = createSessionStore(db, { defaultTtlMs: env.SESSION_DAYS * 24 * 3600 * 1000 })
  const rateLimits = createRateLimits(db)
  // Expired sessions are refused when presented; this removes the ones never presented again,
  // and the counters of rate-limit windows that have ended.
  const sessionCleanup =
    env.NODE_ENV === 'test'
      ? null
      : runEvery('Session clean-up', 3600_000, async () => {
          await sessions.deleteExpired()
          await rateLimits.purge(new Date())
        })

  let stopping = false
  return {
    env,
    db,
    metrics,
    readiness: (options = {}) =>
      checkReadiness({
        db,
        search: backend.search,
        edition: env.DEFAULT_SITE,
        solr: solr ? { client: solr.client, collection: env.SOLR_COLLECTION } : undefined,
        stopping: () => stopping,
        onFailure: options.onFailure,
      }),
    beginStopping() {
      stopping = true
    },
    search,
    content,
    arbitrators,
    jurisdictions,
    compare,
    treaties,
    listings: createListingCounts(search),
    templates: createTemplatesService({
      search,
      content,
      feed: loadTemplatesFeed(env.EDITORIAL_DIR),
    }),
    insights: createInsightsService({
      search,
      content,
      compare,
      notes: loadInsightsFeed(env.EDITORIAL_DIR),
    }),
    marketDefinitions: createMarketDefinitionsService({
      markets: backend.markets,
      mailer: homeAndAlerts.mailer,
    }),
    manualIp: createManualIpService({
      content,
      editorial: loadManualIpFeed(env.EDITORIAL_DIR),
      favourites: createMipFavouritesStore(db),
      warm: env.NODE_ENV !== 'test',
    }),
    users,
    sessions,
    passwordResets: createPasswordResets(db, { users, passwordParams: options.passwordParams }),
    rateLimits,
    sso: createSsoService({ providers: env.SSO_PROVIDERS, secret: env.SESSION_SECRET, users }),
    eqe: createEqeService({ search, content, feed: loadEqeFeed(env.EDITORIAL_DIR) }),
    favourites: createFavouritesService(db, { content }),
    personalization: createPersonalizationService(db, sessions),
    events: createEventStore(db, {
      forward: env.ANALYTICS_FORWARD_URL
        ? createEventForwarder(env.ANALYTICS_FORWARD_URL)
        : undefined,
    }),
    searchReports: createSearchReports(db),
    roles,
    demoRequests: createDemoRequestStore(db),
    searchAlerts,
    feedback: createFeedbackService(db, {
      mailer: homeAndAlerts.mailer,
      supportEmail: env.SUPPORT_EMAIL,
    }),
    assistant,
    ...homeAndAlerts,
    async close() {
      stopAlerts()
      sessionCleanup?.stop()
      searchAlertJob?.stop()
      await backend.close()
      await db.destroy()
    },
  }
}
