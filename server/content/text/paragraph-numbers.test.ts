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

describe('reading a column and the starts it goes to', () => {
  const clean = (page: string[]) =>
    cleanSourceText([filler(1), filler(2), page.join('\n')].join('\f')).text

  test('a column’s misread numbers are read back when they keep the sequence', () => {
    const text = clean([
      '48.',
      '49,',
      '50.',
      'Sl.',
      'The Respondents argue that the record of non-compliance with awards is long.',
      'The Respondents also point to the strained relationship with the lenders.',
      'The Applicant alleges that it would suffer immediate and irreparable harm.',
      'The Applicant adds that the stay has protected both parties until now.',
    ])
    expect(text).toMatch(/^48\. The Respondents argue/m)
    expect(text).toMatch(/^49\. The Respondents also point/m)
    expect(text).toMatch(/^51\. The Applicant adds/m)
    // 'I.' alone is a heading's number, not a column.
    const heading = clean([
      'I.',
      'The Tribunal turns to the merits of the dispute between the parties now.',
    ])
    expect(heading).toMatch(/^I\.$/m)
  })

  test('a start after a footnote mark set apart, or after a lettered title, takes a number', () => {
    const text = clean([
      '60.',
      '61.',
      '62.',
      'DIBC argues that the waiver was valid and that it was delivered to the respondent',
      'on time; it also rejects the objection of the respondent to the waiver’s scope in',
      'litigation. 65',
      'In addition, DIBC submits that the scope of the waiver extends only to the measure.',
      'b. The Second Waiver is consistent with Article 1121 of the Treaty as it stands',
      'According to DIBC, the second waiver is the operative document for the new claims.',
    ])
    expect(text).toMatch(/^60\. DIBC argues/m)
    expect(text).toMatch(/^61\. In addition, DIBC submits/m)
    expect(text).toMatch(/^62\. According to DIBC/m)
  })

  test('a quotation, a transcript’s question and answer and a title are no paragraph starts', () => {
    const text = clean([
      '70.',
      '71.',
      'The Tribunal heard the witness on the point, and records his evidence in full.',
      '“The rate was set by the board, and the board alone decided the tariff.”',
      'Q. Did the Government ever object to the rate that the board had set then?',
      'A. No, it did not object to the rate at any time before the year 2016.',
      'Pawlowski AG has its seat in Switzerland',
      'According to the Claimants, the statutory seat is enough under the Treaty.',
    ])
    expect(text).toMatch(/^70\. The Tribunal heard/m)
    expect(text).toMatch(/^71\. According to the Claimants/m)
    expect(text).toMatch(/^Pawlowski AG has its seat in Switzerland$/m)
  })

  test('a part’s enumerator opens a heading, whatever follows it', () => {
    const text = clean([
      '90.',
      'IB. Jurisdictional objection regarding the waiver of the Claimants: overview',
      'The Respondent challenges the existence of a valid waiver by the Claimants here.',
    ])
    expect(text).toMatch(/^IB\. Jurisdictional objection/m)
    expect(text).toMatch(/^90\. The Respondent challenges/m)
  })

  test('more starts than numbers: the column stays unless the extra starts follow full lines', () => {
    const text = clean([
      '80.',
      '81.',
      'The Tribunal first considers the objection to its jurisdiction over the claim.',
      'It is dismissed.',
      'The Tribunal then turns to the merits of the claim and to the evidence on it.',
      'It is granted.',
      'The Respondent, for its part, denies the claims in their entirety and in part.',
    ])
    expect(text).toContain('80.\n81.\nThe Tribunal first considers')
  })
})
