import { SITE_IDS, type SiteId } from './types.ts'

// Which editions each source of the corpus serves: the ingest adapters
// (server/content/ingest/adapters/<adapter>.ts) read it instead of naming editions. A source's
// records are sorted by a category the adapter reads from them (a subject tag, an area, a title of
// a code); `other` serves the records outside every listed category (a source without it leaves
// those records out). Adding an edition means listing it here against the material it carries.

type Served = Readonly<Record<string, readonly SiteId[]>>

const ARBITRATION = ['KA'] as const
const IP = ['KIPL'] as const
const COMPETITION = ['KCL'] as const

export const SOURCE_EDITIONS = {
  'isds-awards': { other: ARBITRATION },
  'uncitral-arbitration-rules': { other: ARBITRATION },
  'un-core-treaties': { other: SITE_IDS },
  'udrp-domain-decisions': { other: IP },
  'ec-antitrust-cases': { other: COMPETITION },
  'ew-judgments': {
    arbitration: ARBITRATION,
    intellectual_property: IP,
    competition: COMPETITION,
  },
  // By the subject read from each judgment (server/content/ingest/adapters/cjeu-subjects.ts).
  'cjeu-judgments': {
    antitrust: COMPETITION,
    merger: COMPETITION,
    state_aid: COMPETITION,
    copyright: IP,
    trade_mark: IP,
    designs: IP,
    patent: IP,
    plant_varieties: IP,
    geographical_indications: IP,
    trade_secrets: IP,
    enforcement: IP,
    arbitration: ARBITRATION,
    other: ['KCL', 'KIPL'],
  },
  'nl-treaties': {
    investment: ARBITRATION,
    bilateral_investment: ARBITRATION,
    arbitration_dispute_settlement: ARBITRATION,
    intellectual_property: IP,
    competition: COMPETITION,
    trade_economic: ['KA', 'KCL'],
    general: ARBITRATION,
    other: ARBITRATION,
  },
  'us-code': {
    'US-9USC': ARBITRATION,
    'US-15USC-ch1': COMPETITION,
    'US-15USC-ch2': COMPETITION,
    'US-15USC-ch22': IP,
    'US-17USC': IP,
    'US-35USC': IP,
    other: SITE_IDS,
  },
  'ca-federal-statutes': {
    arbitration: ARBITRATION,
    competition: COMPETITION,
    intellectual_property: IP,
    other: SITE_IDS,
  },
  'de-federal-statutes': {
    arbitration_civil_procedure: ARBITRATION,
    competition: COMPETITION,
    intellectual_property: IP,
    other: SITE_IDS,
  },
  'eu-legislation': {
    competition: COMPETITION,
    intellectual_property: IP,
    other: ['KCL', 'KIPL'],
  },
} as const satisfies Record<string, Served>

export type SourceAdapterName = keyof typeof SOURCE_EDITIONS

/**
 * The editions a record of `source` in `category` serves (its `other` editions when the category
 * is not listed; none when the source has no `other`), in alphabetical order as documents list
 * them.
 */
export function editionsServed(source: SourceAdapterName, category = 'other'): SiteId[] {
  const served: Served = SOURCE_EDITIONS[source]
  return [...(served[category] ?? served.other ?? [])].sort()
}
