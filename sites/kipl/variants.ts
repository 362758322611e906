import type { Subscription, Variant } from '../types.ts'

/** The single-book subscriptions' tables of contents (spec 001 §2.3). */
export const SINGLE_BOOK_HOMES = {
  GPL: '/document/TOC_GPL_2006_V01',
  ILTT: '/document/TOC_ILTT_2008_V01',
  SPW: '/document/TOC_SPW_2008_V01',
} as const

/** Reduced IP editions: GPL, ILTT and SPW read one book; IPL, PL, MIP and CT get the full table. */
export const kiplVariants = {
  GPL: { routes: ['home', 'document'], home: SINGLE_BOOK_HOMES.GPL },
  ILTT: { routes: ['home', 'document'], home: SINGLE_BOOK_HOMES.ILTT },
  SPW: { routes: ['home', 'document'], home: SINGLE_BOOK_HOMES.SPW },
} as const satisfies Partial<Record<Subscription, Variant>>
