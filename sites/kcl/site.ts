import { productNames } from '../products.ts'
import {
  collectionRoutes,
  jurisdictionRoutes,
  newsAndAssistantRoutes,
  personalRoutes,
  sharedRoutes,
} from '../shared.ts'
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
    ...collectionRoutes,
    ...jurisdictionRoutes,
    ...newsAndAssistantRoutes,
    'api.journals.autocomplete': 'subscribed',
    journals: 'subscribed',
    // The Commission's case register: case records, opened on the case page.
    'document.case': 'subscribed',
    'api.case.get-case': 'subscribed',
    'api.case.get-toc': 'subscribed',
    'api.case.get-proceeding': 'subscribed',
    'api.case.get-proceeding-document': 'subscribed',
    ...personalRoutes,
    'kcl-token': 'public',
    'merger-thresholds': 'public',
    'market-definitions-locator.home': 'subscribed',
    'market-definitions-locator.search': 'subscribed',
    'market-definitions-locator.document': 'subscribed',
    'market-definitions-locator.email': 'subscribed',
    'market-definitions-locator.login': 'subscribed',
    'market-definitions-locator.logout': 'subscribed',
    'mdl.ping': 'subscribed',
    'mdl.autocomplete': 'subscribed',
    'mdl.search': 'subscribed',
    'mdl.document': 'subscribed',
    'mdl.email': 'subscribed',
    smartcharts: 'subscribed',
    'smartcharts.download': 'subscribed',
    'alerts.competition': 'subscribed',
    'alerts.competition.subscribe': 'public',
    'change-preferences': 'subscribed',
  },
  variants: {},
  assistant: { summarize: true, author: false },
  search: {
    titleOnlyExcluded: [],
    caseLawFirst: false,
    modes: [],
    covers: "the European Commission's cases, EU judgments and competition law",
    addExample: 'OR cartel',
    examples: {
      AND: 'cartel AND fine',
      OR: 'merger OR concentration',
      NOT: 'agreement NOT vertical',
      NEAR: 'dominant NEAR position',
      NEARn: 'dominant NEAR5 position',
      '*': 'competit*',
      '"…"': '"abuse of a dominant position"',
      '( )': '(cartel OR "concerted practice") AND fine',
    },
  },
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
