import { describe, expect, test } from 'vitest'
import { documentSchema, type CanonicalDocument } from '../model.ts'
import {
  decidedByCommittee,
  leadingHeading,
  markVoices,
  shortNames,
  voiceOfDated,
  voiceOfHeading,
  voiceOfParagraph,
} from './voices.ts'

const names = { claimant: ['Saluka'], respondent: ['Czech'] }

describe('the voice of a heading', () => {
  test.each([
    ['IV. THE TRIBUNAL’S ANALYSIS', 'tribunal'],
    ['C. Considerations of the Tribunal', 'tribunal'],
    ['b) Claimant’s Position', 'claimant'],
    ['Ill. RESPONDENT’S JURISDICTIONAL OBJECTIONS', 'respondent'],
    ['A. The Parties’ Positions', 'parties'],
    ['II. PROCEDURAL HISTORY', 'procedure'],
    ['III. FACTUAL BACKGROUND', 'facts'],
    ['VIII. DECISION', 'operative'],
    ['Dissenting Opinion of Professor Stern', 'opinion'],
    ['B. Jurisdiction Ratione Temporis', null],
    ['Vv. DECISION', 'operative'],
    ['IL PROCEDURAL AND FACTUAL BACKGROUND', 'procedure'],
  ])('%s → %s', (heading, voice) => expect(voiceOfHeading(heading)).toBe(voice))

  test.each([
    ['1.6.2 Czech Republic’s Position', 'respondent'],
    ['Czech', 'respondent'],
    ['b) Saluka’s Arguments', 'claimant'],
    ['Saluka Investments and the Bank', null],
  ])('by short name: %s → %s', (heading, voice) =>
    expect(voiceOfHeading(heading, names)).toBe(voice),
  )
})

describe('a heading run into its paragraph', () => {
  test.each([
    ['(b) Analysis The Tribunal has held that the investment was expropriated.', 'tribunal'],
    ['Saluka’s Position According to Saluka, the bank was solvent.', 'claimant'],
    ['(ii) The Respondent’s Position The Respondent rejects the claim.', 'respondent'],
  ])('%s → %s', (text, voice) => expect(leadingHeading(text, names)?.voice).toBe(voice))

  test.each([
    // a party's request for relief, not the operative part
    '(iii) ORDER Egypt to pay compensation to the Claimants;',
    // a cover page
    'RESPONDENT ICSID Case No. ARB/07/30',
    // a sentence, not a title
    'There was no discussion in Case A/5 of the relevant law.',
    '(i) the Regional Court decision was in accord with Slovak law',
  ])('none in %s', (text) => expect(leadingHeading(text, names)).toBeNull())
})

describe('a paragraph that opens with a date', () => {
  test.each([
    ['24. On 8 May 2015, TECO filed its Reply on Partial Annulment.', 'procedure'],
    ['By letter of August 28, 2007, Claimant invited Respondent to agree.', 'procedure'],
    ['In February 1997, the Government initiated the process of privatizing EEGSA.', 'facts'],
    ['On 22 February 2014, the President left the country.', 'facts'],
    ['The Claimant filed its Memorial on 8 May 2015.', null],
  ])('%s → %s', (text, voice) => expect(voiceOfDated(text)).toBe(voice))
})

describe('the voice a paragraph gives itself', () => {
  test.each([
    ['45. The Claimant submits that the measures were arbitrary.', 'claimant'],
    ['It is Respondent’s contention that Claimant has no interest in GTI.', 'respondent'],
    ['Saluka further argues that the Czech Republic discriminated.', 'claimant'],
    ['In the Tribunal’s view, the standard is not met.', 'tribunal'],
    ['311. The Tribunal is not persuaded by this argument.', 'tribunal'],
    ['For these reasons, the Tribunal decides as follows:', 'operative'],
    ['On 2 August 2005, the Claimant filed a request for arbitration.', null],
    // told in the past, or after a connective
    ['23. The Claimants maintained that the measures were expropriatory.', 'claimant'],
    ['Saluka, on the other hand, stresses that it alleges no dispute with the bank.', 'claimant'],
    ['For Saluka, the sole circumstance relied on is the delay.', 'claimant'],
    ['Regarding the 1993 Law, first of all Czech claims that it does not apply.', 'respondent'],
    ['The Respondent has also suggested that the Treaty does not apply.', 'respondent'],
    // the deciding body only introducing a party's argument, which the paragraph restates
    [
      '90. The Tribunal will first consider the Claimants’ argument that there are limits.',
      'claimant',
    ],
    // the deciding body after a long opening clause, in the past, or answering an argument
    [
      'As noted at paragraph 81 of the Award on Jurisdiction (the “Award”), the Tribunal understood the letters as an objection.',
      'tribunal',
    ],
    ['166. The problem with this argument is that Article 31(3)(b) requires practice.', 'tribunal'],
    // not the operative part: reasons still to come
    ['For the reasons set out below, the Tribunal finds that it has jurisdiction.', 'tribunal'],
  ])('%s → %s', (text, voice) => expect(voiceOfParagraph(text, names)).toBe(voice))

  test('a State party is also called by its short name', () => {
    const doc = award([])
    const withState = {
      ...doc,
      parties: [
        { name: 'Saluka Investments BV', role: 'Claimant' },
        { name: 'Argentine Republic', role: 'Respondent', state: 'Argentina' },
      ],
    }
    expect(shortNames(withState).respondent).toContain('Argentina')
  })
})

function award(sections: Array<[string, string[]]>): CanonicalDocument {
  return documentSchema.parse({
    id: 'award-1',
    editions: ['KA'],
    type: 'Awards',
    kind: 'award',
    title: 'Saluka v. Czech Republic, Partial Award',
    source: 'test',
    language: 'en',
    aiAvailable: false,
    dates: {},
    parties: [
      { name: 'Saluka Investments BV', role: 'Claimant' },
      { name: 'The Czech Republic', role: 'Respondent' },
    ],
    provenance: { source: 'test', origin: 'written for the voice tests', terms: 'sample content' },
    sections: sections.map(([heading, paragraphs]) => ({
      heading,
      html: paragraphs.map((p) => p).join(''),
      text: paragraphs.join('\n'),
    })),
  })
}

const voices = (doc: CanonicalDocument) =>
  doc.sections.flatMap((s) => [...s.html.matchAll(/data-voice="(\w+)"/g)].map((m) => m[1]))

describe('marking an award', () => {
  test('headings set the voice; a paragraph that names its speaker speaks for itself; quotations go on', () => {
    const doc = markVoices(
      award([
        ['V. THE PARTIES’ POSITIONS', ['<p id="para-10">10. The dispute concerns the bank.</p>']],
        [
          'A. The Respondent’s Position',
          [
            '<p id="para-11">11. The Respondent denies any breach.</p>',
            '<p>It quotes the Treaty:</p>',
            '<p>“Each Contracting Party shall ensure fair and equitable treatment.”</p>',
          ],
        ],
        [
          'VI. THE TRIBUNAL’S ANALYSIS',
          [
            '<p id="para-12">12. The Claimant argues that the measures were unreasonable.</p>',
            '<p id="para-13">13. The Tribunal does not accept that argument.</p>',
            '<p id="para-14">14. What matters is the State’s conduct.</p>',
          ],
        ],
        ['VII. DECISION', ['<p id="para-15">15. For these reasons, the Tribunal decides:</p>']],
      ]),
    )
    expect(voices(doc)).toEqual([
      'parties',
      'respondent',
      'respondent',
      'respondent',
      'claimant',
      'tribunal',
      'tribunal',
      'operative',
    ])
  })

  test('a dated paragraph tells the proceedings, except in a party’s case; a heading’s voice goes on', () => {
    const doc = markVoices(
      award([
        [
          'VI. THE TRIBUNAL’S ANALYSIS',
          [
            '<p id="para-20">20. The Tribunal considers the chronology.</p>',
            '<p id="para-21">21. On 8 May 2015, Saluka filed its Reply.</p>',
          ],
        ],
        [
          'A. The Claimant’s Position',
          ['<p id="para-22">22. On 1 June 2004, Czech froze the bank.</p>'],
        ],
        ['B. The Respondent’s Position', ['<p>It denies that the freeze was a taking.</p>']],
      ]),
    )
    expect(voices(doc)).toEqual(['tribunal', 'procedure', 'claimant', 'respondent'])
  })

  test('under an operative heading, the deciding body’s words are the operative part', () => {
    const doc = markVoices(
      award([
        ['I. PROCEDURAL HISTORY', ['<p id="para-1">1. The Claimant filed a request.</p>']],
        ['II. FACTUAL BACKGROUND', ['<p id="para-2">2. The bank failed.</p>']],
        ['VI. THE TRIBUNAL’S ANALYSIS', ['<p id="para-30">30. The Tribunal finds no breach.</p>']],
        [
          'VIII. AWARD',
          [
            '<p>Taking all the foregoing considerations into account, the Tribunal holds that it has no jurisdiction.</p>',
          ],
        ],
      ]),
    )
    expect(voices(doc)).toEqual(['procedure', 'facts', 'tribunal', 'operative'])
  })

  test('in an annulment decision the committee decides, and the award it reviews is background', () => {
    const decision = {
      ...award([
        [
          'III. THE AWARD',
          [
            '<p id="para-10">10. The Tribunal found that it had jurisdiction.</p>',
            '<p id="para-11">11. It awarded damages.</p>',
          ],
        ],
        [
          'A. Applicant’s Position',
          [
            '<p id="para-12">12. The Tribunal therefore failed to apply the law, in its submission.</p>',
          ],
        ],
        [
          'B. The Committee’s Analysis',
          ['<p id="para-13">13. The Committee finds that the Tribunal applied the law.</p>'],
        ],
        ['IV. DECISION', ['<p id="para-14">14. For these reasons, the Committee decides:</p>']],
      ]),
      kind: 'annulment_decision' as const,
    }
    expect(decidedByCommittee(decision)).toBe(true)
    expect(voices(markVoices(decision))).toEqual([
      'facts',
      'facts',
      'claimant',
      'tribunal',
      'operative',
    ])
  })

  test('a decision on a stay of enforcement is a committee’s; an award is not', () => {
    const stay = { ...award([]), title: 'Tidewater v. Venezuela, Decision on Stay of Enforcement' }
    expect(decidedByCommittee(stay)).toBe(true)
    expect(decidedByCommittee(award([]))).toBe(false)
  })

  test('a document that is no decision (an Advocate General’s opinion) is left as it is', () => {
    const opinion = {
      ...award([['Introduction', ['<p>1. The Court should answer.</p>']]]),
      kind: 'ag_opinion' as const,
    }
    expect(markVoices(opinion)).toBe(opinion)
  })
})
