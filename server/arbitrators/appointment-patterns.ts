// The patterns appointments are read with, built from named parts. Each part is a pattern source
// (a string); the examples in the comments are from the awards, and appointment-patterns.test.ts
// holds them as a table.
import type { Near } from './text-lines.ts'

/** A pattern source that matches its letters in either case, for use beside case-bound classes. */
function anyCase(source: string): string {
  return source.replace(/\\.|[a-z]/g, (c) => (c.length > 1 ? c : `[${c}${c.toUpperCase()}]`))
}

/** Text within one clause, lazily, at most `n` characters: a full stop only inside a number. */
function inClause(n: number): string {
  return `(?:[^:.]|\\.(?=\\d)){0,${n}}?`
}

// ---- A function, who chose the member, a colon, the name -------------------------------------
// 'Co-Arbitrator appointed by Claimant: The Hon. Michael Chertoff', 'The Respondent has nominated
// as arbitrator: Professor Sir Bernard RIX', 'Nordzucker appointed as Co-Arbitrator: Professor Dr.
// Andreas Bucher', 'The two arbitrators have jointly nominated as President of the Arbitral
// Tribunal: Professor Bernard HANOTIAU'.

const OF_THE_TRIBUNAL = '(?: of the (?:arbitral )?tribunal)?'
/** A member's function: 'Co-Arbitrator', 'President of the Arbitral Tribunal', 'Chairman'. */
export const FUNCTION = anyCase(
  [
    'co-?\\s{0,3}arbitrator',
    'arbitrator',
    'presiding arbitrator',
    `president${OF_THE_TRIBUNAL}`,
    `chair(?:man|person)?${OF_THE_TRIBUNAL}`,
  ].join('|'),
)
const APPOINTED_BY = anyCase(
  '(?:jointly\\s+)?(?:appointed|nominated|selected|designated)\\s+(?:jointly\\s+)?by\\s+(?:the\\s+)?',
)
/** 'Co-Arbitrator appointed by Claimant' */
const FUNCTION_BY = `(?<fn>${FUNCTION})\\s+${APPOINTED_BY}(?<by>[^:\\n]{3,50}?)`
const PARTIES = anyCase(
  '(?:the\\s+)?(?:claimants?|respondents?|two arbitrators|co-arbitrators|(?:disputing\\s+)?parties)',
)
/** Who appoints: a party or the arbitrators, or a capitalised name ('Nordzucker'). */
const SUBJECT = `(?<subj>${PARTIES}\\b${inClause(100)}|\\p{Lu}[\\p{L}-]+\\b${inClause(100)})`
const APPOINTS = anyCase('(?:appoint|appointed|nominated|designated|confirmed)')
/** '… appointed as Co-Arbitrator' */
const APPOINTED_AS = `\\b${APPOINTS}\\b[^:.]{0,60}?\\b${anyCase('as\\s+(?:its\\s+|the\\s+|an?\\s+)?')}(?<fn2>${FUNCTION})${inClause(80)}`
// (a semicolon OCR read for the colon ends the line: 'PV appointed as Arbitrator;' / 'JUDr. …')
const COLON = '\\s*(?::|;(?=[ \\t]*\n))\\s*'
export const LABELLED = new RegExp(
  `(?:${FUNCTION_BY}|(?<![\\p{L}])${SUBJECT}${APPOINTED_AS})${COLON}(?<name>[^\\n]{4,120})`,
  'gud',
)

/** The verb every LABELLED match holds, and the colon after it. */
export const APPOINTING =
  /\b(?:appoint(?:ed)?|nominated|designated|confirmed|selected)\b[^:]{0,250}:/gi

// A list item that opens with the presiding function ('• Presiding Arbitrator: Professor X,
// Lévy Kaufmann-Kohler, rue du …'), beside items that say who appointed the others.
const BULLET = '(?:[•·*°▪–-]|e(?=\\s))?'
const PRESIDING = anyCase(
  'presiding arbitrator|(?:president|chair(?:man|person)?) of the (?:arbitral )?tribunal',
)
export const PRESIDING_ITEM = new RegExp(
  `(?:^|\\n)[ \\t]*${BULLET}[ \\t]*(?<fn>${PRESIDING})[ \\t]*:[ \\t]*(?<name>[^\\n]{4,120})`,
  'gdu',
)

// ---- Appointment sentences ------------------------------------------------------------------

// A name in running text: capitalised words, initials and the particles of a surname ('Lord
// Bingham of Cornhill', 'Albert Jan van den Berg'), two to eight of them.
export const NAME_WORD =
  "(?:\\p{Lu}[\\p{L}'’.-]*|(?:van|von|de|der|den|del|della|da|di|du|dos|la|le|y|of|bin|al)(?=\\s+\\p{Lu}))"
const NAME = `${NAME_WORD}(?:\\s+${NAME_WORD}){1,7}`
// (a function of another body is none: 'appointing Mr. X as President of the Management Board')
const ORDINAL = '(?:third\\s+and\\s+|(?:first|second|third|new)\\s+)?'
const MEMBER_OF_TRIBUNAL = `member(?=\\s+of\\s+the\\s+${anyCase('(?:arbitral\\s+|arbitration\\s+)?tribunal')})`
const NOT_OF_ANOTHER_BODY = `(?!\\s+of\\s+(?!${anyCase('the\\s+(?:arbitral\\s+|arbitration\\s+|ad\\s+hoc\\s+)?(?:tribunal|committee)')})\\p{L})`
const FUNCTIONS = `${ORDINAL}(?<fn>${FUNCTION}|presiding(?=\\s+member)|${MEMBER_OF_TRIBUNAL})s?\\b${NOT_OF_ANOTHER_BODY}`
// Honours after a name in a sentence ('the Honourable Andrew Rogers, QC, an Australian national').
const HONOURS =
  '(?:,?\\s+(?:Q\\.?C|K\\.?C|S\\.?C|C\\.?C|O\\.?C|CBE|OBE|KBE|CMG|KCMG|GBE|P\\.?C)\\.?(?![\\p{L}]))*'
// 'a U.K. national' between a name and its function: no full stop but an abbreviation's.
// ('a national of France and Sweden and Bahrain'; 'a national of Canada and a member of the ICSID
// Panel of Arbitrators designated by Mongolia')
const NATIONAL = '(?:[^,;.]|(?<=(?:^|[\\s.])\\p{Lu})\\.){3,60}(?:\\s+and\\s+an?\\s+[^,;.]{3,80})?'
/** ', a national of Canada,' */
const NATIONAL_ASIDE = `(?:,\\s*(?:an?|the)\\s+${NATIONAL},)?`
/** '(“Judge Brower”)' */
const BRACKETED = '(?:\\([^)]{0,60}\\)\\s*)?'
const APPOINTING_VERB =
  '(?:jointly\\s+)?(?:appoint(?:ed|ing)?|nominat(?:ed|ing)|designat(?:ed|ing)|select(?:ed|ing)|chose)'
const IN_THEIR_PLACE = '(?:in\\s+(?:his|her|its|their)\\s+(?:place|stead)\\s+)?'
const AS_ITS = '(?:its\\s+|his\\s+|her\\s+|the\\s+|their\\s+|an?\\s+)?'
const AS_FUNCTION = `(?:to\\s+(?:serve|act)\\s+)?as\\s+${AS_ITS}(?:party-appointed\\s+)?${FUNCTIONS}`
const TITLE = '(?:Mr|Ms|Mrs|Dr|Prof|Professor|Judge|Sir)'
/** 'to substitute Mr. Debevoise' (not counsel: '… as his counsel') */
const TO_SUBSTITUTE = `to\\s+(?:substitute|replace)\\s+${TITLE}\\b(?![^.;]{0,60}\\bas\\s+(?:\\p{L}+\\s+)?counsel\\b)`
const PARTY_APPOINTED = '(?:party-appointed\\s+)?'
/** ', pursuant to Article 7(1) of the UNCITRAL Arbitration Rules (the Rules),' */
const ASIDE = `(?:,\\s*to\\s+replace\\s+[^,.;]{3,60},|,\\s*(?:pursuant\\s+to|under|in\\s+accordance\\s+with)\\s+[^,.;]{3,120},)?`
const APPOINTMENT_NOUN = '(?<several>appointments?|nominations?|designations?)'
const ADDRESS = '(?:\\s+of\\s+\\d[^.;]{3,120}?)?'
const TO_BE = '(?:as|to\\s+be|to\\s+(?:serve|act)\\s+as)'
const WAS_APPOINTED =
  '(?:was|had been|has been)\\s+(?:duly\\s+)?(?:jointly\\s+)?(?:appointed|designated|nominated|selected|chosen)'

// Appointment sentences that name members without a colon: 'GAMI appointed Professor Michael
// Reisman as arbitrator', 'the Claimant appointed in his place Me. L. Yves Fortier as a member',
// 'the appointments of Mr. R. Doak Bishop and Mr. Bernardo Cremades as arbitrators', 'the Rt.
// Hon. Lord Bingham of Cornhill had been appointed as the presiding arbitrator', 'that he appoint
// Mr. J. William Rowley, QC, a national of Canada and a member of …, as the president', 'agreed on
// the appointment of Professor Jan Paulsson, a national of …, to serve as President', 'the
// Claimant appointed Mr. Judd L. Kessler to substitute Mr. Debevoise'.
// (a form that opens with a name is read near its verb: see matchesNear)
export const SENTENCE_FORMS: Array<{ pattern: RegExp; near?: Near }> = [
  {
    pattern: new RegExp(
      `\\b${APPOINTING_VERB}\\s+${IN_THEIR_PLACE}(?:the\\s+(?=\\p{Lu}))?(?<name>${NAME})${HONOURS}\\s*${BRACKETED}${NATIONAL_ASIDE},?\\s+(?:${AS_FUNCTION}|${TO_SUBSTITUTE})`,
      'gdu',
    ),
  },
  // 'The Argentine Republic in turn appointed as arbitrator Professor Pedro Nikken', 'the
  // Claimant appointed as arbitrator, to replace Professor Furnish, Dr Eduardo Mayora Alvarado',
  // 'EnCana …, nominating as its arbitrator, pursuant to Article 7(1) of the UNCITRAL Arbitration
  // Rules (the Rules), Dr Horacio Grigera Naón'.
  {
    pattern: new RegExp(
      `\\b(?:appoint|nominat|designat|select)(?:ed|ing)\\s+as\\s+(?:its\\s+|the\\s+|their\\s+|an?\\s+)?${PARTY_APPOINTED}${FUNCTIONS}${ASIDE}\\s+(?<name>${NAME})`,
      'gdu',
    ),
  },
  {
    pattern: new RegExp(
      `\\b${APPOINTMENT_NOUN}(?:\\s+\\p{Ll}+){0,4}(?:\\s+by\\s+[^.;:]{3,60}?)?\\s+of\\s+(?<name>${NAME})(?:(?:\\s*,\\s*|\\s+and\\s+)(?<name2>${NAME}))?${HONOURS}${ADDRESS}${NATIONAL_ASIDE},?\\s+${TO_BE}\\s+(?:the\\s+)?(?:third\\s+arbitrator\\s+and\\s+)?${FUNCTIONS}`,
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
      `\\bas\\s+(?:its\\s+|the\\s+|an?\\s+)?${PARTY_APPOINTED}(?:co-?)?arbitrator,?\\s+and\\s+(?:the\\s+)?(?<owner>\\p{Lu}[\\p{L}-]*)\\s+(?:in\\s+turn\\s+)?(?:appointed|designated|nominated)\\s+(?<name>${NAME})${HONOURS}(?=\\s*[.;,])`,
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
  // 'the Rt. Hon. Lord Bingham of Cornhill had been appointed as the presiding arbitrator'
  {
    pattern: new RegExp(
      `(?<name>${NAME})\\s*${BRACKETED},?\\s+${WAS_APPOINTED}\\s+(?:(?<by>[^.;:]{0,80}?\\s)?as\\s+|(?=(?:the\\s+)?\\p{Lu}\\p{L}+(?:\\s+\\p{L}+)?\\s+of\\s+the\\s+(?:[Aa]rbitral\\s+)?[Tt]ribunal\\b))(?:the\\s+)?${FUNCTIONS}`,
      'gdu',
    ),
    near: {
      anchor: new RegExp(`\\b${WAS_APPOINTED}\\b`, 'g'),
      before: 250,
      after: 250,
    },
  },
]

// ---- The appointing verbs and who appointed -------------------------------------------------

// ('their appointment, as arbitrator, of X'; not 'proposed … the appointment of three arbitrators')
const NOT_A_NUMBER_OF_MEMBERS =
  '(?!\\s+(?:a|one|two|three|five)\\s+(?:sole\\s+)?(?:arbitrators?|members?)\\b)'
const APPOINTMENT_OF = `ment(?:,?\\s+as\\s+(?:co-?)?arbitrator,?)?\\s+of${NOT_A_NUMBER_OF_MEMBERS}`
const APPOINT_WORDS = `\\b(?:appoint(?:ed|s|ing|${APPOINTMENT_OF})?|nominat(?:ed|es|ing|ion\\s+of)|designat(?:ed|es)|nam(?:ed|es)|chose|selected|indicated|reappointed)\\b`
export const APPOINT = new RegExp(APPOINT_WORDS, 'i')
export const APPOINT_ALL = new RegExp(APPOINT_WORDS, 'gi')

// 'Arbitrator appointed by the' / 'Czech Republic' under a member's name and address.
// ('…, Tel. …; Co-Arbitrator, appointed by the Respondents' after the address on its line)
export const CHOSEN_UNDER =
  /(?:^|;\s*)((?:co-?\s?)?arbitrator,?\s+)?(?:jointly\s+)?(?:appointed|nominated|designated)\s+by\b\s*(?:the\s*)?(.*)$/i

export const REPLACED = /\b(?:to replace|replaced?|successor|challenge[sd]?|propos\w*)\b/i

// After a member's name: 'X (appointed by Claimant)', 'X, appointed by the Claimants;', 'X, the
// arbitrator appointed by the Respondent', 'X, the arbitrator appointed on behalf of the
// Respondent', 'X (appointed as co-arbitrator by Claimant)', 'X, <an address of two lines>, was
// appointed by the Claimant'. Group 1: the party.
const AS_ARBITRATOR = '(?:\\s+as\\s+(?:an?\\s+)?(?:co-?)?arbitrator)?'
const BY_WHOM = [
  `(?:appointed|nominated|designated|chosen)${AS_ARBITRATOR}\\s+(?:jointly\\s+)?(?:by|on\\s+behalf\\s+of)`,
  `(?:accepted (?:his|her) )?appointment${AS_ARBITRATOR}\\s+by`,
  '(?:upon |on )?(?:the )?nomination (?:by|of)',
  'party-appointed arbitrator of',
].join('|')
const PARTY_NAME = "([A-Za-z][\\w'’-]*(?:\\s+[A-Z][\\w'’-]*)?(?:\\s+of\\s+[A-Z][\\w'’-]*)?)"
export const APPOINTED_BY_AFTER = new RegExp(
  `^(?:[^.;]|\\.(?=\\w)){0,160}?\\b(?:${BY_WHOM})\\s+(?:the\\s+)?${PARTY_NAME}`,
)

/** After a member's name: '…, appointed as the presiding arbitrator'. */
export const NAMED_PRESIDENT =
  /^[^.;]{0,60}?\b(?:appointed|selected|chosen|designated|elected)\b(?:[^.;]{0,40}?\bas)?\s+(?:the\s+)?(?:third and\s+)?(?:president|presiding|chair)/i

// 'X (Canadian) and Y (French), appointed respectively by the Claimant and the Respondent'; 'X
// (American) and Y (Australian), were each appointed as arbitrators by the Claimant and the
// Respondent, respectively'. Groups: between (up to the verb), first and second (the parties).
const BETWEEN = '^(?<between>(?:[^.;]|\\.(?=\\p{Lu}[\\s.,])){0,100}?),?\\s*'
const APPOINTED = '(?:appointed|nominated|designated)'
const FIRST_AND_SECOND =
  '(?:the\\s+)?(?<first>\\p{L}+)\\s+and\\s+(?:by\\s+)?(?:the\\s+)?(?<second>\\p{L}+)'
export const APPOINTED_RESPECTIVELY = new RegExp(
  `${BETWEEN}(?:were\\s+)?${APPOINTED}\\s+respectively\\s+by\\s+${FIRST_AND_SECOND}`,
  'u',
)
export const EACH_APPOINTED_RESPECTIVELY = new RegExp(
  `${BETWEEN}were\\s+(?:each\\s+)?${APPOINTED}(?:\\s+as\\s+(?:co-?)?arbitrators)?\\s+by\\s+${FIRST_AND_SECOND},?\\s+respectively\\b`,
  'u',
)

// ---- A member who left ----------------------------------------------------------------------

// (not accepting another's resignation: 'Mr. Rogers had accepted Professor Crawford’s
// resignation'; nor 'Mr. Kessler gave his reasons for not resigning')
const NOT_ANOTHERS = "(?!accept|\\p{L}[’']s\\s)"
const LEAVES = [
  'resign\\w*',
  'withdr[ae]w\\w*(?!\\s+from\\s+(?:the\\s+)?(?:\\p{L}+\\s+)?deliberations)',
  'passed away',
  'died',
  'stepped down',
  'declined(?=\\s+(?:the|his|her)\\s+(?:appointment|nomination)|\\s+to\\s+(?:accept|serve|act))',
  'was disqualified',
  'did not accept',
  'unable to accept',
].join('|')
// ('following Sir Ian Brownlie’s passing')
const PASSING = "['’]s\\s+(?:passing|death|resignation)\\b"

/** After a name (escaped), sticky: the text says the member left. */
export function leftAfter(name: string): RegExp {
  return new RegExp(
    `${name}(?![\\p{L}])(?:(?:${NOT_ANOTHERS}[^.;]){0,80}?(?<!\\bnot\\s)\\b(?:${LEAVES})\\b|${PASSING})`,
    'iuy',
  )
}

// Before a name: the member left (not the member appointed in their place: 'the resignation of
// Mr. Born, the Claimants appointed Prof. Kaj Hober', 'to replace Professor Furnish, Dr X',
// 'Replacement of Mr. Whitney Debevoise by Mr. Judd Kessler').
const NOT_THE_SUCCESSOR =
  '(?!appoint|(?:,|\\s+by)\\s*(?:Dr|Prof|Professor|Mr|Mrs|Ms|Judge|Justice|Sir|Dame)\\b)'
export const LEFT_BEFORE = new RegExp(
  `\\b(?:resignation|replacement|replacing|replace|death|vacancy)\\b(?:${NOT_THE_SUCCESSOR}[^.;]){0,60}?$`,
  'iu',
)

// ---- Short names a text gives the parties ---------------------------------------------------

// A short name defined in brackets: 'AUTOPISTA CONCESIONADA DE VENEZUELA, C.A. (“Aucoven”)
// CLAIMANT', '(the “Claimant” or “Aucoven”)', 'brought by Corn Products International, Inc.
// (“CPI”)', '(Hereinafter called “AAPL” or “the Claimant”)', 'Asian Agricultural Products Ltd.
// (AAPL)'. Groups 1 and 2: the quoted names; 3: the bare initials.
const HEREINAFTER = '(?:[Hh]ereinafter\\s+(?:called\\s+|referred\\s+to\\s+as\\s+)?)?'
const QUOTED = '(?:the\\s+)?[“"](?:the\\s+)?([^”"]{2,30})[”"]'
export const DEFINED = new RegExp(
  `\\(\\s*${HEREINAFTER}${QUOTED}(?:\\s*(?:,|or|and)\\s*${QUOTED})?\\s*\\)|\\(([A-Z][A-Z0-9&-]{1,9})\\)`,
  'g',
)
