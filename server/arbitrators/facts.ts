// One award's facts as the content index stores them (RoleFact in the document model): the
// tribunal, secretary, counsel and firms from the text, the parties, and what the
// dissenting-opinions table adds (who appointed a member the text leaves unsaid).
import type { Person, RoleFact } from '#server/content/model.ts'
import { DISSENT_FILE, type DissentRow } from './dissent.ts'
import { extractAward } from './extract.ts'
import type { AwardExtraction, TribunalRole } from './types.ts'
import { fold, personKey } from './names.ts'

export type AwardFactsInput = {
  text: string
  caseName: string
  claimant?: string | null
  respondent?: string | null
  /** The respondent as a State ('Spain'), when it is one. */
  respondentState?: string
  /** The claimant as a State, when it is one (a State may bring the claim). */
  claimantState?: string
  annulment: boolean
  /** Court rulings: their judges are no tribunal; only the parties are recorded. */
  court: boolean
  dissent?: DissentRow
}

export const ROLE_LABELS: Record<TribunalRole, string> = {
  president: 'President',
  'claimant-appointed': 'Appointed by the investor',
  'respondent-appointed': 'Appointed by the State',
  arbitrator: 'Arbitrator',
  'sole-arbitrator': 'Sole arbitrator',
  'committee-president': 'President of the ad hoc committee',
  'committee-member': 'Member of the ad hoc committee',
}

function surname(name: string): string {
  const words = personKey(name).split(' ')
  return words[words.length - 1]
}

/** The line of the text's first pages that names a party, else the case name as evidence. */
function partyEvidence(text: string, name: string, caseName: string): RoleFact['evidence'] {
  const words = fold(name)
    .split(' ')
    .filter((w) => w.length > 3)
  const lines = text.slice(0, 8000).split('\n')
  if (words.length) {
    const i = lines.findIndex((l) => words.slice(0, 2).every((w) => fold(l).includes(w)))
    if (i >= 0) return { line: i + 1, text: lines[i].trim() }
  }
  return { line: 0, text: caseName, source: 'case name' }
}

export function awardFacts(input: AwardFactsInput): {
  facts: RoleFact[]
  tribunal: Person[]
  rules?: string
} {
  const x: AwardExtraction = input.court
    ? { tribunal: [], departed: [], counsel: [], firms: [] }
    : extractAward({
        text: input.text,
        claimant: input.claimant,
        respondent: input.respondent,
        annulment: input.annulment,
      })
  const facts: RoleFact[] = []
  const fromTable = !input.annulment && !input.court ? input.dissent : undefined
  const tableEvidence = fromTable
    ? { line: fromTable.row, text: fromTable.text, source: DISSENT_FILE }
    : undefined
  const members = x.tribunal.map((m) => {
    const row = fromTable?.members.find((d) => surname(d.name) === surname(m.name))
    // The table says who appointed a member the text leaves unsaid.
    if (m.role === 'arbitrator' && row?.role && tableEvidence)
      return { ...m, role: row.role, appointment: tableEvidence }
    return m
  })
  if (members.length === 0 && fromTable && tableEvidence)
    for (const d of fromTable.members)
      members.push({ name: d.name, role: d.role ?? 'arbitrator', evidence: tableEvidence })
  for (const m of members)
    facts.push({
      entityType: 'person',
      name: m.name,
      role: m.role,
      ...(m.nationality ? { nationality: m.nationality } : {}),
      evidence: m.evidence,
      ...(m.appointment ? { appointment: m.appointment } : {}),
    })
  // Members who left the tribunal sat on the case: their role, with how they left it.
  for (const m of x.departed)
    facts.push({
      entityType: 'person',
      name: m.name,
      role: m.role,
      status: m.status,
      evidence: m.evidence,
      ...(m.appointment ? { appointment: m.appointment } : {}),
    })
  if (x.secretary)
    facts.push({
      entityType: 'person',
      name: x.secretary.name,
      role: 'secretary',
      evidence: x.secretary.evidence,
    })
  for (const c of x.counsel)
    facts.push({
      entityType: 'person',
      name: c.name,
      role: 'counsel',
      side: c.side,
      ...(c.firm ? { firm: c.firm } : {}),
      evidence: c.evidence,
    })
  for (const f of x.firms)
    facts.push({
      entityType: 'firm',
      name: f.name,
      role: 'law-firm',
      side: f.side,
      evidence: f.evidence,
    })
  // A file name that joins two cases leaves a case title in the claimant ('Canfor Corporation v
  // United States of America-Terminal Forest Products Ltd'): the party is the part before ' v '.
  const claimant = input.claimant?.split(/\s+v\.?\s+/i)[0].trim()
  if (claimant)
    facts.push({
      entityType: input.claimantState ? 'state' : 'party',
      name: input.claimantState ?? claimant,
      role: 'claimant',
      side: 'claimant',
      evidence: partyEvidence(input.text, claimant, input.caseName),
    })
  if (input.respondent)
    facts.push({
      entityType: input.respondentState ? 'state' : 'party',
      name: input.respondentState ?? input.respondent,
      role: 'respondent',
      side: 'respondent',
      evidence: partyEvidence(input.text, input.respondent, input.caseName),
    })
  return {
    facts,
    tribunal: members.map((m) => ({ name: m.name, role: ROLE_LABELS[m.role] })),
    ...(x.rules ? { rules: x.rules } : {}),
  }
}
