/**
 * Every route module of the product, once, with its single canonical path (one module ↔ one
 * path). Editions pick keys from here in their route tables; an edition that needs another URL
 * for the same screen gets a redirect module.
 *
 * - `path` is relative to `parent` (top level when there is no parent), without a leading slash;
 *   an `index` route has the empty path. Paths match case-insensitively.
 * - `file` is relative to `app/`. `null` means the screen is not built yet: it stays unmounted
 *   and its URLs fall to the not-found page. `plannedFile` names the module it will get.
 * - The keys are the route ids.
 *
 * The catch-all not-found page is not listed: `app/routes.ts` mounts it last, for all editions.
 */

type Entry<Key extends string> = {
  readonly path: string
  readonly file: string | null
  readonly plannedFile?: string
  readonly parent?: Key
  readonly index?: boolean
}

const entries = {
  // Home and search modes
  home: { path: '', index: true, file: 'routes/home.tsx' },
  search: { path: 'search', file: null, plannedFile: 'routes/search/page.tsx' },
  awards: { path: 'awards', file: null, plannedFile: 'routes/search/awards.tsx' },
  nycsearch: { path: 'nycsearch', file: null, plannedFile: 'routes/search/nyc-search.tsx' },
  books: { path: 'books', file: null, plannedFile: 'routes/search/books.tsx' },
  journals: { path: 'journals', file: null, plannedFile: 'routes/search/journals.tsx' },
  'new-content': { path: 'new-content', file: null, plannedFile: 'routes/search/new-content.tsx' },

  // Documents, cases and awards
  document: { path: 'document/:id', file: null, plannedFile: 'routes/documents/document.tsx' },
  'document.case': {
    path: 'document/case/:caseId',
    file: null,
    plannedFile: 'routes/documents/case.tsx',
  },
  'document.proceeding': {
    path: 'document/case/:caseId/:proceedingId',
    file: null,
    plannedFile: 'routes/documents/proceeding.tsx',
  },
  'document.award': {
    path: 'document/case/:caseId/:proceedingId/:documentId',
    file: null,
    plannedFile: 'routes/documents/award-document.tsx',
  },
  'document.pdf': {
    path: 'document/getpdf/:file',
    file: null,
    plannedFile: 'routes/documents/pdf.ts',
  },

  // Favourites
  favorites: { path: 'favorites', file: null, plannedFile: 'routes/favorites/page.tsx' },

  // Organizations and jurisdictions
  organizations: {
    path: 'organizations',
    file: null,
    plannedFile: 'routes/organizations/list.tsx',
  },
  organization: {
    path: 'organization/:id',
    file: null,
    plannedFile: 'routes/organizations/organization.tsx',
  },
  jurisdictions: {
    path: 'jurisdictions',
    file: null,
    plannedFile: 'routes/jurisdictions/list.tsx',
  },
  jurisdiction: {
    path: 'jurisdiction/:name',
    file: null,
    plannedFile: 'routes/jurisdictions/jurisdiction.tsx',
  },
  'compare-jurisdictions': {
    path: 'compare-jurisdictions/:slug',
    file: null,
    plannedFile: 'routes/compare-jurisdictions/page.tsx',
  },
  quickanswers: { path: 'quickanswers/:slug', file: 'routes/redirects/quickanswers.ts' },
  'practice-tools': { path: 'practice-tools/:slug', file: 'routes/redirects/practice-tools.ts' },
  'merger-thresholds': {
    path: 'merger-thresholds',
    file: 'routes/redirects/merger-thresholds.ts',
  },

  // Arbitration tools
  bits: { path: 'bits', file: null, plannedFile: 'routes/treaties/bits.tsx' },
  conventions: { path: 'conventions', file: null, plannedFile: 'routes/treaties/conventions.tsx' },
  nyctool: { path: 'nyctool', file: null, plannedFile: 'routes/nyc-tool/overview.tsx' },
  'nyctool.item': { path: 'nyctool/:id', file: null, plannedFile: 'routes/nyc-tool/item.tsx' },
  'nyctool.provision': {
    path: 'nyctool/provision',
    file: null,
    plannedFile: 'routes/nyc-tool/provision.tsx',
  },
  'nyctool.jurisdiction': {
    path: 'nyctool/jurisdiction',
    file: null,
    plannedFile: 'routes/nyc-tool/jurisdiction.tsx',
  },
  'nyctool.topic': { path: 'nyctool/topic', file: null, plannedFile: 'routes/nyc-tool/topic.tsx' },
  'practical-insights': {
    path: 'practical-insights',
    file: null,
    plannedFile: 'routes/practical-insights/list.tsx',
  },
  'practical-content': {
    path: 'practical-content/:id',
    file: null,
    plannedFile: 'routes/practical-insights/item.tsx',
  },
  'practical-content.compare': {
    path: 'practical-content/compare',
    file: null,
    plannedFile: 'routes/practical-insights/compare.tsx',
  },
  'profile-navigator': {
    path: 'profile-navigator',
    file: null,
    plannedFile: 'routes/profile-navigator/search.tsx',
  },
  'profile-navigator.profile': {
    path: 'profile-navigator/:id',
    file: null,
    plannedFile: 'routes/profile-navigator/profile.tsx',
  },
  'relationship-indicator': {
    path: 'relationship-indicator',
    file: null,
    plannedFile: 'routes/relationship-indicator/page.tsx',
  },
  'templates-and-examples': {
    path: 'templates-and-examples',
    file: null,
    plannedFile: 'routes/templates/list.tsx',
  },
  'templates-and-examples.document': {
    path: 'templates-and-examples/:documentId',
    file: null,
    plannedFile: 'routes/templates/document.tsx',
  },
  'document-guides': { path: 'document-guides', file: 'routes/redirects/document-guides.ts' },
  demopracticeplus: { path: 'demopracticeplus', file: 'routes/demo-practice-plus.tsx' },
  test: { path: 'test', file: null, plannedFile: 'routes/test-page.tsx' },

  // IP tools and mini-app
  'eqe-materials': {
    path: 'eqe-materials',
    file: null,
    plannedFile: 'routes/ip/eqe-materials.tsx',
  },
  usefullinks: { path: 'usefullinks', file: null, plannedFile: 'routes/ip/useful-links.tsx' },
  'case-law': { path: 'case-law', file: null, plannedFile: 'routes/ip/case-law.tsx' },
  'manual-ip': { path: 'manual-ip', file: null, plannedFile: 'routes/manual-ip/layout.tsx' },
  'manual-ip.home': {
    path: '',
    index: true,
    parent: 'manual-ip',
    file: null,
    plannedFile: 'routes/manual-ip/home.tsx',
  },
  'manual-ip.search': {
    path: 'search',
    parent: 'manual-ip',
    file: null,
    plannedFile: 'routes/manual-ip/search.tsx',
  },
  'manual-ip.favorites': {
    path: 'favorites',
    parent: 'manual-ip',
    file: null,
    plannedFile: 'routes/manual-ip/favorites.tsx',
  },

  // Competition tools and mini-app
  'market-definitions-locator': {
    path: 'market-definitions-locator',
    file: null,
    plannedFile: 'routes/market-definitions/page.tsx',
  },
  'kcl-token': { path: ':token', file: 'routes/redirects/kcl-token.ts' },

  // Shared tools
  smartcharts: { path: 'smartcharts', file: null, plannedFile: 'routes/smart-charts.tsx' },
  news: { path: 'news', file: null, plannedFile: 'routes/news/page.tsx' },

  // Alerts
  'alerts.ita': {
    path: 'itaarbitrationreport',
    file: null,
    plannedFile: 'routes/alerts/ita-report.tsx',
  },
  'alerts.ita.subscribe': {
    path: 'itaarbitrationreport/subscribe',
    file: null,
    plannedFile: 'routes/alerts/ita-report-subscribe.tsx',
  },
  'alerts.competition': {
    path: 'competitionlawnewsalerts',
    file: null,
    plannedFile: 'routes/alerts/competition.tsx',
  },
  'alerts.competition.subscribe': {
    path: 'competitionlawnewsalerts/subscribe',
    file: null,
    plannedFile: 'routes/alerts/competition-subscribe.tsx',
  },
  'alerts.ip': { path: 'ipnewsalerts', file: null, plannedFile: 'routes/alerts/ip.tsx' },
  'alerts.ip.subscribe': {
    path: 'ipnewsalerts/subscribe',
    file: null,
    plannedFile: 'routes/alerts/ip-subscribe.tsx',
  },
  'alerts.ip.change-preferences': {
    path: 'ipnewsalerts/change-preferences',
    file: null,
    plannedFile: 'routes/alerts/ip-change-preferences.tsx',
  },
  'subscribe-success': {
    path: 'subscribe-success',
    file: null,
    plannedFile: 'routes/alerts/subscribe-success.tsx',
  },
  'change-preferences': {
    path: 'change-preferences',
    file: null,
    plannedFile: 'routes/alerts/change-preferences.tsx',
  },
  unsubscribe: { path: 'unsubscribe', file: null, plannedFile: 'routes/alerts/unsubscribe.tsx' },

  // Information pages
  'info.accessibility': { path: 'policy/accessibility', file: 'routes/info/accessibility.tsx' },
  'info.prompt-guide': { path: 'prompt-guide', file: 'routes/info/prompt-guide.tsx' },
  'info.ai-disclaimer': { path: 'aidisclaimer', file: 'routes/info/ai-disclaimer.tsx' },
  'info.contact-support': {
    path: 'contactcustomersupport',
    file: 'routes/info/contact-support.tsx',
  },

  // Account
  'account.login': { path: 'account/login', file: 'routes/account/login.tsx' },
  'account.sso-login': { path: 'account/ssologin', file: 'routes/account/sso-login.tsx' },
  'account.logout': { path: 'account/logout', file: 'routes/account/logout.tsx' },
  'account.switch-account': {
    path: 'account/switchAccount',
    file: 'routes/account/switch-account.tsx',
  },
  'account.landing-page': { path: 'landingpage', file: 'routes/account/landing-page.tsx' },
  'account.csrf': { path: 'account/GetCsrf', file: 'routes/account/csrf.ts' },
  'account.information': {
    path: 'account/GetAccountInformation',
    file: 'routes/account/account-information.ts',
  },

  // Old URLs, redirects, utility pages
  'old-url.commonui': { path: 'commonui/*', file: 'routes/old-url-notice.tsx' },
  'old-url.book-toc': { path: 'book-toc.aspx/*', file: 'routes/old-url-notice-book-toc.tsx' },
  'old-url.document': { path: 'document.aspx/*', file: 'routes/old-url-notice-document.tsx' },
  'book-toc': { path: 'book-toc', file: 'routes/redirects/book-toc.ts' },
  journal: { path: 'journal', file: 'routes/redirects/journal.ts' },
  'request-demo': { path: 'request-demo', file: 'routes/request-demo.tsx' },
  'resources.preferences': { path: 'preferences', file: 'routes/resources/preferences.ts' },
  error500: { path: 'error500', file: 'routes/error500.tsx' },
  offline: { path: 'offline', file: 'routes/offline.tsx' },
} as const satisfies Record<string, Entry<string>>

export type RouteKey = keyof typeof entries
export type CatalogEntry = Entry<RouteKey>

export const catalog: Readonly<Record<RouteKey, CatalogEntry>> = entries

export const routeKeys = Object.keys(catalog) as RouteKey[]
