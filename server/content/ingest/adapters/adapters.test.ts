// Each adapter on a few real records from ../shared/corpus.
import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { type CanonicalDocument, documentSchema, facetValues } from '../../model.ts'
import { parseCsv } from '../jsonl.ts'
import type { AdapterOptions, SourceAdapter } from '../types.ts'
import { cjeuJudgmentsAdapter } from './cjeu-judgments.ts'
import { deFederalStatutesAdapter } from './de-federal-statutes.ts'
import { ecAntitrustCasesAdapter } from './ec-antitrust-cases.ts'
import { extractAward } from '#server/arbitrators/extract.ts'
import { isdsAwardsAdapter } from './isds-awards.ts'
import { partyState } from './isds-states.ts'
import { nlTreatiesAdapter, UPC_AGREEMENT_ID } from './nl-treaties.ts'
import { udrpDecisionsAdapter } from './udrp-domain-decisions.ts'
import { chineseNumeral, unCoreTreatiesAdapter } from './un-core-treaties.ts'

const CORPUS = resolve(process.cwd(), '../shared/corpus')

// Reads at most `limit` documents, validating each one.
async function read(
  adapter: SourceAdapter,
  options: AdapterOptions = {},
  limit = Infinity,
): Promise<CanonicalDocument[]> {
  const docs: CanonicalDocument[] = []
  for await (const item of adapter.read(resolve(CORPUS, adapter.name), options)) {
    if ('error' in item) throw new Error(`${item.file}:${item.line}: ${item.error}`)
    docs.push(documentSchema.parse(item.doc))
    if (docs.length >= limit) break
  }
  return docs
}

const only = (...ids: string[]): AdapterOptions => ({ select: (id) => ids.includes(id) })

function sourceTest(folder: string) {
  const present = existsSync(resolve(CORPUS, folder))
  const title = present ? folder : `${folder} (skipped: ../shared/corpus/${folder} not found)`
  return { describe: describe.skipIf(!present), title }
}

function expectProvenance(doc: CanonicalDocument, source: string) {
  expect(doc.provenance.source).toBe(source)
  expect(doc.provenance.origin).toMatch(/commit [0-9a-f]{40}/)
  expect(doc.provenance.terms.length).toBeGreaterThan(10)
}

const isds = sourceTest('isds-awards')
isds.describe(isds.title, () => {
  const rows = () => parseCsv(readFileSync(resolve(CORPUS, 'isds-awards/index.csv'), 'utf8'))

  it('maps awards and decisions of a few records', async () => {
    const docs = await read(isdsAwardsAdapter, {}, 3)
    expect(docs).toHaveLength(3)
    for (const d of docs) {
      expect(d.editions).toEqual(['KA'])
      expect(d.case?.caseId).toMatch(/^case-/)
      expect(d.sections.length).toBeGreaterThan(0)
      expectProvenance(d, 'isds-awards')
    }
    expect(docs[0]).toMatchObject({ type: 'Awards', kind: 'award', institution: 'ICSID' })
    expect(docs[0].caseNumbers).toEqual(['ICSID Case No. ARB/15/15'])
    expect(docs[0].jurisdictions).toEqual(['Spain'])
    expect(docs[0].case?.proceedingId).toMatch(/-arbitration$/)
  })

  it('groups a case into arbitration and annulment proceedings with one primary award', async () => {
    const ids = rows()
      .filter((r) => r.case_name === 'Alapli Elektrik v. Republic of Turkey')
      .map((r) => r.id)
    const docs = await read(isdsAwardsAdapter, { select: (id) => ids.includes(id) })
    const record = docs.find((d) => d.kind === 'case')!
    expect(record).toMatchObject({ type: 'Cases', title: 'Alapli Elektrik v. Republic of Turkey' })
    const titles = record.case!.proceedings.map((p) => p.title)
    expect(titles).toEqual(['Arbitration proceeding', 'Annulment proceeding'])
    for (const p of record.case!.proceedings) {
      expect(p.documents.filter((d) => d.primary)).toHaveLength(1)
    }
    const award = record.case!.proceedings[0].documents.find((d) => d.primary)!
    expect(docs.find((d) => d.id === award.id)?.type).toBe('Awards')
  })

  it('names tribunal members with their roles from the dissenting-opinions table', async () => {
    const csv = readFileSync(
      resolve(CORPUS, 'isds-awards/dissenting_opinions_arbitrators.csv'),
      'utf8',
    )
    const row = rows().find(
      (r) =>
        r.case_number &&
        r.document_type === 'award' &&
        csv.includes(`${r.case_number}"`) &&
        /Appointed by the investor/.test(csv.split(r.case_number)[0].split('\n').pop() ?? ''),
    )
    expect(row).toBeDefined()
    const docs = await read(isdsAwardsAdapter, { select: (id) => id === row!.id })
    const record = docs.find((d) => d.kind === 'case')!
    expect(record.case!.tribunal.length).toBeGreaterThan(1)
    expect(record.case!.tribunal.some((p) => p.role === 'Appointed by the investor')).toBe(true)
  })

  it('takes the respondent out of a claimant that holds the whole title', async () => {
    const row = rows().find((r) => !r.respondent && /\.v\./.test(r.claimant ?? ''))
    expect(row).toBeDefined()
    const docs = await read(isdsAwardsAdapter, { select: (id) => id === row!.id })
    const parties = docs.find((d) => d.id === row!.id)!.parties
    expect(parties).toEqual([
      { name: 'LG&E Energy Corp LG&E Capital Corp and LG&E International Inc', role: 'Claimant' },
      { name: 'Argentine Republic', role: 'Respondent', state: 'Argentina' },
    ])
    // The respondent State is a filter of the awards (Respondent State), by its short name.
    const award = docs.find((d) => d.id === row!.id)!
    expect(facetValues(award).filter(([f]) => f === 'respondent')).toEqual([
      ['respondent', 'Argentina'],
    ])
  })

  it('reads states and cover-page tribunals', () => {
    expect(partyState('The Kingdom of Spain')).toBe('Spain')
    expect(partyState('Argentine Republic')).toBe('Argentina')
    expect(partyState('Tanzania Electric Supply Company Limited')).toBeUndefined()
    // 'and' in a State's own name is no second party; a State before its government's name is.
    expect(partyState('The Republic of Trinidad and Tobago')).toBe('Trinidad and Tobago')
    expect(partyState('Federation of St. Kitts and Nevis')).toBe('Saint Kitts and Nevis')
    expect(partyState('Government of the Union of Myanmar')).toBe('Myanmar')
    expect(
      partyState('Republic of Ecuador and Empresa Estatal Petróleos del Ecuador'),
    ).toBeUndefined()
    const cover =
      'AWARD\n\nMembers of the Tribunal\nThe Honorable Ian Binnie C.C., Q.C., President\nMr. David R. Haigh, Q.C., Arbitrator\nMr. V.V. Veeder, Q.C., Arbitrator\n\nSecretary'
    expect(
      extractAward({ text: cover }).tribunal.map(({ name, role }) => ({ name, role })),
    ).toEqual([
      { name: 'Ian Binnie', role: 'president' },
      { name: 'David R. Haigh', role: 'arbitrator' },
      { name: 'V.V. Veeder', role: 'arbitrator' },
    ])
  })
})

const nl = sourceTest('nl-treaties')
nl.describe(nl.title, () => {
  it('turns the New York Convention into a book with the NYC legislation facet', async () => {
    const docs = await read(nlTreatiesAdapter, only('BWBV0005176'))
    const [pub, ...chapters] = docs
    expect(pub.kind).toBe('publication')
    expect(pub.type).toBe('Conventions')
    expect(pub.editions).toContain('KA')
    expect(pub.legislation).toContain('New York Convention, 1958')
    expect(pub.publication?.role).toBe('publication')
    expect(chapters.length).toBe(16)
    expect(chapters[0].title).toBe('Article I')
    expect(chapters[0].sections[0].text).toMatch(/recognition and enforcement of arbitral awards/)
    expect(chapters.every((c) => c.legislation.includes('New York Convention, 1958'))).toBe(true)
    // The Dutch translation is left out.
    expect(chapters.some((c) => /Artikel/.test(c.title))).toBe(false)
    expectProvenance(pub, 'nl-treaties')
  })

  it('nests the ICSID Convention: chapter > section > article', async () => {
    const docs = await read(nlTreatiesAdapter, only('BWBV0004615'))
    const pub = docs[0]
    if (pub.publication?.role !== 'publication') throw new Error('expected a publication')
    const chapter1 = pub.publication.toc.find((n) => n.label === 'CHAPTER I')!
    expect(chapter1.children[0]).toMatchObject({ id: '2.1', label: 'Section 1', level: 2 })
    expect(chapter1.children[0].children[0]).toMatchObject({
      id: '2.1.1',
      label: 'Article 1',
      level: 3,
    })
    const article1 = docs.find((d) => d.id === chapter1.children[0].children[0].docId)!
    expect(article1.publication).toMatchObject({
      role: 'chapter',
      publicationId: 'BWBV0004615',
      tocNode: '2.1.1',
    })
  })

  it('puts the EPC in KIPL and BITs in KA', async () => {
    const epc = await read(nlTreatiesAdapter, only('BWBV0003819'), 1)
    expect(epc[0].editions).toEqual(['KIPL'])
    const upc = await read(nlTreatiesAdapter, only(UPC_AGREEMENT_ID), 1)
    expect(upc[0]).toMatchObject({
      editions: ['KIPL'],
      legislation: ['Agreement on a Unified Patent Court'],
    })
    const bits = await read(nlTreatiesAdapter, only('BWBV0001097'), 1)
    expect(bits[0]).toMatchObject({ type: 'Bilateral investment treaties', editions: ['KA'] })
  })
})

const un = sourceTest('un-core-treaties')
un.describe(un.title, () => {
  it('reads article numbers in Chinese numerals', () => {
    expect(chineseNumeral('一')).toBe('1')
    expect(chineseNumeral('十')).toBe('10')
    expect(chineseNumeral('三十一')).toBe('31')
    expect(chineseNumeral('二百八十七')).toBe('287')
    expect(chineseNumeral('八之二')).toBe('8-2')
  })

  it('maps the Vienna Convention on the Law of Treaties article by article', async () => {
    const docs = await read(unCoreTreatiesAdapter, only('vclt'))
    expect(docs[0]).toMatchObject({
      id: 'un-vclt',
      kind: 'publication',
      editions: ['KA', 'KCL', 'KIPL'],
    })
    const art31 = docs.find((d) => d.title.startsWith('Article 31 '))!
    expect(art31.title).toBe('Article 31 – General rule of interpretation')
    expect(art31.aiAvailable).toBe(true)
    expectProvenance(art31, 'un-core-treaties')
  })
})

const cjeu = sourceTest('cjeu-judgments-2017-2018')
cjeu.describe(cjeu.title, () => {
  it('maps judgments to editions by the subject read from what they interpret', async () => {
    const docs = await read(cjeuJudgmentsAdapter, {}, Infinity)
    const byCase = (n: string) => docs.find((d) => d.caseNumbers.includes(n))!
    const intel = byCase('C-413/14 P')
    expect(intel.editions).toEqual(['KCL'])
    expect(intel.topics).toContain('Competition law>Antitrust')
    const tradeMark = docs.find((d) => d.topics.includes('Intellectual property>Trade marks'))!
    expect(tradeMark.editions).toContain('KIPL')
    // MEO: an abuse of dominance by a copyright collecting society is competition, not copyright.
    expect(byCase('C-525/16')).toMatchObject({
      topics: ['Competition law>Antitrust'],
      editions: ['KCL'],
    })
    // VAT on private copying levies is general EU law, served to both editions.
    expect(byCase('C-37/16')).toMatchObject({ topics: ['European Union law'] })
    // Untagged by the source, intellectual property by their headings.
    expect(byCase('C-44/17').topics).toEqual(['Intellectual property>Geographical indications'])
    expect(byCase('C-625/15 P').editions).toEqual(['KIPL'])
    // Every IP judgment names its field: the subjects cover the total.
    const ip = docs.filter((d) => d.topics.some((t) => t.startsWith('Intellectual property')))
    expect(ip.every((d) => d.topics.some((t) => t.startsWith('Intellectual property>')))).toBe(true)
    const first = docs[0]
    expect(first).toMatchObject({
      type: 'Judgments',
      court: 'Court of Justice of the European Union',
    })
    expect(first.identifiers.ecli).toMatch(/^ECLI:EU:C:/)
    expect(first.provenance.terms).toContain('© European Union')
    expect(docs.every((d) => !d.parties.some((p) => p.name.includes('&amp;')))).toBe(true)
  })

  it('keeps the parties, the signing judges, the registrar and the president in the text, not as headings', async () => {
    // Dimosia Epicheirisi Ilektrismou (C-228/16 P): Berger, Borg Barthet and Levits sign.
    const [dei] = await read(cjeuJudgmentsAdapter, only('ECLI:EU:C:2017:194'))
    const headings = dei.sections.map((s) => s.heading)
    for (const name of ['Berger', 'Borg Barthet', 'Levits', 'Registrar', 'M. Berger'])
      expect(headings).not.toContain(name)
    const last = dei.sections[dei.sections.length - 1]
    expect(last.text).toMatch(/Berger\nBorg Barthet\nLevits\nDelivered in open court/)
    expect(last.text).toContain('President of the Tenth Chamber')
    // The case number, the parties and the composition are the head's text; the judgment's own
    // headings stay.
    expect(headings.slice(0, 2)).toEqual(['JUDGMENT OF THE COURT (Tenth Chamber)', 'Judgment'])
    expect(dei.sections[0].text).toContain(
      'Ellinikos Chrysos AE Metalleion kai Viomichanias Chrysou',
    )
    expect(headings).toContain('Costs')
  })
})

const ec = sourceTest('ec-antitrust-cases')
ec.describe(ec.title, () => {
  it('maps cases to KCL case records with a readable body', async () => {
    const docs = await read(ecAntitrustCasesAdapter, {}, 5)
    for (const d of docs) {
      expect(d).toMatchObject({
        editions: ['KCL'],
        type: 'Cases',
        kind: 'case',
        institution: 'European Commission',
      })
      expect(d.sections[0].heading).toBe('Case information')
      expect(d.provenance.terms).toContain('© European Union')
    }
    const dong = await read(ecAntitrustCasesAdapter, only('AT.38187'))
    expect(dong[0].legislation).toEqual(['Art. 101 TFEU'])
    expect(dong[0].sectors[0]).toMatch(
      /^Electricity, gas, steam and air conditioning supply>D\.35\.2/,
    )
  })
})

const udrp = sourceTest('udrp-domain-decisions')
udrp.describe(udrp.title, () => {
  it('maps panel decisions with parties, panelists and dates', async () => {
    const docs = await read(udrpDecisionsAdapter, only('udrp-36260'))
    const [d] = docs
    expect(d).toMatchObject({
      editions: ['KIPL'],
      type: 'Domain name decisions',
      institution: 'ADNDRC',
    })
    expect(d.dates.decision).toBe('2020-10-07')
    expect(d.judges).toEqual([{ name: 'Karen Fong', role: 'Panelist' }])
    expect(d.parties.some((p) => p.role === 'Respondent' && p.name === 'zujian chen')).toBe(true)
    expectProvenance(d, 'udrp-domain-decisions')
  })
})

const de = sourceTest('de-federal-statutes-ip-competition')
de.describe(de.title, () => {
  it('maps the ZPO to KA with Book 10 on arbitration in the table of contents', async () => {
    const docs = await read(deFederalStatutesAdapter, only('DE-ZPO'))
    const [pub] = docs
    expect(pub).toMatchObject({
      id: 'de-zpo',
      type: 'Legislation',
      editions: ['KA'],
      language: 'de',
    })
    const s1025 = docs.find((d) => d.title.startsWith('§ 1025 '))!
    expect(s1025.title).toBe('§ 1025 – Anwendungsbereich')
    if (s1025.publication?.role !== 'chapter') throw new Error('expected a chapter')
    expect(s1025.publication.tocNode.split('.').length).toBeGreaterThan(1)
    expect(s1025.aiAvailable).toBe(false)
  })

  it('maps GWB and UWG to KCL', async () => {
    const docs = await read(deFederalStatutesAdapter, only('DE-GWB', 'DE-UWG 2004'))
    const pubs = docs.filter((d) => d.kind === 'publication')
    expect(pubs.map((p) => p.id)).toEqual(['de-gwb', 'de-uwg-2004'])
    expect(pubs.every((p) => p.editions.join() === 'KCL')).toBe(true)
  })
})
