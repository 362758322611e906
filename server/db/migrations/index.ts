import type { AppMigration } from './context.ts'
import * as accounts from './0001_accounts.ts'
import * as sessions from './0002_sessions.ts'
import * as demoRequests from './0003_demo_requests.ts'
import * as usageEvents from './0004_usage_events.ts'
import * as assistant from './0005_assistant.ts'
import * as favourites from './0006_favourites.ts'
import * as alerts from './0007_alerts.ts'
import * as latestSearchTools from './0008_latest_search_tools.ts'
import * as rateLimits from './0010_rate_limits.ts'
import * as favouriteFacets from './0011_favourite_facets.ts'
import * as manualIpFavourites from './0012_manual_ip_favourites.ts'
import * as passwordResets from './0013_password_resets.ts'
import * as supportFeedback from './0014_support_feedback.ts'
import * as savedSearchAlerts from './0015_saved_search_alerts.ts'
import * as usageTracking from './0016_usage_tracking.ts'
import * as alertConfirmations from './0017_alert_confirmations.ts'

/**
 * Every migration, keyed by its file name without the extension. Kysely applies them in key
 * order. To add one: create `NNNN_what.ts` beside this file exporting `up` (and `down`), then
 * add one line here. A test checks that every migration file is listed.
 */
export const migrations: Record<string, AppMigration> = {
  '0001_accounts': accounts,
  '0002_sessions': sessions,
  '0003_demo_requests': demoRequests,
  '0004_usage_events': usageEvents,
  '0005_assistant': assistant,
  '0006_favourites': favourites,
  '0007_alerts': alerts,
  '0008_latest_search_tools': latestSearchTools,
  '0010_rate_limits': rateLimits,
  '0011_favourite_facets': favouriteFacets,
  '0012_manual_ip_favourites': manualIpFavourites,
  '0013_password_resets': passwordResets,
  '0014_support_feedback': supportFeedback,
  '0015_saved_search_alerts': savedSearchAlerts,
  '0016_usage_tracking': usageTracking,
  '0017_alert_confirmations': alertConfirmations,
}
