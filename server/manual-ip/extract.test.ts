import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { htmlToBlocks } from '#server/downloads/blocks.ts'
import type { MipTopic } from '#sites/tools/manual-ip.ts'
import { ensureContentIndex } from '#server/content/ingest/ingest.ts'
import { openFts5Backend, type Fts5Backend } from '#server/content-index/host.ts'
import { TEST_CONTENT_INDEX } from '#test/helpers/test-services.ts'
import { classifyProvision, feeLines, feeRows, units } from './extract.ts'

// The extractor measured on provisions labelled by hand (the topic a practitioner would file
// each under, or none), read from the starter index as the service reads them.

const LABELLED: Record<string, MipTopic | null> = {
  // Patentgesetz
  'de-patg_3.1': 'filing-requirements', // § 34 Anmeldung
  'de-patg_3.3': 'filing-requirements', // § 35 Anmeldetag
  'de-patg_1.30': 'representation', // § 25 Inlandsvertreter
  'de-patg_1.23': 'fees', // § 17 Jahresgebühren
  'de-patg_1.21': 'time-limits', // § 16 Laufzeit 20 Jahre
  'de-patg_3.4': 'time-limits', // § 35a Übersetzung binnen drei Monaten
  'de-patg_3.9': 'time-limits', // § 40 innere Priorität, zwölf Monate
  'de-patg_3.10': 'time-limits', // § 41 ausländische Priorität, 16. Monat
  'de-patg_3.13': 'time-limits', // § 44 Prüfungsantrag bis sieben Jahre
  'de-patg_3.29': 'time-limits', // § 59 Einspruch binnen neun Monaten
  'de-patg_7.1': 'time-limits', // § 123 Wiedereinsetzung
  'de-patg_1.1': null, // § 1 Patentfähigkeit
  'de-patg_1.3': null, // § 2 Ausnahmen
  // Markengesetz
  'de-markeng_3.1.1': 'filing-requirements', // § 32 Erfordernisse der Anmeldung
  'de-markeng_3.7.9': 'representation', // § 96 Inlandsvertreter
  'de-markeng_3.2.3': 'time-limits', // § 47 Schutzdauer und Verlängerung
  'de-markeng_3.1.11': 'time-limits', // § 42 Widerspruch binnen drei Monaten
  'de-markeng_3.4.11': 'fees', // § 64a Kostenregelungen
  'de-markeng_2.1.1': null, // § 3 schutzfähige Zeichen
  // Designgesetz
  'de-geschmmg-2004_3.1': 'filing-requirements', // § 11 Anmeldung
  'de-geschmmg-2004_11.1': 'representation', // § 58 Inlandsvertreter
  'de-geschmmg-2004_4.1': 'time-limits', // § 27 Schutzdauer 25 Jahre
  'de-geschmmg-2004_4.2': 'fees', // § 28 Aufrechterhaltungsgebühr
  'de-geschmmg-2004_1.4': null, // § 4 Bauelemente
  // European Patent Convention
  'BWBV0003819_4.1.1': 'filing-requirements', // Art. 75 Filing
  'BWBV0003819_4.1.4': 'filing-requirements', // Art. 78 Requirements
  'BWBV0003819_4.1.6': 'filing-requirements', // Art. 80 Date of filing
  'BWBV0003819_8.3.1': 'representation', // Art. 133
  'BWBV0003819_8.3.2': 'representation', // Art. 134
  'BWBV0003819_3.3.1': 'time-limits', // Art. 63 Term
  'BWBV0003819_8.1.8': 'time-limits', // Art. 120 Time limits
  'BWBV0003819_6.1': 'time-limits', // Art. 99 Opposition within nine months
  'BWBV0003819_2.5.15': 'fees', // Art. 51 Fees
  'BWBV0003819_4.1.12': 'fees', // Art. 86 Renewal fees
  'BWBV0003819_3.1.1': null, // Art. 52 Patentable inventions
  'BWBV0003819_3.1.3': null, // Art. 54 Novelty
  // Patent Cooperation Treaty
  'BWBV0004680_4.1': 'filing-requirements', // Art. 3 The International Application
  'BWBV0004680_4.2': 'filing-requirements', // Art. 4 The Request
  'BWBV0004680_4.20': 'time-limits', // Art. 22 30 months
  'BWBV0004680_6.5': 'time-limits', // Art. 47 Time Limits
  'BWBV0004680_6.7': 'representation', // Art. 49 Right to Practice
  BWBV0004680_2: null, // Art. 1 Establishment of a Union
}

/** Labelled after the cues were set, and never tuned on: how the extractor does on new text. */
const HELD_OUT: Record<string, MipTopic | null> = {
  'de-patg_7.2': 'time-limits', // § 123a Weiterbehandlung
  'de-patg_1.11': null, // § 9 Wirkung des Patents
  'de-patg_5.2.1': null, // § 81 Nichtigkeitsklage
  'de-markeng_3.1.2': 'filing-requirements', // § 33 Anmeldetag
  'de-markeng_3.7.1': 'time-limits', // § 91 Wiedereinsetzung
  'de-markeng_2.2.2': null, // § 8 Absolute Schutzhindernisse
  'de-markeng_2.3.1': null, // § 14 Ausschließliches Recht
  'de-geschmmg-2004_3.3': 'filing-requirements', // § 13 Anmeldetag
  'de-geschmmg-2004_7.2': null, // § 38 Rechte aus dem Design
  'BWBV0004680_4.7': null, // PCT Art. 9 The Applicant
  'BWBV0004680_5.9': 'time-limits', // PCT Art. 39 30 months for elected Offices
  'BWBV0004680_13.16': 'fees', // PCT Rule 15 International Filing Fee
  'BWBV0004680_17.3': 'representation', // PCT Rule 90 Agents
  'BWBV0003819_8.1.10': 'time-limits', // EPC Art. 122 Re-establishment
  'BWBV0003819_7.3': 'time-limits', // EPC Art. 108 Time limit and form
}

async function measure(set: Record<string, MipTopic | null>) {
  let found = 0
  let right = 0
  let labelled = 0
  const misses: string[] = []
  for (const [id, label] of Object.entries(set)) {
    const { heading, paragraphs } = await read(id)
    const language = id.startsWith('de-') ? 'de' : 'en'
    const got = classifyProvision({ id, heading, paragraphs, language })?.topic ?? null
    if (label) labelled++
    if (got) found++
    if (got && got === label) right++
    if (got !== label) misses.push(`${id} (${heading}): ${got ?? 'none'} for ${label ?? 'none'}`)
  }
  return { precision: right / found, recall: right / labelled, right, found, labelled, misses }
}

const report = (name: string, m: Awaited<ReturnType<typeof measure>>) =>
  console.info(
    `Manual IP extractor, ${name}: precision ${m.precision.toFixed(2)}, recall ` +
      `${m.recall.toFixed(2)} (${m.right} of ${m.found} found, ${m.labelled} labelled)` +
      (m.misses.length ? `\n${m.misses.join('\n')}` : ''),
  )

let index: Fts5Backend
const read = async (id: string) => {
  const view = await index.content.getDocument(id, { edition: 'KIPL' })
  return {
    heading: view.title,
    paragraphs: htmlToBlocks(view.content)
      .filter((b) => b.kind === 'paragraph')
      .map((b) => b.text),
  }
}

beforeAll(async () => {
  await ensureContentIndex({ indexPath: TEST_CONTENT_INDEX, starterDir: 'data/starter' })
  index = openFts5Backend(TEST_CONTENT_INDEX, { threads: 1, warm: false })
})
afterAll(async () => {
  await index.close()
})

describe('classifying provisions', () => {
  test('precision and recall on the hand-labelled provisions', async () => {
    const tuned = await measure(LABELLED)
    report('tuning set', tuned)
    expect(tuned.precision).toBeGreaterThanOrEqual(0.9)
    expect(tuned.recall).toBeGreaterThanOrEqual(0.85)
    const held = await measure(HELD_OUT)
    report('held-out set', held)
    expect(held.precision).toBeGreaterThanOrEqual(0.75)
    expect(held.recall).toBeGreaterThanOrEqual(0.5)
  })

  test('the passage is the paragraph that carries the topic, with its numbered items', async () => {
    const filing = classifyProvision({ id: 'x', language: 'de', ...(await read('de-patg_3.1')) })
    expect(filing?.passage).toMatch(
      /^\(3\) Die Anmeldung muß enthalten:\n1\. den Namen des Anmelders;/,
    )
    expect(filing?.passage).toMatch(/5\. die Zeichnungen/)
    const term = classifyProvision({
      id: 'x',
      language: 'en',
      ...(await read('BWBV0003819_3.3.1')),
    })
    expect(term?.passage).toMatch(/20 years from the date of filing/)
  })

  test('units join a list to the paragraph that opens it', () => {
    expect(units(['(1) A.', '(2) B muss enthalten:', '1. x;', '2. y.', '(3) C.'])).toEqual([
      '(1) A.',
      '(2) B muss enthalten:\n1. x;\n2. y.',
      '(3) C.',
    ])
  })
})

describe('the fee schedule', () => {
  test('rows of the PatKostG schedule with their amounts; the key fees per right', async () => {
    const view = await index.content.getDocument('de-patkostg_16', { edition: 'KIPL' })
    const rows = feeRows(htmlToBlocks(view.content).map((b) => b.text))
    expect(rows.find((r) => r.code === '311 000')).toMatchObject({ amount: '40' })
    expect(rows.find((r) => r.code === '311 200')).toMatchObject({ amount: '300' })
    expect(rows.find((r) => r.code === '312 150')).toMatchObject({ amount: '1 060' })
    expect(rows.find((r) => r.code === '331 000')).toMatchObject({ amount: '290' })
    expect(rows.find((r) => r.code === '341 000')).toMatchObject({ amount: '60' })
    const patent = feeLines(rows, 'patent')
    expect(patent[0]).toMatch(
      /^311 000 .*elektronischer Anmeldung.*zehn Patentansprüche.* – 40 EUR$/,
    )
    expect(patent.some((l) => l.startsWith('311 400') && l.endsWith('– 350 EUR'))).toBe(true)
    expect(feeLines(rows, 'trade-mark')[0]).toMatch(/^331 000 .* – 290 EUR$/)
    expect(feeLines(rows, 'design').at(-1)).toMatch(/^342 100 .* – 90 EUR$/)
  })
})
