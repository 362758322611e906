import type { RouteTable } from './types.ts'

/**
 * Routes every edition has. All are public: sign-in and account plumbing, alert
 * (un)subscription confirmations, information pages, old-URL notices, redirects (the target
 * route does its own check), the request-demo form, cookie and banner preferences, and the
 * error and offline pages. The catch-all not-found page is outside the catalog and open to all.
 */
export const sharedRoutes = {
  'account.login': 'public',
  'account.sso-login': 'public',
  'account.logout': 'public',
  'account.switch-account': 'public',
  'account.landing-page': 'public',
  'account.csrf': 'public',
  'account.information': 'public',
  'subscribe-success': 'public',
  unsubscribe: 'public',
  'info.accessibility': 'public',
  'info.prompt-guide': 'public',
  'info.ai-disclaimer': 'public',
  'info.contact-support': 'public',
  'old-url.commonui': 'public',
  'old-url.book-toc': 'public',
  'old-url.document': 'public',
  'book-toc': 'public',
  journal: 'public',
  'request-demo': 'public',
  'resources.preferences': 'public',
  error500: 'public',
  offline: 'public',
} as const satisfies RouteTable
