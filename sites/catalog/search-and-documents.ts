import type { Entry } from './entry.ts'

// Home, the search screens, documents and cases, with the calls of the search, document,
// suggestion, arbitrator and Relationship Indicator API.
export const searchAndDocumentRoutes = {
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
} as const satisfies Record<string, Entry<string>>
