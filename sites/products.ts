import type { SiteId } from './types.ts'

/** The product name of each edition, in one place. */
export const productNames = {
  KA: 'Arbitration Research',
  KIPL: 'IP Law Research',
  KCL: 'Competition Law Research',
} as const satisfies Record<SiteId, string>
