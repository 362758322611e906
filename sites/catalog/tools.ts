import type { Entry } from './entry.ts'

// Organizations and jurisdictions, and the arbitration, IP, competition and shared tools, with
// the tools' own calls.
export const toolRoutes = {
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
} as const satisfies Record<string, Entry<string>>
