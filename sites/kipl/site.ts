import { productNames } from '../products.ts'
import { sharedRoutes } from '../shared.ts'
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
    home: 'subscribed',
    search: 'subscribed',
    books: 'subscribed',
    journals: { only: ['IPL', 'PL', 'CT'] },
    'new-content': 'subscribed',
    document: 'subscribed',
    'document.pdf': 'subscribed',
    favorites: 'subscribed',
    jurisdictions: 'subscribed',
    jurisdiction: 'subscribed',
    'compare-jurisdictions': 'subscribed',
    'practice-tools': 'public',
    'eqe-materials': { only: ['IPL', 'PL'] },
    usefullinks: { only: ['IPL', 'PL'] },
    'case-law': { only: ['IPL', 'PL', 'CT'] },
    smartcharts: { only: ['IPL', 'PL'] },
    'manual-ip.home': { only: ['IPL', 'PL', 'MIP'] },
    'manual-ip.search': { only: ['IPL', 'PL', 'MIP'] },
    'manual-ip.favorites': { only: ['IPL', 'PL', 'MIP'] },
    news: 'subscribed',
    'alerts.ip': 'subscribed',
    'alerts.ip.subscribe': 'public',
    'alerts.ip.change-preferences': 'subscribed',
  },
  variants: kiplVariants,
  filterLabels: {},
  homeNewsMonths: 2,
  blogKeys: ['patentBlog', 'copyRightBlog', 'tradeMarkBlog'],
  menu: kiplMenu,
}
