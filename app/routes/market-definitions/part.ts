import { defineMiniAppPart } from '#app/components/mini-app-part.tsx'
import { MDL_PART } from '#sites/tools/market-definitions.ts'

/** The locator's screens, loaded as its own part on the first visit (spec 001 §1, §2.5). */
export const mdlApp = defineMiniAppPart(
  MDL_PART,
  'The Market Definitions Locator',
  () => import('./mdl-app.tsx'),
)
