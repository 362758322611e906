// The statute, rules and judgment adapters on real records of ../shared/corpus: books with their
// tables of contents, stable provision ids, editions and provenance.
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { type CanonicalDocument, documentSchema, type TocNode } from '../../model.ts'
import type { AdapterOptions, SourceAdapter } from '../types.ts'
import { caFederalStatutesAdapter } from './ca-federal-statutes.ts'
import { actCitation, euDigitalMarketsActAdapter, euLegislationAdapter } from './eu-legislation.ts'
import { ewJudgmentsAdapter } from './ew-judgments.ts'
import { uncitralRulesAdapter } from './uncitral-arbitration-rules.ts'
import { usCodeAdapter } from './us-code.ts'

const CORPUS = resolve(process.cwd(), '../shared/corpus')

async function read(adapter: SourceAdapter, options: AdapterOptions = {}) {
  const docs: CanonicalDocument[] = []
  for await (const item of adapter.read(resolve(CORPUS, adapter.name), options)) {
    if ('error' in item) throw new Error(`${item.file}:${item.line}: ${item.error}`)
    docs.push(documentSchema.parse(item.doc))
  }
  return docs
}

const only = (...ids: string[]): AdapterOptions => ({ select: (id) => ids.includes(id) })
const present = (folder: string) => describe.skipIf(!existsSync(resolve(CORPUS, folder)))
const byId = (docs: CanonicalDocument[], id: string) => {
  const doc = docs.find((d) => d.id === id)
  if (!doc) throw new Error(`no document ${id}`)
  return doc
}
const text = (doc: CanonicalDocument) => doc.sections.map((s) => s.text).join('\n')

// The path of labels from the root of a book's contents to the node that opens `docId`.
function tocPath(pub: CanonicalDocument, docId: string): string[] {
  if (pub.publication?.role !== 'publication') throw new Error('expected a publication')
  const walk = (nodes: TocNode[], path: string[]): string[] | undefined => {
    for (const n of nodes) {
      if (n.docId === docId) return [...path, n.label]
      const found = walk(n.children, [...path, n.label])
      if (found) return found
    }
  }
  return walk(pub.publication.toc, []) ?? []
}

function expectProvenance(doc: CanonicalDocument, source: string) {
  expect(doc.provenance.source).toBe(source)
  expect(doc.provenance.origin).toMatch(/commit [0-9a-f]{40}/)
  expect(doc.provenance.terms.length).toBeGreaterThan(20)
}

present('us-code-arbitration-ip-competition')('us-code-arbitration-ip-competition', () => {
  it('makes the FAA a KA book whose chapter 2 sections cite the New York Convention', async () => {
    const docs = await read(usCodeAdapter, only('US-9USC'))
    const pub = byId(docs, 'us-9usc')
    expect(pub).toMatchObject({ kind: 'publication', editions: ['KA'], type: 'Legislation' })
    expect(pub.jurisdictions).toEqual(['United States'])
    const s10 = byId(docs, 'us-9usc_s10')
    expect(s10.title).toMatch(/^§ 10 – Same; vacation/)
    expect(text(s10)).toContain('where the award was procured by corruption, fraud, or undue means')
    expect(tocPath(pub, 'us-9usc_s10')).toEqual(['TITLE 9', 'CHAPTER 1', '§ 10'])
    expect(byId(docs, 'us-9usc_s207').legislation).toContain('New York Convention, 1958')
    expect(s10.legislation).not.toContain('New York Convention, 1958')
    expectProvenance(s10, 'us-code-arbitration-ip-competition')
  })

  it('puts antitrust in KCL and the Lanham Act and patents in KIPL', async () => {
    const docs = await read(usCodeAdapter, only('US-15USC-ch1', 'US-15USC-ch22', 'US-35USC'))
    expect(byId(docs, 'us-15usc-ch1_s18a').editions).toEqual(['KCL'])
    expect(text(byId(docs, 'us-15usc-ch1_s2'))).toMatch(/shall monopolize/)
    expect(byId(docs, 'us-15usc-ch22_s1114').editions).toEqual(['KIPL'])
    expect(byId(docs, 'us-35usc_s154').topics).toContain('Intellectual property>Patents')
  })
})

present('eu-legislation-competition-ip')('eu-legislation-competition-ip', () => {
  it('reads the TFEU article by article, Articles 101-109 with their own citation', async () => {
    const docs = await read(euLegislationAdapter, only('EU-12012ETXT'))
    const pub = byId(docs, 'eu-12012e-txt')
    expect(pub).toMatchObject({ type: 'Treaties', editions: ['KCL'] })
    const a102 = byId(docs, 'eu-12012e-txt_art102')
    expect(text(a102)).toMatch(/abuse by one or more undertakings of a dominant position/)
    expect(a102.legislation).toEqual(['TFEU', 'Art. 102 TFEU'])
    expect(tocPath(pub, a102.id)[0]).toBe('PART THREE')
    // A consolidated text says it is one.
    expect(text(pub)).toMatch(/Consolidated text .* without legal effect/)
  })

  it('gives the Merger Regulation its recitals and the trade mark regulation to KIPL', async () => {
    const docs = await read(euLegislationAdapter, only('EU-32004R0139', 'EU-32017R1001'))
    expect(text(byId(docs, 'eu-32004r0139_recitals'))).toMatch(/^\(1\)/)
    expect(byId(docs, 'eu-32004r0139_art2').title).toBe('Article 2 – Appraisal of concentrations')
    expect(text(byId(docs, 'eu-32004r0139')).includes('Official Journal')).toBe(true)
    expect(byId(docs, 'eu-32017r1001_art9').editions).toEqual(['KIPL'])
    expect(byId(docs, 'eu-32017r1001_annex-i').title).toMatch(/^Annex I\b/)
  })

  it('cites acts as the CJEU judgments do', () => {
    expect(actCitation({ citation: 'Council Regulation (EC) No 1/2003' })).toBe('Regulation 1/2003')
    expect(actCitation({ citation: 'Regulation (EU) 2017/1001' })).toBe('Regulation 2017/1001')
    expect(actCitation({ citation: 'TFEU (consolidated 2012)', document_type: 'treaty' })).toBe(
      'TFEU',
    )
  })
})

present('eu-digital-markets-act')('eu-digital-markets-act', () => {
  it('makes the DMA a KCL book: recitals, chapters of articles, the Annex', async () => {
    const docs = await read(euDigitalMarketsActAdapter)
    const pub = byId(docs, 'eu-32022r1925')
    expect(pub.editions).toEqual(['KCL'])
    expect(tocPath(pub, 'eu-32022r1925_art6')).toEqual(['CHAPTER III', 'Article 6'])
    expect(text(byId(docs, 'eu-32022r1925_recitals'))).toContain('(109)')
    expect(byId(docs, 'eu-32022r1925_annex').kind).toBe('chapter')
    expectProvenance(pub, 'eu-digital-markets-act')
  })
})

present('uncitral-arbitration-rules')('uncitral-arbitration-rules', () => {
  it('reads the four sections, the Annex and the Transparency Rules', async () => {
    const docs = await read(uncitralRulesAdapter)
    const pub = byId(docs, 'uncitral-arbitration-rules')
    if (pub.publication?.role !== 'publication') throw new Error('expected a publication')
    expect(pub.publication.toc.map((n) => n.label)).toEqual([
      'Section I. Introductory rules',
      'Section II.  Composition of the arbitral tribunal',
      'Section III. Arbitral proceedings',
      'Section IV. The award',
      'Annex',
      'UNCITRAL Rules on Transparency in Treaty-based Investor-State Arbitration',
    ])
    expect(byId(docs, 'uncitral-arbitration-rules_art7').title).toBe(
      'Article 7 – Number of arbitrators',
    )
    expect(byId(docs, 'uncitral-arbitration-rules_t1').title).toMatch(
      /^Transparency Rules, Article 1/,
    )
    expect(pub.editions).toEqual(['KA'])
  })
})

present('ca-federal-statutes-arbitration-ip-competition')(
  'ca-federal-statutes-arbitration-ip-competition',
  () => {
    it('reads the Model Law in the Commercial Arbitration Act and the NYC schedule', async () => {
      const docs = await read(caFederalStatutesAdapter, only('CA-C-34.6', 'CA-U-2.4'))
      const a34 = byId(docs, 'ca-c-34-6_article-34')
      expect(text(a34)).toMatch(/Recourse to a court against an arbitral award/)
      expect(tocPath(byId(docs, 'ca-c-34-6'), a34.id)[0]).toBe('SCHEDULE 1')
      const nyc = byId(docs, 'ca-u-2-4')
      expect(tocPath(nyc, 'ca-u-2-4_article-v')).toHaveLength(2)
      expect(nyc.legislation).toEqual(['New York Convention, 1958'])
      expect(nyc.jurisdictions).toEqual(['Canada'])
    })

    it('puts the Competition Act in KCL and the Patent Act in KIPL', async () => {
      const docs = await read(caFederalStatutesAdapter, only('CA-C-34', 'CA-P-4'))
      expect(byId(docs, 'ca-c-34_s79').editions).toEqual(['KCL'])
      expect(byId(docs, 'ca-p-4_s44').editions).toEqual(['KIPL'])
    })
  },
)

present('ew-judgments-find-case-law')('ew-judgments-find-case-law', () => {
  it('maps Kabab-Ji v Kout Food to a KA court decision with its citation and court', async () => {
    const [doc] = await read(ewJudgmentsAdapter, only('EWCA-Civ-2020-6'))
    expect(doc).toMatchObject({
      id: 'ew-ewca-civ-2020-6',
      type: 'Court decisions',
      kind: 'court_decision',
      editions: ['KA'],
      court: 'Court of Appeal of England and Wales (Civil Division)',
      jurisdictions: ['United Kingdom'],
      identifiers: { neutralCitation: '[2020] EWCA Civ 6' },
      dates: { decision: '2020-01-20' },
    })
    expect(doc.title).toMatch(/KOUT FOOD GROUP.*\[2020\] EWCA Civ 6$/)
    expect(doc.legislation).toContain('New York Convention, 1958')
    expect(doc.judges.map((j) => j.name)).toContain('LORD JUSTICE FLAUX')
    expectProvenance(doc, 'ew-judgments-find-case-law')
  })

  it('serves editions by subject and leaves untagged civil appeals out', async () => {
    const docs = await read(
      ewJudgmentsAdapter,
      only('EWCA-Civ-2020-1', 'EWCA-Civ-2020-339', 'EWCA-Civ-2020-617'),
    )
    expect(docs.map((d) => [d.id, d.editions])).toEqual([
      ['ew-ewca-civ-2020-339', ['KCL', 'KIPL']],
      ['ew-ewca-civ-2020-617', ['KCL']],
    ])
    // The source's revision mark is not part of the case name.
    expect(docs[0].title).toBe(
      'The Competition And Markets Authority v Flynn Pharma Ltd & Anor [2020] EWCA Civ 339',
    )
  })
})
