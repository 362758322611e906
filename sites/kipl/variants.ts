import type { Subscription, Variant } from '../types.ts'

/** The single-title subscriptions' homes: their tables of contents (spec 001 §2.3). */
export const SINGLE_BOOK_HOMES = {
  GPL: '/document/TOC_GPL_2006_V01',
  ILTT: '/document/TOC_ILTT_2008_V01',
  SPW: '/document/TOC_SPW_2008_V01',
} as const

/** Reduced IP editions: GPL, ILTT and SPW read one book; IPL, PL, MIP and CT get the full table. */
export const kiplVariants = {
  GPL: {
    routes: ['home', 'document'],
    home: SINGLE_BOOK_HOMES.GPL,
    title: 'Global Patent Litigation',
    related: [{ title: 'German Patent Act (PatG)', url: '/document/de-patg' }],
  },
  ILTT: {
    routes: ['home', 'document'],
    home: SINGLE_BOOK_HOMES.ILTT,
    title: 'International Licensing and Technology Transfer',
    related: [{ title: 'German Trade Secrets Act (GeschGehG)', url: '/document/de-geschgehg' }],
  },
  SPW: {
    routes: ['home', 'document'],
    home: SINGLE_BOOK_HOMES.SPW,
    title: 'Software Patents Worldwide',
    related: [{ title: 'European Patent Convention', url: '/document/BWBV0003819' }],
  },
} as const satisfies Partial<Record<Subscription, Variant>>
