import type { Entry } from './entry.ts'

// Information pages, the account, password help, old URLs and usage tracking.
export const accountAndPageRoutes = {
  // Information pages
  'info.accessibility': { path: 'policy/accessibility', file: 'routes/info/accessibility.tsx' },
  'info.prompt-guide': { path: 'prompt-guide', file: 'routes/info/prompt-guide.tsx' },
  'info.tutorials': { path: 'tutorials', file: 'routes/info/tutorials.tsx' },
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
