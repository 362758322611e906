// Clean titles, source by source (decision 248): every document the starter corpus holds of a
// source has titles, headings and contents labels free of register notes, markup, Markdown and
// paths; the register's titles that carry them come out clean; and the ingest refuses a document
// whose title still holds them.
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { type CanonicalDocument, documentSchema } from '../../model.ts'
import { titleFaults } from '../../text/titles.ts'
import { type IngestIssue, validDocuments } from '../ingest.ts'
import { readJsonLines } from '../jsonl.ts'
import { ADAPTERS, canonicalAdapter } from './index.ts'
import { nlTreatiesAdapter } from './nl-treaties.ts'

const STARTER = resolve(process.cwd(), 'data/starter')
const CORPUS = resolve(process.cwd(), '../shared/corpus')

describe.each(ADAPTERS.map((a) => a.name))('titles of %s in the starter corpus', (source) => {
  it('read clean', async () => {
    const file = join(STARTER, `${source}.jsonl.gz`)
    let documents = 0
    const faults: string[] = []
    for await (const item of readJsonLines(file)) {
      if ('error' in item) throw new Error(`${file}:${item.line}: ${item.error}`)
      const doc = item.value as CanonicalDocument
      documents++
      faults.push(...titleFaults(doc).map((f) => `${doc.id}: ${f}`))
    }
    expect(documents).toBeGreaterThan(0)
    expect(faults).toEqual([])
  })
})

describe.skipIf(!existsSync(join(CORPUS, 'nl-treaties')))('the treaty register’s titles', () => {
  it('lose their notes and links, and a title that is only a note gives way', async () => {
    const ids = ['BWBV0003234', 'BWBV0005344', 'BWBV0004785', 'BWBV0001196']
    const issues: IngestIssue[] = []
    const titles = new Map<string, string>()
    for await (const { doc } of validDocuments(
      nlTreatiesAdapter,
      join(CORPUS, 'nl-treaties'),
      (issue) => issues.push(issue),
      { select: (id) => ids.includes(id) },
    )) {
      if (doc.kind === 'publication') titles.set(doc.id, doc.title)
      expect(titleFaults(doc)).toEqual([])
    }
    expect(issues).toEqual([])
    expect(titles.get('BWBV0003234')).toMatch(
      /^Briefwisseling houdende een overeenkomst .*Montenegro/,
    )
    expect(titles.get('BWBV0005344')).toBe(
      'Additional Protocol to the Convention concerning Customs Facilities for Touring, relating to the Importation of Tourist Publicity Documents and Material',
    )
    expect(titles.get('BWBV0004785')).toBe(
      'AGREEMENT BETWEEN THE PARTIES TO THE NORTH ATLANTIC TREATY REGARDING THE STATUS OF THEIR FORCES',
    )
    expect(titles.get('BWBV0001196')).not.toMatch(/sup|Former title/)
  })
})

describe('the ingest', () => {
  const dir = mkdtempSync(join(tmpdir(), 'titles-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  const doc = (id: string, title: string, heading = '') =>
    documentSchema.parse({
      id,
      editions: ['KA'],
      type: 'Awards',
      kind: 'award',
      title,
      source: 'Test',
      language: 'en',
      aiAvailable: false,
      provenance: { source: 'test', origin: 'test', terms: 'test' },
      sections: [{ heading, html: '<p>Text.</p>', text: 'Text.' }],
    })

  it('cleans what it can and refuses a title that still holds a path', async () => {
    writeFileSync(
      join(dir, 'docs.jsonl'),
      [
        doc('noted', 'An award <sup>1) [Red: a note]</sup>'),
        doc('linked', 'A [protocol](../../x/BWBV1/README.md) award', '**Heading**'),
        doc('pathed', 'An award filed as awards/icsid/final'),
      ]
        .map((d) => JSON.stringify(d))
        .join('\n'),
    )
    const issues: IngestIssue[] = []
    const docs: CanonicalDocument[] = []
    for await (const { doc } of validDocuments(canonicalAdapter, dir, (i) => issues.push(i)))
      docs.push(doc)
    expect(docs.map((d) => [d.id, d.title, d.sections[0].heading])).toEqual([
      ['noted', 'An award', ''],
      ['linked', 'A protocol award', 'Heading'],
    ])
    expect(issues.map((i) => i.reason)).toEqual([
      'pathed: title holds file path: An award filed as awards/icsid/final',
    ])
  })
})
