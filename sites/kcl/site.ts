import { productNames } from '../products.ts'
import { personalRoutes, sharedRoutes } from '../shared.ts'
import type { Site } from '../types.ts'
import { kclMenu } from './menu.ts'

/**
 * The competition edition (spec 001 §2.2). It sells one subscription, CT (competition and
 * trade), and shows one menu to all its users.
 */
export const kcl: Site = {
  id: 'KCL',
  name: productNames.KCL,
  hosts: ['kcl.localhost', 'competition.research.example'],
  brandColor: '#007ac3',
  theme: 'kcl',
  corpora: [
    'cjeu-judgments-2017-2018',
    'ec-antitrust-cases',
    'nl-treaties',
    'un-core-treaties',
    'de-federal-statutes-ip-competition',
  ],
  subscriptions: ['CT'],
  routes: {
    ...sharedRoutes,
    'resources.suggest': 'subscribed',
    'api.documentsearch.autocomplete': 'subscribed',
    'api.books.autocomplete': 'subscribed',
    'api.journals.autocomplete': 'subscribed',
    home: 'subscribed',
    search: 'subscribed',
    books: 'subscribed',
    journals: 'subscribed',
    'new-content': 'subscribed',
    document: 'subscribed',
    // The Commission's case register: case records, opened on the case page.
    'document.case': 'subscribed',
    'document.download': 'subscribed',
    'api.download': 'subscribed',
    'api.books.book-tocs': 'subscribed',
    ...personalRoutes,
    'kcl-token': 'public',
    jurisdictions: 'subscribed',
    jurisdiction: 'subscribed',
    'compare-jurisdictions': 'subscribed',
    'compare-jurisdictions.export': 'subscribed',
    'api.compare.topics-and-jurisdictions': 'subscribed',
    'api.compare.compare': 'subscribed',
    'api.search': 'subscribed',
    'practice-tools': 'public',
    'merger-thresholds': 'public',
    'market-definitions-locator': 'subscribed',
    smartcharts: 'subscribed',
    'smartcharts.download': 'subscribed',
    news: 'subscribed',
    'alerts.competition': 'subscribed',
    'alerts.competition.subscribe': 'public',
    'change-preferences': 'subscribed',
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
  },
  variants: {},
  filterLabels: { topic: 'Practice area' },
  home: {
    holds:
      "the European Commission's antitrust cases, competition judgments of the EU Court of " +
      'Justice and competition statutes',
    placeholder: 'e.g. abuse of a dominant position',
    newContentTypes: ['Cases', 'Judgments'],
    featured: [
      { id: 'de-gwb', cover: 'GWB' },
      { id: 'de-uwg-2004', cover: 'UWG' },
    ],
  },
  homeNewsMonths: 160,
  blogKeys: ['competitionLawBlogs'],
  menu: kclMenu,
}
