// Whose words: every paragraph of an award, decision or judgment is marked with its voice
// (`<p data-voice="tribunal">`), so that a lawyer reading or citing "the tribunal held" can tell
// the deciding body's reasoning from a party's argument it summarises (decision 244).
// The voice comes from the heading the paragraph stands under ("The Respondent's Position",
// "The Tribunal's Analysis") and, where a section mixes voices, from the paragraph's own opening
// ("The Claimant submits …", "In the Tribunal's view …").
import type { CanonicalDocument, Section } from '../model.ts'
import { decodeEntities } from '../text/html.ts'
import { DECIDING_VOICES, type Voice } from '#sites/voices.ts'

/** The kinds of document whose paragraphs are marked. */
const DECIDED = new Set([
  'award',
  'decision',
  'annulment_decision',
  'court_decision',
  'domain_decision',
])

const CLAIMANT = String.raw`(?:claimants?|applicants?|investors?|petitioners?|complainants?|requesting part(?:y|ies))`
const RESPONDENT = String.raw`(?:respondents?|the state|host state|government|respondent state)`
const BODY = String.raw`(?:(?:arbitral )?tribunal|(?:ad hoc )?committee|court|panel|chairman|sole arbitrator|majority|(?:two )?(?:other|unchallenged|remaining) (?:members|arbitrators))`
// In an annulment decision 'the Tribunal' is the one whose award is reviewed: the committee decides.
const COMMITTEE = String.raw`(?:(?:ad hoc )?committee|majority)`
const POSITION = String.raw`(?:position|positions|arguments?|submissions?|case|contentions?|claims?|applications?|requests?|reply|replies|rejoinder|memorial|response|objections?|observations|views?|allegations?|defen[cs]e|counter-?memorial|answer|pleadings?)`
const S = String.raw`['’]?s?['’]?`

// Headings and the voice of what they head; the first that matches wins.
const HEADINGS: Array<[RegExp, Voice]> = [
  [
    /\b(?:dissent|separate opinion|concurring opinion|individual opinion|declaration of (?:arbitrator|professor|judge|dr|mr|ms))/i,
    'opinion',
  ],
  [
    new RegExp(
      String.raw`\b${BODY}${S} (?:analysis|reasons|reasoning|decision|conclusions?|considerations|findings|view|assessment|determination|ruling|observations)\b|considerations of the ${BODY}|\b(?:analysis|discussion|findings|reasons for the decision|merits analysis)\b(?! of the parties)`,
      'i',
    ),
    'tribunal',
  ],
  [
    /^(?:(?:the )?(?:award|decision|operative part|dispositif|operative provisions|orders?)|for these reasons.*|the tribunal decides.*|(?:the )?decision(?: and order)?)$/i,
    'operative',
  ],
  [
    new RegExp(
      String.raw`\bparties${S} (?:${POSITION})|\b(?:${POSITION}) of the parties\b|\b(?:relief sought|requests? for relief|prayers? for relief)\b`,
      'i',
    ),
    'parties',
  ],
  [
    new RegExp(
      String.raw`\b${CLAIMANT}${S} (?:[\w-]+ ){0,2}(?:${POSITION})\b|^(?:the )?${CLAIMANT}$`,
      'i',
    ),
    'claimant',
  ],
  [
    new RegExp(
      String.raw`\b${RESPONDENT}${S} (?:[\w-]+ ){0,2}(?:${POSITION})\b|^(?:the )?${RESPONDENT}$`,
      'i',
    ),
    'respondent',
  ],
  [
    /\b(?:procedural (?:history|background|and factual)|the proceedings?|procedure|constitution of the|request for arbitration|first session|registration|representation of the parties|written phase|oral phase|hearing)\b/i,
    'procedure',
  ],
  [/\b(?:factual background|background|the facts|facts|the dispute|chronology)\b/i, 'facts'],
]

// A paragraph that says whose words it gives ('The Claimant submits', 'In the Tribunal's view').
// A party's case told in the past ('Argentina maintained') is still its case.
const SAYS = String.raw`(?:submits?|argue[sd]?|contend(?:s|ed)?|assert(?:s|ed)?|allege[sd]?|maintain(?:s|ed)?|claim(?:s|ed)?|says|aver(?:s|red)?|posits?|insist(?:s|ed)?|emphasi[sz]e[sd]|requests?|disputes?|respond(?:s|ed)?|repl(?:y|ies|ied)|relie[sd]|rel(?:y|ies) on|object(?:s|ed)?|counter(?:s|ed)?|challenges?|contests?|invoke[sd]?|stresse[sd]|puts forward|does not (?:contest|dispute|deny|accept|agree)|did not (?:contest|dispute|deny|accept|agree)|denie[sd]|deny|rejects?|considers?|takes (?:the position|the view|issue)|suggest(?:s|ed)?|ha(?:s|ve) (?:also |further )?(?:argued|submitted|suggested|contended|alleged|asserted|maintained|claimed|stated|objected|emphasi[sz]ed|stressed|invoked|relied)|further (?:argues?|submits?|contends?)|also (?:argues?|submits?|contends?)|observes that|points? out|states?|stated)`
const DECIDES = String.raw`(?:considers?|finds?|notes?|is (?:of the view|satisfied|not (?:persuaded|convinced|satisfied))|agrees?|disagrees?|concludes?|observes?|accepts?|rejects?|holds?|decides?|determines?|turns?|recalls?|must|shall|cannot|does not|sees|will|has (?:considered|concluded|found|decided|carefully)|therefore|thus|now|is unable|need not|would|declines?|dismisses?|upholds?|awards?|orders?|understood|found|held|concluded|determined)`

// A paragraph that opens with a date tells what happened ('On 8 May 2015, TECO filed its Reply',
// 'By letter of 28 August 2007, …'): the proceedings when it names a step in them, else the facts.
const MONTH = String.raw`(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?`
const DATE = String.raw`(?:\d{1,2} ${MONTH},? \d{4}|${MONTH} \d{1,2},? \d{4}|${MONTH} \d{4}|(?:the )?(?:early |mid-?|late |fall of |spring of |summer of |winter of )?\d{4})`
const DATED = new RegExp(
  String.raw`^(?:on|by (?:a |its |their )?(?:letter|e-?mail|communication|fax)s?(?: dated| of)?|in(?: (?:a|its|his|her|their) (?:letter|e-?mail)(?: dated| of)?)?|since|as of|at the end of) (?:or about )?${DATE}\b`,
  'i',
)
const STEP =
  /\b(?:filed|submitted|wrote|letters?|informed|transmitted|issued|registered|constituted|appointed|notified|invited|proposal|memorial|rejoinder|reply|application|request|secretary|session|hearing|procedural order|counsel|brief)\b/i

/** The voice of a paragraph that opens with a date, or null. */
export function voiceOfDated(text: string): Voice | null {
  const t = text.replace(/^(?:\d{1,4}(?:\.\d{1,3})*\.?|\[\d{1,4}\])\s+/, '').slice(0, 250)
  if (!DATED.test(t)) return null
  return STEP.test(t) ? 'procedure' : 'facts'
}

// What the deciding body says when it decides; built for the body of the document (`BODY`, or
// `COMMITTEE` in an annulment decision).
function deciding(body: string) {
  return {
    operative: new RegExp(
      String.raw`^(?:for (?:the|these|all the) (?:foregoing )?reasons(?![^,]{0,40}\bbelow\b)|the (?:arbitral )?${body} (?:hereby )?(?:decides|awards|orders|declares|unanimously))`,
      'i',
    ),
    deciding: new RegExp(
      String.raw`^(?:(?:the|this) )?${body} ${DECIDES}\b|^(?:[\w’'-]+,? ){1,8}(?:the|this) ${body} ${DECIDES}\b|^[^.;:]{0,140}, (?:the|this) ${body} ${DECIDES}\b|^the (?:problem|difficulty|flaw|weakness) (?:with|in) (?:this|that|these|those|the) (?:[\w’'-]+ ){0,3}(?:argument|submission|contention|position|objection|reasoning)s?\b|^the (?:first |main |sole |next |last )?(?:task|question|issue|role|duty) (?:of|for|before) the ${body}\b|^in (?:the|this|its) ${body}${S} (?:view|opinion|judgment)|^(?:accordingly|consequently|therefore|for these reasons|in (?:these|the) circumstances|in conclusion|in sum), (?:the |this )?${body}\b|^the ${body} is (?:of|not|satisfied|persuaded|unable|mindful|aware)`,
      'i',
    ),
    // The deciding body deciding, near the end: the operative part.
    decidesNow: new RegExp(
      String.raw`\b${body} (?:hereby |therefore |unanimously |accordingly )*(?:decides?|orders?|awards?|declares?|dismiss(?:es)?|rejects?|upholds?|grants?|determines?)\b`,
      'i',
    ),
  }
}

type Names = { claimant: string[]; respondent: string[] }
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** What names a party as the speaker: its role ('the Claimant') or its short name ('Saluka'). */
function speakers(names: Names, body = BODY) {
  const speaker = (who: string) =>
    new RegExp(
      String.raw`^(?:[^,;]{0,60}, )?(?:(?:first|second|third|finally|further|moreover|then|next|lastly)(?: of all)?,? )?(?:(?:the )?(?:${who})${S}(?:,? (?:on the other hand|for (?:its|their) part|in (?:turn|response|reply)),)? (?:(?:also|further|then|therefore|next|first|finally|again|similarly|likewise|nevertheless|however) )?${SAYS}\b|^for (?:the )?(?:${who}), |^the (?:argument|position|submission|case) of (?:the )?(?:${who})\b|^(?:according to|in the view of) (?:the )?(?:${who})\b|^in (?:the )?(?:${who})${S} (?:view|submission|opinion|case)|^(?:the )?(?:${who})${S} (?:${POSITION}) (?:is|was|are|were)\b|^it is (?:the )?(?:${who})${S} (?:[\w-]+ )?(?:${POSITION}) that)`,
      'i',
    )
  // 'The Tribunal will first consider the Claimants' argument that …' goes on to restate it.
  const introduced = (who: string) =>
    new RegExp(
      String.raw`^(?:the|this) ${body} (?:will |shall |must )?(?:first |now |next |then )?(?:considers?|address(?:es)?|examines?|turns? to|deals? with) (?:the )?(?:${who})${S} (?:[\w-]+ )?(?:arguments?|contentions?|submissions?|objections?|claims?)\b`,
      'i',
    )
  const claimant = [CLAIMANT, ...names.claimant.map(escape)].join('|')
  const respondent = [RESPONDENT, ...names.respondent.map(escape)].join('|')
  return {
    claimant: speaker(claimant),
    respondent: speaker(respondent),
    claimantIntroduced: introduced(claimant),
    respondentIntroduced: introduced(respondent),
    ...deciding(body),
  }
}

/** The voice of a paragraph that names its speaker, or null. `names` holds short names. */
export function voiceOfParagraph(
  text: string,
  names: Names,
  patterns = speakers(names),
): Voice | null {
  const t = text.replace(/^(?:\d{1,4}(?:\.\d{1,3})*\.?|\[\d{1,4}\])\s+/, '').slice(0, 200)
  if (patterns.operative.test(t)) return 'operative'
  if (patterns.claimantIntroduced.test(t)) return 'claimant'
  if (patterns.respondentIntroduced.test(t)) return 'respondent'
  if (patterns.deciding.test(t)) return 'tribunal'
  if (patterns.claimant.test(t)) return 'claimant'
  if (patterns.respondent.test(t)) return 'respondent'
  return null
}

/** The voice a heading sets for the paragraphs under it, or null when it says none. */
export function voiceOfHeading(heading: string, names?: Names): Voice | null {
  // A roman number as the OCR read it ('Vv.', 'Ill.', 'IL') is a number too.
  const h = heading
    .replace(/^(?:[IVXLC][IVXLCivxl]{0,5}|[A-Ha-h]|\d{1,2}(?:\.\d{1,2})*)[.)]?\s+/, '')
    .trim()
  if (!h) return null
  for (const [re, voice] of HEADINGS) if (re.test(h)) return voice
  // A party named by its short name: 'Guatemala’s Position', '1. Argentina'.
  for (const voice of ['claimant', 'respondent'] as const) {
    const who = names?.[voice].map(escape).join('|')
    if (!who) continue
    const named = new RegExp(
      String.raw`^(?:the )?(?:${who})(?:${S} (?:[\w’'-]+ ){0,2}(?:${POSITION})\b|$)`,
      'i',
    )
    if (named.test(h)) return voice
  }
  return null
}

// A line the heading detector left in the text: 'b) Claimant's Position', '1. The Tribunal's
// Analysis'. Short, and no sentence.
function isSubheading(text: string): boolean {
  return text.length <= 100 && !/[.:;,]["'”’)]*$/.test(text) && text.split(/\s+/).length <= 12
}

// A sub-heading run into the paragraph it heads ('(b) Analysis The Tribunal has held …', 'TECO’s
// Position According to TECO, …'): ending in a word that names a voice's part, set as a title (its
// longer words capitalised, but for the last), followed by a capital that begins the sentence
// (not 'Respondent ICSID Case No.' on a cover). Only the voices of speakers: '(iii) ORDER Egypt to
// pay' in a party's request is no operative part, '(a) The Dispute …' no reliable narrative.
const LEAD_NUMBER = /^(?:\(?[a-z]{1,4}\)|[ivx]{1,5}\.|[A-H][.)]|\d{1,2}(?:\.\d{1,2})+\.?)\s+/
const LEAD_NOUN =
  /(?:position|positions|arguments?|submissions?|case|analysis|considerations|findings|conclusions?|decision|reasoning|views?|assessment)$/i

/** The heading a paragraph opens with and the rest of it, or null. */
export function leadingHeading(text: string, names?: Names): { voice: Voice; rest: string } | null {
  const numbered = LEAD_NUMBER.exec(text)
  const body = numbered ? text.slice(numbered[0].length) : text
  const words = body.split(/\s+/)
  for (let k = Math.min(8, words.length - 2); k >= 1; k--) {
    const heading = words.slice(0, k).join(' ')
    if (/[.,;:!?"“”()]/.test(heading) || !/^\p{Lu}/u.test(words[k] ?? '')) continue
    if (!LEAD_NOUN.test(heading) || /^nos?\b/i.test(words[k] ?? '')) continue
    const titled = words.slice(0, k - 1).every((w) => w.length < 4 || /^\p{Lu}/u.test(w))
    if (!titled || !/^\p{Lu}/u.test(heading)) continue
    const voice = voiceOfHeading(heading, names)
    if (!voice || voice === 'facts' || voice === 'procedure' || voice === 'operative') continue
    return { voice, rest: words.slice(k).join(' ') }
  }
  return null
}

/** Short names a text calls its parties by: 'Saluka', 'Venezuela', 'Petrobangla'. */
export function shortNames(doc: CanonicalDocument): Names {
  const names = (role: RegExp) =>
    doc.parties
      .filter((p) => role.test(p.role ?? ''))
      .flatMap((p) => {
        const state =
          /\b(?:republic|kingdom|state|federation|government) of (?:the )?([\p{L}-]+)/iu.exec(
            p.name,
          )?.[1]
        const first = p.name.split(/\s+/)[0]?.replace(/[^\p{L}&-]/gu, '')
        const short = [...p.name.matchAll(/\(([\p{L}][\p{L}&-]{2,})\)/gu)].map((m) => m[1])
        return [p.state, state, first, ...short].filter(
          (n): n is string =>
            !!n &&
            n.length >= 3 &&
            !/^(?:the|republic|kingdom|state|united|arab|federal)$/i.test(n),
        )
      })
  return { claimant: names(/claimant|applicant|complainant/i), respondent: names(/respondent/i) }
}

/**
 * Whether an ad hoc committee decides (an annulment decision, a stay of enforcement): then 'the
 * Tribunal' in the text is the one whose award is under review, and its words are not the
 * deciding body's.
 */
export function decidedByCommittee(doc: CanonicalDocument): boolean {
  if (doc.kind === 'annulment_decision') return true
  if (/\baward\b/i.test(doc.title.replace(/\bof the award\b/gi, ''))) return false
  const text = doc.sections.map((s) => s.text).join('\n')
  return (
    /\bannulment|stay of enforcement|ad hoc committee/i.test(doc.title) ||
    (/\bad hoc committee\b/i.test(text.slice(0, 4000)) &&
      (text.match(/\bthe (?:ad hoc )?committee\b/gi)?.length ?? 0) >= 10)
  )
}

// 'The Award' early in a decision is not its operative part, nor 'The Separate Opinion' an opinion
// of its own: in an annulment decision they are the award under review, told as background.
function sectionVoice(heading: Voice | null, at: number, committee: boolean): Voice | null {
  if (at >= 0.7 || (heading !== 'operative' && heading !== 'opinion')) return heading
  if (committee) return 'facts'
  return heading === 'operative' ? null : heading
}

/** The document with each paragraph of its text marked by voice; other kinds as they are. */
export function markVoices(doc: CanonicalDocument): CanonicalDocument {
  if (!DECIDED.has(doc.kind)) return doc
  const names = shortNames(doc)
  const committee = decidedByCommittee(doc)
  const patterns = speakers(names, committee ? COMMITTEE : BODY)
  let context: Voice | null = null
  let last: Voice = 'procedure'
  let leadIn = false
  // In a text that numbers its paragraphs, an unnumbered one (a quotation, a list, the rest of
  // a paragraph the OCR cut) goes on in the voice of the paragraph before it.
  const numbered = doc.sections.some((s) => s.html.includes('<p id="para-'))
  const total = doc.sections.reduce((n, s) => n + (s.html.match(/<p[ >]/g)?.length ?? 0), 0)
  let at = 0

  function voiceOf(text: string, anchored: boolean): Voice {
    if (isSubheading(text) && /\p{Lu}/u.test(text[0] ?? '')) {
      // Under a heading that says no voice, the voice before goes on.
      context = voiceOfHeading(text, names)
      return context ?? last
    }
    // A sub-heading run into its paragraph sets the voice, as a heading does; but not an item
    // after a lead-in ('(a) The Claimants’ Request … is denied;').
    const lead = leadIn && !anchored ? null : leadingHeading(text, names)
    if (lead) {
      context = lead.voice
      text = lead.rest
    }
    // A quotation after a lead-in, or the rest of a cut paragraph, goes on in the voice before.
    // (A numbered paragraph starts anew.)
    else if (!anchored && (leadIn || /^["“‘'(\p{Ll}]/u.test(text))) return last
    // A paragraph that names its speaker speaks for itself; one that does not speaks in its
    // heading's voice, or, under a heading that says none, goes on in the voice before it.
    // A dated paragraph in a party's case is that party's account; elsewhere it is a narrative.
    const dated = voiceOfDated(text)
    if (dated && context !== 'operative' && context !== 'opinion')
      return context && !DECIDING_VOICES.includes(context) ? context : dated
    const said = voiceOfParagraph(text, names, patterns)
    if (said === 'tribunal' && context === 'operative') return 'operative'
    if (
      (said === 'tribunal' || context === 'tribunal') &&
      at > total * 0.85 &&
      patterns.decidesNow.test(text.slice(0, 250))
    )
      return 'operative'
    if (said) return said
    if (numbered && !anchored && !isSubheading(text)) return last
    return context ?? last
  }

  const sections: Section[] = doc.sections.map((s, i) => {
    const fromHeading = sectionVoice(
      voiceOfHeading(s.heading, names),
      i / doc.sections.length,
      committee,
    )
    if (s.heading) context = fromHeading
    if (s.heading) leadIn = false
    // What a heading says goes on, even into paragraphs that go on in the voice before them.
    if (fromHeading) last = fromHeading
    const html = s.html.replace(
      /<p((?: id="para-[\d.]+")?(?: class="item")?)>([^<]*)<\/p>/g,
      (_m, attrs: string, body: string) => {
        at++
        const text = decodeEntities(body).trim()
        const voice = voiceOf(text, attrs.includes('para-'))
        leadIn = /:["'”’]?$/.test(text)
        last = voice
        return `<p${attrs} data-voice="${voice}">${body}</p>`
      },
    )
    return html === s.html ? s : { ...s, html }
  })
  return { ...doc, sections }
}
