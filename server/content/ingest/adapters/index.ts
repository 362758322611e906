import type { SourceAdapter } from '../types.ts'
import { canonicalAdapter } from './canonical.ts'
import { cjeuJudgmentsAdapter } from './cjeu-judgments.ts'
import { deFederalStatutesAdapter } from './de-federal-statutes.ts'
import { ecAntitrustCasesAdapter } from './ec-antitrust-cases.ts'
import { isdsAwardsAdapter } from './isds-awards.ts'
import { nlTreatiesAdapter } from './nl-treaties.ts'
import { udrpDecisionsAdapter } from './udrp-domain-decisions.ts'
import { unCoreTreatiesAdapter } from './un-core-treaties.ts'

export { canonicalAdapter }

// One adapter per folder of ../shared/corpus; ingest runs them in folder-name order.
export const ADAPTERS: SourceAdapter[] = [
  cjeuJudgmentsAdapter,
  deFederalStatutesAdapter,
  ecAntitrustCasesAdapter,
  isdsAwardsAdapter,
  nlTreatiesAdapter,
  udrpDecisionsAdapter,
  unCoreTreatiesAdapter,
]
