// Reference data of the legal filter workflow (spec 001 §3, §4): jurisdictions with their land
// code and continent, conventions with their contracting jurisdictions, and each edition's topic
// tree with the workflows each topic belongs to.
import type { Edition } from '#server/content/model.ts'

export const CONTINENTS = [
  'Africa',
  'Asia',
  'Europe',
  'North America',
  'South America',
  'Oceania',
] as const
export type Continent = (typeof CONTINENTS)[number]

export type Jurisdiction = { landCode: string; name: string; continent: Continent }

export const JURISDICTIONS: readonly Jurisdiction[] = [
  { landCode: 'EG', name: 'Egypt', continent: 'Africa' },
  { landCode: 'KE', name: 'Kenya', continent: 'Africa' },
  { landCode: 'NG', name: 'Nigeria', continent: 'Africa' },
  { landCode: 'ZA', name: 'South Africa', continent: 'Africa' },
  { landCode: 'CN', name: 'China', continent: 'Asia' },
  { landCode: 'IN', name: 'India', continent: 'Asia' },
  { landCode: 'JP', name: 'Japan', continent: 'Asia' },
  { landCode: 'SG', name: 'Singapore', continent: 'Asia' },
  { landCode: 'EU', name: 'European Union', continent: 'Europe' },
  { landCode: 'FR', name: 'France', continent: 'Europe' },
  { landCode: 'DE', name: 'Germany', continent: 'Europe' },
  { landCode: 'IT', name: 'Italy', continent: 'Europe' },
  { landCode: 'NL', name: 'Netherlands', continent: 'Europe' },
  { landCode: 'ES', name: 'Spain', continent: 'Europe' },
  { landCode: 'CH', name: 'Switzerland', continent: 'Europe' },
  { landCode: 'GB', name: 'United Kingdom', continent: 'Europe' },
  { landCode: 'CA', name: 'Canada', continent: 'North America' },
  { landCode: 'MX', name: 'Mexico', continent: 'North America' },
  { landCode: 'US', name: 'United States of America', continent: 'North America' },
  { landCode: 'AR', name: 'Argentina', continent: 'South America' },
  { landCode: 'BR', name: 'Brazil', continent: 'South America' },
  { landCode: 'CL', name: 'Chile', continent: 'South America' },
  { landCode: 'AU', name: 'Australia', continent: 'Oceania' },
  { landCode: 'NZ', name: 'New Zealand', continent: 'Oceania' },
]

export type Convention = { displayName: string; conventionLandCodes: readonly string[] }

/** A topic of the tree: `name` is the full path ('Award>Enforcement'). */
export type TopicDefinition = { name: string; workflows: readonly string[] }

export type LegalFilterData = {
  conventions: readonly Convention[]
  workflows: readonly string[]
  /** Leaves only; parents are derived from the '>' paths. */
  topics: readonly TopicDefinition[]
}

const EU_MEMBERS = ['FR', 'DE', 'IT', 'NL', 'ES']

export const LEGAL_FILTERS: Record<Edition, LegalFilterData> = {
  KA: {
    conventions: [
      {
        displayName: 'New York Convention, 1958',
        conventionLandCodes: JURISDICTIONS.filter((j) => j.landCode !== 'EU').map(
          (j) => j.landCode,
        ),
      },
      {
        displayName: 'ICSID Convention',
        conventionLandCodes: [
          'EG',
          'KE',
          'NG',
          'ZA',
          'CN',
          'JP',
          'SG',
          'FR',
          'DE',
          'IT',
          'NL',
          'ES',
          'CH',
          'GB',
          'CA',
          'MX',
          'US',
          'AR',
          'CL',
          'AU',
          'NZ',
        ],
      },
      {
        displayName: 'Energy Charter Treaty',
        conventionLandCodes: ['JP', 'CH', 'GB', 'ES', 'NL', 'FR'],
      },
    ],
    workflows: ['Starting an arbitration', 'Running the proceedings', 'After the award'],
    topics: [
      { name: 'Arbitration agreement>Validity', workflows: ['Starting an arbitration'] },
      { name: 'Arbitration agreement>Scope', workflows: ['Starting an arbitration'] },
      { name: 'Tribunal>Constitution', workflows: ['Starting an arbitration'] },
      { name: 'Tribunal>Challenges', workflows: ['Running the proceedings'] },
      { name: 'Procedure>Interim measures', workflows: ['Running the proceedings'] },
      { name: 'Procedure>Evidence', workflows: ['Running the proceedings'] },
      { name: 'Award>Costs', workflows: ['After the award'] },
      { name: 'Award>Annulment', workflows: ['After the award'] },
      { name: 'Award>Enforcement', workflows: ['After the award'] },
    ],
  },
  KIPL: {
    conventions: [
      {
        displayName: 'European Patent Convention',
        conventionLandCodes: ['FR', 'DE', 'IT', 'NL', 'ES', 'CH', 'GB'],
      },
      {
        displayName: 'Paris Convention',
        conventionLandCodes: JURISDICTIONS.filter((j) => j.landCode !== 'EU').map(
          (j) => j.landCode,
        ),
      },
      {
        displayName: 'Madrid Protocol',
        conventionLandCodes: [
          'EU',
          'CN',
          'IN',
          'JP',
          'SG',
          'GB',
          'US',
          'MX',
          'BR',
          'AU',
          'NZ',
          'KE',
        ],
      },
    ],
    workflows: ['Filing and prosecution', 'Enforcement', 'Licensing'],
    topics: [
      { name: 'Patents>Validity', workflows: ['Filing and prosecution'] },
      { name: 'Patents>Infringement', workflows: ['Enforcement'] },
      { name: 'Patents>SPC', workflows: ['Filing and prosecution', 'Licensing'] },
      { name: 'Trade marks>Registration', workflows: ['Filing and prosecution'] },
      { name: 'Trade marks>Infringement', workflows: ['Enforcement'] },
      { name: 'Copyright>Exceptions', workflows: ['Licensing'] },
      { name: 'Copyright>Online platforms', workflows: ['Enforcement', 'Licensing'] },
    ],
  },
  KCL: {
    conventions: [
      { displayName: 'European Union', conventionLandCodes: ['EU', ...EU_MEMBERS] },
      { displayName: 'European Economic Area', conventionLandCodes: ['EU', ...EU_MEMBERS] },
    ],
    workflows: ['Merger filing', 'Investigations', 'State aid review'],
    topics: [
      { name: 'Antitrust>Cartels', workflows: ['Investigations'] },
      { name: 'Antitrust>Abuse of dominance', workflows: ['Investigations'] },
      { name: 'Mergers>Notification', workflows: ['Merger filing'] },
      { name: 'Mergers>Remedies', workflows: ['Merger filing'] },
      { name: 'State Aid>Recovery', workflows: ['State aid review'] },
      { name: 'State Aid>Approval', workflows: ['State aid review'] },
    ],
  },
}

export function jurisdictionByName(name: string): Jurisdiction | undefined {
  const lower = name.toLowerCase()
  return JURISDICTIONS.find((j) => j.name.toLowerCase() === lower)
}
