import type { Subscription, Variant } from '../types.ts'

/**
 * The single-title subscriptions' homes (spec 001 §2.3 names TOC_GPL_2006_V01, TOC_ILTT_2008_V01
 * and TOC_SPW_2008_V01). The content has none of the three titles, so each opens the table of
 * contents of the nearest title it has (README, Decisions; sites/menu-content.test.ts):
 * - GPL, Global Patent Litigation: the Patent Act (PatG), with its infringement and patent
 *   litigation provisions;
 * - ILTT, International Licensing and Technology Transfer: the Trade Secrets Act (GeschGehG),
 *   the protection of the know-how that licences transfer;
 * - SPW, Software Patents Worldwide: the European Patent Convention, whose Article 52 governs
 *   the patentability of computer programs.
 */
export const SINGLE_BOOK_HOMES = {
  GPL: '/document/de-patg',
  ILTT: '/document/de-geschgehg',
  SPW: '/document/BWBV0003819',
} as const

/** Reduced IP editions: GPL, ILTT and SPW read one book; IPL, PL, MIP and CT get the full table. */
export const kiplVariants = {
  GPL: {
    routes: ['home', 'document'],
    home: SINGLE_BOOK_HOMES.GPL,
    standsInFor: 'Global Patent Litigation',
  },
  ILTT: {
    routes: ['home', 'document'],
    home: SINGLE_BOOK_HOMES.ILTT,
    standsInFor: 'International Licensing and Technology Transfer',
  },
  SPW: {
    routes: ['home', 'document'],
    home: SINGLE_BOOK_HOMES.SPW,
    standsInFor: 'Software Patents Worldwide',
  },
} as const satisfies Partial<Record<Subscription, Variant>>
