import { describe, expect, test } from 'vitest'
import { documentSchema, type CanonicalDocument } from '../model.ts'
import { markVoices, voiceOfHeading, voiceOfParagraph } from './voices.ts'

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
  ])('%s → %s', (heading, voice) => expect(voiceOfHeading(heading)).toBe(voice))
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
  ])('%s → %s', (text, voice) => expect(voiceOfParagraph(text, names)).toBe(voice))
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

  test('a document that is no decision (an Advocate General’s opinion) is left as it is', () => {
    const opinion = {
      ...award([['Introduction', ['<p>1. The Court should answer.</p>']]]),
      kind: 'ag_opinion' as const,
    }
    expect(markVoices(opinion)).toBe(opinion)
  })
})
