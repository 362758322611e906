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
  /** A JSON call: a caller without a session gets 401 JSON instead of the sign-in redirect. */
  readonly api?: boolean
}

const entries = {
  // Home and search modes
  home: { path: '', index: true, file: 'routes/home.tsx' },
  search: { path: 'search', file: 'routes/search/page.tsx' },
  awards: { path: 'awards', file: 'routes/search/awards.tsx' },
  nycsearch: { path: 'nycsearch', file: 'routes/search/nyc-search.tsx' },
  books: { path: 'books', file: 'routes/search/books.tsx' },
  journals: { path: 'journals', file: 'routes/search/journals.tsx' },
  'new-content': { path: 'new-content', file: 'routes/search/new-content.tsx' },

  // Documents, cases and awards
  document: { path: 'document/:id', file: 'routes/documents/document.tsx' },
  'document.case': {
    path: 'document/case/:caseId',
    file: 'routes/documents/case.tsx',
  },
  'document.proceeding': {
    path: 'document/case/:caseId/:proceedingId',
    file: 'routes/documents/proceeding.tsx',
  },
  'document.award': {
    path: 'document/case/:caseId/:proceedingId/:documentId',
    file: 'routes/documents/award-document.tsx',
  },
  'document.pdf': {
    path: 'document/getpdf/:file',
    file: 'routes/documents/pdf.ts',
  },
  'document.download': {
    path: 'document/:id/download/:format',
    file: 'routes/documents/download.ts',
  },

  // Downloads and book tables of contents API (spec 001 §7.2, §7.5)
  'api.download': { path: 'apiv2/api/Download/:format', file: 'routes/api/download.ts' },
  'api.books.book-tocs': { path: 'apiv2/Books/BookTocs', file: 'routes/api/book-tocs.ts' },

  // The API's own description: OpenAPI document and reference page, from the calls' contracts
  'api.openapi': { path: 'apiv2/openapi.json', file: 'routes/api/openapi/openapi-json.ts' },
  'api.docs': { path: 'apiv2/docs', file: 'routes/api/openapi/docs.tsx' },

  // Search, documents, cases and ping API (spec 000 §7, 001 §7.2, §7.5)
  'api.search.search': { path: 'apiv2/:endpoint/search', file: 'routes/api/search/search.ts' },
  'api.search.filter': { path: 'apiv2/:endpoint/Filter', file: 'routes/api/search/filter.ts' },
  'api.document.get-document': {
    path: 'apiv2/document/GetDocument',
    file: 'routes/api/document/get-document.ts',
  },
  'api.document.get-publication-detail': {
    path: 'apiv2/document/GetPublicationDetail',
    file: 'routes/api/document/get-publication-detail.ts',
  },
  'api.document.get-search-results': {
    path: 'apiv2/Document/GetSearchResults',
    file: 'routes/api/document/get-search-results.ts',
  },
  'api.case.get-case': {
    path: 'apiv2/CaseAndProceeding/GetCase',
    file: 'routes/api/case/get-case.ts',
  },
  'api.case.get-toc': {
    path: 'apiv2/CaseAndProceeding/GetToc',
    file: 'routes/api/case/get-toc.ts',
  },
  'api.case.get-proceeding': {
    path: 'apiv2/CaseAndProceeding/GetProceeding',
    file: 'routes/api/case/get-proceeding.ts',
  },
  'api.case.get-proceeding-document': {
    path: 'apiv2/CaseAndProceeding/GetProceedingDocument',
    file: 'routes/api/case/get-proceeding-document.ts',
  },
  'api.ping': { path: 'apiv2/api/Ping', file: 'routes/api/service/ping.ts' },

  // Suggestions API (spec 000 §7, 001 §7.2); the header's own calls go to resources/suggest
  'api.documentsearch.autocomplete': {
    path: 'apiv2/documentsearch/autocomplete',
    file: 'routes/api/autocomplete/documents.ts',
  },
  'api.books.autocomplete': {
    path: 'apiv2/books/autocomplete',
    file: 'routes/api/autocomplete/books.ts',
  },
  'api.journals.autocomplete': {
    path: 'apiv2/journals/autocomplete',
    file: 'routes/api/autocomplete/journals.ts',
  },

  // Arbitrator profiles API (spec 001 §7.6)
  'api.arbitrator-search.search': {
    path: 'apiv2/ArbitratorSearch/Search',
    file: 'routes/api/arbitrators/search.ts',
  },
  'api.arbitrator-search.autocomplete': {
    path: 'apiv2/ArbitratorSearch/AutoComplete',
    file: 'routes/api/arbitrators/autocomplete.ts',
  },
  'api.arbitrator-profile': {
    path: 'apiv2/ArbitratorProfile/:slug',
    file: 'routes/api/arbitrators/profile.ts',
  },
  'api.arbitrator-profile.cases-table': {
    path: 'apiv2/ArbitratorProfile/CasesTable/:slug',
    file: 'routes/api/arbitrators/cases-table.ts',
  },

  // Relationship indicator API (spec 001 §7.7)
  'api.relationships.autocomplete': {
    path: 'apiv2/AssessRelationships/Autocomplete/:type/:text/:limit',
    file: 'routes/api/arbitrators/relationship-autocomplete.ts',
  },
  'api.relationships.assess': {
    path: 'apiv2/AssessRelationships/AssessRelationships',
    file: 'routes/api/arbitrators/assess-relationships.ts',
  },
  'api.relationships.latest-searches': {
    path: 'apiv2/Customization/RelationshipIndicatorLatestSearches',
    file: 'routes/api/arbitrators/relationship-latest-searches.ts',
  },

  // Favourites
  favorites: { path: 'favorites', file: 'routes/favorites/page.tsx' },

  // Favourites and personalization API (spec 001 §7.4, §7.9)
  'api.favorite.get-favorites': {
    path: 'apiv2/Favorite/GetFavorites',
    file: 'routes/api/favorite/get-favorites.ts',
  },
  'api.favorite.add-folder': {
    path: 'apiv2/Favorite/AddFolder',
    file: 'routes/api/favorite/add-folder.ts',
  },
  'api.favorite.update-folder': {
    path: 'apiv2/Favorite/UpdateFolder',
    file: 'routes/api/favorite/update-folder.ts',
  },
  'api.favorite.delete-folder': {
    path: 'apiv2/Favorite/DeleteFolder',
    file: 'routes/api/favorite/delete-folder.ts',
  },
  'api.favorite.add-favorites': {
    path: 'apiv2/Favorite/AddFavorites',
    file: 'routes/api/favorite/add-favorites.ts',
  },
  'api.favorite.update-favorites': {
    path: 'apiv2/Favorite/UpdateFavorites',
    file: 'routes/api/favorite/update-favorites.ts',
  },
  'api.favorite.delete-favorites': {
    path: 'apiv2/Favorite/DeleteFavorites',
    file: 'routes/api/favorite/delete-favorites.ts',
  },
  'api.favorite-documents': {
    path: 'apiv2/api/FavoriteDocuments',
    file: 'routes/api/favorite/favorite-documents.ts',
  },
  'api.favorite-searches': {
    path: 'apiv2/api/FavoriteSearches',
    file: 'routes/api/favorite/favorite-searches.ts',
  },
  'api.favorite-searches.item': {
    path: 'apiv2/api/FavoriteSearches/:id',
    file: 'routes/api/favorite/favorite-search.ts',
  },
  'api.latest-searches': {
    path: 'apiv2/api/LatestSearches',
    file: 'routes/api/favorite/latest-searches.ts',
  },
  'api.latest-searches.item': {
    path: 'apiv2/api/LatestSearches/:id',
    file: 'routes/api/favorite/latest-search.ts',
  },
  'api.filter.all-filters': {
    path: 'apiv2/api/Filter/allFilters',
    file: 'routes/api/favorite/all-filters.ts',
  },
  'api.filter.favorite-filters': {
    path: 'apiv2/api/Filter/favoriteFilters',
    file: 'routes/api/favorite/favorite-filters.ts',
  },
  'api.customization': {
    path: 'apiv2/Customization',
    file: 'routes/api/customization/customization.ts',
  },
  'api.customization.our-tools-tile': {
    path: 'apiv2/Customization/OurToolsTile',
    file: 'routes/api/customization/our-tools-tile.ts',
  },
  'api.customization.update-tools': {
    path: 'apiv2/Customization/UpdateTools',
    file: 'routes/api/customization/update-tools.ts',
  },
  'api.customization.update-news-publication-title': {
    path: 'apiv2/Customization/UpdateNewsPublicationTitle',
    file: 'routes/api/customization/update-news-publication-title.ts',
  },
  'api.customization.history': {
    path: 'apiv2/Customization/History',
    file: 'routes/api/customization/history.ts',
  },
  'api.customization.add-history': {
    path: 'apiv2/Customization/AddHistory',
    file: 'routes/api/customization/add-history.ts',
  },

  // Organizations and jurisdictions
  organizations: {
    path: 'organizations',
    file: 'routes/organizations/list.tsx',
  },
  organization: {
    path: 'organization/:id',
    file: 'routes/organizations/organization.tsx',
  },
  jurisdictions: { path: 'jurisdictions', file: 'routes/jurisdictions/list.tsx' },
  jurisdiction: { path: 'jurisdiction/:name', file: 'routes/jurisdictions/jurisdiction.tsx' },
  'compare-jurisdictions': {
    path: 'compare-jurisdictions/:slug',
    file: 'routes/compare-jurisdictions/page.tsx',
  },
  'compare-jurisdictions.export': {
    path: 'compare-jurisdictions/:slug/export/:format',
    file: 'routes/compare-jurisdictions/export.ts',
  },
  quickanswers: { path: 'quickanswers/:slug', file: 'routes/redirects/quickanswers.ts' },
  'practice-tools': { path: 'practice-tools/:slug', file: 'routes/redirects/practice-tools.ts' },
  'merger-thresholds': {
    path: 'merger-thresholds',
    file: 'routes/redirects/merger-thresholds.ts',
  },

  // Arbitration tools
  bits: { path: 'bits', file: 'routes/treaties/bits.tsx' },
  conventions: { path: 'conventions', file: 'routes/treaties/conventions.tsx' },
  nyctool: { path: 'nyctool', file: 'routes/nyc-tool/overview.tsx' },
  'nyctool.item': { path: 'nyctool/:id', file: 'routes/nyc-tool/item.tsx' },
  'nyctool.provision': { path: 'nyctool/provision', file: 'routes/nyc-tool/provision.tsx' },
  'nyctool.jurisdiction': {
    path: 'nyctool/jurisdiction',
    file: 'routes/nyc-tool/jurisdiction.tsx',
  },
  'nyctool.topic': { path: 'nyctool/topic', file: 'routes/nyc-tool/topic.tsx' },
  'practical-insights': {
    path: 'practical-insights',
    file: 'routes/practical-insights/list.tsx',
  },
  'practical-content': {
    path: 'practical-content/:id',
    file: 'routes/practical-insights/item.tsx',
  },
  'practical-content.compare': {
    path: 'practical-content/compare',
    file: 'routes/practical-insights/compare.tsx',
  },
  'profile-navigator': {
    path: 'profile-navigator',
    file: 'routes/profile-navigator/search.tsx',
  },
  'profile-navigator.profile': {
    path: 'profile-navigator/:id',
    file: 'routes/profile-navigator/profile.tsx',
  },
  'relationship-indicator': {
    path: 'relationship-indicator',
    file: 'routes/relationship-indicator/page.tsx',
  },
  'templates-and-examples': { path: 'templates-and-examples', file: 'routes/templates/list.tsx' },
  'templates-and-examples.document': {
    path: 'templates-and-examples/:documentId',
    file: 'routes/templates/document.tsx',
  },
  'templates-and-examples.file': {
    path: 'templates-and-examples/:documentId/files/:fileName',
    file: 'routes/templates/file.ts',
  },
  // Templates and examples API (spec 001 §7.8)
  'api.templates.list': {
    path: 'apiv2/TemplatesAndExamples/GetTemplatesAndExamples',
    file: 'routes/api/templates/get-templates-and-examples.ts',
  },
  'api.templates.document': {
    path: 'apiv2/TemplatesAndExamples/GetTemplatesAndExamplesDocument/:id',
    file: 'routes/api/templates/get-templates-and-examples-document.ts',
  },
  'document-guides': { path: 'document-guides', file: 'routes/redirects/document-guides.ts' },
  demopracticeplus: { path: 'demopracticeplus', file: 'routes/demo-practice-plus.tsx' },
  test: { path: 'test', file: 'routes/test-page.tsx' },

  // IP tools and mini-app
  'eqe-materials': { path: 'eqe-materials', file: 'routes/ip/eqe-materials.tsx' },
  usefullinks: { path: 'usefullinks', file: 'routes/ip/useful-links.tsx' },
  'case-law': { path: 'case-law', file: 'routes/ip/case-law.tsx' },
  'manual-ip': { path: 'manual-ip', file: 'routes/manual-ip/layout.tsx' },
  'manual-ip.home': {
    path: '',
    index: true,
    parent: 'manual-ip',
    file: 'routes/manual-ip/home.tsx',
  },
  'manual-ip.search': {
    path: 'search',
    parent: 'manual-ip',
    file: 'routes/manual-ip/search.tsx',
  },
  'manual-ip.favorites': {
    path: 'favorites',
    parent: 'manual-ip',
    file: 'routes/manual-ip/favorites.tsx',
  },
  // Its calls (spec 001 §7.11 shows no paths; designed in the style of /mdl): JSON for a
  // signed-in subscriber, 401 JSON for anyone else.
  'mip.ping': { path: 'mip/api/ping', file: 'routes/manual-ip/api/ping.ts', api: true },
  'mip.countries': {
    path: 'mip/api/countries',
    file: 'routes/manual-ip/api/countries.ts',
    api: true,
  },
  'mip.compare': { path: 'mip/api/compare', file: 'routes/manual-ip/api/compare.ts', api: true },
  'mip.search': { path: 'mip/api/search', file: 'routes/manual-ip/api/search.ts', api: true },
  'mip.entry': { path: 'mip/api/entry', file: 'routes/manual-ip/api/entry.ts', api: true },
  'mip.favorites': {
    path: 'mip/api/favorites',
    file: 'routes/manual-ip/api/favorites.ts',
    api: true,
  },

  // Competition tools and mini-app
  'market-definitions-locator': {
    path: 'market-definitions-locator',
    file: 'routes/market-definitions/layout.tsx',
  },
  'market-definitions-locator.home': {
    path: '',
    index: true,
    parent: 'market-definitions-locator',
    file: 'routes/market-definitions/home.tsx',
  },
  'market-definitions-locator.search': {
    path: 'search',
    parent: 'market-definitions-locator',
    file: 'routes/market-definitions/search.tsx',
  },
  'market-definitions-locator.document': {
    path: 'document/:id',
    parent: 'market-definitions-locator',
    file: 'routes/market-definitions/document.tsx',
  },
  'market-definitions-locator.email': {
    path: 'email',
    parent: 'market-definitions-locator',
    file: 'routes/market-definitions/email.tsx',
  },
  'market-definitions-locator.login': {
    path: 'login',
    parent: 'market-definitions-locator',
    file: 'routes/market-definitions/login.tsx',
  },
  'market-definitions-locator.logout': {
    path: 'logout',
    parent: 'market-definitions-locator',
    file: 'routes/market-definitions/logout.tsx',
  },
  // Its calls (spec 001 §7.10): JSON for a signed-in subscriber, 401 JSON for anyone else.
  'mdl.ping': { path: 'mdl/api/ping', file: 'routes/market-definitions/api/ping.ts', api: true },
  'mdl.autocomplete': {
    path: 'mdl/api/autocomplete',
    file: 'routes/market-definitions/api/autocomplete.ts',
    api: true,
  },
  'mdl.search': {
    path: 'mdl/api/search',
    file: 'routes/market-definitions/api/search.ts',
    api: true,
  },
  'mdl.document': {
    path: 'mdl/api/document',
    file: 'routes/market-definitions/api/document.ts',
    api: true,
  },
  'mdl.email': {
    path: 'mdl/Documents/Email',
    file: 'routes/market-definitions/api/email.ts',
    api: true,
  },
  'kcl-token': { path: ':token', file: 'routes/redirects/kcl-token.ts' },

  // Shared tools
  smartcharts: { path: 'smartcharts', file: 'routes/smart-charts/page.tsx' },
  'smartcharts.download': { path: 'smartcharts/download', file: 'routes/smart-charts/download.ts' },
  news: { path: 'news', file: 'routes/news/page.tsx' },

  // Alerts
  'alerts.ita': {
    path: 'itaarbitrationreport',
    file: 'routes/alerts/ita-report.tsx',
  },
  'alerts.ita.subscribe': {
    path: 'itaarbitrationreport/subscribe',
    file: 'routes/alerts/ita-report-subscribe.tsx',
  },
  'alerts.competition': {
    path: 'competitionlawnewsalerts',
    file: 'routes/alerts/competition.tsx',
  },
  'alerts.competition.subscribe': {
    path: 'competitionlawnewsalerts/subscribe',
    file: 'routes/alerts/competition-subscribe.tsx',
  },
  'alerts.ip': { path: 'ipnewsalerts', file: 'routes/alerts/ip.tsx' },
  'alerts.ip.subscribe': {
    path: 'ipnewsalerts/subscribe',
    file: 'routes/alerts/ip-subscribe.tsx',
  },
  'alerts.ip.change-preferences': {
    path: 'ipnewsalerts/change-preferences',
    file: 'routes/alerts/ip-change-preferences.tsx',
  },
  'subscribe-success': {
    path: 'subscribe-success',
    file: 'routes/alerts/subscribe-success.tsx',
  },
  'change-preferences': {
    path: 'change-preferences',
    file: 'routes/alerts/change-preferences.tsx',
  },
  unsubscribe: { path: 'unsubscribe', file: 'routes/alerts/unsubscribe.tsx' },

  // Home, news and alerts API (spec 001 §7.5, §7.9)
  'api.home.blogs': { path: 'apiv2/Home/HomePageBlogs', file: 'routes/api/home/blogs.ts' },
  'api.home.tools': { path: 'apiv2/Home/HomeTools', file: 'routes/api/home/tools.ts' },
  'api.home.featured-content': {
    path: 'apiv2/Home/HomeFeaturedContent',
    file: 'routes/api/home/featured-content.ts',
  },
  'api.new-content.search': {
    path: 'apiv2/NewContent/Search',
    file: 'routes/api/home/new-content-search.ts',
  },
  'api.news.custom-news': { path: 'apiv2/News/CustomNews', file: 'routes/api/home/custom-news.ts' },
  'api.developments': { path: 'apiv2/api/Developments', file: 'routes/api/home/developments.ts' },

  // Compare jurisdictions and search by topic and jurisdiction (spec 001 §7.2, §7.3)
  'api.compare.topics-and-jurisdictions': {
    path: 'apiv2/CompareJurisdictions/TopicsAndJurisdictions/:slug',
    file: 'routes/api/compare/topics-and-jurisdictions.ts',
  },
  'api.compare.compare': {
    path: 'apiv2/CompareJurisdictions/Compare/:slug',
    file: 'routes/api/compare/compare.ts',
  },
  'api.search': { path: 'apiv2/api/Search', file: 'routes/api/compare/search.ts' },

  // AI assistant: the page (works without JavaScript), the panel's calls, the spec's API (000 §7)
  assistant: { path: 'assistant', file: 'routes/assistant/page.tsx' },
  'assistant.stream': { path: 'resources/assistant-stream', file: 'routes/assistant/stream.ts' },
  'assistant.feedback': {
    path: 'resources/assistant-feedback',
    file: 'routes/assistant/feedback.ts',
  },
  'assistant.conversation': {
    path: 'resources/assistant-conversation',
    file: 'routes/assistant/conversation.ts',
  },
  'api.genai.send-message': {
    path: 'apiv2/GenAi/expy-api-proxy/send_message',
    file: 'routes/assistant/api-send-message.ts',
  },
  'api.genai.author-send-message': {
    path: 'apiv2/GenAi/author-api-proxy/send_message',
    file: 'routes/assistant/api-author-send-message.ts',
  },

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
  'account.sso-callback': {
    path: 'account/ssocallback',
    file: 'routes/account/sso-callback.tsx',
  },
  'account.login-ip': { path: 'account/loginip', file: 'routes/account/login-ip.tsx' },
  'account.logout': { path: 'account/logout', file: 'routes/account/logout.tsx' },
  'account.logged-out': { path: 'account/loggedout', file: 'routes/account/logged-out.tsx' },
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
  // The one-click link of a saved search's alert e-mail: ends that alert alone
  'search-alert.unsubscribe': {
    path: 'savedsearchalert/unsubscribe',
    file: 'routes/alerts/search-alert-unsubscribe.tsx',
  },
  // Password help: the link by e-mail, the page it opens, and changing it when signed in
  'account.forgot-password': {
    path: 'account/forgotpassword',
    file: 'routes/account/forgot-password.tsx',
  },
  'account.reset-password': {
    path: 'account/resetpassword',
    file: 'routes/account/reset-password.tsx',
  },
  'account.change-password': {
    path: 'account/changepassword',
    file: 'routes/account/change-password.tsx',
  },

  // Old URLs, redirects, utility pages
  'old-url.commonui': { path: 'commonui/*', file: 'routes/old-url-notice.tsx' },
  'old-url.book-toc': { path: 'book-toc.aspx/*', file: 'routes/old-url-notice-book-toc.tsx' },
  'old-url.document': { path: 'document.aspx/*', file: 'routes/old-url-notice-document.tsx' },
  'book-toc': { path: 'book-toc', file: 'routes/redirects/book-toc.ts' },
  journal: { path: 'journal', file: 'routes/redirects/journal.ts' },
  'request-demo': { path: 'request-demo', file: 'routes/request-demo.tsx' },
  'resources.preferences': { path: 'preferences', file: 'routes/resources/preferences.ts' },
  'resources.suggest': { path: 'resources/suggest', file: 'routes/resources/suggest.ts' },
  error500: { path: 'error500', file: 'routes/error500.tsx' },
  // Usage tracking (spec 001 §4) and the editors' report of searches (staff only: sites/staff.ts)
  'api.events': { path: 'apiv2/api/Events', file: 'routes/api/events/events.ts' },
  'editors.search-report': {
    path: 'editors/search-report',
    file: 'routes/editors/search-report.tsx',
  },
  offline: { path: 'offline', file: 'routes/offline.tsx' },
} as const satisfies Record<string, Entry<string>>

export type RouteKey = keyof typeof entries
export type CatalogEntry = Entry<RouteKey>

export const catalog: Readonly<Record<RouteKey, CatalogEntry>> = entries

export const routeKeys = Object.keys(catalog) as RouteKey[]
