import type { SourceAdapter } from '../types.ts'
import { caFederalStatutesAdapter } from './ca-federal-statutes.ts'
import { canonicalAdapter } from './canonical.ts'
import { cjeuJudgmentsAdapter } from './cjeu-judgments.ts'
import { deFederalStatutesAdapter } from './de-federal-statutes.ts'
import { ecAntitrustCasesAdapter } from './ec-antitrust-cases.ts'
import { euDigitalMarketsActAdapter, euLegislationAdapter } from './eu-legislation.ts'
import { ewJudgmentsAdapter } from './ew-judgments.ts'
import { isdsAwardsAdapter } from './isds-awards.ts'
import { nlTreatiesAdapter } from './nl-treaties.ts'
import { udrpDecisionsAdapter } from './udrp-domain-decisions.ts'
import { unCoreTreatiesAdapter } from './un-core-treaties.ts'
import { uncitralRulesAdapter } from './uncitral-arbitration-rules.ts'
import { usCodeAdapter } from './us-code.ts'

export { canonicalAdapter }

// One adapter per folder of ../shared/corpus; ingest runs them in folder-name order.
export const ADAPTERS: SourceAdapter[] = [
  caFederalStatutesAdapter,
  cjeuJudgmentsAdapter,
  deFederalStatutesAdapter,
  ecAntitrustCasesAdapter,
  euDigitalMarketsActAdapter,
  euLegislationAdapter,
  ewJudgmentsAdapter,
  isdsAwardsAdapter,
  nlTreatiesAdapter,
  udrpDecisionsAdapter,
  unCoreTreatiesAdapter,
  uncitralRulesAdapter,
  usCodeAdapter,
]
