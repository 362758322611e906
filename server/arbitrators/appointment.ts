// Who appointed each member: a function with the party that chose the member ('Co-Arbitrator
// appointed by Claimant: X'), or a sentence of the procedural history ('the Respondent appointed X').
import { parseMemberLine, withoutAppointments, type Candidate } from './cover.ts'
import type { AwardInput, Evidence, Side } from './types.ts'
import { editDistance, fold, personKey } from './names.ts'
import { stateOf } from './nationality.ts'
import {
  escape,
  evidenceAt,
  lineAt,
  matchesNear,
  wordRe,
  type Line,
  type Near,
} from './text-lines.ts'

/** A pattern source that matches its letters in either case, for use beside case-bound classes. */
function anyCase(source: string): string {
  return source.replace(/\\.|[a-z]/g, (c) => (c.length > 1 ? c : `[${c}${c.toUpperCase()}]`))
}
// 'Co-Arbitrator appointed by Claimant: The Hon. Michael Chertoff', 'The Respondent has nominated
// as arbitrator: Professor Sir Bernard RIX', 'Nordzucker appointed as Co-Arbitrator: Professor Dr.
// Andreas Bucher', 'The two arbitrators have jointly nominated as President of the Arbitral
// Tribunal: Professor Bernard HANOTIAU': a function, who chose the member, a colon, the name.
const FUNCTION = anyCase(
  'co-?\\s{0,3}arbitrator|arbitrator|presiding arbitrator|president(?: of the (?:arbitral )?tribunal)?|chair(?:man|person)?(?: of the (?:arbitral )?tribunal)?',
)
const LABELLED = new RegExp(
  `(?:(?<fn>${FUNCTION})\\s+${anyCase('(?:jointly\\s+)?(?:appointed|nominated|selected|designated)\\s+(?:jointly\\s+)?by\\s+(?:the\\s+)?')}(?<by>[^:\\n]{3,50}?)` +
    `|(?<![\\p{L}])(?<subj>${anyCase('(?:the\\s+)?(?:claimants?|respondents?|two arbitrators|co-arbitrators|(?:disputing\\s+)?parties)')}\\b(?:[^:.]|\\.(?=\\d)){0,100}?|\\p{Lu}[\\p{L}-]+\\b(?:[^:.]|\\.(?=\\d)){0,100}?)` +
    `\\b${anyCase('(?:appoint|appointed|nominated|designated|confirmed)')}\\b[^:.]{0,60}?\\b${anyCase('as\\s+(?:its\\s+|the\\s+|an?\\s+)?')}(?<fn2>${FUNCTION})(?:[^:.]|\\.(?=\\d)){0,80}?)` +
    // (a semicolon OCR read for the colon ends the line: 'PV appointed as Arbitrator;' / 'JUDr. …')
    `\\s*(?::|;(?=[ \\t]*\n))\\s*(?<name>[^\\n]{4,120})`,
  'gud',
)

// (the verb every LABELLED match holds, and the colon after it)
const APPOINTING = /\b(?:appoint(?:ed)?|nominated|designated|confirmed|selected)\b[^:]{0,250}:/gi

export type Labelled = Candidate & { side?: Side; presides: boolean }

// A list item that opens with the presiding function ('• Presiding Arbitrator: Professor X,
// Lévy Kaufmann-Kohler, rue du …'), beside items that say who appointed the others.
const PRESIDING_ITEM = new RegExp(
  `(?:^|\\n)[ \\t]*(?:[•·*°▪–-]|e(?=\\s))?[ \\t]*(?<fn>${anyCase('presiding arbitrator|(?:president|chair(?:man|person)?) of the (?:arbitral )?tribunal')})[ \\t]*:[ \\t]*(?<name>[^\\n]{4,120})`,
  'gdu',
)

/**
 * Members the text names after their function and who chose them. `raw` is the body before its
 * title dots became spaces (same offsets): a name is read as written ('Dr. Maciej Tomaszewski').
 */
export function labelledMembers(
  body: string,
  raw: string,
  lines: Line[],
  input: AwardInput,
): Labelled[] {
  const words = sideWords(input, body)
  const out: Labelled[] = []
  for (const m of [
    ...matchesNear(body, LABELLED, { anchor: APPOINTING, before: 200, after: 130 }),
    ...body.matchAll(PRESIDING_ITEM),
  ]) {
    const g = m.groups ?? {}
    // (a semicolon only right after 'as Arbitrator': in a list, 'arbitrator appointed by the
    // Claimant;' closes a member's item and the next item's name follows)
    const at = m.indices?.groups?.name
    if (
      at &&
      /;\s*$/.test(body.slice(m.index, at[0])) &&
      !(g.fn2 && /;\s*$/.test(body.slice(m.indices!.groups!.fn2![1], at[0])))
    )
      continue
    const fn = (g.fn ?? g.fn2 ?? '').toLowerCase()
    const by = g.by ?? g.subj ?? ''
    // The name, without the chambers or firm that follow it ('V.V.Veeder Esq of Essex Court
    // Chambers, 24 Lincoln's Inn Fields').
    const written = withoutAppointments(at ? raw.slice(at[0], at[1]) : g.name)
      .split(/\s{2,}|\s+of\s+(?=\p{Lu})|,/u)[0]
      .replace(/\s+(?:\p{Lu}[\p{Ll}&]+\s+){0,3}(?:LLP|Chambers|Abogados|&)\b.*$/u, '')
    const c = parseMemberLine(written, lineAt(lines, body, m.index))
    if (!c || out.some((o) => personKey(o.name) === personKey(c.name))) continue
    const presides = /presid|chair/.test(fn)
    const side = presides ? undefined : (firstSideIn(by, words) ?? undefined)
    out.push({ ...c, note: presides ? 'president' : c.note, presides, side })
  }
  // An annulment decision recounts how the original tribunal was appointed: its committee is
  // not in such sentences.
  if (!input.annulment) {
    for (const a of appointedInSentences(body, raw, lines, words)) {
      if (!out.some((o) => personKey(o.name) === personKey(a.name))) out.push(a)
    }
  }
  return out.length <= 5 ? out : []
}

// A name in running text: capitalised words, initials and the particles of a surname ('Lord
// Bingham of Cornhill', 'Albert Jan van den Berg'), two to eight of them.
const NAME_WORD =
  "(?:\\p{Lu}[\\p{L}'’.-]*|(?:van|von|de|der|den|del|della|da|di|du|dos|la|le|y|of|bin|al)(?=\\s+\\p{Lu}))"
const NAME = `${NAME_WORD}(?:\\s+${NAME_WORD}){1,7}`
// (a function of another body is none: 'appointing Mr. X as President of the Management Board')
const FUNCTIONS = `(?:third\\s+and\\s+|(?:first|second|third|new)\\s+)?(?<fn>${FUNCTION}|presiding(?=\\s+member)|member(?=\\s+of\\s+the\\s+${anyCase('(?:arbitral\\s+|arbitration\\s+)?tribunal')}))s?\\b(?!\\s+of\\s+(?!${anyCase('the\\s+(?:arbitral\\s+|arbitration\\s+|ad\\s+hoc\\s+)?(?:tribunal|committee)')})\\p{L})`
// Honours after a name in a sentence ('the Honourable Andrew Rogers, QC, an Australian national').
const HONOURS =
  '(?:,?\\s+(?:Q\\.?C|K\\.?C|S\\.?C|C\\.?C|O\\.?C|CBE|OBE|KBE|CMG|KCMG|GBE|P\\.?C)\\.?(?![\\p{L}]))*'
// 'a U.K. national' between a name and its function: no full stop but an abbreviation's.
// ('a national of France and Sweden and Bahrain'; 'a national of Canada and a member of the ICSID
// Panel of Arbitrators designated by Mongolia')
const NATIONAL = '(?:[^,;.]|(?<=(?:^|[\\s.])\\p{Lu})\\.){3,60}(?:\\s+and\\s+an?\\s+[^,;.]{3,80})?'
// Appointment sentences that name members without a colon: 'GAMI appointed Professor Michael
// Reisman as arbitrator', 'the Claimant appointed in his place Me. L. Yves Fortier as a member',
// 'the appointments of Mr. R. Doak Bishop and Mr. Bernardo Cremades as arbitrators', 'the Rt.
// Hon. Lord Bingham of Cornhill had been appointed as the presiding arbitrator', 'that he appoint
// Mr. J. William Rowley, QC, a national of Canada and a member of …, as the president', 'agreed on
// the appointment of Professor Jan Paulsson, a national of …, to serve as President', 'the
// Claimant appointed Mr. Judd L. Kessler to substitute Mr. Debevoise'.
// (a form that opens with a name is read near its verb: see matchesNear)
const SENTENCE_FORMS: Array<{ pattern: RegExp; near?: Near }> = [
  {
    pattern: new RegExp(
      `\\b(?:jointly\\s+)?(?:appoint(?:ed|ing)?|nominat(?:ed|ing)|designat(?:ed|ing)|select(?:ed|ing)|chose)\\s+(?:in\\s+(?:his|her|its|their)\\s+(?:place|stead)\\s+)?(?:the\\s+(?=\\p{Lu}))?(?<name>${NAME})${HONOURS}\\s*(?:\\([^)]{0,60}\\)\\s*)?(?:,\\s*(?:an?|the)\\s+${NATIONAL},)?,?\\s+(?:(?:to\\s+(?:serve|act)\\s+)?as\\s+(?:its\\s+|his\\s+|her\\s+|the\\s+|their\\s+|an?\\s+)?(?:party-appointed\\s+)?${FUNCTIONS}|to\\s+(?:substitute|replace)\\s+(?:Mr|Ms|Mrs|Dr|Prof|Professor|Judge|Sir)\\b(?![^.;]{0,60}\\bas\\s+(?:\\p{L}+\\s+)?counsel\\b))`,
      'gdu',
    ),
  },
  // 'The Argentine Republic in turn appointed as arbitrator Professor Pedro Nikken', 'the
  // Claimant appointed as arbitrator, to replace Professor Furnish, Dr Eduardo Mayora Alvarado',
  // 'EnCana …, nominating as its arbitrator, pursuant to Article 7(1) of the UNCITRAL Arbitration
  // Rules (the Rules), Dr Horacio Grigera Naón'.
  {
    pattern: new RegExp(
      `\\b(?:appoint|nominat|designat|select)(?:ed|ing)\\s+as\\s+(?:its\\s+|the\\s+|their\\s+|an?\\s+)?(?:party-appointed\\s+)?${FUNCTIONS}(?:,\\s*to\\s+replace\\s+[^,.;]{3,60},|,\\s*(?:pursuant\\s+to|under|in\\s+accordance\\s+with)\\s+[^,.;]{3,120},)?\\s+(?<name>${NAME})`,
      'gdu',
    ),
  },
  {
    pattern: new RegExp(
      `\\b(?<several>appointments?|nominations?|designations?)(?:\\s+\\p{Ll}+){0,4}(?:\\s+by\\s+[^.;:]{3,60}?)?\\s+of\\s+(?<name>${NAME})(?:(?:\\s*,\\s*|\\s+and\\s+)(?<name2>${NAME}))?${HONOURS}(?:\\s+of\\s+\\d[^.;]{3,120}?)?(?:,\\s*(?:an?|the)\\s+${NATIONAL},)?,?\\s+(?:as|to\\s+be|to\\s+(?:serve|act)\\s+as)\\s+(?:the\\s+)?(?:third\\s+arbitrator\\s+and\\s+)?${FUNCTIONS}`,
      'gdu',
    ),
  },
  // (above: 'the two arbitrators so nominated agreed to the appointment of Kenneth Rokison QC of
  // 20 Essex Street, London …, to be third arbitrator and President of the Tribunal')
  // '… of the appointment by the Board of the SCC Institute of Professor Ivan S. Zykin, as
  // co-arbitrator on behalf of Respondent, and Mr. Jeffrey M. Hertzfeld, as Chairman of the
  // Tribunal': the second member of an appointment with a function of their own.
  {
    pattern: new RegExp(
      `(?<second>,?\\s+and\\s+)(?<name>${NAME}),\\s+as\\s+(?:the\\s+)?(?<fn>${anyCase('chairman|chairperson|president|presiding arbitrator')})\\s+${anyCase('of\\s+the\\s+(?:arbitral\\s+)?tribunal')}\\b`,
      'gdu',
    ),
    near: {
      anchor:
        /,\s+as\s+(?:the\s+)?(?:chairman|chairperson|president|presiding arbitrator)\s+of\s+the\b/gi,
      before: 200,
      after: 60,
    },
  },
  // 'Claimant designated Judge Stephen M. Schwebel as arbitrator and Respondent designated
  // Professor Jerzy Rajski.': the second appointment, its function left out.
  {
    pattern: new RegExp(
      `\\bas\\s+(?:its\\s+|the\\s+|an?\\s+)?(?:party-appointed\\s+)?(?:co-?)?arbitrator,?\\s+and\\s+(?:the\\s+)?(?<owner>\\p{Lu}[\\p{L}-]*)\\s+(?:in\\s+turn\\s+)?(?:appointed|designated|nominated)\\s+(?<name>${NAME})${HONOURS}(?=\\s*[.;,])`,
      'gdu',
    ),
  },
  // 'The Arbitration Notice identified Robert G. Shaw as PRH’s appointed arbitrator'.
  {
    pattern: new RegExp(
      `\\b(?:identif(?:ied|ying)|nam(?:ed|ing))\\s+(?<name>${NAME})\\s+as\\s+(?<owner>\\p{Lu}[\\p{L}-]*)['’]s?\\s+(?:party-)?(?:appointed\\s+)?(?<fn>arbitrator)\\b`,
      'gdu',
    ),
  },
  // 'Mr. Collins accepted his appointment as presiding arbitrator' (a president only: who
  // appointed the others the sentence does not say).
  {
    pattern: new RegExp(
      `(?<name>${NAME}),?\\s+accepted\\s+(?:his|her)\\s+appointment\\s+as\\s+(?:the\\s+)?(?=[Pp]resi|[Cc]hair)${FUNCTIONS}`,
      'gdu',
    ),
    near: { anchor: /\baccepted\s+(?:his|her)\s+appointment\b/g, before: 200, after: 200 },
  },
  {
    pattern: new RegExp(
      `(?<name>${NAME})\\s*(?:\\([^)]{0,60}\\)\\s*)?,?\\s+(?:was|had been|has been)\\s+(?:duly\\s+)?(?:jointly\\s+)?(?:appointed|designated|nominated|selected|chosen)\\s+(?:(?<by>[^.;:]{0,80}?\\s)?as\\s+|(?=(?:the\\s+)?\\p{Lu}\\p{L}+(?:\\s+\\p{L}+)?\\s+of\\s+the\\s+(?:[Aa]rbitral\\s+)?[Tt]ribunal\\b))(?:the\\s+)?${FUNCTIONS}`,
      'gdu',
    ),
    near: {
      anchor:
        /\b(?:was|had been|has been)\s+(?:duly\s+)?(?:jointly\s+)?(?:appointed|designated|nominated|selected|chosen)\b/g,
      before: 250,
      after: 250,
    },
  },
]

/**
 * Members an appointment sentence names (see SENTENCE_FORMS), with the party that appointed
 * them where the sentence says it. A member the text says resigned or was replaced is left out.
 */
function appointedInSentences(
  body: string,
  raw: string,
  lines: Line[],
  words: Record<Side, string[]>,
): Labelled[] {
  const out: Labelled[] = []
  for (const { pattern, near } of SENTENCE_FORMS) {
    for (const m of near ? matchesNear(body, pattern, near) : body.matchAll(pattern)) {
      const g = m.groups ?? {}
      // (the second member of an appointment: the sentence appoints)
      const sentence = body.slice(Math.max(0, m.index - 200), m.index)
      if (
        g.second !== undefined &&
        !/\b(?:appoint|nominat|designat)/i.test(sentence.split(/[.;]\s/).pop() ?? '')
      )
        continue
      // An appointment the text says did not happen: 'Paraguay was prevented from appointing X'.
      if (
        /\b(?:prevented|precluded|barred|unable)\s+from\s*$|\bnot\s*$/i.test(
          body.slice(Math.max(0, m.index - 30), m.index),
        )
      )
        continue
      const presides = /presid|chair/i.test(g.fn ?? '')
      // The party: 'by the Claimant' within the sentence, else the clause before the verb, past an
      // earlier appointment in the sentence ('Claimant designated X as arbitrator and Respondent
      // designated Y'); an 'appointments of' names none.
      const clause =
        body
          .slice(Math.max(0, m.index - 160), m.index)
          // (a heading ends a clause: 'UKRAINE' / 'PROCEDURAL HISTORY' / 'The Claimants appointed')
          .split(/[.;:]\s|\n\s*\n|\n[^\p{Ll}\n]*\n/u)
          .pop()
          ?.split(APPOINT_ALL)
          .pop() ?? ''
      const by = /\bby\s+(?:the\s+)?([\p{L}][\p{L}'’-]*)/u.exec(g.by ?? '')
      // (both parties nominating is no one party's appointment: 'TANESCO and IPTL nominated')
      const side =
        presides ||
        g.several ||
        (/\band\s+(?:the\s+)?\S+\s*$/i.test(clause) && bothSides(clause, words))
          ? undefined
          : ((g.owner ? sideOf(g.owner, words) : null) ??
            (by && sideOf(by[1], words)) ??
            subjectSide(clause, words) ??
            sentenceSubject(body, m.index, words) ??
            undefined)
      for (const key of ['name', 'name2'] as const) {
        const at = m.indices?.groups?.[key]
        if (!at) continue
        const written = raw.slice(at[0], at[1])
        const line = lineAt(lines, body, at[0])
        // (title and surname: the full name written first, 'Prof. Kaufmann-Kohler' being
        // 'Gabrielle Kaufmann-Kohler')
        const c = fullNameOf(written, raw, line) ?? parseMemberLine(written, line)
        if (!c || out.some((o) => personKey(o.name) === personKey(c.name))) continue
        if (leftTheTribunal(c.name, body)) continue
        out.push({ ...c, note: presides ? 'president' : c.note, presides, side })
      }
    }
  }
  return out
}

/**
 * A member the sentence names by title and surname ('Claimant nominated Judge Brower as
 * arbitrator'), by the full name the text wrote first ('Hon. Charles N. Brower (“Judge Brower”)').
 */
function fullNameOf(written: string, raw: string, line: Line): Candidate | null {
  const short =
    /^(?:Judge|Justice|Professor|Prof|Dr|Mr|Ms|Mrs|Sir|Dame|Dean)\.?\s+(\p{Lu}[\p{L}'’-]{2,})$/u.exec(
      written.trim(),
    )
  if (!short) return null
  const full = new RegExp(
    // (on one line: a heading above is no part of the name; nor a particle before it: 'appointment
    // of Mr. Michael Collins')
    `(?<![\\p{L}])\\p{Lu}[\\p{L}'’.-]*(?:[ \\t]+${NAME_WORD}){0,5}[ \\t]+${escape(short[1])}(?![\\p{L}])`,
    'u',
  ).exec(raw)
  const c = full && parseMemberLine(full[0], line)
  return c && c.name.split(' ').length >= 2 ? c : null
}

/**
 * The text says the member resigned, withdrew, died or was replaced (not withdrew from the
 * deliberations on a proposal to disqualify them).
 */
export function leftTheTribunal(name: string, body: string): boolean {
  // A knight is named by the given name too: 'Arbitrator Sir Ian passed away'.
  const given = /^(?:\p{Lu}\p{Ll}+)/u.exec(name)?.[0]
  return [surnameOf(name), ...(given ? [`Sir ${given}`, `Dame ${given}`] : [])].some(
    (n) => body.includes(n) && leftAs(n, body),
  )
}

// (not the member appointed in their place: 'the resignation of Mr. Born, the Claimants appointed
// Prof. Kaj Hober', 'to replace Professor Furnish, Dr X', 'Replacement of Mr. Whitney Debevoise by
// Mr. Judd Kessler')
const LEFT_BEFORE =
  /\b(?:resignation|replacement|replacing|replace|death|vacancy)\b(?:(?!appoint|(?:,|\s+by)\s*(?:Dr|Prof|Professor|Mr|Mrs|Ms|Judge|Justice|Sir|Dame)\b)[^.;]){0,60}?$/iu

function leftAs(surname: string, body: string): boolean {
  if (surname.length < 3) return false
  // Read around each mention of the name, not along the whole award.
  const name = escape(surname)
  const after = new RegExp(
    // (not accepting another's resignation: 'Mr. Rogers had accepted Professor Crawford’s
    // resignation'; nor 'Mr. Kessler gave his reasons for not resigning')
    `${name}(?![\\p{L}])(?:(?:(?!accept|\\p{L}[’']s\\s)[^.;]){0,80}?(?<!\\bnot\\s)\\b(?:resign\\w*|withdr[ae]w\\w*(?!\\s+from\\s+(?:the\\s+)?(?:\\p{L}+\\s+)?deliberations)|passed away|died|stepped down|declined(?=\\s+(?:the|his|her)\\s+(?:appointment|nomination)|\\s+to\\s+(?:accept|serve|act))|was disqualified|did not accept|unable to accept)\\b` +
      // ('following Sir Ian Brownlie’s passing')
      `|['’]s\\s+(?:passing|death|resignation)\\b)`,
    'iuy',
  )
  for (const m of body.matchAll(wordRe(surname, 'giu'))) {
    after.lastIndex = m.index
    if (after.test(body) || LEFT_BEFORE.test(body.slice(Math.max(0, m.index - 100), m.index)))
      return true
  }
  return false
}

export function surnameOf(name: string): string {
  const words = name
    .replace(/\./g, ' ')
    .split(/\s+/)
    .filter((w) => w.length > 1)
  // Compound surnames: 'van den Berg', 'Fernández-Armesto', 'Morelli Rico': the last word
  // identifies the person within one tribunal.
  return words[words.length - 1] ?? name
}

/**
 * One member read in two places of a text (cover, signature, title): the same surname, allowing
 * a letter OCR misread in a long one, two in a longer ('Kaufmann-Kohler' / 'Kaufinann-Kohler').
 */
export function sameSurname(a: string, b: string): boolean {
  const [x, y] = [fold(surnameOf(a)), fold(surnameOf(b))]
  const shorter = Math.min(x.length, y.length)
  return x === y || (shorter >= 6 && editDistance(x, y, 2) <= (shorter >= 10 ? 2 : 1))
}

/** The words that name each side: its own, its name's, and the short names the text defines. */
function sideWords(input: AwardInput, body: string): Record<Side, string[]> {
  const defined = definedNames(body, input)
  const respondent = [...partyWords('respondent', input.respondent), ...defined.respondent]
  // A word of both names is the State's: 'Mexico' in 'Lion Mexico Consolidated v. Mexico'.
  const claimant = [...partyWords('claimant', input.claimant), ...defined.claimant].filter(
    (w) => !respondent.includes(w),
  )
  return { claimant, respondent }
}

// A short name defined in brackets: 'AUTOPISTA CONCESIONADA DE VENEZUELA, C.A. (“Aucoven”)
// CLAIMANT', '(the “Claimant” or “Aucoven”)', 'brought by Corn Products International, Inc.
// (“CPI”)', '(Hereinafter called “AAPL” or “the Claimant”)', 'Asian Agricultural Products Ltd.
// (AAPL)'.
const DEFINED =
  /\(\s*(?:[Hh]ereinafter\s+(?:called\s+|referred\s+to\s+as\s+)?)?(?:the\s+)?[“"](?:the\s+)?([^”"]{2,30})[”"](?:\s*(?:,|or|and)\s*(?:the\s+)?[“"](?:the\s+)?([^”"]{2,30})[”"])?\s*\)|\(([A-Z][A-Z0-9&-]{1,9})\)/g
const NOT_A_PARTY_NAME =
  /^(?:parties|party|tribunal|treaty|bit|convention|agreement|contract|rules|award|decision|icsid|the state|state|government|investor|investors)$/

/** One-word short names the opening pages give each side. */
function definedNames(
  body: string,
  input: Pick<AwardInput, 'claimant' | 'respondent'>,
): Record<Side, string[]> {
  const out: Record<Side, string[]> = { claimant: [], respondent: [] }
  const head = body.slice(0, 8000)
  for (const m of head.matchAll(DEFINED)) {
    const terms = [m[1], m[2], m[3]].filter(Boolean).map(fold)
    const named = terms.find((t) => /^(?:claimants?|respondents?)$/.test(t))
    const follows = /^[^\p{L}]{0,12}(claimants?|respondents?)\b/iu.exec(
      head.slice(m.index + m[0].length),
    )
    const sideWord = named ?? (follows ? fold(follows[1]) : null)
    const side: Side | null = sideWord
      ? sideWord.startsWith('claimant')
        ? 'claimant'
        : 'respondent'
      : namedBefore(head.slice(Math.max(0, m.index - 80), m.index), input)
    if (!side) continue
    for (const t of terms) {
      if (t !== named && !t.includes(' ') && !NOT_A_PARTY_NAME.test(t) && t.length > 2)
        out[side].push(t)
    }
  }
  return out
}

/** The side whose name (its first two words of substance) the text ends with. */
function namedBefore(
  text: string,
  input: Pick<AwardInput, 'claimant' | 'respondent'>,
): Side | null {
  const near = fold(text)
  for (const side of ['claimant', 'respondent'] as const) {
    const own = ownWords(input[side]).slice(0, 2)
    if (own.length === 2 && own.every((w) => near.includes(w))) return side
  }
  return null
}

/** Words of a party's own name, without those many names share. */
function ownWords(party: string | null | undefined): string[] {
  if (!party) return []
  const words = party.split(/[^\p{L}\p{N}'’]+/u)
  const named = words
    .filter((w) => w.length > 3 || /^\p{Lu}{3}$/u.test(w))
    .map(fold)
    .filter((w) => w && !COMMON_PARTY_WORD.test(w))
  const acronyms = words
    .filter((w) => /^\p{Lu}{2,6}$/u.test(w))
    .map(fold)
    .filter((w) => !COMPANY_FORM.test(w))
  // The first two words, the last (a person's surname: 'Mr. Maffezini appointed'), acronyms.
  const picked = [...named.slice(0, 2), ...named.slice(2).slice(-1), ...acronyms]
  return [...new Set(picked)]
}

// Party words of one side, as the procedural history names them.
export function partyWords(side: Side, named: string | null | undefined): string[] {
  // (a case number the listing appends names no party: 'United States of America (PCA Case No. 2012-5)')
  const party = named?.replace(/\s*\((?:[^)]*\bcase\b|[^)]*\d)[^)]*\)\s*$/i, '')
  const base =
    side === 'claimant'
      ? [
          'claimant',
          'claimants',
          'investor',
          'investors',
          'applicant',
          'claimant s',
          'the claimant',
        ]
      : ['respondent', 'respondents', 'the state', 'state', 'government', 'host state']
  const own = ownWords(party)
  // A State is named by its country too: 'Mexico appointed …' for the United Mexican States.
  const country =
    side === 'respondent' && party
      ? stateOf(party.replace(/^(?:the\s+)?government\s+of\s+(?:the\s+)?/i, ''))
      : undefined
  // ('States' or 'United' alone names no party: a name of several words is matched whole)
  const state = country ? [fold(country)] : []
  // The short forms the texts use for a State whose name has several words ('the USA').
  const short = country ? (STATE_SHORT[fold(country)] ?? []) : []
  return [...base, ...own, ...state, ...short]
}
const STATE_SHORT: Record<string, string[]> = {
  'united states': ['usa'],
  'united kingdom': ['uk'],
  'czech republic': ['czechia'],
}
const COMPANY_FORM =
  /^(?:llc|llp|inc|ltd|plc|gmbh|sarl|sas|spa|srl|corp|ooo|oao|zao|jsc|bhd|pte|kft|ood|sa|ag|bv|nv|ab|as|lp|oy|se|kg|co|sl|cv|dd|ad|us|uk)$/
const COMMON_PARTY_WORD =
  /^(?:republic|kingdom|state|states|government|federal|united|people|peoples|democratic|arab|islamic|limited|holdings|holding|corporation|company|international|group|energy|others|and)$/

// ('their appointment, as arbitrator, of X'; not 'proposed … the appointment of three arbitrators')
const APPOINT_WORDS =
  '\\b(?:appoint(?:ed|s|ing|ment(?:,?\\s+as\\s+(?:co-?)?arbitrator,?)?\\s+of(?!\\s+(?:a|one|two|three|five)\\s+(?:sole\\s+)?(?:arbitrators?|members?)\\b))?|nominat(?:ed|es|ing|ion\\s+of)|designat(?:ed|es)|nam(?:ed|es)|chose|selected|indicated|reappointed)\\b'
const APPOINT = new RegExp(APPOINT_WORDS, 'i')
const APPOINT_ALL = new RegExp(APPOINT_WORDS, 'gi')

// 'Arbitrator appointed by the' / 'Czech Republic' under a member's name and address.
// ('…, Tel. …; Co-Arbitrator, appointed by the Respondents' after the address on its line)
const CHOSEN_UNDER =
  /(?:^|;\s*)((?:co-?\s?)?arbitrator,?\s+)?(?:jointly\s+)?(?:appointed|nominated|designated)\s+by\b\s*(?:the\s*)?(.*)$/i

/**
 * Which party appointed the member, where a cover sets each member's address and appointing
 * party under the name ('Prof. Emmanuel Gaillard' / 'Shearman & Sterling' / … / 'Arbitrator
 * appointed by the' / 'Czech Republic', or 'Co-arbitrator' / 'Prof. Piero Bernardini' / … /
 * 'nominated by Claimant'), before the next member's name.
 */
export function chosenUnderName(
  member: Candidate,
  others: Candidate[],
  cover: Line[],
  input: AwardInput,
  body: string,
): { side: Side; evidence: Evidence } | null {
  const surname = surnameOf(member.name)
  const otherSurnames = others.filter((o) => o !== member).map((o) => surnameOf(o.name))
  for (let at = 0; at < cover.length; at++) {
    if (cover[at].text.length >= 200 || !wordRe(surname).test(cover[at].text)) continue
    // (an appointment line without 'arbitrator' counts only in an address block, not in prose)
    let block = cover[at].text.length < 60
    for (let k = at + 1; k < cover.length && k <= at + 14; k++) {
      const line = cover[k]
      if (otherSurnames.some((o) => wordRe(o).test(line.text))) break
      const m = CHOSEN_UNDER.exec(line.text)
      block &&= line.text.length < 90
      // (a heading, 'Appointed by the Respondent:', is the next member's)
      if (!m || !(m[1] || (block && !line.text.endsWith(':')))) continue
      const party = m[2].length > 2 ? m[2] : (cover[k + 1]?.text ?? '')
      const side = firstSideIn(party, sideWords(input, body))
      return side ? { side, evidence: { line: line.n, text: line.text } } : null
    }
  }
  return null
}

/** Which party appointed the member, from the procedural history. */
export function appointmentOf(
  member: Candidate,
  others: Candidate[],
  body: string,
  lines: Line[],
  input: AwardInput,
): { side: Side; evidence: Evidence } | { president: Evidence } | null {
  const surname = surnameOf(member.name)
  // A surname of two letters ('Benny Lo') is looked for with the given name before it.
  const given = member.name.split(/\s+/).slice(-2)
  const short = surname.length === 2 && given.length === 2 && /^\p{Lu}\p{Ll}{2,}$/u.test(given[0])
  if (surname.length < 3 && !short) return null
  const otherSurnames = others.filter((o) => o !== member).map((o) => surnameOf(o.name))
  const words = sideWords(input, body)
  // A double surname whose last part OCR damaged past reading ('Grigera Na6n' on the cover,
  // 'Grigera Na6én' in the history) is found by its first part.
  const parts = member.name.split(/\s+/).filter((w) => !/^\p{Lu}\.?$|\./u.test(w))
  const first = parts.length >= 3 ? parts[parts.length - 2] : ''
  const byFirst = /^\p{Lu}\p{Ll}{3,}$/u.test(first) && !otherSurnames.includes(first)
  // (the body's other spellings are looked for only when the name as written is not found)
  function* spellings() {
    if (short) yield given.join(' ')
    else yield* spellingsOf(surname, body, otherSurnames)
    if (byFirst) yield first
  }
  for (const spelling of spellings()) {
    const found = appointmentNamed(spelling, otherSurnames, body, lines, words)
    if (found) return found
  }
  return null
}

/**
 * The surname as the body writes it: itself, then the words OCR damaged from it ('Na6n' or 'Naon'
 * for 'Naón'), one letter apart (a letter misread, in a name of four letters; one more or fewer,
 * in a longer one), and no other member's name.
 */
function* spellingsOf(surname: string, body: string, otherSurnames: string[]): Generator<string> {
  yield surname
  const key = fold(surname)
  if (key.length < 4) return
  const spread = key.length < 5 ? 0 : 1
  const others = new Set(otherSurnames.map(fold))
  const variants = new Set<string>()
  const { words: distinct, fold: folded } = wordsOf(body)
  for (const word of distinct) {
    // (folding keeps a word's length but for a few letters, 'ß' or 'æ': most words need none)
    if (Math.abs(word.length - key.length) > spread + 2) continue
    if (word === surname || variants.has(word)) continue
    const f = folded(word)
    // The same name in another case ('VEREA' on the cover, 'Verea' in the history).
    if (f === key) variants.add(word)
    if (f === key || others.has(f)) continue
    if (!/^\p{Lu}/u.test(word) || Math.abs(f.length - key.length) > spread) continue
    // OCR reads 'rn' as 'm' ('Stem' for 'Stern').
    const rn = f.replace(/m/g, 'rn')
    if (f[0] === key[0] && (editDistance(f, key, 1) <= 1 || rn === key)) variants.add(word)
  }
  // A double surname the line breaks at its hyphen ('Kaufmann-' / 'Kohler').
  // (or written with a space: 'Gomez-Pinzén' on the cover, 'Gomez Pinzén' in the history)
  const broken = surname.replace(/-(?=\p{L})/u, '-\n')
  if (broken !== surname && body.includes(broken)) variants.add(broken)
  const spaced = surname.replace(/-(?=\p{L})/u, ' ')
  if (spaced !== surname && body.includes(spaced)) variants.add(spaced)
  yield* variants
}

// The body's distinct words, read once per body (every member's surname is looked for among
// them), and their folded forms as they are asked for.
type Words = { words: string[]; fold: (word: string) => string }
let indexed: { body: string; words: Words } | undefined
function wordsOf(body: string): Words {
  if (indexed?.body !== body) {
    const words = new Set<string>()
    for (const [w] of body.matchAll(/[\p{L}\p{N}]{4,}/gu)) words.add(w)
    const folded = new Map<string, string>()
    const foldOf = (w: string) => folded.get(w) ?? folded.set(w, fold(w)).get(w)!
    indexed = { body, words: { words: [...words], fold: foldOf } }
  }
  return indexed.words
}

function appointmentNamed(
  surname: string,
  otherSurnames: string[],
  body: string,
  lines: Line[],
  words: Record<Side, string[]>,
): { side: Side; evidence: Evidence } | { president: Evidence } | null {
  const re = wordRe(surname)
  let m: RegExpExecArray | null
  while ((m = re.exec(body))) {
    const before = body.slice(Math.max(0, m.index - 260), m.index)
    const after = body.slice(m.index + surname.length, m.index + surname.length + 260)
    // 'X (appointed by Claimant)', 'X, appointed by the Claimants;', 'X, the arbitrator appointed by the Respondent',
    // 'X, the arbitrator appointed on behalf of the Respondent',
    // 'X (appointed as co-arbitrator by Claimant)', 'X, <an address of two lines>, was appointed
    // by the Claimant'.
    const post =
      /^(?:[^.;]|\.(?=\w)){0,160}?\b(?:(?:appointed|nominated|designated|chosen)(?:\s+as\s+(?:an?\s+)?(?:co-?)?arbitrator)?\s+(?:jointly\s+)?(?:by|on\s+behalf\s+of)|(?:accepted (?:his|her) )?appointment(?:\s+as\s+(?:an?\s+)?(?:co-?)?arbitrator)?\s+by|(?:upon |on )?(?:the )?nomination (?:by|of)|party-appointed arbitrator of)\s+(?:the\s+)?([A-Za-z][\w'’-]*(?:\s+[A-Z][\w'’-]*)?(?:\s+of\s+[A-Z][\w'’-]*)?)/.exec(
        after,
      )
    const named =
      /^[^.;]{0,60}?\b(?:appointed|selected|chosen|designated|elected)\b(?:[^.;]{0,40}?\bas)?\s+(?:the\s+)?(?:third and\s+)?(?:president|presiding|chair)/i.exec(
        after,
      )
    // (not another member's: 'Judge Bruno Simma, appointed by the Respondent, and Mr V.V.
    // Veeder, appointed as presiding arbitrator')
    if (named && !mentionsOther(named[0], otherSurnames))
      return { president: evidenceAt(lines, body, m.index) }
    // 'X (Canadian) and Y (French), appointed respectively by the Claimant and the Respondent'.
    // ('X (American) and Y (Australian), were each appointed as arbitrators by the Claimant and the
    // Respondent, respectively')
    const respectively =
      /^(?<between>(?:[^.;]|\.(?=\p{Lu}[\s.,])){0,100}?),?\s*(?:were\s+)?(?:appointed|nominated|designated)\s+respectively\s+by\s+(?:the\s+)?(?<first>\p{L}+)\s+and\s+(?:by\s+)?(?:the\s+)?(?<second>\p{L}+)/u.exec(
        after,
      ) ??
      /^(?<between>(?:[^.;]|\.(?=\p{Lu}[\s.,])){0,100}?),?\s*were\s+(?:each\s+)?(?:appointed|nominated|designated)(?:\s+as\s+(?:co-?)?arbitrators)?\s+by\s+(?:the\s+)?(?<first>\p{L}+)\s+and\s+(?:by\s+)?(?:the\s+)?(?<second>\p{L}+),?\s+respectively\b/u.exec(
        after,
      )
    if (respectively?.groups) {
      const { between, first, second } = respectively.groups
      const isFirst = /\band\s/.test(between)
      const side = sideOf(isFirst ? first : second, words)
      if (side) return { side, evidence: evidenceAt(lines, body, m.index) }
    }
    if (post && !mentionsOther(post[0], otherSurnames)) {
      // ('appointed by WASTE MANAGEMENT': a party's name of two words; 'by the Islamic Republic of
      // Pakistan': a State's)
      const side = sideOf(post[1], words) ?? firstSideIn(post[1], words)
      if (side) return { side, evidence: evidenceAt(lines, body, m.index) }
      if (
        /^(?:agreement|the parties|parties|co-arbitrators|the co-arbitrators|two|both)/i.test(
          post[1],
        ) &&
        /presid|chair/i.test(after.slice(0, 120))
      )
        return { president: evidenceAt(lines, body, m.index) }
    }
    // 'the Claimant appointed Mr. X', 'Respondent informed … of its appointment of X',
    // 'it nominated Professor Julian D. M. Lew' (an initial's full stop ends no clause),
    // 'the Claimants had appointed Y and the Respondent had appointed X'.
    const clause =
      before
        .replace(
          /(\b(?:appointed|nominated|designated)(?:\s+as\s+(?:co-)?arbitrator)?(?:\s+(?:by|on|in)\s+[^:.;]{3,70})?)\s*:/gi,
          '$1',
        )
        .split(/(?:(?<!(?:^|[\s.])\p{Lu})\.|[;:])+[”"’)\]]*\s/u)
        .pop() ?? ''
    // (another's appointment: 'had no objection to the appointments of Dr Vukmir')
    const assented =
      /\b(?:objection|agreed|consented)\s+to\s+(?:the\s+)?(?:appointments?|nominations?)\s+of\b[^]{0,60}$/i.test(
        clause,
      )
    const acts = assented ? [] : [...clause.matchAll(APPOINT_ALL)]
    const act = acts[acts.length - 1]
    const listed = act?.index !== undefined && respectiveSide(clause, act.index, after, words)
    if (listed) return { side: listed, evidence: evidenceAt(lines, body, m.index) }
    // 'the appointment by the Republic of Argentina (the Respondent) of Dr. X', 'following
    // appointment by the Respondent, Professor X'.
    const byParty =
      /\b(?:appointment|nomination|designation)\s+by\s+((?:[^.;:()]|\([^)]*\)){2,80}?)(?:\s+of\s+|,\s*)[^.;:,()]{0,50}$/i.exec(
        clause,
      )
    const partySide =
      byParty && !mentionsOther(byParty[0], otherSurnames) && !REPLACED.test(byParty[0])
        ? firstSideIn(byParty[1], words)
        : null
    if (partySide) return { side: partySide, evidence: evidenceAt(lines, body, m.index) }
    // The verb governs this name only: no other member, closing bracket or 'and' in between.
    // ('Arbitrator appointed by Eastern Sugar … of the Arbitral Tribunal composed of Dr. X': the
    // list that follows is another sentence's; so is the next item of a bulleted list.)
    const governs =
      act?.index !== undefined &&
      !/\)|\band\b|\b(?:composed|comprised|consisting)\s+of\b|\n\s*[•·*▪]/i.test(
        clause.slice(act.index),
      )
    if (
      act &&
      act.index !== undefined &&
      governs &&
      !mentionsOther(clause.slice(act.index), otherSurnames)
    ) {
      // The subject: from the clause start, or from the last other member named before the verb.
      // (a word the window would cut is whole: 'pondent' names no one)
      let from = Math.max(0, act.index - 90)
      while (from > 0 && /\p{L}/u.test(clause[from - 1])) from--
      let subject = clause.slice(from, act.index)
      for (const o of otherSurnames) {
        const hits = [...subject.matchAll(wordRe(o))]
        const last = hits[hits.length - 1]
        if (last?.index !== undefined) subject = subject.slice(last.index + o.length)
      }
      // 'Nominated by the Claimant in its Request for Arbitration dated …: X' names the party
      // right after the verb; else 'by' is near the name.
      const by =
        /^\S+\s+by\s+(?:the\s+)?([A-Za-z][\w'’-]*)/.exec(clause.slice(act.index)) ??
        /\bby\s+(?:the\s+)?([A-Za-z][\w'’-]*)\s*:?\s*[^]{0,40}$/.exec(clause.slice(act.index))
      // 'would consent to Claimant’s appointment of Mr. X': the possessive appoints.
      const owner =
        /([\p{L}]+)['’]s?\s+(?:appointment|nomination|designation)\s+of\s+[^]{0,40}$/u.exec(clause)
      // The subject is nearest the verb: 'By letter of 17 July 2017, the Claimants appointed',
      // 'Claimant, by a letter of March 19, 2004, appointed'; else it opens the sentence: 'Duke
      // elected to submit … and appointed', 'Zhongshan served a Request …, nominating'.
      const side =
        (by && sideOf(by[1], words)) ||
        (owner && sideOf(owner[1], words)) ||
        // 'the Parties informed ICSID that the Claimant had appointed'.
        nearestSideIn(subject.split(/\bthat\b/i).pop() ?? '', words) ||
        subjectSide(subject, words) ||
        sentenceSubject(body, m.index, words)
      const asPresident =
        /^[^.;]{0,80}\b(?:as|to be|to act as)\s+(?:the\s+)?(?:new\s+|third\s+and\s+)?(?:president|presiding|chair)/i.test(
          after,
        )
      if (asPresident) return { president: evidenceAt(lines, body, m.index) }
      // Both parties as the subject ('TANESCO and IPTL nominated'): no one party's member.
      const joint = /\band\s+(?:the\s+)?\S+\s*$/i.test(subject) && bothSides(subject, words)
      if (side && !joint && !REPLACED.test(clause.slice(act.index)))
        return { side, evidence: evidenceAt(lines, body, m.index) }
    }
    // '… had been appointed by the Claimant …, and Professor X by the Respondent'.
    const bare = /^\s*(?:\([^)]*\)\s*)?,?\s*by\s+(?:the\s+)?([A-Za-z][\w'’-]*)/.exec(after)
    if (bare && APPOINT.test(clause)) {
      const side = sideOf(bare[1], words)
      if (side) return { side, evidence: evidenceAt(lines, body, m.index) }
    }
    if (
      /^[^.;]{0,40}?,\s*(?:as\s+)?president\b/i.test(after) &&
      /appoint|composed|compris/i.test(before.slice(-120))
    )
      return { president: evidenceAt(lines, body, m.index) }
  }
  return null
}

const REPLACED = /\b(?:to replace|replaced?|successor|challenge[sd]?|propos\w*)\b/i

/**
 * 'the Claimant and the Respondent appointed Messrs. X and Y respectively': the party in the
 * same place of its list as the member is in theirs.
 */
function respectiveSide(
  clause: string,
  verb: number,
  after: string,
  words: Record<Side, string[]>,
): Side | null {
  // (past the members' addresses: 'X of Messrs White & Case LLP, 601 Thirteenth Street, …, and Y
  // of 233 Macquarie Street, … respectively as arbitrators')
  if (!/^(?:(?!appoint|nominat|designat)[^.;]){0,240}?\brespectively\b/.test(after)) return null
  const parties = (clause.slice(0, verb).split(',').pop() ?? '').split(/\band\b/)
  if (parties.length !== 2) return null
  const [first, second] = parties.map((p) => firstSideIn(p, words))
  if (!first || !second || first === second) return null
  return /\band\b/.test(clause.slice(verb)) ? second : first
}

function bothSides(text: string, words: Record<Side, string[]>): boolean {
  const sides = new Set(
    fold(text)
      .split(' ')
      .map((t) => sideOf(t, words)),
  )
  return sides.has('claimant') && sides.has('respondent')
}

function mentionsOther(text: string, surnames: string[]): boolean {
  return surnames.some((s) => s.length >= 3 && wordRe(s, 'u').test(text))
}

export function sideOf(word: string, words: Record<Side, string[]>): Side | null {
  // (OCR's 'l' for 'i': 'Clalmant')
  const w = fold(word).replace(/^clalmant/, 'claimant')
  if (!w) return null
  // 'Argentina' names 'The Argentine Republic': own party words match on their first 6 letters.
  const like = (c: string) =>
    c === w || (c.length > 5 && w.length > 5 && !c.includes(' ') && c.slice(0, 6) === w.slice(0, 6))
  if (words.claimant.some(like)) return 'claimant'
  if (words.respondent.some(like)) return 'respondent'
  return null
}

/**
 * The side the subject before an appointing verb names: the nearest party, or the one who wrote
 * ('the United States advised Ecuador that it had appointed').
 */
function subjectSide(subject: string, words: Record<Side, string[]>): Side | null {
  const from = FROM_THAT.exec(subject)
  if (from) return firstSideIn(from[1], words)
  const told = TOLD_THAT_IT.exec(subject)
  return nearestSideIn(told ? told[1] : subject, words)
}
// 'the Centre received a communication from AAPL to the effect that Professor X has been
// appointed': the party the message came from.
const FROM_THAT =
  /\b(?:communication|letter|notice|notification|message)\s+(?:dated\s+[^,]{3,30}\s+)?from\s+((?:the\s+)?\S+(?:\s+\S+){0,3}?)\s+(?:to\s+the\s+effect\s+|stating\s+)?that\s*$/i
const TOLD_THAT_IT =
  /^([^]*)\b(?:advised|informed|notified|told|wrote\s+to)\b[^]*\bthat\s+(?:it|they|he|she)\s+(?:had|has|would)?\s*$/i

const ASIDE = /^\s*(?:invoking|relying\s+on|pursuant\s+to|in\s+accordance\s+with|acting\s+under)\b/i

/** The party of the comma-separated part nearest the verb that names one. */
function nearestSideIn(subject: string, words: Record<Side, string[]>): Side | null {
  const parts = subject.split(',')
  for (let i = parts.length - 1; i >= 0; i--) {
    // (an aside between the subject and the verb names no actor: 'the Claimants, invoking
    // Article 3(1) of the Arbitration Rules of the ICSID, appointed X')
    if (ASIDE.test(parts[i])) continue
    const side = firstSideIn(parts[i], words)
    if (side) return side
    if (
      fold(parts[i])
        .split(' ')
        .some((t) => STOP_WORD.test(t))
    )
      return null
  }
  return null
}

/**
 * The party that opens the sentence the clause at `offset` belongs to, past its opening phrases
 * ('On 9 December 2004, Duke elected …'), when no other party is named before the verb.
 */
function sentenceSubject(body: string, offset: number, words: Record<Side, string[]>): Side | null {
  const before = body.slice(Math.max(0, offset - 500), offset)
  const start = sentenceStart(before)
  const { sentence, first } = opening(before.slice(start))
  // One appointment in the sentence so far: with two, the subject may be another's.
  if (!first || (sentence.match(APPOINT_ALL) ?? []).length !== 1) return null
  // 'Claimant filed a request for arbitration … In that request, it nominated X': the pronoun
  // stands for the last sentence's subject.
  if (/^(?:it|they)$/i.test(first[1]))
    return antecedent(body, offset - before.length + start, words)
  const side = sideOf(first[1], words)
  if (!side) return null
  const rest = sentence.slice(first[0].length).replace(/\p{L}+['’]s\b/gu, ' ')
  const other = side === 'claimant' ? 'respondent' : 'claimant'
  return fold(rest)
    .split(' ')
    .some((t) => sideOf(t, words) === other || ACTOR.test(t))
    ? null
    : side
}

/**
 * Where the last sentence of a text starts: after the last full stop that ends one ('Article
 * 10.19' and an initial, 'Julian D. M. Lew', do not).
 */
function sentenceStart(text: string): number {
  return Math.max(text.search(/(?:[^.]|\.(?=\d)|(?<=(?:^|[\s.])\p{Lu})\.)*$/u), 0)
}

/** The party that opens the sentence before `offset`, the antecedent of a pronoun. */
function antecedent(body: string, offset: number, words: Record<Side, string[]>): Side | null {
  const before = body.slice(Math.max(0, offset - 400), offset).replace(/[.\s]+$/, '')
  // (or from a heading above it: a line without a lower-case letter)
  const heading = [...before.matchAll(/^[^\p{Ll}\n]{3,}$/gmu)].pop()
  const start = Math.max(sentenceStart(before), heading ? heading.index + heading[0].length : 0)
  const { first } = opening(before.slice(start))
  return first ? sideOf(first[1], words) : null
}

/** A sentence past its opening phrases ('On 3 May 2005, by letter, …') and its first word. */
function opening(text: string): { sentence: string; first: RegExpExecArray | null } {
  const sentence = text.replace(
    /^\s*(?:(?:on|by|in|following|after|pursuant to|under)\b[^,]{0,100},\s*)+/i,
    '',
  )
  return { sentence, first: /^\s*(?:[Tt]he\s+)?([\p{L}][\p{L}'’-]*)/u.exec(sentence) }
}

// Someone other than a party who may make the appointment the sentence reports.
const ACTOR =
  /^(?:chairman|secretary|centre|center|court|authority|institute|pca|parties|tribunal)$/
const STOP_WORD =
  /^(?:chairman|secretary|centre|center|court|authority|pca|icsid|scc|icc|lcia|parties|arbitrators|co)$/

// The party named first in the subject: 'On 29 September 2005, Respondent appointed …',
// 'Claimant informed Respondent of its appointment of …'.
function firstSideIn(subject: string, words: Record<Side, string[]>): Side | null {
  // A possessive is not the subject: 'in breach of Nigeria’s obligations, nominating X'.
  // 'Co' is a company's ('Tema Real Estate Co.'), never the 'Co-' of a 'Co-Arbitrator'.
  const text = subject.replace(/\p{L}+['’]s\b/gu, ' ').replace(/\bco-\s*(?=arbitrator)/gi, '')
  const tokens = fold(text).split(' ')
  const phrases = (['claimant', 'respondent'] as const).flatMap((side) =>
    words[side].filter((w) => w.includes(' ')).map((w) => ({ side, w: w.split(' ') })),
  )
  for (const [i, token] of tokens.entries()) {
    // (a State named by several words: 'the United States advised')
    const phrase = phrases.find(({ w }) => w.every((t, k) => tokens[i + k] === t))
    if (phrase) return phrase.side
    if (STOP_WORD.test(token)) return null
    const s = sideOf(token, words)
    if (s) return s
  }
  return null
}
