// Whose words: every paragraph of an award, decision or judgment is marked with its voice
// (`<p data-voice="tribunal">`), so that a lawyer reading or citing "the tribunal held" can tell
// the deciding body's reasoning from a party's argument it summarises (decision 244).
// The voice comes from the heading the paragraph stands under ("The Respondent's Position",
// "The Tribunal's Analysis") and, where a section mixes voices, from the paragraph's own opening
// ("The Claimant submits …", "In the Tribunal's view …").
import type { CanonicalDocument, Section } from '../model.ts'
import { decodeEntities } from '../text/html.ts'
import { type Voice } from '#sites/voices.ts'

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
const BODY = String.raw`(?:(?:arbitral )?tribunal|(?:ad hoc )?committee|court|panel|chairman|sole arbitrator|majority)`
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
    /\b(?:procedural (?:history|background)|the proceedings?|procedure|constitution of the|request for arbitration|first session|registration|representation of the parties|written phase|oral phase|hearing)\b/i,
    'procedure',
  ],
  [/\b(?:factual background|background|the facts|facts|the dispute|chronology)\b/i, 'facts'],
]

// A paragraph that says whose words it gives ('The Claimant submits', 'In the Tribunal's view').
const SAYS = String.raw`(?:submits?|argues?|contends?|asserts?|alleges?|maintains?|claims?|says|avers?|posits?|insists?|emphasi[sz]es|requests?|disputes?|responds?|repl(?:y|ies)|relies|rel(?:y|ies) on|objects?|counters?|challenges?|contests?|invokes?|stresses|puts forward|does not (?:contest|dispute|deny|accept)|denies|deny|takes the (?:position|view)|further (?:argues?|submits?|contends?)|also (?:argues?|submits?|contends?)|observes that|points? out)`
const DECIDES = String.raw`(?:considers?|finds?|notes?|is (?:of the view|satisfied|not (?:persuaded|convinced|satisfied))|agrees?|disagrees?|concludes?|observes?|accepts?|rejects?|holds?|decides?|determines?|turns?|recalls?|must|shall|cannot|does not|sees|will|has (?:considered|concluded|found|decided|carefully)|therefore|thus|now|is unable|need not|would|declines?|dismisses?|upholds?|awards?|orders?)`

const OPERATIVE =
  /^(?:for (?:the|these|all the) (?:foregoing )?reasons|the (?:arbitral )?tribunal (?:hereby )?(?:decides|awards|orders|declares|unanimously))/i
const DECIDING = new RegExp(
  String.raw`^(?:(?:the|this) )?${BODY} ${DECIDES}\b|^(?:[\w’'-]+,? ){1,8}(?:the|this) ${BODY} ${DECIDES}\b|^the (?:first |main |sole |next |last )?(?:task|question|issue|role|duty) (?:of|for|before) the ${BODY}\b|^in (?:the|this|its) ${BODY}${S} (?:view|opinion|judgment)|^(?:accordingly|consequently|therefore|for these reasons|in (?:these|the) circumstances|in conclusion|in sum), (?:the |this )?${BODY}\b|^the ${BODY} is (?:of|not|satisfied|persuaded|unable|mindful|aware)`,
  'i',
)
// The deciding body deciding, near the end: the operative part.
const DECIDES_NOW = new RegExp(
  String.raw`\b${BODY} (?:hereby |therefore |unanimously |accordingly )*(?:decides|orders|awards|declares|dismisses|rejects|upholds|grants|determines)\b`,
  'i',
)

type Names = { claimant: string[]; respondent: string[] }

/** What names a party as the speaker: its role ('the Claimant') or its short name ('Saluka'). */
function speakers(names: Names): { claimant: RegExp; respondent: RegExp } {
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const speaker = (who: string) =>
    new RegExp(
      String.raw`^(?:[^,;]{0,60}, )?(?:(?:the )?(?:${who})${S} (?:(?:also |further |then |therefore |next |first |finally |again |, on the other hand, |, for (?:its|their) part, )?${SAYS})\b|^the (?:argument|position|submission|case) of (?:the )?(?:${who})\b|^(?:according to|in the view of) (?:the )?(?:${who})\b|^in (?:the )?(?:${who})${S} (?:view|submission|opinion|case)|^(?:the )?(?:${who})${S} (?:${POSITION}) (?:is|was|are|were)\b|^it is (?:the )?(?:${who})${S} (?:[\w-]+ )?(?:${POSITION}) that)`,
      'i',
    )
  return {
    claimant: speaker([CLAIMANT, ...names.claimant.map(escape)].join('|')),
    respondent: speaker([RESPONDENT, ...names.respondent.map(escape)].join('|')),
  }
}

/** The voice of a paragraph that names its speaker, or null. `names` holds short names. */
export function voiceOfParagraph(
  text: string,
  names: Names,
  patterns = speakers(names),
): Voice | null {
  const t = text.replace(/^(?:\d{1,4}(?:\.\d{1,3})*\.?|\[\d{1,4}\])\s+/, '').slice(0, 200)
  if (OPERATIVE.test(t)) return 'operative'
  if (DECIDING.test(t)) return 'tribunal'
  if (patterns.claimant.test(t)) return 'claimant'
  if (patterns.respondent.test(t)) return 'respondent'
  return null
}

/** The voice a heading sets for the paragraphs under it, or null when it says none. */
export function voiceOfHeading(heading: string): Voice | null {
  const h = heading.replace(/^(?:[IVXLC]{1,6}|[A-Ha-h]|\d{1,2}(?:\.\d{1,2})*)[.)]?\s+/, '').trim()
  if (!h) return null
  for (const [re, voice] of HEADINGS) if (re.test(h)) return voice
  return null
}

// A line the heading detector left in the text: 'b) Claimant's Position', '1. The Tribunal's
// Analysis'. Short, and no sentence.
function isSubheading(text: string): boolean {
  return text.length <= 100 && !/[.:;,]["'”’)]*$/.test(text) && text.split(/\s+/).length <= 12
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
        return [state, first, ...short].filter(
          (n): n is string =>
            !!n &&
            n.length >= 3 &&
            !/^(?:the|republic|kingdom|state|united|arab|federal)$/i.test(n),
        )
      })
  return { claimant: names(/claimant|applicant|complainant/i), respondent: names(/respondent/i) }
}

/** The document with each paragraph of its text marked by voice; other kinds as they are. */
export function markVoices(doc: CanonicalDocument): CanonicalDocument {
  if (!DECIDED.has(doc.kind)) return doc
  const names = shortNames(doc)
  const patterns = speakers(names)
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
      context = voiceOfHeading(text)
      return context ?? last
    }
    // A quotation after a lead-in, or the rest of a cut paragraph, goes on in the voice before.
    // (A numbered paragraph starts anew.)
    if (!anchored && (leadIn || /^["“‘'(\p{Ll}]/u.test(text))) return last
    // A paragraph that names its speaker speaks for itself; one that does not speaks in its
    // heading's voice, or, under a heading that says none, goes on in the voice before it.
    const said = voiceOfParagraph(text, names, patterns)
    if (
      (said === 'tribunal' || context === 'tribunal') &&
      at > total * 0.85 &&
      DECIDES_NOW.test(text.slice(0, 250))
    )
      return 'operative'
    if (said) return said
    if (numbered && !anchored && !isSubheading(text)) return last
    return context ?? last
  }

  const sections: Section[] = doc.sections.map((s, i) => {
    // 'The Award' early in an annulment decision is the award it reviews, not the operative part.
    const heading = voiceOfHeading(s.heading)
    const fromHeading = heading === 'operative' && i < doc.sections.length * 0.7 ? null : heading
    if (s.heading) context = fromHeading
    if (s.heading) leadIn = false
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
