// isds-awards: a case is one case_name; its proceedings are the arbitration itself, the
// annulment and any court proceedings (set-aside, recognition, enforcement). The case record is
// built from the documents that were read.
import { isdsParties } from './isds-states.ts'
import type { CanonicalDocumentInput, Person, Proceeding } from '../../model.ts'
import { type Block, blocksToSections } from '../../text/html.ts'
import { slugify, shortHash } from '#server/lib/text.ts'
import { provenance } from '../sources.ts'
import { INSTITUTIONS } from '../../institutions.ts'
import { editionsServed } from '#sites/sources.ts'
import { COLLECTION, NAME, NOTES, type RawAward } from './isds-source.ts'

export type ProceedingKind = 'arbitration' | 'annulment' | 'court'
export const PROCEEDING_TITLES: Record<ProceedingKind, string> = {
  arbitration: 'Arbitration proceeding',
  annulment: 'Annulment proceeding',
  court: 'Court proceedings (set-aside, recognition and enforcement)',
}

export function proceedingKind(
  raw: Pick<RawAward, 'document_type' | 'document_title'>,
): ProceedingKind {
  if (raw.document_type === 'court_decision') return 'court'
  if (raw.document_type === 'annulment_decision') return 'annulment'
  if (/annulment|ad hoc committee/i.test(raw.document_title)) return 'annulment'
  return 'arbitration'
}

export function caseIdFor(caseName: string): string {
  return `case-${slugify(caseName, 60)}-${shortHash(caseName, 6)}`
}

type CaseDoc = {
  id: string
  title: string
  date?: string
  kind: ProceedingKind
  type: string
  aiAvailable: boolean
  rawTitle: string
  /** An award, as its text reads (server/case-facts). */
  award?: boolean
  /** The date of the award this document names as the one it reviews. */
  reviews?: string
}
export type CaseAcc = {
  caseId: string
  caseName: string
  caseNo?: string
  institution?: string
  claimant?: string
  respondent?: string
  jurisdiction?: string
  rules?: string
  outcome?: string
  tribunal: Person[]
  legislation: Set<string>
  topics: Set<string>
  docs: CaseDoc[]
}

function primaryIndex(docs: CaseDoc[], kind: ProceedingKind): number {
  const score = (d: CaseDoc) => {
    if (kind === 'arbitration') {
      if (d.type !== 'award') return 0
      return /^(final )?award$/i.test(d.rawTitle) ? 3 : /award/i.test(d.rawTitle) ? 2 : 1
    }
    if (kind === 'annulment') return d.type === 'annulment_decision' ? 2 : 0
    return 1
  }
  let best = -1
  let bestScore = 0
  docs.forEach((d, i) => {
    const s = score(d)
    if (s > bestScore || (s === bestScore && s > 0 && (d.date ?? '') >= (docs[best]?.date ?? ''))) {
      best = i
      bestScore = s
    }
  })
  return best < 0 ? docs.length - 1 : best
}

// Dates of proceedings (decision 113): no text says when a proceeding began, so it has no
// commencement date; its outcome date is its primary document's date, read from the text and
// marked so, and left blank when a later proceeding has a document dated before it.
function proceedingsOf(acc: CaseAcc): Proceeding[] {
  // The award a later document reviews: the case's award of the date it names (one only).
  const reviewed = (d: CaseDoc) => {
    const awards = acc.docs.filter(
      (a) => a.award && a.date && a.date === d.reviews && a.id !== d.id,
    )
    return awards.length === 1 ? awards[0].id : undefined
  }
  const kinds: ProceedingKind[] = ['arbitration', 'annulment', 'court']
  const sorted = (kind: ProceedingKind) =>
    acc.docs
      .filter((d) => d.kind === kind)
      .sort((a, b) => (a.date ?? '').localeCompare(b.date ?? '') || a.id.localeCompare(b.id))
  return kinds.flatMap((kind, k) => {
    const docs = sorted(kind)
    if (docs.length === 0) return []
    const primary = primaryIndex(docs, kind)
    const outcome = docs[primary]?.date
    const laterStart = kinds
      .slice(k + 1)
      .flatMap((later) => sorted(later).map((d) => d.date))
      .filter((d): d is string => !!d)
      .sort()[0]
    const agrees = outcome && (!laterStart || outcome <= laterStart)
    return [
      {
        proceedingId: `${acc.caseId}-${kind}`,
        title: PROCEEDING_TITLES[kind],
        ...(agrees ? { dateOfOutcome: outcome, dateOfOutcomeRead: 'heuristic' as const } : {}),
        documents: docs.map((d, i) => ({
          id: d.id,
          title: d.title,
          ...(d.date ? { date: d.date } : {}),
          primary: i === primary,
          aiAvailable: d.aiAvailable,
          ...(d.reviews && reviewed(d) ? { reviews: reviewed(d) } : {}),
        })),
      },
    ]
  })
}

export function caseRecord(acc: CaseAcc): CanonicalDocumentInput {
  const proceedings = proceedingsOf(acc)
  const parties = isdsParties(acc.claimant, acc.respondent)
  const facts: Block[] = [
    ...(acc.caseNo ? [{ kind: 'dt' as const, term: 'Case number', text: acc.caseNo }] : []),
    ...(acc.institution
      ? [
          {
            kind: 'dt' as const,
            term: 'Institution',
            text: INSTITUTIONS[acc.institution] ?? acc.institution,
          },
        ]
      : []),
    ...parties.map((p) => ({ kind: 'dt' as const, term: p.role, text: p.name })),
    ...acc.tribunal.map((p) => ({
      kind: 'dt' as const,
      term: p.role ?? 'Tribunal member',
      text: p.name,
    })),
  ]
  const blocks: Block[] = [...facts]
  for (const p of proceedings) {
    blocks.push({ kind: 'heading', text: p.title })
    for (const d of p.documents) {
      blocks.push({
        kind: 'li',
        text: `${d.date ? `${d.date}: ` : ''}${d.title}${d.primary ? ' (primary document)' : ''}`,
      })
    }
  }
  const dates = acc.docs
    .map((d) => d.date)
    .filter((d): d is string => !!d)
    .sort()
  const last = dates[dates.length - 1]
  return {
    id: acc.caseId,
    editions: editionsServed('isds-awards'),
    type: 'Cases',
    kind: 'case',
    title: acc.caseName,
    summary: `${acc.caseName}${acc.caseNo ? ` (${acc.caseNo})` : ''}: ${acc.docs.length} document${acc.docs.length === 1 ? '' : 's'} in ${proceedings.length} proceeding${proceedings.length === 1 ? '' : 's'}.`,
    source: COLLECTION,
    language: 'en',
    aiAvailable: false,
    dates: last ? { decision: last, added: last } : {},
    jurisdictions: acc.jurisdiction ? [acc.jurisdiction] : [],
    ...(acc.institution ? { institution: acc.institution } : {}),
    ...(acc.outcome ? { outcome: acc.outcome } : {}),
    parties,
    caseNumbers: acc.caseNo ? [acc.caseNo] : [],
    judges: acc.tribunal,
    topics: [...acc.topics].sort(),
    legislation: [...acc.legislation].sort(),
    case: {
      caseId: acc.caseId,
      caseName: acc.caseName,
      ...(acc.caseNo ? { caseNo: acc.caseNo } : {}),
      ...(acc.institution
        ? {
            institution: acc.institution,
            institutionLong: INSTITUTIONS[acc.institution] ?? acc.institution,
          }
        : {}),
      caseType: 'Investor-State arbitration',
      ...(acc.rules ? { rules: acc.rules } : {}),
      ...(acc.outcome ? { outcome: acc.outcome } : {}),
      parties,
      tribunal: acc.tribunal,
      proceedings,
    },
    provenance: provenance(NAME, undefined, NOTES),
    sections: blocksToSections(blocks, { firstHeading: 'Case information' }),
  }
}
