import { productNames } from '../products.ts'
import {
  collectionRoutes,
  jurisdictionRoutes,
  newsAndAssistantRoutes,
  personalRoutes,
  sharedRoutes,
} from '../shared.ts'
import type { Site } from '../types.ts'
import { kiplMenu } from './menu.ts'
import { kiplVariants } from './variants.ts'

/** The intellectual property edition (spec 001 §2.3). */
export const kipl: Site = {
  id: 'KIPL',
  name: productNames.KIPL,
  hosts: ['kipl.localhost', 'ip.research.example'],
  brandColor: '#007ac3',
  theme: 'kipl',
  corpora: [
    'cjeu-judgments-2017-2018',
    'udrp-domain-decisions',
    'nl-treaties',
    'un-core-treaties',
    'de-federal-statutes-ip-competition',
  ],
  subscriptions: ['IPL', 'PL', 'MIP', 'CT', 'GPL', 'ILTT', 'SPW'],
  routes: {
    ...sharedRoutes,
    ...collectionRoutes,
    ...jurisdictionRoutes,
    ...newsAndAssistantRoutes,
    'api.journals.autocomplete': { only: ['IPL', 'PL', 'CT'] },
    journals: { only: ['IPL', 'PL', 'CT'] },
    'document.pdf': 'subscribed',
    ...personalRoutes,
    'eqe-materials': { only: ['IPL', 'PL'] },
    usefullinks: { only: ['IPL', 'PL'] },
    'case-law': { only: ['IPL', 'PL', 'CT'] },
    smartcharts: { only: ['IPL', 'PL'] },
    'smartcharts.download': { only: ['IPL', 'PL'] },
    'manual-ip.home': { only: ['IPL', 'PL', 'MIP'] },
    'manual-ip.search': { only: ['IPL', 'PL', 'MIP'] },
    'manual-ip.favorites': { only: ['IPL', 'PL', 'MIP'] },
    'mip.ping': { only: ['IPL', 'PL', 'MIP'] },
    'mip.countries': { only: ['IPL', 'PL', 'MIP'] },
    'mip.compare': { only: ['IPL', 'PL', 'MIP'] },
    'mip.search': { only: ['IPL', 'PL', 'MIP'] },
    'mip.entry': { only: ['IPL', 'PL', 'MIP'] },
    'mip.favorites': { only: ['IPL', 'PL', 'MIP'] },
    'alerts.ip': 'subscribed',
    'alerts.ip.subscribe': 'public',
    'alerts.ip.change-preferences': 'subscribed',
  },
  variants: kiplVariants,
  assistant: { summarize: false, author: false },
  search: {
    titleOnlyExcluded: [],
    caseLawFirst: false,
    modes: ['unified-patent-court', 'unitary-patent'],
    covers: 'IP judgments, domain name decisions, statutes, treaties, books and journals',
    addExample: 'OR trademark',
    examples: {
      AND: 'patent AND infringement',
      OR: 'trademark OR "trade mark"',
      NOT: 'patent NOT utility',
      NEAR: 'likelihood NEAR confusion',
      NEARn: 'likelihood NEAR5 confusion',
      '*': 'copyright*',
      '"…"': '"likelihood of confusion"',
      '( )': '(copyright OR design) AND infringement',
    },
  },
  filterLabels: {},
  home: {
    holds:
      'judgments of the EU Court of Justice, domain name decisions, and the patent, trade mark, ' +
      'design and copyright treaties and statutes',
    placeholder: 'e.g. likelihood of confusion',
    newContentTypes: ['Judgments', 'Domain name decisions'],
    featured: [
      { id: 'BWBV0003819', cover: 'EPC' },
      { id: 'BWBV0004680', cover: 'PCT' },
      { id: 'BWBV0006168', cover: 'UPCA' },
    ],
  },
  homeNewsMonths: 2,
  blogKeys: ['patentBlog', 'copyRightBlog', 'tradeMarkBlog'],
  menu: kiplMenu,
}
