// What a decision decided (decision 240), read from its operative part (dispositif): the words
// after "For these reasons, the Tribunal decides", "Par ces motifs", "ORDERED that" and the like.
// The kind and subject of the document say which question the operative part answers (a
// challenge, an annulment, provisional measures, jurisdiction, the claims, a court's review of
// an award); the rules for each read only that question. No operative part, no outcome.
import { lineAt } from './lines.ts'
import type { CaseDocumentKind, Fact, FactInput, Outcome } from './types.ts'

type Found = { value: Outcome; rule: string; at: number }
type Classify = (window: string) => Found | undefined
/** An outcome, the name of the rule, the words that give it, and where they count (anywhere). */
type Rule = [Outcome, string, RegExp, ((w: string, at: number) => boolean)?]

/** Words that open an operative part. */
const OPENERS = [
  // "For these reasons", "Based on the foregoing", "In light of the above considerations"
  /\b(?:for|on the basis of|based on|in (?:the )?light of|as a result of|in view of)\s+(?:all\s+)?(?:of\s+)?(?:the|these|those)\s+(?:foregoing|forgoing|above|preceding|reasons|considerations)\b/gi,
  /\bpar ces motifs\b|\bnow,? therefore\b|\bI would (?:dismiss|allow)\b/gi,
  // a heading alone on its line: "VI. DISPOSITIF", "DECISION", "Operative Part", "CONCLUSION"
  /^[ \t]*(?:[IVXL]+\.?[ \t]*|[A-Z]\.[ \t]*)?(?:dispositif|operative (?:part|provisions)|enacting terms|decisions?(?: on [\w ]{3,40})?|orders|relief|award|conclusions?)[ \t]*:?[ \t]*$/gim,
  /\bORDERED\b|\b(?:DECIDES|DECLARES|ORDERS|AWARDS|DETERMINES)\b/g,
  /\b(?:tribunal|committee|members)\b[^.]{0,60}\b(?:decides|declares|orders|awards|determines|renders|adopts|issues|makes)\b[^.]{0,40}?(?:as follows|following|:)/gi,
  // A conclusion drawn in a sentence: "Therefore, after deliberation, the Tribunal has decided
  // to", "The Tribunal consequently rejects", "Accordingly, the Arbitral Tribunal hereby rejects".
  /\b(?:therefore|accordingly|consequently|hence)\b[^.]{0,80}?\b(?:tribunal|committee)\s+(?:hereby\s+|therefore\s+)?(?:has decided|decides|rejects|dismisses|grants|denies|upholds)\b|\b(?:tribunal|committee)\s+(?:therefore|accordingly|consequently|hence)\s+(?:hereby\s+)?(?:decides|rejects|dismisses|grants|denies|upholds)\b/gi,
]

/** A party's prayer for relief, which an opener may introduce: no operative part. */
const PRAYER =
  /\b(?:respectfully\s+)?(?:requests?|asks?|prays?|invites?)\s+(?:that\s+)?the\s+(?:Arbitral\s+|ad hoc\s+)?(?:Tribunal|Committee)\b/i

/** A heading that starts an individual opinion or an annex appended after the decision. */
const APPENDED =
  /^(?![^\n]*\b(?:19|20)\d{2}\b)[ \t]*(?:(?:Separate|Dissenting|Individual)\s+Declaration\b|(?:SEPARATE|DISSENTING|INDIVIDUAL)\s+DECLARATION\b|(?:Partial(?:ly)?\s+)?(?:Dissenting|Separate|Concurring|Individual)\s+Opinion\b|(?:PARTIAL\s+)?(?:DISSENTING|SEPARATE|CONCURRING|INDIVIDUAL)\s+OPINION\b|Statement of Dissent\b|STATEMENT OF DISSENT\b|(?:ANNEX|APPENDIX)\s+[\w.]+[ \t]*$)/gm

/** The award's operative heading and its tribunal's words, after a dissent printed within it. */
const AWARD_CONTINUES =
  /^[ \t]*(?:[IVXL]+\.?[ \t]*|[A-Z]\.[ \t]*)?(?:AWARD|DECISION|DISPOSITIF|OPERATIVE PART)[ \t]*\n\s*[^\n]{0,120}\b(?:Tribunal|Committee)\b/m

/** Operative words, one of which the start of an operative part holds. */
const OPERATIVE =
  /\b(?:decides?|decided|declares?|orders?|ordered|awards|AWARDS|determines?|dismiss\w*|reject\w*|den(?:y|ies|ied)|grant\w*|uphold\w*|upheld|finds?|annul\w*|recommends?|adopts?|renders?|confirm\w*|conclude\w*|corrections?|shall|prononce|irrecevables?|rejet\w*|prohibits)\b/i

const WINDOW = 3500
const GAP = 600

/** The text a clause ends at: a full stop or semicolon (not one inside a number or "No."). */
const CLAUSE = String.raw`(?:[^.;]|\.(?=\S)|(?<=\b(?:Nos?|Art|v|Mrs?|Ms|Dr|Prof|St|[A-Z]))\.)`
const near = (a: string, b: string, span = 150) =>
  new RegExp(String.raw`(?:${a})${CLAUSE}{0,${span}}?(?:${b})`, 'gi')

/** The first match of `re` in `w` that no "not", "no", "lacks" or "refuses" just before negates. */
function firstUnnegated(
  w: string,
  re: RegExp,
  counts: (w: string, at: number) => boolean = () => true,
): number | undefined {
  for (const m of w.matchAll(re)) {
    if (!counts(w, m.index)) continue
    const before = w.slice(Math.max(0, m.index - 25), m.index)
    // "allegedly in breach" is a party's case, not a finding.
    if (
      !/\b(?:not|no|neither|nor|refuses?|declines?|lacks?|without|allegedly)\s+(?:\w+\s+)?$/i.test(
        before,
      )
    )
      return m.index
  }
  return undefined
}

/**
 * The outcome of the first of `rules` that matches (rules are in order of precedence), read
 * where the words for that outcome first appear.
 */
function firstOf(w: string, rules: Rule[]): Found | undefined {
  let found: Found | undefined
  for (const [value, rule, re, counts] of rules) {
    if (found && found.value !== value) continue
    const at = firstUnnegated(w, re, counts)
    if (at !== undefined && (!found || at < found.at)) found = { value, rule, at }
  }
  return found
}

const REJECTED = String.raw`(?:is|are|be|stands?)\s+(?:hereby\s+)?(?:rejected|dismissed|denied|refused)`
const REJECT = String.raw`\b(?:reject|dismiss|den(?:y|ies)|refuses?)(?:es|s)?\b`
// "Is allowed to call the bonds" is a permission, not a request allowed.
const GRANTED = String.raw`(?:is|are|be)\s+(?:hereby\s+)?(?:upheld|accepted|granted|sustained|allowed(?!\s+to\b))`

const challenge: Classify = (w) =>
  firstOf(w, [
    ['challenge-upheld', 'challenge-upheld', near('proposal|challenge', GRANTED)],
    [
      'challenge-upheld',
      'arbitrator-disqualified',
      /\b(?:is|be|are) (?:hereby )?(?:\w+ly )?(?:disqualified|removed)\b/gi,
    ],
    ['challenge-rejected', 'challenge-rejected', near('proposal|challenge', REJECTED)],
    ['challenge-rejected', 'challenge-rejected', near(REJECT, 'proposal|challenge', 60)],
  ])

const annulment: Classify = (w) =>
  firstOf(w, [
    [
      'annulled',
      'award-annulled',
      /\b(?:is|are|be|hereby)\s+(?:partially\s+|hereby\s+)?annull?ed\b/gi,
    ],
    ['annulled', 'award-annulled', /\b(?:annuls?|to annul)\b(?!ment)/gi],
    [
      'annulment-rejected',
      'annulment-rejected',
      near('application|request|claims? for annulment', REJECTED, 250),
    ],
    ['annulment-rejected', 'annulment-rejected', near(REJECT, 'application|request|annulment', 80)],
  ])

const PARTY = String.raw`\b(?:respondent|claimants?|applicants?|parties|party|republic|state|government|kingdom)\b`
const provisionalMeasures: Classify = (w) =>
  firstOf(w, [
    ['provisional-measures-granted', 'measures-recommended', /\brecommends?\b|\bto recommend\b/gi],
    [
      'provisional-measures-granted',
      'measures-adopted',
      near(String.raw`\b(?:adopts|grants|orders)\b`, 'provisional|interim|measures?', 60),
    ],
    [
      'provisional-measures-granted',
      'measures-granted',
      near('request|application|measures?', GRANTED),
    ],
    [
      'provisional-measures-granted',
      'party-ordered',
      near(String.raw`\borders\b|\bhereby orders?\b`, PARTY, 20),
    ],
    [
      'provisional-measures-granted',
      'party-shall',
      near(
        PARTY,
        String.raw`\bshall\s+(?:take|refrain|suspend|abstain|not|maintain|continue|ensure|provide|desist)\b`,
        40,
      ),
    ],
    [
      'provisional-measures-rejected',
      'measures-rejected',
      near('request|application|measures?', REJECTED, 250),
    ],
    [
      'provisional-measures-rejected',
      'measures-rejected',
      near(REJECT, 'request|application|measures?', 60),
    ],
  ])

const NO_JURISDICTION = String.raw`\b(?:lacks?|has\s+no|have\s+no|without|no|declines?)\s+(?:\w+\s+)?(?:jurisdiction|competence)\b|\bnot\s+(?:have|possess)\s+(?:\w+\s+)?jurisdiction\b|\bnot\s+competent\b|\binadmissible\b|\bdismissed\s+for\s+lack\s+of\s+jurisdiction\b`
const HAS_JURISDICTION = String.raw`\b(?:has|have|it\s+has|possesses)\s+(?:\w+\s+){0,2}?jurisdiction\b|\bjurisdiction\s+(?:over|to\s+(?:hear|decide|determine))\b|\bwithin\s+the\s+(?:jurisdiction|competence)\b`
const DECLINED: Rule = ['no-jurisdiction', 'no-jurisdiction', new RegExp(NO_JURISDICTION, 'gi')]
const OBJECTION_REJECTED = [
  near('objections?', REJECTED, 200),
  near(REJECT, String.raw`(?:\w+\s+){0,6}objections?`, 60),
]

const jurisdiction: Classify = (w) =>
  firstOf(w, [
    ['jurisdiction-upheld', 'has-jurisdiction', new RegExp(HAS_JURISDICTION, 'gi')],
    ...OBJECTION_REJECTED.map((re): Rule => ['jurisdiction-upheld', 'objections-rejected', re]),
    DECLINED,
    ['no-jurisdiction', 'objection-upheld', near('objections?', GRANTED, 200)],
  ])

const SETTLED = /\bsettlement agreement\b|\bagreed terms\b|\bconsent award\b/gi
const COSTS = /\bcosts?\b|\bfees\b|\bexpenses\b|\badvances?\b/i
const PAY =
  /\b(?:shall|to|must|is ordered to|is liable to)\s+(?:\w+\s+)?(?:pay|indemnify|compensate|reimburse)\b|\bis sentenced to (?:pay|indemnify)\b|\bis awarded\b|\bawards? (?:to )?(?:the )?claimants?\b/gi
const BREACH = String.raw`\b(?:breached|violated|has violated|have violated|did breach|expropriated|did not comply with (?:its|their) obligations?|failed to (?:comply with (?:its|their) obligations?|accord|provide|observe)|is liable|are liable|in breach of)\b`
const DISMISSED = String.raw`\bclaims?\b${CLAUSE}{0,150}?(?:${REJECTED}|dismissed|rejected)|${REJECT}${CLAUSE}{0,40}?\bclaims?\b|\bdid not (?:involve any )?breach|\b(?:has|have) not breached\b|\bno breach\b`

/** The item of an operative part that an offset falls in: up to a semicolon, full stop or blank line. */
function clauseAt(w: string, at: number): string {
  const start = Math.max(w.lastIndexOf(';', at), w.lastIndexOf('\n\n', at), 0)
  const end = w.slice(at).search(/;|\.\s|\n\n/)
  return w.slice(start, end < 0 ? w.length : at + end)
}

/**
 * Whether words stand in an item of the operative part ("(a) Finds that …", "DECLARES that …"),
 * not in the reasoning a window may still hold before it ("… and in breach of the BIT. Thus").
 */
function inOperativeItem(w: string, at: number): boolean {
  const lineStart = w.lastIndexOf('\n', at) + 1
  const line = w.slice(lineStart, at)
  // A line after one that ends in ';' or ':' is an item (its mark may be lost to the OCR).
  if (/[;:]\s*$/.test(w.slice(Math.max(0, lineStart - 200), lineStart))) return true
  const item = /^\s*(?:[([]?(?:[a-z]|[ivx]+|\d+)[.)\]]|[-—•])/i
  const verb = /\b(?:declares?|finds?|holds?|decides?|determines?|concludes?|that)\b/i
  const clause = clauseAt(w, at)
  return item.test(line) || item.test(clause) || verb.test(clause)
}

/** A payment the operative part orders, other than costs alone: the first such clause's offset. */
function compensation(w: string): number | undefined {
  for (const m of w.matchAll(PAY)) {
    const clause = clauseAt(w, m.index)
    if (/\b(?:dismissed|rejected|denied)\b/i.test(clause)) continue
    // The claimant ordered to pay the State (costs, a counterclaim) upholds no claim of its own.
    // Who pays: the words just before the order, in its own item.
    const payer = /[^\n:;)]*$/.exec(w.slice(Math.max(0, m.index - 120), m.index))![0]
    const payee = clause.slice(clause.indexOf(m[0]))
    if (/\bclaimants?\b/i.test(payer) && !/\brespondents?\b/i.test(payer)) continue
    // The tribunal or the institution returning what is left of the advances.
    if (/\b(?:tribunal|centre|ICSID|secretariat)\s*$/i.test(payer)) continue
    if (
      /\bto (?:the )?(?:respondents?\b|(?:[A-Z][\w-]+ ){0,2}(?:Republic|State|Government|Kingdom)\b)/.test(
        payee,
      )
    )
      continue
    if (!COSTS.test(clause) || /\bdamages\b/i.test(clause)) return m.index
  }
  return undefined
}

/** An award (or a decision on liability): what it did with the claims. */
const claims: Classify = (w) => {
  const settled = firstUnnegated(w, SETTLED)
  if (settled !== undefined) return { value: 'settled', rule: 'settlement-recorded', at: settled }
  const paid = compensation(w)
  if (paid !== undefined) return { value: 'claims-upheld', rule: 'compensation-ordered', at: paid }
  // Declining jurisdiction over all claims comes before dismissing them ("and the claims are
  // therefore dismissed"); declining it over some, before dismissing the rest on the merits.
  const declined = firstUnnegated(w, DECLINED[2])
  const inPart =
    declined !== undefined &&
    (/\bwith\s+the\s+exception\b|\bexcept\b|\bto\s+the\s+extent\b/i.test(clauseAt(w, declined)) ||
      /\baccepts?\s+jurisdiction\b/i.test(w))
  return firstOf(w, [
    ['claims-upheld', 'breach-found', new RegExp(BREACH, 'gi'), inOperativeItem],
    ...(inPart ? [] : [DECLINED]),
    ['claims-dismissed', 'claims-dismissed', new RegExp(DISMISSED, 'gi')],
    DECLINED,
    ['jurisdiction-upheld', 'has-jurisdiction', new RegExp(HAS_JURISDICTION, 'gi')],
    // An award that rules on nothing but the costs (the merits decided earlier).
    ['other', 'costs-only', /\b(?:arbitration|arbitral|legal)\s+costs\b/gi],
  ])
}

const ANY = new RegExp(OPERATIVE.source, 'gi')
/** A decision on something else (costs, correction, a procedural point): any operative words. */
const other: Classify = (w) => firstOf(w, [['other', 'other-decision', ANY]])

/** A procedural order decides something only where it rules on a party's application. */
const application: Classify = (w) =>
  firstOf(w, [
    ['other', 'application-ruled-on', near('application|request', `${REJECTED}|${GRANTED}`, 200)],
    ['other', 'application-ruled-on', near(REJECT, 'request|application', 60)],
    [
      'other',
      'procedure-ruled-on',
      /\b(?:decides to bifurcate|shall be bifurcated|no bifurcation|(?:decided|decides)\s+to\s+join\b[^.]{0,60}\bmerits|(?:are|is|shall be) (?:hereby )?(?:terminated|suspended|stayed|deferred)\b|stay of enforcement\b[^.]{0,80}\bremain)/gi,
    ],
  ])

const SET_ASIDE = [
  near('award', String.raw`(?:is|are|be)\s+(?:hereby\s+)?(?:set aside|vacated|annull?ed)`),
  near(
    String.raw`(?<!\b(?:motions?|petitions?|applications?|requests?|appeals?) to )\b(?:set(?:s|ting)? aside|vacates?|annul(?:s|le)?)\b`,
    String.raw`\b(?:award|sentence)\b`,
    40,
  ),
  near(
    String.raw`\b(?:enforcement|recognition|petition to confirm)\b`,
    String.raw`\b(?:refused|denied)\b`,
    80,
  ),
  near(String.raw`\brecognition and enforcement\b`, String.raw`\b(?:is|are) refused\b`, 400),
  near(String.raw`\bgrants?\b`, String.raw`\bapplication to set aside\b`, 40),
  near('motion to vacate', String.raw`\bgranted\b`, 80),
]
const ENFORCED = [
  near(
    String.raw`\b(?:petition|application|motion)\b`,
    String.raw`\bconfirm${CLAUSE}{0,80}?\bgranted\b`,
    20,
  ),
  near(String.raw`\bconfirm(?:s|ed)?\b`, String.raw`\baward\b`, 40),
  near(String.raw`\bmotion to vacate\b`, String.raw`\bdenied\b`, 80),
  near(
    String.raw`\b(?:appeal|application|motions?|petition|recours\w*|challenges?)\b`,
    String.raw`${REJECTED}|\bdismissed\b|\birrecevables?\b|\brejetés?\b|\bill-founded\b|\bunfounded\b|\bmust fail\b|\balso fails\b`,
    120,
  ),
  near(String.raw`\bdismiss(?:es)?\b`, String.raw`\b(?:appeal|application|motions?)\b`, 30),
  near(String.raw`\b(?:recogni[sz]|enforc)\w*\b`, String.raw`\baward\b`, 40),
]
const review: Classify = (w) =>
  firstOf(w, [
    ...SET_ASIDE.map((re): Rule => ['set-aside', 'award-set-aside', re]),
    ...ENFORCED.map((re): Rule => ['enforced', 'award-upheld', re]),
    ['other', 'other-ruling', ANY],
  ])

function classifierFor(kind: CaseDocumentKind, subject: string | null): Classify | undefined {
  const about = subject ?? ''
  if (kind === 'court-judgment')
    return ['set-aside', 'enforcement', 'recognition'].includes(about) ? review : other
  if (/disqualif|challenge/.test(about)) return challenge
  if (about === 'annulment') return annulment
  if (about === 'provisional-measures') return provisionalMeasures
  if (kind === 'procedural-order') return application
  if (kind === 'award') {
    if (about === 'consent')
      return (w) =>
        firstOf(w, [
          ['settled', 'consent-award', SETTLED],
          ['settled', 'consent-award', ANY],
        ])
    return ['costs', 'supplementary'].includes(about) ? other : claims
  }
  if (kind !== 'decision') return undefined
  if (about === 'jurisdiction') return jurisdiction
  return ['liability', 'jurisdiction-and-liability'].includes(about) ? claims : other
}

/**
 * The windows where an operative part may be, last first, before any appended opinion. Openers
 * close together ("DECISION", "For these reasons, the Tribunal", "ORDERS that") make one window.
 */
function windows(text: string): { start: number; window: string }[] {
  // A dissent printed inside the award, before the award's own operative heading, ends nothing.
  const appended = [...text.matchAll(APPENDED)].find(
    (m) => m.index > text.length * 0.4 && !AWARD_CONTINUES.test(text.slice(m.index)),
  )
  const end = appended?.index ?? text.length
  const found = new Set<number>()
  for (const re of OPENERS) for (const m of text.matchAll(re)) if (m.index < end) found.add(m.index)
  const starts = [...found]
    .sort((a, b) => a - b)
    .filter(
      (at) => OPERATIVE.test(text.slice(at, at + 400)) && !PRAYER.test(text.slice(at, at + 200)),
    )
  const out: { start: number; last: number }[] = []
  for (const at of starts) {
    const group = out.at(-1)
    if (group && at - group.last <= GAP) group.last = at
    else out.push({ start: at, last: at })
  }
  return out.reverse().map(({ start, last }) => ({
    start,
    window: text.slice(start, Math.min(last + WINDOW, end)),
  }))
}

/** What the document decided, from the last operative part the rules for its kind can read. */
export function outcomeOf(
  input: FactInput,
  kind: CaseDocumentKind,
  subject: string | null,
): Fact<Outcome> | undefined {
  const classify = classifierFor(kind, subject)
  if (!classify) return undefined
  const { text } = input
  for (const { start, window } of windows(text)) {
    const found = classify(window)
    if (found)
      return { value: found.value, rule: found.rule, evidence: lineAt(text, start + found.at) }
  }
  return undefined
}
