import { defineMiniAppPart } from '#app/components/mini-app-part.tsx'
import { MIP_PART } from '#sites/tools/manual-ip.ts'

/** Manual IP's part, loaded on the first visit (spec 001 §1, §2.5). */
export const mipApp = defineMiniAppPart(MIP_PART, 'Manual IP', () => import('./mip-app.tsx'))
