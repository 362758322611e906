import { describe, expect, it } from 'vitest'
import { extractAward } from './extract.ts'

const AWARD = `INTERNATIONAL CENTRE FOR SETTLEMENT OF INVESTMENT DISPUTES

ACME HOLDINGS B.V.
Claimant
v.
REPUBLIC OF EXAMPLE
Respondent

ICSID Case No. ARB/99/1

AWARD

Members of the Tribunal
Prof. Gabrielle Kaufmann-Kohler, President
Mr. Stanimir A. Alexandrov, Arbitrator
Dr. Raúl E. Vinuesa, Arbitrator

Secretary of the Tribunal
Ms. Jane Clerk

Representing the Claimant:
Mr. John Advocate
Ms. Mary Pleader
Big Firm LLP
London

Representing the Respondent:
Dr. Pedro Procurador
State Law Office

I. PROCEDURAL HISTORY
1. On 1 March 2000, the Claimant appointed Mr. Stanimir A. Alexandrov, a national of Bulgaria, as arbitrator. On 2 April 2000, the Respondent appointed Dr. Raúl E. Vinuesa, a national of Argentina, as arbitrator.
2. The proceeding was conducted under the ICSID Arbitration Rules.
`

describe('extractAward', () => {
  const x = extractAward({
    text: AWARD,
    claimant: 'Acme Holdings BV',
    respondent: 'Republic of Example',
  })

  it('reads the tribunal from the cover page and the appointments from the procedural history', () => {
    expect(x.tribunal.map(({ name, role, nationality }) => ({ name, role, nationality }))).toEqual([
      { name: 'Gabrielle Kaufmann-Kohler', role: 'president', nationality: undefined },
      { name: 'Stanimir A. Alexandrov', role: 'claimant-appointed', nationality: 'Bulgaria' },
      { name: 'Raúl E. Vinuesa', role: 'respondent-appointed', nationality: 'Argentina' },
    ])
  })

  it('keeps the line each fact was read from', () => {
    const [president, claimantAppointee] = x.tribunal
    expect(president.evidence).toEqual({
      line: 14,
      text: 'Prof. Gabrielle Kaufmann-Kohler, President',
    })
    expect(claimantAppointee.appointment?.text).toMatch(/the Claimant appointed Mr\. Stanimir/)
  })

  it('reads the secretary, counsel per side with their firm, and the rules', () => {
    expect(x.secretary?.name).toBe('Jane Clerk')
    expect(x.counsel).toEqual([
      expect.objectContaining({ name: 'John Advocate', side: 'claimant', firm: 'Big Firm LLP' }),
      expect.objectContaining({ name: 'Mary Pleader', side: 'claimant', firm: 'Big Firm LLP' }),
      expect.objectContaining({ name: 'Pedro Procurador', side: 'respondent' }),
    ])
    expect(x.firms.map((f) => [f.name, f.side])).toEqual([['Big Firm LLP', 'claimant']])
    expect(x.rules).toBe('ICSID Arbitration Rules')
  })

  it('names an annulment committee as such, and a lone member as sole arbitrator', () => {
    const committee = extractAward({
      text: 'Members of the ad hoc Committee\nJudge Stephen M. Schwebel (President)\nJudge Mohamed Shahabuddeen\nJudge Peter Tomka\nSecretary of the ad hoc Committee\n',
      annulment: true,
    })
    expect(committee.tribunal.map((m) => m.role)).toEqual([
      'committee-president',
      'committee-member',
      'committee-member',
    ])
    const sole = extractAward({
      text: 'AWARD\n\nArbitral Tribunal:\nMr. Jan Paulsson, Sole Arbitrator\n\nDate: 1 May 2010\n',
    })
    expect(sole.tribunal.map((m) => [m.name, m.role])).toEqual([
      ['Jan Paulsson', 'sole-arbitrator'],
    ])
  })

  it('finds nothing where a text names no tribunal', () => {
    expect(
      extractAward({
        text: 'SWISS FEDERAL SUPREME COURT\nJudgment of 1 May 2010\nFederal Judge Kiss (Mrs.), Presiding\n',
      }).tribunal,
    ).toEqual([])
  })
})
