import { describe, expect, test } from 'vitest'
import { cleanSourceText } from './clean.ts'

// Pages as the OCR of Plama v. Bulgaria gives them: the margin's paragraph numbers read as a
// column above the page's text, the page number below it, the notes at the foot.
const PAGE_53 = [
  '171.',
  '172.',
  '173.',
  '53',
  'In addition, Respondent alleges that, since the obligation of the Contracting',
  'Parties in the first sentence of Article 10(1) is to create conditions, it applies only to',
  'pre-Investment matters. In any event, contends Respondent, it did not fail to comply with it.',
  'The Tribunal observes that the second sentence of Article 10(1) indicates that',
  'the conditions listed in the first sentence shall include a commitment.',
  '1.2 Fair and Equitable Treatment',
  'The Parties appear to agree that, despite the succinct wording of the standard, it',
  'includes the protection of legitimate expectations:',
  'The obligation incumbent on the host State is an obligation of vigilance.',
].join('\n')
const PAGE_54 = [
  '174.',
  '54',
  'framework can be dispensed with altogether when specific commitments to',
  'the contrary have been made.',
  'Finally the Tribunal observes that the condition of transparency is related to',
  'the standard of fair and equitable treatment.',
].join('\n')
const filler = (n: number) => `${n}\nThe Tribunal recalls the procedure up to this page.`

describe('paragraph numbers the OCR set apart', () => {
  test('a page’s column goes back to the paragraphs that start on the page, in order', () => {
    const { text, counts } = cleanSourceText([filler(51), filler(52), PAGE_53, PAGE_54].join('\f'))
    expect(text).toMatch(/^171\. In addition, Respondent alleges/m)
    expect(text).toMatch(/^172\. The Tribunal observes that the second/m)
    // After a heading; the quotation after its lead-in (':') stays inside the paragraph.
    expect(text).toMatch(/^173\. The Parties appear to agree/m)
    expect(text).toMatch(/^The obligation incumbent/m)
    // A paragraph continued from the page before is not a new one.
    expect(text).toMatch(/^174\. Finally the Tribunal observes/m)
    expect(text).toMatch(/^framework can be dispensed/m)
    expect(text).not.toMatch(/^(?:53|54|17\d\.)$/m)
    expect(counts.numbersAttached).toBe(4)
  })

  test('a column the page’s paragraphs do not match stays where it stands', () => {
    const page = ['175.', '176.', 'Only one paragraph starts on this page and it goes on.'].join(
      '\n',
    )
    const { text } = cleanSourceText([filler(1), filler(2), page].join('\f'))
    expect(text).toContain('175.\n176.\nOnly one paragraph')
  })

  test('a number line among the text (a note’s last line) is no column', () => {
    const page = [
      '177.',
      'The Tribunal turns to the claims under Article 10(1) of the Treaty now.',
      'See Saluka, para.',
      '484.',
    ].join('\n')
    const { text } = cleanSourceText([filler(1), filler(2), page].join('\f'))
    expect(text).toMatch(/^177\. The Tribunal turns/m)
    expect(text).toMatch(/^484\.$/m)
  })
})
