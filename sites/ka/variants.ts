import type { Subscription, Variant } from '../types.ts'

/**
 * The handbook edition's home (spec 001 §2.1: a table of contents with a fixed id ending in V08).
 * The content has no International Handbook on Commercial Arbitration; its nearest title is the
 * German Code of Civil Procedure (ZPO), whose Book 10 is a national arbitration law of the kind
 * the Handbook reports on (README, Decisions; sites/menu-content.test.ts).
 */
export const IHB_HOME = '/document/de-zpo'

/** Reduced arbitration editions (spec 001 §2.1); KA and KAPP get the full table. */
export const kaVariants = {
  YB: { routes: ['home', 'books', 'search', 'document', 'favorites'], home: '/books' },
  IHB: {
    routes: ['home', 'document', 'favorites'],
    home: IHB_HOME,
    standsInFor: 'International Handbook on Commercial Arbitration',
  },
} as const satisfies Partial<Record<Subscription, Variant>>
