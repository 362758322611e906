import type { Entry } from './entry.ts'

// Alerts, the home page's and news calls, the compare-jurisdictions calls and the AI assistant.
export const alertAndAssistantRoutes = {
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
} as const satisfies Record<string, Entry<string>>
