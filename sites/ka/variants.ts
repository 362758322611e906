import type { Subscription, Variant } from '../types.ts'

/** The handbook edition's home: its table of contents (spec 001 §2.1: a fixed id ending V08). */
export const IHB_HOME = '/document/TOC_IHB_V08'

/** Reduced arbitration editions (spec 001 §2.1); KA and KAPP get the full table. */
export const kaVariants = {
  YB: { routes: ['home', 'books', 'search', 'document', 'favorites'], home: '/books' },
  IHB: {
    routes: ['home', 'document', 'favorites'],
    home: IHB_HOME,
    title: 'International Handbook on Commercial Arbitration',
    // A national arbitration law of the kind the Handbook reports on: Book 10 of the ZPO.
    related: [{ title: 'German Code of Civil Procedure (ZPO)', url: '/document/de-zpo' }],
  },
} as const satisfies Partial<Record<Subscription, Variant>>
