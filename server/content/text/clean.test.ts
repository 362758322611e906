import { describe, expect, test } from 'vitest'
import { documentSchema } from '../model.ts'
import { cleanInline, cleanName, cleanSourceText, hasNoiseRun, isGarbageWord } from './clean.ts'
import { cleanDocument, isFalseHeading } from './clean-document.ts'
import { blocksToSections, proseToBlocks } from './html.ts'

// Excerpts of the Rizvi v. Indonesia award on jurisdiction as the source's OCR gives it.
const CONTENTS = [
  'Date of dispatch to the parties: July 16, 2013',
  '',
  'A. THE PARTIES 4',
  'B. PROCEDURAL HISTORY 4',
  'C. THE SCOPE OF THE TRIBUNAL’S ENQUIRY.',
  'E. RELEVANT LEGAL PROVISIONS...',
  'a) The Customary International Law of Treaty Interpretation.........0.0.0. cece 10',
  'b) The BIT 12',
  'c) Relevant Provisions of Indonesian Law...........:ccscececsseeeeeeeeeeseeeeeeseseeeeeeseeeeeeaeeeee 13',
  'H. CONTENTION THAT ONLY THE BKPM-ADMINISTERED PROCESS',
  'CONSTITUTES A PROCESS OF BEING “GRANTED ADMISSION IN',
  'ACCORDANCE WITH” FCIL 22',
  'M. COSTS 72',
  'DECISION 714',
  '',
  'THE PARTIES',
  '',
  'The Claimant in this arbitration is Mr. Rafat Ali Rizvi, a British citizen.',
].join('\n')

describe('cleanSourceText', () => {
  test('removes a printed table of contents and keeps the headings and text after it', () => {
    const { text, counts } = cleanSourceText(CONTENTS)
    expect(text).not.toMatch(/PROCEDURAL HISTORY 4|ccscec|\.{4}|M\. COSTS 72|CONSTITUTES A PROCESS/)
    expect(text).toContain('Date of dispatch to the parties: July 16, 2013')
    expect(text).toContain('THE PARTIES\n')
    expect(text).toContain('Mr. Rafat Ali Rizvi, a British citizen.')
    expect(counts.tocLines).toBe(12)
  })

  test('drops page numbers and running headers but keeps the tribunal and signature lines', () => {
    const page = (n: number, body: string) =>
      `ICSID Case No. ARB/11/13 — Award\n${body}\n\nPage ${n} of 4\n`
    const raw = [
      page(1, 'Members of the Tribunal\nDr. Gavan Griffith QC (President)'),
      page(2, 'The Tribunal has consi-\ndered the objections.'),
      page(3, '12.\nThe BIT applies.'),
      page(4, '[Signed]\nJudge Joan Donoghue\nArbitrator'),
    ].join('\f')
    const { text, counts } = cleanSourceText(raw)
    expect(text).not.toMatch(/Page \d of 4|ICSID Case No\. ARB\/11\/13 — Award/)
    expect(text).toContain('Dr. Gavan Griffith QC (President)')
    expect(text).toContain('[Signed]\nJudge Joan Donoghue\nArbitrator')
    expect(text).toContain('The Tribunal has considered\nthe objections.')
    expect(text).toContain('12.\nThe BIT applies.')
    expect(counts).toMatchObject({ pageNumbers: 4, runningLines: 4, hyphenJoins: 1 })
  })

  test('drops page numbers written as a share of the pages (‘68/99’)', () => {
    const page = (n: number) => `The Tribunal turns to the next question on page ${n}.\n${n}/99`
    const { text, counts } = cleanSourceText([page(67), page(68), page(69)].join('\f'))
    expect(text).not.toMatch(/\d\/99/)
    expect(counts.pageNumbers).toBe(3)
  })

  test('repairs mojibake and drops missing-glyph boxes and C1 controls', () => {
    expect(
      cleanSourceText(
        'Compa\u00c3\u00b1\u00c3\u00ada S.A. \u25af and the Tribunal\u00e2\u0080\u0099s',
      ).text,
    ).toBe('Compañía S.A.  and the Tribunal’s')
  })

  test('is the identity on clean text', () => {
    const clean =
      'The Tribunal finds that it has jurisdiction.\n\n154. The Respondent’s objection fails.'
    expect(cleanSourceText(clean).text).toBe(clean)
  })
})

describe('names and garbage', () => {
  test('names read as they should', () => {
    expect(cleanName('Po\u009aštová banka as and ISTROKAPITAL SE')).toBe(
      'Poštová banka as and ISTROKAPITAL SE',
    )
    expect(cleanName('Republic of Côte dIvoire')).toBe("Republic of Côte d'Ivoire")
    expect(cleanName('Bureau de Monetisation de Programmes dAide au Developpement')).toBe(
      "Bureau de Monetisation de Programmes d'Aide au Developpement",
    )
    expect(cleanName('Canepa Green Energy Opportunities I Sá rl')).toBe(
      'Canepa Green Energy Opportunities I Sàrl',
    )
    expect(
      cleanName('Infrastructure Services Luxembourg Sàrl and Energia Termosolar BV\u200b'),
    ).toBe('Infrastructure Services Luxembourg Sàrl and Energia Termosolar BV')
    expect(cleanName('Decision on Claimants Application')).toBe(
      "Decision on Claimant's Application",
    )
  })

  test('garbage words are OCR debris, never words, numerals or links', () => {
    for (const w of ['ccscecec', 'teeeeeeeees', ':c:cesessessessessesssssneseeseeseeseese'])
      expect(isGarbageWord(w), w).toBe(true)
    for (const w of [
      'attract',
      'settles',
      'assesses',
      'viii',
      'Tennessee',
      'www.wipo.int',
      'successes',
    ])
      expect(isGarbageWord(w), w).toBe(false)
    expect(cleanInline('Law..........:ccscecec 13 applies')).toBe('Law 13 applies')
    expect(hasNoiseRun('Law 13 applies')).toBe(false)
    expect(hasNoiseRun('Law ...... 13')).toBe(true)
  })
})

describe('cleanDocument', () => {
  const doc = (sections: Array<{ heading: string; html: string; text: string }>) =>
    documentSchema.parse({
      id: 'x',
      editions: ['KA'],
      type: 'Awards',
      kind: 'award',
      title: 'Côte dIvoire award',
      source: 'Awards',
      language: 'en',
      aiAvailable: true,
      provenance: { source: 's', origin: 'o', terms: 't' },
      sections,
    })

  test('numbered paragraphs in sequence become anchors; footnote numbers do not', () => {
    const sections = blocksToSections(
      proseToBlocks(
        'I. INTRODUCTION\n1. The Claimant is a company.\n2. The Respondent is a State.\n1. A footnote.\nII. JURISDICTION\n3. The Tribunal has jurisdiction.\n154. Far off.',
      ),
    )
    const out = cleanDocument(doc(sections))
    const html = out.sections.map((s) => s.html).join('')
    expect(html.match(/id="para-\d+"/g)).toEqual(['id="para-1"', 'id="para-2"', 'id="para-3"'])
    expect(out.title).toBe("Côte d'Ivoire award")
  })

  test('numbers the OCR set apart are anchored where they stand, and a sequence may start late', () => {
    const out = cleanDocument(
      doc([
        {
          heading: 'IV. ANALYSIS',
          html: '<p>21.</p><p>The Committee notes.</p><p>22. It follows.</p><p>23. Finally.</p><p>7. A footnote.</p>',
          text: '',
        },
      ]),
    )
    expect(out.sections[0].html.match(/id="para-\d+"/g)).toEqual([
      'id="para-21"',
      'id="para-22"',
      'id="para-23"',
    ])
    // A lone high number with nothing following in sequence starts nothing.
    const lone = cleanDocument(
      doc([{ heading: '', html: '<p>40. Page.</p><p>3. A list.</p>', text: '' }]),
    )
    expect(lone.sections[0].html).not.toContain('id="para-40"')
  })

  test('a sequence takes a jump that runs at least as far as the sequence it leaves', () => {
    const p = (ns: number[]) =>
      ns.map((n) => `<p>${n}. The Tribunal notes point ${n}.</p>`).join('')
    const ids = (html: string) => html.match(/id="para-\d+"/g)?.map((m) => m.slice(9, -1))
    // The text's numbers start late (the OCR lost the first ones); an annex restarts at 1.
    const late = cleanDocument(
      doc([{ heading: '', html: p([20, 21, 22, 23, 24, 25, 26, 27, 1, 2, 3, 4, 5, 6]), text: '' }]),
    )
    expect(ids(late.sections[0].html)).toEqual(['20', '21', '22', '23', '24', '25', '26', '27'])
    // A paragraph quoting another award's ('597.', '598.', '600.') does not move the sequence.
    const quoting = cleanDocument(
      doc([{ heading: '', html: p([272, 273, 274, 597, 598, 600, 275, 276, 277, 278]), text: '' }]),
    )
    expect(ids(quoting.sections[0].html)).toEqual(['272', '273', '274', '275', '276', '277', '278'])
  })

  test('contents entries and cut lines stop being headings; their text stays', () => {
    expect(isFalseHeading('B. PROCEDURAL HISTORY 4')).toBe(true)
    expect(isFalseHeading('E. RELEVANT LEGAL PROVISIONS...')).toBe(true)
    expect(isFalseHeading('H. CONTENTION THAT ONLY THE')).toBe(true)
    expect(isFalseHeading('46. The Preamble of the BIT reads:')).toBe(true)
    expect(isFalseHeading('1392 INTERNATIONAL LEGAL MATERIALS [VoL. 37')).toBe(true)
    expect(isFalseHeading('ON BEHALF OF THE PROVINCE OF QUEBEC')).toBe(true)
    expect(isFalseHeading('FOR THE FOREGOING REASONS')).toBe(false)
    expect(isFalseHeading('MPR-14-2882 14747 202 565 6959 2 NY EP')).toBe(true)
    expect(isFalseHeading('WWP, 4.VII.2016')).toBe(true)
    expect(isFalseHeading('Guerrato SpA')).toBe(true)
    expect(isFalseHeading('ARTICLE 52(1)(B) — MANIFEST EXCESS OF POWERS')).toBe(false)
    expect(isFalseHeading('IV. JURISDICTION')).toBe(false)
    expect(isFalseHeading('Article 25')).toBe(false)
    const out = cleanDocument(
      doc([
        { heading: 'I. FACTS', html: '<p>One.</p>', text: 'One.' },
        { heading: 'THE TRIBUNAL AND THE', html: '<p>Two.</p>', text: 'Two.' },
      ]),
    )
    expect(out.sections.map((s) => s.heading)).toEqual(['I. FACTS'])
    expect(out.sections[0].text).toBe('One.\nTHE TRIBUNAL AND THE\nTwo.')
  })

  test('a heading wrapped over two lines is one heading', () => {
    const blocks = proseToBlocks(
      'H. CONTENTION THAT ONLY THE\nBKPM-ADMINISTERED PROCESS IS RELEVANT\nText.',
    )
    expect(blocks[0]).toEqual({
      kind: 'heading',
      text: 'H. CONTENTION THAT ONLY THE BKPM-ADMINISTERED PROCESS IS RELEVANT',
    })
  })
})

describe('the cover page', () => {
  test("keeps counsel's addresses and the date of dispatch at its foot: no notes there", () => {
    const cover = [
      'Representing the Claimant:',
      'Kelley Drye & Warren LLP',
      '101 Park Avenue',
      'New York, New York',
      'Date of Dispatch to the parties: 22 August 2012',
    ].join('\n')
    const page = 'The Tribunal has considered the submissions of the Parties at length.\n'.repeat(5)
    const { text, notes } = cleanSourceText([cover, page, page].join('\f'))
    expect(notes).toEqual([])
    expect(text).toContain('Date of Dispatch to the parties: 22 August 2012')
  })
})
