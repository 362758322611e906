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
  'account.sso-callback': 'public',
  'account.login-ip': 'public',
  'account.logout': 'public',
  'account.logged-out': 'public',
  'account.switch-account': 'public',
  'account.landing-page': 'public',
  'account.csrf': 'public',
  'account.information': 'public',
  'account.forgot-password': 'public',
  'account.reset-password': 'public',
  'account.change-password': 'public',
  'subscribe-success': 'public',
  unsubscribe: 'public',
  'search-alert.unsubscribe': 'public',
  'info.accessibility': 'public',
  'info.prompt-guide': 'public',
  'info.tutorials': 'public',
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
  'api.openapi': 'public',
  'api.docs': 'public',
  'api.ping': 'public',
  // A signed-in subscriber's usage events (the call answers 401 without an account).
  'api.events': 'public',
} as const satisfies RouteTable

/**
 * The subscriber's own things, the same in every edition: the favourites page and the
 * favourites, latest-searches, filter and customization calls (spec 001 §7.4, §7.9).
 */
export const personalRoutes = {
  favorites: 'subscribed',
  'api.favorite.get-favorites': 'subscribed',
  'api.favorite.add-folder': 'subscribed',
  'api.favorite.update-folder': 'subscribed',
  'api.favorite.delete-folder': 'subscribed',
  'api.favorite.add-favorites': 'subscribed',
  'api.favorite.update-favorites': 'subscribed',
  'api.favorite.delete-favorites': 'subscribed',
  'api.favorite-documents': 'subscribed',
  'api.favorite-searches': 'subscribed',
  'api.favorite-searches.item': 'subscribed',
  'api.latest-searches': 'subscribed',
  'api.latest-searches.item': 'subscribed',
  'api.filter.all-filters': 'subscribed',
  'api.filter.favorite-filters': 'subscribed',
  'api.customization': 'subscribed',
  'api.customization.our-tools-tile': 'subscribed',
  'api.customization.update-tools': 'subscribed',
  'api.customization.update-news-publication-title': 'subscribed',
  'api.customization.history': 'subscribed',
  'api.customization.add-history': 'subscribed',
  // Only for staff with the editor role besides (sites/staff.ts).
  'editors.search-report': 'subscribed',
} as const satisfies RouteTable

/**
 * The collection as every edition searches and reads it: home, search, books, new content and
 * documents, with the calls behind them.
 */
export const collectionRoutes = {
  'resources.suggest': 'subscribed',
  'api.documentsearch.autocomplete': 'subscribed',
  'api.books.autocomplete': 'subscribed',
  home: 'subscribed',
  search: 'subscribed',
  books: 'subscribed',
  'new-content': 'subscribed',
  document: 'subscribed',
  'document.download': 'subscribed',
  'api.download': 'subscribed',
  'api.books.book-tocs': 'subscribed',
  'api.search.search': 'subscribed',
  'api.search.filter': 'subscribed',
  'api.document.get-document': 'subscribed',
  'api.document.get-publication-detail': 'subscribed',
  'api.document.get-search-results': 'subscribed',
  'api.search': 'subscribed',
} as const satisfies RouteTable

/** Jurisdictions and their comparison, and the practice tools page: in every edition. */
export const jurisdictionRoutes = {
  jurisdictions: 'subscribed',
  jurisdiction: 'subscribed',
  'compare-jurisdictions': 'subscribed',
  'compare-jurisdictions.export': 'subscribed',
  'api.compare.topics-and-jurisdictions': 'subscribed',
  'api.compare.compare': 'subscribed',
  'practice-tools': 'public',
} as const satisfies RouteTable

/** Home's news and feeds, and the AI assistant: in every edition. */
export const newsAndAssistantRoutes = {
  news: 'subscribed',
  'api.home.blogs': 'subscribed',
  'api.home.tools': 'subscribed',
  'api.home.featured-content': 'subscribed',
  'api.new-content.search': 'subscribed',
  'api.news.custom-news': 'subscribed',
  'api.developments': 'subscribed',
  assistant: 'subscribed',
  'assistant.stream': 'subscribed',
  'assistant.feedback': 'subscribed',
  'assistant.conversation': 'subscribed',
  'api.genai.send-message': 'subscribed',
} as const satisfies RouteTable
