// What a document is: an award, a tribunal's decision, a procedural order, a court's judgment, a
// member's opinion or a party's filing, read from its title and the head of its text. The source's
// own type is a guess from its file name (a Swiss set-aside judgment filed as an award, a party's
// petition as a court decision), so it is not read.
import { lineAt } from './lines.ts'
import type { CaseDocumentKind, Fact, FactInput } from './types.ts'

export type DocumentKindFact = Fact<CaseDocumentKind> & { subject?: string; court?: string }

const OPINION =
  /^(?:(?:Partial(?:ly)?\s+)?Dissent\w*|Separate|Concurring|Individual|Dissenting and Concurring)(?:\s+\w+){0,2}\s+Opinion|^Dissent\b|^Declaration\s+of|^(?:Opinion|Statement)\s+of\s+(?:Arbitrator|Professor|Prof|Mr|Dr|Judge)/i
/** A party's filing: what the title calls it, unless a court's or tribunal's ruling on it. */
const FILING =
  /\b(?:Petition|Motion|Memorandum\s+of\s+(?:Law|Points)|Memorial|Counter-?Memorial|Brief|Opposition|Reply|Sur-?[Rr]eply|Rejoinder|Letter|Complaint|Submission|Response|Notice\s+of\s+(?:Arbitration|Intent|Appeal)|Request\s+for\s+Arbitration|Writ\s+of\s+Summons|Statement\s+of\s+(?:Claim|Defen[cs]e))\b/
const RULING_FIRST =
  /^(?:Decision|Judg(?:e)?ment|Ruling|Order|Award|Final|Partial|Interim|Consent|Memorandum\s+(?:Opinion|Decision|and\s+Order|Order)|Opinion\s+(?:and|of\s+the\s+Court)|Procedural|Excerpts|Corrections?|Rectification|Supplementary)\b/i
// Not 'Judge': an arbitrator may be one ('Challenge to Arbitrator Judge Stephen M. Schwebel').
const COURT =
  /\b(?:Court|Tribunal\s+f[ée]d[ée]ral|Bundesgericht|Hovr[äa]tt|tingsr[äa]tt|Cour\s+d|Gerechtshof|Rechtbank)\b/i
const NOT_A_COURT = /\bCourt\s+of\s+Arbitration\b|\bArbitration\s+Court\b|\bPermanent\s+Court\b/gi
const COURT_IN_TEXT =
  /^\s*(?:IN\s+THE\s+)?(?:UNITED\s+STATES\s+(?:DISTRICT\s+COURT|COURT\s+OF\s+APPEALS)|(?:\w+\s+){0,4}(?:SUPREME|HIGH|FEDERAL|DISTRICT|APPEALS?|APPELLATE)\s+COURT\b|COURT\s+OF\s+APPEAL|Tribunal\s+f[ée]d[ée]ral|Bundesgericht|SUPERIOR\s+COURT)/im
const TRIBUNAL_TITLE =
  /^(?:(?:Final|Partial|Interim|Consent|Second|Third)\s+)?Award\b|^(?:(?:First|Second|Third|Fourth|Further|Interim)\s+)?Decision\s+(?:on|Pertaining\s+to|Regarding|Concerning)\b/i
// An order or decision ending the proceeding is procedural ('Decision for Termination of the
// Proceedings').
const PROCEDURAL_ORDER =
  /\bProcedural\s+Order\b|\bOrder\s+(?:of|on\s+the)\s+Discontinuance\b|\bTermination\s+of\s+the\s+Proceedings?\b/i
const AWARD = /\bAward\b/i
const NOT_THE_AWARD =
  /^(?:Decision|Corrections?|Rectification|Supplementary|Interpretation|Order|Ruling)\b|\b(?:on|of|to)\s+(?:the\s+)?(?:Annulment\s+of\s+the\s+)?(?:Arbitral\s+)?Award\b/i

const SUBJECTS: [RegExp, string][] = [
  [/\bDisqualif|\bChallenge|\bCallenge|\bProposal\s+to\s+Disqualify/i, 'disqualification'],
  [/\bAnnulment|\bAd\s+Hoc\s+Committee/i, 'annulment'],
  [/\bProvisional|\bInterim\s+Measures|\bSecurity\s+for\s+Costs/i, 'provisional-measures'],
  [/\bRectification|\bCorrections?\b/i, 'rectification'],
  [/\bSupplementary/i, 'supplementary'],
  [/\bInterpretation/i, 'interpretation'],
  [/\bStay\b/i, 'stay'],
  [/\bReconsideration/i, 'reconsideration'],
  [/\bBifurcation/i, 'bifurcation'],
  [/\bJurisdiction.*\b(?:Liability|Merits)/i, 'jurisdiction-and-liability'],
  [/\bJurisdiction|Preliminary\s+Objection|Admissibility|\bObjections?\b/i, 'jurisdiction'],
  [/\bLiability|Merits/i, 'liability'],
  [/\bCosts\b/i, 'costs'],
]
const AWARD_SUBJECTS: [RegExp, string][] = [
  [/\bConsent\b/i, 'consent'],
  [/\bResubmi/i, 'resubmitted'],
  [/\bSupplementary/i, 'supplementary'],
  [/\b(?:Partial|Interim)\b/i, 'partial'],
  [/\bin\s+Respect\s+of\s+Costs|\bon\s+Costs\b|\bCosts\s+Award/i, 'costs'],
]
const COURT_SUBJECTS: [RegExp, string][] = [
  [
    /\bset\s+aside|\bvacat|\bannul|\brecours|\bchallenge|\bappeal\b[^.]{0,80}\bagainst\s+the\s+(?:\w+\s+)?award\b/i,
    'set-aside',
  ],
  [/\bconfirm|\benforc|\bexequatur/i, 'enforcement'],
  [/\brecogni/i, 'recognition'],
  [/\bdiscovery/i, 'discovery'],
]

/** The kind of a document, its subject where the title gives one, and a court's name. */
export function documentKind(input: FactInput): DocumentKindFact {
  // 'Excerpts of Award' is the award, as published.
  const title = input.title
    .replace(/\s+/g, ' ')
    .replace(/^(?:Excerpts|Extracts)\s+of\s+(?:the\s+)?/i, '')
    .trim()
  const head = input.text.slice(0, 2500)
  const fact = (value: CaseDocumentKind, rule: string, subject?: string, court?: string) => ({
    value,
    rule,
    evidence: { line: 0, text: title },
    ...(subject ? { subject } : {}),
    ...(court ? { court } : {}),
  })
  // The subject a title names first is its main one ('Decision on Interpretation and on the
  // Request for Provisional Measures').
  const subjectOf = (table: [RegExp, string][], text = title) => {
    let first: { at: number; subject: string } | undefined
    for (const [re, subject] of table) {
      const at = text.search(re)
      if (at >= 0 && (!first || at < first.at)) first = { at, subject }
    }
    return first?.subject
  }
  if (/\bPress\s+Release\b/i.test(title)) return fact('press-release', 'title')
  // The tribunal's own letter to the parties is neither a ruling nor a party's filing.
  if (/^(?:The\s+)?Tribunal['’]?s?\s+Letter\b/i.test(title)) return fact('other', 'title-letter')
  if (OPINION.test(title)) return fact('opinion', 'title-opinion')
  if (isFiling(title)) return fact('submission', 'title-filing')
  const courtTitle = COURT.test(title.replace(NOT_A_COURT, ''))
  const courtHead = COURT_IN_TEXT.exec(head)
  // A court named only in the text's head ('Challenge to the Arbitral Award' is the Supreme
  // Court of British Columbia's judgment): not where the title is a tribunal's award or decision.
  if (courtTitle || (courtHead && !TRIBUNAL_TITLE.test(title))) {
    const court = courtName(title) ?? courtHead?.[0].trim().replace(/^IN\s+THE\s+/i, '')
    const subject = subjectOf(COURT_SUBJECTS) ?? subjectOf(COURT_SUBJECTS, head) ?? 'other'
    const kind = fact('court-judgment', courtTitle ? 'title-court' : 'text-court', subject, court)
    return courtHead ? { ...kind, evidence: lineAt(input.text, courtHead.index) } : kind
  }
  if (PROCEDURAL_ORDER.test(title))
    return fact('procedural-order', 'title-order', subjectOf(SUBJECTS))
  if (AWARD.test(title) && !NOT_THE_AWARD.test(title))
    return fact('award', 'title-award', subjectOf(AWARD_SUBJECTS) ?? 'final')
  // Whatever else a tribunal issues ('Decision on …', 'Rectification of the Award') is a decision.
  return title
    ? fact('decision', 'title-decision', subjectOf(SUBJECTS) ?? 'other')
    : fact('other', 'none')
}

/** A filing's title, not a ruling on one ('Memorandum Opinion Granting … Petition'). */
function isFiling(title: string): boolean {
  const filing = FILING.exec(title)
  if (!filing || RULING_FIRST.test(title)) return false
  const ruling = /\b(?:Memorandum\s+Opinion|Opinion|Decision|Judg(?:e)?ment|Order|Ruling)\b/.exec(
    title,
  )
  return !ruling || ruling.index > filing.index
}

/** The court a title names: 'Decision of the Federal Supreme Court of Switzerland (…)'. */
function courtName(title: string): string | undefined {
  const m =
    /\b(?:of|by)\s+(?:the\s+)?((?:[A-Z][\p{L}.'’-]*\s+){0,6}Court(?:\s+of\s+(?:the\s+)?[A-Z][\p{L}]*(?:\s+(?:of|for)?\s*(?:the\s+)?[A-Z][\p{L}]*){0,4})?)/u.exec(
      title,
    ) ?? /^((?:[A-Z][\p{L}.'’-]*\s+){1,6}Court(?:\s+of\s+[A-Z][\p{L}]*)?)/u.exec(title)
  return m?.[1].trim()
}
