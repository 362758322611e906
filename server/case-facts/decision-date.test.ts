import { describe, expect, test } from 'vitest'
import { datesIn, decisionDate } from './decision-date.ts'
import type { CaseDocumentKind } from './types.ts'

// The reasons between a cover and the signatures: enough text that the cover is not the tail.
const REASONS = 'The Tribunal has considered the submissions of the Parties.\n'.repeat(60)

const COVER = [
  'INTERNATIONAL CENTRE FOR SETTLEMENT OF INVESTMENT DISPUTES',
  'Alpha Holdings B.V.',
  'Claimant',
  'and',
  'Republic of Beta',
  'Respondent',
  'ICSID Case No. ARB/14/11',
  'DECISION ON JURISDICTION',
  'Members of the Tribunal',
  'Professor A, President of the Tribunal',
].join('\n')

const HISTORY = 'The hearing on jurisdiction was held in Paris on 3 May 2018.\n'

function read(parts: string[], kind: CaseDocumentKind = 'decision') {
  return decisionDate({ text: parts.join('\n'), title: 'Decision' }, kind)
}

describe('datesIn', () => {
  test('reads the forms awards and rulings write a day in, OCR damage included', () => {
    const cases: [string, string][] = [
      ['12 March 2019', '2019-03-12'],
      ['June 26, 2003', '2003-06-26'],
      ['this 17th day of March 2006', '2006-03-17'],
      ['Novenher 20 2002', '2002-11-20'],
      ['Dare, 12 APR. 2007', '2007-04-12'],
      ['Date: /4 November 2018', '2018-11-14'],
      ['01.02. 2010', '2010-02-01'],
      ['6.09.2006.', '2006-09-06'],
      ['le 17 octobre 2017', '2017-10-17'],
      ['5 de marzo de 2010', '2010-03-05'],
      ['the twenty-fourth of June two thousand and sixteen', '2016-06-24'],
    ]
    for (const [text, iso] of cases) expect(datesIn(text).map((d) => d.iso)).toEqual([iso])
  })

  test('a month and a year, an impossible day or a word that is no month is no date', () => {
    for (const text of [
      'May 2000',
      '31 February 2020',
      'Decision 3, 2014',
      'Dated this ... day of May 2000',
    ])
      expect(datesIn(text)).toEqual([])
  })
})

describe('decisionDate', () => {
  test("ICSID's date of dispatch comes first, with the line that gives it", () => {
    const fact = read([
      COVER,
      'Date of dispatch to the Parties: 12 March 2019',
      REASONS,
      'Date: 1 March 2019',
    ])
    expect(fact).toEqual({
      value: '2019-03-12',
      rule: 'dispatch',
      evidence: { line: 11, text: 'Date of dispatch to the Parties: 12 March 2019' },
    })
  })

  test('reads "Date sent to the Parties", "Date of dispatch:" and a date on the next line', () => {
    expect(read(['Date sent to the Parties: August 16, 2016'])?.value).toBe('2016-08-16')
    expect(read(['Date of dispatch: April 8, 2009'])?.value).toBe('2009-04-08')
    expect(read(['Date of dispatch to the parties:', '', 'December 21, 2012'])?.value).toBe(
      '2012-12-21',
    )
  })

  test("prose about another award's date of dispatch is not this document's date", () => {
    const prose = 'within 120 days after the date of dispatch of the Award, 5 May 2010.'
    expect(read([COVER, prose, REASONS])).toBeUndefined()
  })

  test('then a stated "Date of the Award" or "Date of Decision"', () => {
    expect(read([COVER, 'Date of the Final Award: 15 July 2011', REASONS])?.value).toBe(
      '2011-07-15',
    )
    const award = read([COVER, REASONS, 'Date of the Award: March 31, 2010.'], 'award')
    expect(award).toMatchObject({ value: '2010-03-31', rule: 'date-of-award' })
    expect(read([COVER, 'Date of Decision: May 8, 2009', REASONS])?.value).toBe('2009-05-08')
  })

  test('then the date at the signatures, the last one the tail gives', () => {
    const signed = (...lines: string[]) => read([COVER, HISTORY, REASONS, ...lines])?.value
    expect(signed('Done at The Hague on October 6, 2014.')).toBe('2014-10-06')
    expect(signed('DONE at Geneva, May 3, 1985.')).toBe('1985-05-03')
    expect(signed('SIGNED this 17th day of March 2006.')).toBe('2006-03-17')
    expect(signed('Dated: New York, New York', 'January 8, 2010')).toBe('2010-01-08')
    expect(signed('Made in Stockholm, Sweden', '', 'Date: /4 November 2018')).toBe('2018-11-14')
    expect(signed('Made by the Arbitral Tribunal on January 23, 2004')).toBe('2004-01-23')
    expect(signed('DatedNovenher 20 2002')).toBe('2002-11-20')
    expect(signed('Date: 01.02.2010', 'Date: 01.02. 2010')).toBe('2010-02-01')
    expect(signed('Member President Member', 'January 28, 2002')).toBe('2002-01-28')
    expect(signed('Prof. Dr. D. Mitrovic', 'Beograd 6.09.2006.')).toBe('2006-09-06')
  })

  test('the signature date outranks the cover date', () => {
    const fact = read([COVER, 'Date: 26 February 2010', REASONS, 'Date: 01.02.2010'])
    expect(fact).toMatchObject({ value: '2010-02-01', rule: 'signature' })
  })

  test("an award's own signature date comes before an appended dissent's", () => {
    const text = [
      COVER,
      REASONS,
      'Made in Stockholm, Sweden',
      'Date: 14 November 2018',
      'Dr Vinuesa, Co-Arbitrator (Subject to the attached',
      'Dissenting Opinion)',
      'Partial Dissenting Opinion',
      REASONS,
      'Buenos Aires, 30 October 2018.',
    ]
    expect(read(text, 'award')?.value).toBe('2018-11-14')
    expect(read(text, 'opinion')?.value).toBe('2018-10-30')
  })

  test('a certificate after the signatures does not date the award', () => {
    const certificate = [
      'CERTIFICATE',
      'The award was notified on 29 July 2019.',
      'Paris, 22 October 2019.',
    ]
    const fact = read([COVER, REASONS, 'Date: 22 July 2019', ...certificate], 'award')
    expect(fact?.value).toBe('2019-07-22')
  })

  test('a footnote that breaks a sentence over a line is no signature date', () => {
    const footnote = ['Approval Letter No. 1304 (Exh. C-17), both dated', '23 November 2005.']
    expect(read([COVER, 'Date: 24 February 2014', REASONS, ...footnote])).toMatchObject({
      value: '2014-02-24',
      rule: 'cover',
    })
  })

  test('else the date under the title on the cover', () => {
    expect(read([COVER, 'Date: 25 July 2012', REASONS])?.value).toBe('2012-07-25')
    expect(read([COVER, '29 October 2019', REASONS])?.value).toBe('2019-10-29')
    expect(read(['PCA Case No. 2012-17 1 June 2016', COVER, REASONS])?.value).toBe('2016-06-01')
    const excerpts = 'Excerpts of the Award dated August 14, 2015 made pursuant to Rule 48(4)'
    expect(read([excerpts, REASONS], 'award')?.value).toBe('2015-08-14')
    expect(read([COVER, '(13 September 2004)', REASONS])?.value).toBe('2004-09-13')
    expect(read(['Decision on Track 1B', 'dated 12 March 2015', REASONS])?.value).toBe('2015-03-12')
  })

  test('OCR-read ordinals and signatures "as of" a day; a contract "dated as of" is not one', () => {
    expect(read([COVER, REASONS, 'Dated this the 23" day of January, 2017.'])?.value).toBe(
      '2017-01-23',
    )
    const signed = 'Made by the arbitrators and signed in the original as of October 21, 1999.'
    expect(read([COVER, REASONS, signed])?.value).toBe('1999-10-21')
    const contract = '"SPA" = Stock Purchase Agreement Dated as of October 21, 2010 by and among'
    expect(read([COVER, REASONS, contract])).toBeUndefined()
  })

  test("the date of an earlier award on the cover is not this document's", () => {
    expect(read(['CORRECTIONS TO THE AWARD OF 24 MARCH 2016', REASONS])).toBeUndefined()
    const reconsidered = 'RECONSIDERATION OF THE TRIBUNAL’S DECISION OF 10 MARCH 2014'
    expect(read([reconsidered, COVER, REASONS])).toBeUndefined()
    expect(read(['APPENDIX B TO FINAL AWARD DATED JUNE 22, 2001', COVER, REASONS])).toBeUndefined()
  })

  test("a court: its own date, not the hearing's nor the award's", () => {
    const court = (...lines: string[]) => read(lines, 'court-judgment')
    expect(court('CITATION: Mexico v. Cargill, 2011 ONCA 622', 'DATE: 20111004')).toMatchObject({
      value: '2011-10-04',
      rule: 'court-dated',
    })
    expect(court('Argued March 1, 2016 Decided June 3, 2016', REASONS)?.value).toBe('2016-06-03')
    const exhibit = 'Date of dispatch to the Parties: 12 May 2005'
    expect(court(exhibit, REASONS, 'Dated: March 25, 2017 RUDOLPH CONTRERAS')?.value).toBe(
      '2017-03-25',
    )
    expect(court(REASONS, 'Lausanne, le 17 octobre 2017', 'Au nom de la Ire Cour')?.value).toBe(
      '2017-10-17',
    )
    const pronounced = 'This order was pronounced on the twenty-fourth of June two thousand and'
    expect(court(REASONS, pronounced, 'sixteen in the cabinet of the President')?.value).toBe(
      '2016-06-24',
    )
  })

  test('no date of this document: undefined, never a guess', () => {
    expect(read([COVER, HISTORY, REASONS])).toBeUndefined()
    expect(read([COVER, REASONS, 'Dated this ..... Phd ... day of May 2000'])).toBeUndefined()
    expect(read([COVER, REASONS, 'Date of this Award.dft September 2019'], 'award')).toBeUndefined()
  })
})

describe('dates the second tuning set taught', () => {
  test('a slashed date is read day first unless its second number can only be a day', () => {
    expect(datesIn('Date: 21/06/2016').map((d) => d.iso)).toEqual(['2016-06-21'])
    expect(datesIn('Date: 3/4/2011').map((d) => d.iso)).toEqual(['2011-04-03'])
    expect(datesIn('Filed 06/21/2016').map((d) => d.iso)).toEqual(['2016-06-21'])
  })

  test("a month's abbreviation misread in its last letter, a day after '_' or '\\'", () => {
    expect(datesIn('Date ) 4 Apt 2020').map((d) => d.iso)).toEqual(['2020-04-04'])
    expect(datesIn('Germany on_5 December 2011').map((d) => d.iso)).toEqual(['2011-12-05'])
    // 'Jul' is July even though 'ju' also begins June.
    expect(datesIn('1 Jul 2015').map((d) => d.iso)).toEqual(['2015-07-01'])
  })

  test('an order issued at the place of arbitration is dated where it says so', () => {
    const fact = read([
      COVER,
      REASONS,
      'This Order is issued at the Place of Arbitration, Frankfurt am',
      '',
      'Main, Germany on_5 December 2011',
    ])
    expect(fact).toMatchObject({ value: '2011-12-05', rule: 'signature' })
  })

  test("courts: an English heading's date, a US stamp's first filing, a Swedish dispatch", () => {
    const english = [
      'Neutral Citation Number: [2006] EWHC 345 (Comm)',
      'Royal Courts of Justice',
      'Date: 02/03/2006',
      REASONS,
    ]
    expect(read(english, 'court-judgment')?.value).toBe('2006-03-02')
    const us = ['United States Court of Appeals', 'FILED', '', 'Revised September 12, 2003']
    us.push('September 9, 2003', REASONS)
    expect(read(us, 'court-judgment')?.value).toBe('2003-09-09')
    const swedish = ['HOGSTA DOMSTOLEN', REASONS, 'Lamnat for expediering 2019-12-12']
    expect(read(swedish, 'court-judgment')?.value).toBe('2019-12-12')
  })
})

describe('dates the tuning sets taught on a fourth pass', () => {
  test('OCR damage: a 15 read "/S", a quote mark for an ordinal, a year with a letter', () => {
    const made = 'Made by the Tribunal on /S“January 2001, as at Washington DC, USA.'
    expect(datesIn(made).map((d) => d.iso)).toEqual(['2001-01-15'])
    expect(datesIn('Date: 15 March 2o16').map((d) => d.iso)).toEqual(['2016-03-15'])
    expect(datesIn('June 4, 20l4').map((d) => d.iso)).toEqual(['2014-06-04'])
    expect(datesIn('Decision 5 May 20100')).toEqual([])
  })

  test("a signature's day of a month whose end the OCR broke", () => {
    const signed = (line: string) => read([COVER, HISTORY, REASONS, line])
    expect(signed('Signed, this 22, day of DecemSv_ 2019,')).toMatchObject({
      value: '2019-12-22',
      rule: 'signature',
    })
    expect(signed('Signed, this_22, day of De cemS i 2019,')?.value).toBe('2019-12-22')
    // Five letters that begin no month's name are no month.
    expect(signed('Signed, this 22, day of Decor 2019,')).toBeUndefined()
  })

  test('a date that ends a sentence over a blank line is no signature date', () => {
    const deadline = ['are requested by c.o.b. on Thursday,', '', 'April 9, 1998.']
    expect(read(['March 31, 1998', COVER, REASONS, ...deadline])).toMatchObject({
      value: '1998-03-31',
      rule: 'cover',
    })
  })

  test("a court's heading may give its date and then its place", () => {
    const heading = ['KYIV COURT OF APPEAL', 'DECISION', 'IN THE NAME OF UKRAINE']
    const ruling = [...heading, '7 September 2020 Kyiv', 'Kyiv Court of Appeal', REASONS]
    expect(read(ruling, 'court-judgment')?.value).toBe('2020-09-07')
    // Not an award's cover: a date followed by a word there is a chronology's line.
    expect(read([COVER, '7 September 2020 Hearing', REASONS])).toBeUndefined()
  })
})

test('"the date of this decision" in a sentence is no label of the date', () => {
  const prose = [
    'The Claimant shall provide security for costs within 30 days of the',
    'date of this decision [ie., by October 8, 2015].',
  ]
  expect(read([COVER, ...prose, REASONS])).toBeUndefined()
  expect(read([COVER, 'Date of the award: 8 October 2015', REASONS])?.value).toBe('2015-10-08')
})
