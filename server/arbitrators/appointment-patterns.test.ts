import { describe, expect, it } from 'vitest'
import {
  APPOINT,
  APPOINTED_BY_AFTER,
  APPOINTED_RESPECTIVELY,
  CHOSEN_UNDER,
  DEFINED,
  EACH_APPOINTED_RESPECTIVELY,
  LABELLED,
  LEFT_BEFORE,
  leftAfter,
  NAMED_PRESIDENT,
  PRESIDING_ITEM,
  SENTENCE_FORMS,
} from './appointment-patterns.ts'
import { escape } from './text-lines.ts'

/** The groups of the pattern's first match (named, and numbered from 1), or null. */
function firstMatch(pattern: RegExp, text: string): Record<string, string> | null {
  pattern.lastIndex = 0
  const m = pattern.exec(text)
  if (!m) return null
  const numbered = m.slice(1).map((value, i) => [String(i + 1), value] as const)
  const named = Object.entries(m.groups ?? {})
  return Object.fromEntries([...numbered, ...named].filter(([, value]) => value !== undefined))
}

// (the sentence forms in their order)
const [
  ANY_VERB,
  AS_FUNCTION_NAME,
  APPOINTMENTS_OF,
  AND_AS_CHAIR,
  AND_DESIGNATED,
  IDENTIFIED_AS,
  ACCEPTED,
  WAS_APPOINTED,
] = SENTENCE_FORMS

// Sentences as the awards write them, and what each pattern reads from them (null: no match).
const EXAMPLES: Array<[string, RegExp, string, Record<string, string> | null]> = [
  [
    'a function, who chose, a colon',
    LABELLED,
    'Co-Arbitrator appointed by Claimant: The Hon. Michael Chertoff',
    { fn: 'Co-Arbitrator', by: 'Claimant', name: 'The Hon. Michael Chertoff' },
  ],
  [
    'who chose, as a function, a colon',
    LABELLED,
    'The Respondent has nominated as arbitrator: Professor Sir Bernard RIX',
    { subj: 'The Respondent has ', fn2: 'arbitrator', name: 'Professor Sir Bernard RIX' },
  ],
  [
    'a party by its name',
    LABELLED,
    'Nordzucker appointed as Co-Arbitrator: Professor Dr. Andreas Bucher',
    { subj: 'Nordzucker ', fn2: 'Co-Arbitrator', name: 'Professor Dr. Andreas Bucher' },
  ],
  [
    'the arbitrators jointly',
    LABELLED,
    'The two arbitrators have jointly nominated as President of the Arbitral Tribunal: Professor Bernard HANOTIAU',
    { fn2: 'President of the Arbitral Tribunal', name: 'Professor Bernard HANOTIAU' },
  ],
  [
    'a semicolon OCR read for the colon, at the end of the line',
    LABELLED,
    'PV appointed as Arbitrator;\nJUDr. Jan Novak',
    { fn2: 'Arbitrator', name: 'JUDr. Jan Novak' },
  ],
  [
    'a list item with the presiding function',
    PRESIDING_ITEM,
    '\n• Presiding Arbitrator: Professor Gabrielle Kaufmann-Kohler, Lévy Kaufmann-Kohler',
    {
      fn: 'Presiding Arbitrator',
      name: 'Professor Gabrielle Kaufmann-Kohler, Lévy Kaufmann-Kohler',
    },
  ],
  [
    'a party appointed a name as a function',
    ANY_VERB.pattern,
    'GAMI appointed Professor Michael Reisman as arbitrator',
    { name: 'Professor Michael Reisman', fn: 'arbitrator' },
  ],
  [
    'in his place, as a member of the tribunal',
    ANY_VERB.pattern,
    'the Claimant appointed in his place Me. L. Yves Fortier as a member of the Tribunal',
    { name: 'Me. L. Yves Fortier', fn: 'member' },
  ],
  [
    'to substitute another member',
    ANY_VERB.pattern,
    'the Claimant appointed Mr. Judd L. Kessler to substitute Mr. Debevoise',
    { name: 'Mr. Judd L. Kessler' },
  ],
  [
    'a function of another body',
    ANY_VERB.pattern,
    'appointing Mr. John Smith as President of the Management Board',
    null,
  ],
  [
    'as a function, then the name',
    AS_FUNCTION_NAME.pattern,
    'The Argentine Republic in turn appointed as arbitrator Professor Pedro Nikken',
    { fn: 'arbitrator', name: 'Professor Pedro Nikken' },
  ],
  [
    'as a function, to replace another, then the name',
    AS_FUNCTION_NAME.pattern,
    'the Claimant appointed as arbitrator, to replace Professor Furnish, Dr Eduardo Mayora Alvarado',
    { fn: 'arbitrator', name: 'Dr Eduardo Mayora Alvarado' },
  ],
  [
    'the appointments of two names',
    APPOINTMENTS_OF.pattern,
    'the appointments of Mr. R. Doak Bishop and Mr. Bernardo Cremades as arbitrators',
    { several: 'appointments', name: 'Mr. R. Doak Bishop', name2: 'Mr. Bernardo Cremades' },
  ],
  [
    'the appointment of a national, to serve as President',
    APPOINTMENTS_OF.pattern,
    'agreed on the appointment of Professor Jan Paulsson, a national of France, to serve as President',
    { name: 'Professor Jan Paulsson', fn: 'President' },
  ],
  [
    'the second member of an appointment, as chairman',
    AND_AS_CHAIR.pattern,
    'of Professor Ivan S. Zykin, as co-arbitrator on behalf of Respondent, and Mr. Jeffrey M. Hertzfeld, as Chairman of the Tribunal',
    { name: 'Mr. Jeffrey M. Hertzfeld', fn: 'Chairman' },
  ],
  [
    'the second appointment, its function left out',
    AND_DESIGNATED.pattern,
    'Claimant designated Judge Stephen M. Schwebel as arbitrator and Respondent designated Professor Jerzy Rajski.',
    { owner: 'Respondent', name: 'Professor Jerzy Rajski' },
  ],
  [
    "a party's appointed arbitrator",
    IDENTIFIED_AS.pattern,
    'The Arbitration Notice identified Robert G. Shaw as PRH’s appointed arbitrator',
    { name: 'Robert G. Shaw', owner: 'PRH', fn: 'arbitrator' },
  ],
  [
    'accepted the appointment as president',
    ACCEPTED.pattern,
    'Mr. Collins accepted his appointment as presiding arbitrator',
    { name: 'Mr. Collins', fn: 'presiding arbitrator' },
  ],
  [
    'had been appointed as the presiding arbitrator',
    WAS_APPOINTED.pattern,
    'the Rt. Hon. Lord Bingham of Cornhill had been appointed as the presiding arbitrator',
    { name: 'Rt. Hon. Lord Bingham of Cornhill', fn: 'presiding arbitrator' },
  ],
  ['after a name, in brackets', APPOINTED_BY_AFTER, ' (appointed by Claimant)', { 1: 'Claimant' }],
  [
    'after a name, on behalf of',
    APPOINTED_BY_AFTER,
    ', the arbitrator appointed on behalf of the Respondent',
    { 1: 'Respondent' },
  ],
  [
    'after a name, as co-arbitrator by',
    APPOINTED_BY_AFTER,
    ' (appointed as co-arbitrator by Claimant)',
    { 1: 'Claimant' },
  ],
  [
    'after a name, a State',
    APPOINTED_BY_AFTER,
    ', appointed by the Islamic Republic of Pakistan',
    { 1: 'Islamic Republic of Pakistan' },
  ],
  ['after a name, as president', NAMED_PRESIDENT, ', appointed as presiding arbitrator', {}],
  [
    'two names, appointed respectively',
    APPOINTED_RESPECTIVELY,
    ' (Canadian) and Y (French), appointed respectively by the Claimant and the Respondent',
    { between: ' (Canadian) and Y (French)', first: 'Claimant', second: 'Respondent' },
  ],
  [
    'two names, each appointed …, respectively',
    EACH_APPOINTED_RESPECTIVELY,
    ' (American) and Y (Australian), were each appointed as arbitrators by the Claimant and the Respondent, respectively',
    { between: ' (American) and Y (Australian)', first: 'Claimant', second: 'Respondent' },
  ],
  [
    'a short name in quotes',
    DEFINED,
    'AUTOPISTA CONCESIONADA DE VENEZUELA, C.A. (“Aucoven”) CLAIMANT',
    { 1: 'Aucoven' },
  ],
  [
    'two short names, hereinafter',
    DEFINED,
    '(Hereinafter called “AAPL” or “the Claimant”)',
    { 1: 'AAPL', 2: 'Claimant' },
  ],
  ['initials in brackets', DEFINED, 'Asian Agricultural Products Ltd. (AAPL)', { 3: 'AAPL' }],
  [
    'an appointment line under an address',
    CHOSEN_UNDER,
    'Co-Arbitrator, appointed by the Respondents',
    { 1: 'Co-Arbitrator, ', 2: 'Respondents' },
  ],
  ['a resignation before the name', LEFT_BEFORE, 'Following the resignation of Professor ', {}],
  [
    'the member appointed after a resignation',
    LEFT_BEFORE,
    'the resignation of Mr. Born, the Claimants appointed Prof. ',
    null,
  ],
]

describe('the appointment patterns', () => {
  it('reads appointment sentences in the eight forms the table names', () => {
    expect(SENTENCE_FORMS).toHaveLength(8)
  })

  it.each(EXAMPLES)('%s', (_, pattern, text, found) => {
    const m = firstMatch(pattern, text)
    if (found === null) expect(m).toBeNull()
    else expect(m).toMatchObject(found)
  })

  // A member who left, read after their name (leftAfter is sticky: from the name on).
  it.each([
    ['Sir Ian', 'Arbitrator Sir Ian passed away on 7 January 2010', true],
    ['Brownlie', 'following Sir Ian Brownlie’s passing', true],
    ['Born', 'Mr. Born resigned as arbitrator', true],
    ['Rogers', 'Mr. Rogers had accepted Professor Crawford’s resignation', false],
    ['Kessler', 'Mr. Kessler gave his reasons for not resigning', false],
  ] as const)('after %s: %s (%s)', (name, text, left) => {
    const pattern = leftAfter(escape(name))
    pattern.lastIndex = text.indexOf(name)
    expect(pattern.test(text)).toBe(left)
  })

  it.each([
    ['their appointment, as arbitrator, of X', true],
    ['proposed the appointment of three arbitrators', false],
  ] as const)('an appointing word in %s: %s', (text, appoints) => {
    expect(APPOINT.test(text)).toBe(appoints)
  })
})
