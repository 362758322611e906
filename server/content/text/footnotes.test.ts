import { describe, expect, test } from 'vitest'
import { cleanSourceText } from './clean.ts'
import { footnoteLines, notesOf } from './footnotes.ts'

const body = [
  'The standard includes, in this manner, an obligation actively to create a',
  'framework that grants security. Although the standard has been developed in',
  'the context of physical security, some tribunals have also included protection',
  'of the legal framework of the investment.',
]

describe('notes at the foot of a page', () => {
  test('are taken out of the text, each note with its mark', () => {
    const page = [
      ...body,
      '3s CMS Gas Transmission Company v. The Argentine Republic, Award of 12 May',
      '2005, ICSID Case No. ARB/01/8, para. 277 (“CMS”).',
      '6 American Manufacturing & Trading v. Republic of Zaire, Award of 21 February',
      '1997, ICSID Case No. ARB/93/1, para. 28.',
      '7 Ibid., para. 157.',
    ]
    const lines = page
    const zone = footnoteLines(lines, [...lines.keys()])
    expect(zone).toEqual([4, 5, 6, 7, 8])
    expect(notesOf(zone.map((i) => lines[i]))).toEqual([
      '3s CMS Gas Transmission Company v. The Argentine Republic, Award of 12 May 2005, ICSID Case No. ARB/01/8, para. 277 (“CMS”).',
      '6 American Manufacturing & Trading v. Republic of Zaire, Award of 21 February 1997, ICSID Case No. ARB/93/1, para. 28.',
      '7 Ibid., para. 157.',
    ])
  })

  test('a line that opens with a date or a number in the body is no note', () => {
    const page = [
      ...body,
      '10 January 2008. The Tribunal rendered its decision on the objections on 11 January,',
      'which was communicated to the Parties.',
    ]
    expect(footnoteLines(page, [...page.keys()])).toEqual([])
    const prose = [
      ...body,
      '12 The Claimant then wrote to the Ministry asking for a meeting',
      'and',
      'received no answer at all for many months, nor any reply afterwards',
    ]
    expect(footnoteLines(prose, [...prose.keys()])).toEqual([])
  })

  test('a mark the OCR misread opens a note only on a line that cites', () => {
    const page = [
      ...body,
      '‘7° It asserts that the very nature of these treaties is to protect',
      'a broad class of investors, and not one investor alone.',
      "'20 Canada’s Memorial on Jurisdiction, ¶ 211.",
      '‘21 Canada’s Reply Memorial on Jurisdiction, paras. 168-170.',
    ]
    // The call mark before 'It asserts' is the body's; the notes below it are notes.
    expect(footnoteLines(page, [...page.keys()])).toEqual([6, 7])
  })

  test('notes whose marks the OCR lost or set apart on their own lines', () => {
    const page = [
      ...body,
      '7',
      '8 9',
      'Resp. Reply PHB, para. 22.',
      'Resp. Mem., para. 5.',
      'Cl. CM, para. 26.',
    ]
    const zone = footnoteLines(page, [...page.keys()])
    expect(zone).toEqual([4, 5, 6, 7, 8])
    expect(notesOf(zone.map((i) => page[i]))).toEqual([
      'Resp. Reply PHB, para. 22.',
      'Resp. Mem., para. 5.',
      'Cl. CM, para. 26.',
    ])
    // A call mark alone in the body opens nothing.
    const prose = [
      ...body,
      '157',
      'Respondent’s request for relief',
      '161. In its Counter-Memorial, the Czech Republic submitted several',
      'objections and requested that the Tribunal:',
    ]
    expect(footnoteLines(prose, [...prose.keys()])).toEqual([])
  })

  test('the cleaning stage hands the notes over apart from the text', () => {
    const page = (n: number, notes: string[]) =>
      [
        `Page ${n} opens on the Tribunal's reasons, which go on below.`,
        ...body.slice(n),
        ...notes,
        String(n),
      ].join('\n')
    const { text, notes, counts } = cleanSourceText(
      [
        page(1, []),
        page(2, ['* Thunderbird v. Mexico, Award of 26 January 2006, para. 147.']),
        page(3, []),
      ].join('\f'),
    )
    expect(notes).toEqual(['* Thunderbird v. Mexico, Award of 26 January 2006, para. 147.'])
    expect(text).not.toContain('Thunderbird')
    expect(counts.footnotes).toBe(1)
  })
})
