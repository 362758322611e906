// The instruments of consent: the treaty (or contract, or investment law) under which this case's
// claims are brought, as the text states it. A treaty the text cites (another State's BIT in an
// MFN argument, a NAFTA award as authority) is not one: a mention counts only in the words that
// say what the claim is brought under, and a treaty only when the respondent State is a party
// to it. The ICSID Convention and arbitration rules are never instruments of consent.
import { stateOf } from '#server/arbitrators/nationality.ts'
import { lineAt } from './lines.ts'
import type { Fact, FactInput } from './types.ts'

export type InstrumentType = 'bit' | 'treaty' | 'contract' | 'law'
export type Instrument = { type: InstrumentType; name: string; parties: string[]; year?: number }

/** How far into the text treaties are looked for: the cover, the introduction, the history. */
const HEAD = 60_000
/** Where the consent is stated: the cover, the introduction and the parties' positions on it. */
const CONSENT_STATED = 30_000
/** Words that say a claim is brought under an instrument, before or after the mention. */
const CONSENT =
  /\b(?:under|pursuant to|on the basis of|in accordance with|invok\w*|brought|submitted|commenced|instituted|filed|relies? (?:up)?on|relied (?:up)?on|based (?:\w+ )?on|basis of|breach(?:es)? of|consent\w*|arising (?:out of|under)|protected (?:by|under)|Article 2[56]|Chapter (?:Eleven|11)|Section B|instrument relied)\b/i
/** The States party to the multilateral treaties of consent the corpus holds. */
const NAFTA_PARTIES = new Set(['United States', 'Canada', 'Mexico'])
const CAFTA_PARTIES = new Set([
  'United States',
  'Costa Rica',
  'Dominican Republic',
  'El Salvador',
  'Guatemala',
  'Honduras',
  'Nicaragua',
])
/** Contracting parties of the Energy Charter Treaty (the States that have signed it). */
const ECT_PARTIES = new Set([
  ...'Afghanistan Albania Armenia Australia Austria Azerbaijan Belarus Belgium Bulgaria Croatia Cyprus Czechia Denmark Estonia Finland France Georgia Germany Greece Hungary Iceland Ireland Italy Japan Jordan Kazakhstan Kyrgyzstan Latvia Liechtenstein Lithuania Luxembourg Malta Moldova Mongolia Montenegro Netherlands Norway Poland Portugal Romania Russia Slovakia Slovenia Spain Sweden Switzerland Tajikistan Turkey Turkmenistan Ukraine Uzbekistan Yemen'.split(
    ' ',
  ),
  'Bosnia and Herzegovina',
  'North Macedonia',
  'United Kingdom',
])

/** Party names the country table does not know, or knows under another name than treaties use. */
const STATE_ALIASES: [RegExp, string][] = [
  [/Belg\w*[-–\s/]*Luxemb\w*(?: Economic Union)?|\bBLEU\b/i, 'Belgium-Luxembourg'],
  [/Federal Republic of Yugoslavia|\bYugoslavia\b/i, 'Serbia'],
  [/\bTurk(?:ey|ish|iye)\b|Türkiye/i, 'Turkey'],
  [/Union of Soviet Socialist Republics|\bUSSR\b/i, 'Russia'],
  [/\bU\.?S\.?A?\.?$|\bUnited States\b/i, 'United States'],
  [/\bU\.?K\.?$/i, 'United Kingdom'],
  [/\bKorea\b/i, 'South Korea'],
]
/** How a State is written in a treaty's name. */
const SHOWN: Record<string, string> = { Czechia: 'Czech Republic', Slovakia: 'Slovak Republic' }

/**
 * A party of a treaty as a State: 'the Government of the Kingdom of the Netherlands' →
 * 'Netherlands'. The Czech and Slovak Federal Republic is the successor State that is party to
 * the case.
 */
function treatyState(name: string, respondent?: string): string | undefined {
  // OCR reads a capital I as l ('ltaly').
  const text = name
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^l(?=[a-z])/, 'I')
  if (/Czech(?:oslovak\w*| and Slovak)/i.test(text) && /Slovak|Czechoslovak/i.test(text))
    return respondent && same(respondent, 'Slovakia') ? 'Slovakia' : 'Czechia'
  if (/Serbia and Montenegro/i.test(text))
    return respondent && same(respondent, 'Montenegro') ? 'Montenegro' : 'Serbia'
  for (const [re, state] of STATE_ALIASES) if (re.test(text)) return state
  return stateOf(text)
}

function same(a: string, b: string): boolean {
  const fold = (s: string) => treatyStateName(s).toLowerCase()
  return fold(a) === fold(b)
}

/** A State's name as the country table holds it, for comparing 'Slovak Republic' and 'Slovakia'. */
function treatyStateName(name: string): string {
  return treatyState(name) ?? name
}

const shown = (state: string) => SHOWN[state] ?? state

/** Belgium and Luxembourg make their investment treaties together, as their Economic Union. */
const bilateralParty = (state: string | undefined) =>
  state === 'Belgium' || state === 'Luxembourg' ? 'Belgium-Luxembourg' : state

/** A pattern's letters in either case (the texts capitalise a treaty's title, or not). */
function anyCase(pattern: string): string {
  return pattern.replace(/(?<!\\)[a-z]/g, (c) => `[${c}${c.toUpperCase()}]`)
}

// "Agreement between the Government of X and the Government of Y for/on/concerning the
// (Reciprocal) Promotion/Encouragement/Protection of Investments", in either order of its parts.
// A State's name may be broken at a hyphen ('Nether- lands') or followed by its initials ('(YU)').
const WORD = String.raw`[A-Z][\p{L}'’.]*(?:-\s*\p{Ll}+)?`
const STATE = String.raw`(?:the\s+)?(?:Governments?\s+of\s+(?:the\s+)?)?${WORD}(?:(?:\s+(?:of\s+(?:the\s+)?|and\s+Northern\s+|and\s+Slovak\s+|and\s+(?=Montenegro))?|\s*[-/]\s*)${WORD}){0,7}(?:\s*\([\p{L}.]{1,8}\))?`
// A word of it may be misread ('the promoteon and reciprocal protection').
const PROTECTION = String.raw`(?:for|on|concerning|relating\s+to|regarding|in\s+respect\s+of)\s+(?:the\s+)?(?:reciprocal\s+|mutual\s+)?(?:promotion|encouragement|protection|investment|\p{L}+\s+and\s+reciprocal\s+protection)`
const BIT_TITLE = new RegExp(
  String.raw`\b(?:Agreement|Treaty|Convention)(?:\s+(?:signed|dated)\s+(?:on\s+)?[\p{L}\d ,.]{4,24}?)?\s+[Bb]etween\s+(${STATE})\s+and\s+(${STATE})\s*,?\s+${anyCase(PROTECTION)}`,
  'gu',
)
const BIT_TITLE_AFTER = new RegExp(
  String.raw`\b(?:Agreement|Treaty)\s+${anyCase(String.raw`(?:on|for|concerning)\s+(?:the\s+)?(?:reciprocal\s+)?(?:promotion|encouragement|protection)`)}[^.;]{0,90}?\b[Bb]etween\s+(${STATE})\s+and\s+(${STATE})`,
  'gu',
)
// "the Argentina-France BIT", "the Turkey–Libya Agreement", "the Netherlands/Venezuela Treaty".
const BIT_SHORT = new RegExp(
  String.raw`\b((?:[A-Z]|l(?=\p{Ll}))[\p{L}.]+(?:[ -][A-Z][\p{L}.]+)?)\s*[-–/]\s*([A-Z][\p{L}.]+(?:[ -][A-Z][\p{L}.]+)?)\s+(?:Bilateral\s+Investment\s+Treaty|BIT|Agreement|Treaty|Investment\s+Treaty)\b`,
  'gu',
)
// "the bilateral investment treaty between the United States and Argentina"; "In 1996, Canada
// and Venezuela entered into a bilateral investment treaty".
const BIT_BETWEEN = new RegExp(
  String.raw`\b(?:${anyCase(String.raw`bilateral\s+investment\s+treaty|investment\s+treaty`)}|BIT)\s+[Bb]etween\s+(${STATE})\s+and\s+(${STATE})`,
  'gu',
)
const BIT_ENTERED = new RegExp(
  String.raw`\b(${STATE})\s+and\s+(${STATE})\s+(?:entered\s+into|signed|concluded)\s+(?:a|the)\s+${anyCase(String.raw`bilateral\s+investment\s+treaty`)}`,
  'gu',
)
// "between the Kingdom of the Netherlands and the Czech and Slovak Federal Republic of April 29,
// 1991 (the BIT)": a treaty the text names by its States and defines as "the BIT".
const BIT_DEFINED = new RegExp(
  String.raw`\b[Bb]etween\s+(${STATE})\s+and\s+(${STATE})(?:,?\s+(?:of|dated|signed\s+on)\s+[\p{L}\d ,.]{4,30})?\s*\((?:the\s+)?["“]?(?:BIT|Treaty|Agreement)["”]?\)`,
  'gu',
)
// "Free Trade Agreement between the United States of America and the Republic of Korea",
// "the United States-Peru Trade Promotion Agreement".
const FTA_BETWEEN = new RegExp(
  String.raw`\b(?:Free\s+Trade|Trade\s+Promotion)\s+Agreement\s+[Bb]etween\s+(${STATE})\s+and\s+(${STATE})`,
  'gu',
)
const FTA_SHORT = new RegExp(
  String.raw`\b([A-Z][\p{L}.]+(?: [A-Z][\p{L}.]+)?)\s*[-–]\s*([A-Z][\p{L}.]+(?: [A-Z][\p{L}.]+)?)\s+(?:Free\s+Trade|Trade\s+Promotion)\s+Agreement\b`,
  'gu',
)
/** A treaty's definition just after its name: '… dated 14 December 1998 (the "BIT")'. */
const DEFINED_AS = /^[^()]{0,100}?\((?:the\s+)?["“”]?(?:BIT|Treaty)["”]?\)/

/** A sentence about another treaty's clause imported by most-favoured-nation treatment. */
const MFN = /most[- ]favou?red[- ]nation|\bMFN\b/i
const NAMED: [RegExp, string, Set<string>][] = [
  [/\bNAFTA\b|North American Free Trade Agreement/g, 'NAFTA', NAFTA_PARTIES],
  [/\bEnergy Charter Treaty\b|\bECT\b/g, 'Energy Charter Treaty', ECT_PARTIES],
  [/\bCAFTA(?:-DR)?\b|Dominican Republic[-–\s]+Central America/g, 'CAFTA-DR', CAFTA_PARTIES],
  [/\bUSMCA\b|United States[-–\s]+Mexico[-–\s]+Canada Agreement/g, 'USMCA', NAFTA_PARTIES],
]
// "Article 25 of the Foreign Investment Law", "the Investment Code", "Law on Investments".
const LAW =
  /\b(?:Foreign\s+Investment\s+Law|Law\s+on\s+(?:Foreign\s+)?Investments?|Investment\s+(?:Code|Law|Act)|Investment\s+Promotion\s+(?:Commission\s+)?(?:Act|Law)|Law\s+(?:No\.\s*[\w/-]+\s+)?on\s+the\s+(?:Promotion|Protection)\s+of\s+(?:Foreign\s+)?Investments?)\b/g
// "the arbitration clause in Article 18 of the Fertilizer Plant Turnkey Contract".
// A contract by its name, or by the abbreviation the text defines for it ('the PPA').
const CONTRACT_WORD = String.raw`(?:Contract|Agreement|Convention|Concession|License|Licence)`
const CONTRACT_NAME = String.raw`(?:[A-Z][\w'’-]*\s+){0,6}${CONTRACT_WORD}\b|[A-Z]{2,5}(?![\w-])`
const CONTRACT = new RegExp(
  String.raw`\b(?:arbitration|ICSID|dispute[- ]settlement|dispute[- ]resolution|forum)\s+(?:clause|provision|agreement)s?\s+(?:\w+\s+){0,3}?(?:in|of)\s+(?:(?:Article|Clause|Section)\s+[\w.()]+\s+of\s+)?(?:the\s+)?(${CONTRACT_NAME})`,
  'g',
)
// "agreed … to submit any dispute “arising out of or in connection with” the SPA to ICSID".
const CONTRACT_DISPUTES = new RegExp(
  String.raw`\bdisputes?\s+["“]?arising\s+(?:out\s+of|under)\b[^.]{0,40}?\bthe\s+(${CONTRACT_NAME})`,
  'g',
)
const NOT_A_CONTRACT_ABBREVIATION =
  /^(?:BIT|ECT|FTA|ICSID|NAFTA|CAFTA|USMCA|UN|US|USA|UK|EU|PCA|SCC|ICC)$/

/**
 * A contract's name: as written, or where the text writes only "the Contract" or "the PPA", the
 * name it defines that for ('Power Purchase Agreement ("PPA")'); a bare "the Agreement" the text
 * defines for no name is none.
 */
function contractName(head: string, written: string): string | undefined {
  const name = written.replace(/\s+/g, ' ').trim()
  const abbreviation = /^[A-Z]{2,5}$/.test(name)
  if (abbreviation && NOT_A_CONTRACT_ABBREVIATION.test(name)) return undefined
  if (!abbreviation && !new RegExp(`^${CONTRACT_WORD}$`).test(name)) return name
  const definition = new RegExp(
    String.raw`\b((?:[A-Z][\w'’-]*\s+){1,6}${CONTRACT_WORD})\b[^()]{0,60}?\((?:hereinafter\s+)?(?:the\s+)?["“']?${name}["”']?[\s,;)]`,
  ).exec(head)
  if (definition) return definition[1].replace(/\s+/g, ' ').trim()
  return abbreviation ? name : undefined
}
const NOT_A_CONTRACT =
  /\b(?:Settlement|Arbitration Rules|between|Investment Treaty|Promotion|Protection|Free Trade|ICSID Convention|New York Convention|Washington Convention|Convention on the Settlement)\b/i

/**
 * The instruments of consent the text states, each with its line, in the order stated: the
 * first bilateral treaty of the respondent State the text names, and any other it names in the
 * words of consent; a multilateral treaty named in those words before any bilateral one; an
 * investment law or a contract only where no treaty is.
 */
export function instrumentsInvoked(input: FactInput): Fact<Instrument>[] {
  const head = titleCased(input.text.slice(0, HEAD))
  const respondent = input.respondentState
  const parties = (a: string, b: string) => {
    const x = bilateralParty(treatyState(clean(a), respondent))
    const y = bilateralParty(treatyState(clean(b), respondent))
    if (!x || !y || x === y) return null
    // The case's own treaty binds the respondent State; another of its treaties is cited.
    if (respondent && !same(x, respondent) && !same(y, respondent)) return null
    // One name a treaty, whichever State the text names first.
    return [x, y].map(shown).sort((a, b) => a.localeCompare(b))
  }
  const bilateral: {
    at: number
    end: number
    rule: string
    instrument: Instrument
    consent: boolean
    defined: boolean
  }[] = []
  for (const [re, rule, type] of [
    [BIT_TITLE, 'bit-title', 'BIT'],
    [BIT_TITLE_AFTER, 'bit-title', 'BIT'],
    [BIT_BETWEEN, 'bit-between', 'BIT'],
    [BIT_ENTERED, 'bit-between', 'BIT'],
    [BIT_DEFINED, 'bit-defined', 'BIT'],
    [BIT_SHORT, 'bit-short', 'BIT'],
    [FTA_BETWEEN, 'fta-title', 'FTA'],
    [FTA_SHORT, 'fta-short', 'FTA'],
  ] as const) {
    for (const m of head.matchAll(re)) {
      const pair = parties(m[1], m[2])
      if (!pair || MFN.test(sentenceAround(head, m.index))) continue
      const year = yearNear(head, m.index, m[0].length)
      const instrument: Instrument = {
        type: type === 'BIT' ? 'bit' : 'treaty',
        name: `${pair.join('–')} ${type}`,
        parties: pair,
        ...(year ? { year } : {}),
      }
      bilateral.push({
        at: m.index,
        end: m.index + m[0].length,
        rule,
        instrument,
        consent: inConsent(head, m.index, m[0].length, 600),
        defined: DEFINED_AS.test(head.slice(m.index + m[0].length, m.index + m[0].length + 120)),
      })
    }
  }
  bilateral.sort((x, y) => x.at - y.at)
  // A treaty named right after one the claim is brought under ("… (‘Italy-Kuwait BIT’) and the
  // Agreement between the Kingdom of Spain and the State of Kuwait …") is brought under too.
  const consented = new Set(bilateral.filter((b) => b.consent).map((b) => keyOf(b.instrument)))
  for (const b of bilateral) {
    if (b.consent) continue
    const listed = bilateral.some(
      (p) =>
        p.end <= b.at &&
        b.at - p.end < 40 &&
        consented.has(keyOf(p.instrument)) &&
        /^[^.;]*\band\s+(?:the\s+)?$/.test(head.slice(p.end, b.at)),
    )
    if (listed) {
      b.consent = true
      consented.add(keyOf(b.instrument))
    }
  }
  const found: Fact<Instrument>[] = []
  const add = (instrument: Instrument, offset: number, rule: string) => {
    const key = keyOf(instrument)
    const known = found.find((f) => keyOf(f.value) === key)
    if (known) {
      if (!known.value.year && instrument.year) known.value.year = instrument.year
      return
    }
    found.push({ value: instrument, rule, evidence: lineAt(input.text, offset) })
  }
  const named: { at: number; name: string }[] = []
  for (const [re, name, members] of NAMED) {
    if (respondent && !members.has(treatyStateName(respondent))) continue
    const mentions = [...head.matchAll(re)]
    const m =
      mentions.find((x) => inConsent(head, x.index, x[0].length)) ??
      // Defined as "the Treaty" ('The Energy Charter Treaty ("Treaty")'), then brought under it.
      mentions.find(
        (x) =>
          /^\s*\((?:the\s+)?["“]Treaty["”]\)/.test(head.slice(x.index + x[0].length)) &&
          [...head.matchAll(/\bthe Treaty\b/g)].some((t) => inConsent(head, t.index, 10, 60)),
      )
    if (m) named.push({ at: m.index, name })
  }
  const firstBilateral = bilateral[0]?.at ?? Infinity
  // Those named in the words of consent near the start; else the first named at all.
  const stated = bilateral.filter((b) => b.consent && b.at < CONSENT_STATED)
  // A multilateral treaty named before any bilateral one, or beside the one the claim is
  // brought under ('under the BIT and the Energy Charter Treaty').
  const beside = (at: number) => stated.some((b) => Math.abs(b.at - at) < 400)
  for (const n of named)
    if (n.at < firstBilateral || beside(n.at))
      add({ type: 'treaty', name: n.name, parties: [] }, n.at, 'named-treaty')
  // Else the one the text defines as "the BIT" (a heading may name a treaty argued by MFN first).
  const defined = bilateral.filter((b) => b.defined).slice(0, 1)
  for (const b of stated.length
    ? stated
    : found.length
      ? []
      : defined.length
        ? defined
        : bilateral.slice(0, 1))
    add(b.instrument, b.at, b.rule)
  if (found.some((f) => f.value.type === 'bit')) return found

  const law = [...head.matchAll(LAW)].find((m) => inConsent(head, m.index, m[0].length, 120))
  if (law) {
    const state = respondent ? shown(treatyStateName(respondent)) : undefined
    const year = yearNear(head, law.index, law[0].length)
    const name = law[0].replace(/\s+/g, ' ')
    add(
      {
        type: 'law',
        name: [state, name, year].filter(Boolean).join(' '),
        parties: state ? [state] : [],
        ...(year ? { year } : {}),
      },
      law.index,
      'investment-law',
    )
  }
  if (found.length) return found
  // Read as written: the title-casing of the head would hide an abbreviation ('the PPA').
  const raw = input.text.slice(0, HEAD)
  const contract = [...raw.matchAll(CONTRACT), ...raw.matchAll(CONTRACT_DISPUTES)]
    .sort((a, b) => a.index - b.index)
    .map((m) => ({ m, name: contractName(raw, m[1]) }))
    .find(({ m, name }) => name && !NOT_A_CONTRACT.test(name) && /^[A-Z]/.test(m[1].trim()))
  if (contract?.name) {
    const { name } = contract
    const year = yearNear(head, contract.m.index, contract.m[0].length)
    add(
      { type: 'contract', name, parties: [], ...(year ? { year } : {}) },
      contract.m.index,
      'contract',
    )
  }
  return found
}

/** The sentence a mention stands in, as far as 300 characters either side. */
function sentenceAround(text: string, at: number): string {
  const before = text.slice(Math.max(0, at - 300), at)
  const after = text.slice(at, at + 300)
  // A full stop may carry a footnote's mark ('BIT).! The request also invoked …').
  const ends = [...before.matchAll(/[.;]\S{0,2}\s/g)]
  const start = ends.length ? ends[ends.length - 1].index + ends[ends.length - 1][0].length : 0
  const end = /[.;]\S{0,2}\s/.exec(after)
  return before.slice(start) + (end ? after.slice(0, end.index) : after)
}

// Function words of a title set in capitals, in lower case; its other words capitalised only
// ('IN THE MATTER OF AN ARBITRATION UNDER THE FREE TRADE AGREEMENT BETWEEN …'). Same length, so
// offsets still point into the text.
const FUNCTION_WORDS = new Set('AND THE OF BETWEEN FOR ON CONCERNING UNDER IN AN A TO'.split(' '))
function titleCased(text: string): string {
  return text.replace(/\b[A-Z]{2,}\b/g, (w) =>
    w === 'BIT' || w === 'ECT' || w === 'NAFTA' || w === 'CAFTA' || w === 'USMCA' || w === 'ICSID'
      ? w
      : FUNCTION_WORDS.has(w)
        ? w.toLowerCase()
        : w[0] + w.slice(1).toLowerCase(),
  )
}

/** A treaty's name as the portal writes it: 'Czech Republic–Netherlands BIT (1991)'. */
export function instrumentLabel(instrument: Instrument): string {
  return instrument.year && instrument.type !== 'law'
    ? `${instrument.name} (${instrument.year})`
    : instrument.name
}

/** One instrument however it is written: a bilateral treaty by its two States, in any order. */
export function keyOf(instrument: Instrument): string {
  if (instrument.parties.length === 2 && instrument.type !== 'law')
    return `${instrument.type === 'bit' ? 'bit' : 'fta'}:${instrument.parties
      .map((p) => treatyStateName(p).toLowerCase())
      .sort()
      .join('|')}`
  if (instrument.type === 'contract') return `contract:${instrument.name.toLowerCase()}`
  if (instrument.type === 'law') return `law:${instrument.parties.join('|').toLowerCase()}`
  return `${instrument.type}:${instrument.name.toLowerCase()}`
}

/** Consent words in the sentence of the mention, or just after it ('… BIT, under which …'). */
function inConsent(text: string, at: number, length: number, reach = 220): boolean {
  const before = text.slice(Math.max(0, at - reach), at)
  const sentenceStart = Math.max(before.lastIndexOf('. '), before.lastIndexOf('.\n'))
  const own = sentenceStart >= 0 ? before.slice(sentenceStart) : before
  return CONSENT.test(own) || CONSENT.test(text.slice(at + length, at + length + 60))
}

/** The year of signature written beside a treaty's name: 'of April 29, 1991', 'the 1991 Agreement'. */
function yearNear(text: string, at: number, length: number): number | undefined {
  const around = text.slice(Math.max(0, at - 25), at + length + 80)
  const m =
    /\b(?:signed|dated|of|on)\s+(?:\d{1,2}\s+)?(?:[A-Z][a-z]+\.?\s+)?(?:\d{1,2},?\s+)?((?:19[5-9]|20[0-2])\d)\b/.exec(
      text.slice(at, at + length + 80),
    ) ?? /\b((?:19[5-9]|20[0-2])\d)\s+(?:Agreement|Treaty|BIT|bilateral)/i.exec(around)
  return m ? Number(m[1]) : undefined
}

function clean(name: string): string {
  return name
    .replace(/\s+/g, ' ')
    .replace(/^the\s+/i, '')
    .replace(/\s+(?:for|on|concerning)$/i, '')
}
