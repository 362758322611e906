import type { Edition } from '#server/content/model.ts'
import { productNames } from '#sites/products.ts'

/** The alert pages of each edition (spec 001 §2.1-2.3) and what its alerts are called. */
export type AlertEdition = {
  productName: string
  /** The alert's own name, shown on its pages and in the e-mails. */
  alertName: string
  landingPath: string
  subscribePath: string
  preferencesPath: string
}

export const ALERT_EDITIONS: Record<Edition, AlertEdition> = {
  KA: {
    productName: productNames.KA,
    alertName: 'ITA Arbitration Report',
    landingPath: '/itaarbitrationreport',
    subscribePath: '/itaarbitrationreport/subscribe',
    preferencesPath: '/change-preferences',
  },
  KIPL: {
    productName: productNames.KIPL,
    alertName: 'IP News Alerts',
    landingPath: '/ipnewsalerts',
    subscribePath: '/ipnewsalerts/subscribe',
    preferencesPath: '/ipnewsalerts/change-preferences',
  },
  KCL: {
    productName: productNames.KCL,
    alertName: 'Competition Law News Alerts',
    landingPath: '/competitionlawnewsalerts',
    subscribePath: '/competitionlawnewsalerts/subscribe',
    preferencesPath: '/change-preferences',
  },
}
