import type { Subscription, Variant } from '../types.ts'

/** The handbook edition's table of contents (a fixed document id ending in V08). */
export const IHB_HOME = '/document/TOC_IHB_V08'

/** Reduced arbitration editions (spec 001 §2.1); KA and KAPP get the full table. */
export const kaVariants = {
  YB: { routes: ['home', 'books', 'search', 'document', 'favorites'], home: '/books' },
  IHB: { routes: ['home', 'document', 'favorites'], home: IHB_HOME },
} as const satisfies Partial<Record<Subscription, Variant>>
