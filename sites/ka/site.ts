import { productNames } from '../products.ts'
import {
  collectionRoutes,
  jurisdictionRoutes,
  newsAndAssistantRoutes,
  personalRoutes,
  sharedRoutes,
} from '../shared.ts'
import type { Site } from '../types.ts'
import { kaMenu } from './menu.ts'
import { kaVariants } from './variants.ts'

/** The arbitration edition (spec 001 §2.1). */
export const ka: Site = {
  id: 'KA',
  name: productNames.KA,
  hosts: ['ka.localhost', 'arbitration.research.example'],
  brandColor: '#940c72',
  theme: 'ka',
  corpora: ['isds-awards', 'nl-treaties', 'un-core-treaties', 'de-federal-statutes-ip-competition'],
  subscriptions: ['KA', 'KAPP', 'YB', 'IHB'],
  routes: {
    ...sharedRoutes,
    ...collectionRoutes,
    ...jurisdictionRoutes,
    ...newsAndAssistantRoutes,
    'api.journals.autocomplete': 'subscribed',
    awards: 'subscribed',
    nycsearch: 'subscribed',
    journals: 'subscribed',
    'document.case': 'subscribed',
    'document.proceeding': 'subscribed',
    'document.award': 'subscribed',
    'document.pdf': 'subscribed',
    'api.case.get-case': 'subscribed',
    'api.case.get-toc': 'subscribed',
    'api.case.get-proceeding': 'subscribed',
    'api.case.get-proceeding-document': 'subscribed',
    ...personalRoutes,
    organizations: 'subscribed',
    organization: 'subscribed',
    quickanswers: 'public',
    bits: 'subscribed',
    conventions: 'subscribed',
    nyctool: 'subscribed',
    'nyctool.item': 'subscribed',
    'nyctool.provision': 'subscribed',
    'nyctool.jurisdiction': 'subscribed',
    'nyctool.topic': 'subscribed',
    'practical-insights': 'subscribed',
    'practical-content': 'subscribed',
    'practical-content.compare': 'subscribed',
    'profile-navigator': 'subscribed',
    'profile-navigator.profile': 'subscribed',
    'api.arbitrator-search.search': 'subscribed',
    'api.arbitrator-search.autocomplete': 'subscribed',
    'api.arbitrator-profile': 'subscribed',
    'api.arbitrator-profile.cases-table': 'subscribed',
    'relationship-indicator': 'subscribed',
    'api.relationships.autocomplete': 'subscribed',
    'api.relationships.assess': 'subscribed',
    'api.relationships.latest-searches': 'subscribed',
    'templates-and-examples': 'subscribed',
    'templates-and-examples.document': 'subscribed',
    'templates-and-examples.file': 'subscribed',
    'api.templates.list': 'subscribed',
    'api.templates.document': 'subscribed',
    'document-guides': 'public',
    // The sales demo that the upsell dialog opens, also for visitors without a subscription.
    demopracticeplus: 'public',
    test: 'subscribed',
    'alerts.ita': 'subscribed',
    'alerts.ita.subscribe': 'public',
    'change-preferences': 'subscribed',
    'api.genai.author-send-message': 'subscribed',
  },
  variants: kaVariants,
  assistant: { summarize: true, author: true },
  search: {
    titleOnlyExcluded: ['KA'],
    caseLawFirst: true,
    modes: ['bits'],
    covers: 'awards, court rulings, treaties, arbitration laws, books and journals',
    addExample: 'OR compensation',
    examples: {
      AND: 'expropriation AND compensation',
      OR: 'expropriation OR nationalisation',
      NOT: 'treaty NOT bilateral',
      NEAR: 'fair NEAR equitable',
      NEARn: 'fair NEAR5 equitable',
      '*': 'arbitra*',
      '"…"': '"most favoured nation"',
      '( )': '(award OR decision) AND annulment',
    },
  },
  // The conventions an arbitration lawyer works with, first: New York, ICSID (Washington), the
  // Vienna Convention on the Law of Treaties (the UN's text and the register's, and the 1986
  // Convention), the UNCITRAL sales convention, the Geneva texts New York replaced, MIGA, then
  // State immunity, the Hague service, evidence and judgments conventions, and dispute settlement.
  leadingConventions: [
    'BWBV0005176', // New York Convention, 1958
    'BWBV0004615', // ICSID Convention (Washington), 1965
    'un-vclt', // Vienna Convention on the Law of Treaties, 1969
    'BWBV0003441', // the same, as the Dutch register holds it
    'BWBV0002302', // Vienna Convention on the Law of Treaties … International Organizations, 1986
    'BWBV0003909', // UN Convention on Contracts for the International Sale of Goods (UNCITRAL)
    'BWBV0006244', // Geneva Convention on the Execution of Foreign Arbitral Awards, 1927
    'BWBV0002598', // Convention establishing the Multilateral Investment Guarantee Agency
    'BWBV0004713', // UN Convention on Jurisdictional Immunities of States and Their Property
    'BWBV0003721', // European Convention on State Immunity
    'BWBV0002015', // Hague Service Convention
    'BWBV0001993', // Hague Evidence Convention
    'BWBV0002002', // Hague Judgments Convention, 2019
    'BWBV0005102', // European Convention for the Peaceful Settlement of Disputes
  ],
  filterLabels: {},
  home: {
    holds:
      'investment treaty awards and decisions, the arbitration conventions, bilateral investment ' +
      'treaties and arbitration law',
    placeholder: 'e.g. fair and equitable treatment',
    newContentTypes: ['Awards', 'Decisions', 'Procedural orders', 'Court decisions', 'Cases'],
    featured: [
      { id: 'BWBV0005176', cover: 'NYC' },
      { id: 'BWBV0004615', cover: 'ICSID' },
      { id: 'de-zpo', cover: 'ZPO' },
    ],
  },
  homeNewsMonths: null,
  blogKeys: [],
  menu: kaMenu,
}
