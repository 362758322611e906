// Award documents with extracted roles, for tests of the arbitrator tables and service: three
// cases that share a president, a respondent State and a party-appointed arbitrator.
import type { CanonicalDocument, RoleFact } from '#server/content/model.ts'
import { fixtureDocument } from './search-index.ts'

type Case = {
  id: string
  name: string
  institution: string
  date: string
  roles: RoleFact[]
  outcome?: string
}

const line = (n: number, text: string) => ({ line: n, text })

const person = (
  name: string,
  role: string,
  n: number,
  extra: Partial<RoleFact> = {},
): RoleFact => ({
  entityType: 'person',
  name,
  role,
  evidence: line(n, `${name}, ${role}`),
  ...extra,
})

export const ARBITRATION_CASES: Case[] = [
  {
    id: 'case-alpha',
    name: 'Alpha Energy BV v. Kingdom of Spain',
    institution: 'ICSID',
    date: '2019-05-31',
    outcome: 'Decided in favor of investor',
    roles: [
      person('Prof. Gabrielle Kaufmann-Kohler', 'president', 12, { nationality: 'Switzerland' }),
      person('Charles N. Brower', 'claimant-appointed', 13, {
        appointment: line(80, 'the Claimant appointed Charles N. Brower'),
      }),
      person('Brigitte Stern', 'respondent-appointed', 14),
      person('Jane Counsel', 'counsel', 20, { side: 'claimant', firm: 'White & Case LLP' }),
      // A counsel block that ran into the tribunal's list ('Professor Gabrielle Kaufmann-Kohler').
      person('Professor Gabrielle Kaufmann-Kohler', 'counsel', 21, { side: 'claimant' }),
      {
        entityType: 'firm',
        name: 'White & Case LLP',
        role: 'law-firm',
        side: 'claimant',
        evidence: line(22, 'White & Case LLP'),
      },
      {
        entityType: 'party',
        name: 'Alpha Energy BV',
        role: 'claimant',
        side: 'claimant',
        evidence: line(3, 'ALPHA ENERGY B.V.'),
      },
      {
        entityType: 'state',
        name: 'Spain',
        role: 'respondent',
        side: 'respondent',
        evidence: line(5, 'KINGDOM OF SPAIN'),
      },
    ],
  },
  {
    id: 'case-beta',
    name: 'Beta Solar SA v. Kingdom of Spain',
    institution: 'SCC',
    date: '2021-02-01',
    roles: [
      person('Gabrielle Kaufmann-Kohler', 'president', 10),
      person('Charles Brower', 'claimant-appointed', 11),
      person('Jürgen Voss', 'respondent-appointed', 12),
      {
        entityType: 'firm',
        name: 'WHITE & CASE',
        role: 'law-firm',
        side: 'claimant',
        evidence: line(30, 'WHITE & CASE'),
      },
      {
        entityType: 'party',
        name: 'Beta Solar SA',
        role: 'claimant',
        side: 'claimant',
        evidence: line(3, 'BETA SOLAR S.A.'),
      },
      {
        entityType: 'state',
        name: 'The Kingdom of Spain',
        role: 'respondent',
        side: 'respondent',
        evidence: line(5, 'KINGDOM OF SPAIN'),
      },
    ],
  },
  {
    id: 'case-gamma',
    name: "Gamma Mining Ltd v. Republic of Côte d'Ivoire",
    institution: 'ICSID',
    date: '2015-07-07',
    roles: [
      person('Jiirgen Voss', 'president', 9),
      person('Brigitte Stern', 'claimant-appointed', 10),
      person('Dorothy Ufot', 'respondent-appointed', 11, {
        nationality: 'Nigeria and United Kingdom',
      }),
      {
        entityType: 'party',
        name: 'Gamma Mining Ltd',
        role: 'claimant',
        side: 'claimant',
        evidence: line(3, 'GAMMA MINING LTD'),
      },
      {
        entityType: 'state',
        name: "Côte d'Ivoire",
        role: 'respondent',
        side: 'respondent',
        evidence: line(5, "REPUBLIC OF CÔTE D'IVOIRE"),
      },
    ],
  },
]

/** One award per case (its roles) and the case records, as the isds-awards adapter writes them. */
export function arbitrationDocuments(): CanonicalDocument[] {
  const base = fixtureDocument()
  return ARBITRATION_CASES.flatMap((c) => {
    const info = {
      caseId: c.id,
      caseName: c.name,
      institution: c.institution,
      caseType: 'Investor-State arbitration',
      rules: c.institution === 'SCC' ? 'SCC Arbitration Rules' : 'ICSID Arbitration Rules',
      ...(c.outcome ? { outcome: c.outcome } : {}),
      parties: [],
      tribunal: [],
      sectors: [],
      proceedings: [],
    }
    const award: CanonicalDocument = {
      ...base,
      id: `${c.id}-award`,
      editions: ['KA'],
      type: 'Awards',
      kind: 'award',
      title: `${c.name}, Award`,
      dates: { decision: c.date },
      case: { ...info, proceedingId: undefined },
      roles: c.roles,
    }
    const record: CanonicalDocument = {
      ...base,
      id: c.id,
      editions: ['KA'],
      type: 'Cases',
      kind: 'case',
      title: c.name,
      dates: { decision: c.date },
      case: info,
      roles: undefined,
    }
    return [award, record]
  })
}
