// Provenance of every raw source in ../shared/corpus, copied from its PROVENANCE.md.
// Each document carries { source, origin, terms }. The pages show a source in the reader's words
// (`reader`: who published the texts, how they were released, how dates were read); where the
// texts were taken from (repository, commit) stays in the data (decision 112).

export type SourceInfo = {
  folder: string
  collection: string // display name of the collection (facet `source`)
  origin: string
  terms: string
  snapshot: string // date of the origin commit (yyyy-mm-dd)
  reader: {
    publisher: string // who published the texts
    release: string // how they were released
    dates?: string // how the dates shown were read, when not from an official field
  }
}

export const SOURCES = {
  'isds-awards': {
    folder: 'isds-awards',
    collection: 'Investor-State arbitration awards',
    origin:
      'GitHub mehmetba/investment-arbitration-research, commit 928602b764df536d2cfd8bda9576ecb428091e4c (folders case_files/ and dissenting_opinions/)',
    terms:
      'Repository under the MIT License (© 2023 Mehmet Balioglu). The texts are awards, decisions and court rulings made public by ICSID, the PCA, SCC, ICC and national courts (OCR text of documents published on italaw.com); tribunals and institutions may hold rights in them: publicly released documents, reuse at own risk.',
    snapshot: '2023-09-19',
    reader: {
      publisher:
        'Awards and decisions made public by ICSID, the PCA, the SCC, the ICC and national courts',
      release: 'public release, text read from the published documents',
    },
  },
  'nl-treaties': {
    folder: 'nl-treaties',
    collection: 'Treaties (Dutch treaty register)',
    origin:
      'GitHub statengeneraal/laws-markdown, commit 91556a80a25a3da4234c8039945c6aeef4108d00 (folder verdrag/), converted from the Dutch government open-data Basis Wettenbestand',
    terms:
      'No licence file in the repository; the texts come from the official Dutch open-data Basis Wettenbestand and are not an official source of law. Treaty texts are official texts (Auteurswet art. 11).',
    snapshot: '2017-05-10',
    reader: {
      publisher: 'Dutch government treaty register (Basis Wettenbestand)',
      release: 'official open data, not an official source of law',
    },
  },
  'un-core-treaties': {
    folder: 'un-core-treaties',
    collection: 'UN core treaties',
    origin:
      'GitHub lawchat-oss/open-treaties, commit 29319bcebf3188c44964a335adf3e9d985b7db23 (data/*.json)',
    terms:
      'Dataset dedicated under CC0 1.0; the original treaty texts are in the public domain (English texts from OHCHR, the UN Treaty Collection and the ICRC).',
    snapshot: '2026-04-13',
    reader: {
      publisher: 'OHCHR, the UN Treaty Collection and the ICRC',
      release: 'public domain texts',
    },
  },
  'cjeu-judgments-2017-2018': {
    folder: 'cjeu-judgments-2017-2018',
    collection: 'Court of Justice of the EU judgments',
    origin:
      'GitHub liviorobaldo/cjeu-demo, commit 318fa173576dd613bd7e352ac624eff75b52275c (CJEUprocessorDEMO/CORPUS)',
    terms:
      '© European Union, https://eur-lex.europa.eu / curia.europa.eu. Official CJEU judgments; reuse with acknowledgement of the source (Commission Decision 2011/833/EU). Repository under the GNU Lesser General Public License.',
    snapshot: '2021-03-30',
    reader: {
      publisher: 'Court of Justice of the European Union (EUR-Lex, curia.europa.eu)',
      release: 'official judgments, reuse with acknowledgement',
    },
  },
  'ec-antitrust-cases': {
    folder: 'ec-antitrust-cases',
    collection: 'European Commission antitrust cases',
    origin:
      'GitHub floheusser/data_analysis_master, commit 896fd031bffb55c5b53eecf42f567d74ab5cd702 (data/case-data-AT.json), from the European Commission competition open-data portal (data.europa.eu dataset 18489cb7-bce7-4d44-a138-795b390d2109)',
    terms:
      '© European Union. Commission open data; reuse with acknowledgement (Commission Decision 2011/833/EU).',
    snapshot: '2026-05-24',
    reader: {
      publisher: 'European Commission, competition case register',
      release: 'official open data, reuse with acknowledgement',
    },
  },
  'udrp-domain-decisions': {
    folder: 'udrp-domain-decisions',
    collection: 'UDRP domain name decisions',
    origin:
      'GitHub boladjivinny/udrp-artifacts, commit 9e842b2535cfef9d297c5d573088e419f1c424ee (data/annotated-udrp-corpus.jsonl.gz), artifact of Adjibi et al., NDSS 2026',
    terms:
      'Repository under the MIT License (© 2025 Vinny Adjibi, Georgia Institute of Technology). Decisions published by WIPO, FORUM, CAC, ADNDRC and CIIDRC; their reuse terms are set by those providers.',
    snapshot: '2025-07-17',
    reader: {
      publisher: 'Decisions published by WIPO, FORUM, CAC, ADNDRC and CIIDRC',
      release: 'public release on the providers’ sites',
      dates: 'The outcome is read from the decision’s final section.',
    },
  },
  'de-federal-statutes-ip-competition': {
    folder: 'de-federal-statutes-ip-competition',
    collection: 'German federal statutes',
    origin:
      'GitHub bundestag/gesetze, commit 77abca2ceea3b7b89ea70afb13b5dd55415eb124, from gesetze-im-internet.de',
    terms:
      'Repository under the Unlicense. Statutes are official works not subject to copyright (§ 5 UrhG). Unofficial consolidated versions, current as of about 2022.',
    snapshot: '2022-03-26',
    reader: {
      publisher: 'German Federal Ministry of Justice (gesetze-im-internet.de)',
      release: 'unofficial consolidated versions, current as of about 2022',
    },
  },
  'us-code-arbitration-ip-competition': {
    folder: 'us-code-arbitration-ip-competition',
    collection: 'United States Code',
    origin:
      'GitHub bajalabs/USA_Laws, commit 75b069740a2c295fac1ab27ceee74e59f81eb468, the GPO/govinfo HTML of the U.S. Code (Titles 9 and 15: 2024 edition, current through 2025-01-06; Titles 17 and 35: 2018 edition and Supplement V, laws through 2024-01-03)',
    terms:
      'The U.S. Code is a work of the U.S. Government and in the public domain (17 U.S.C. § 105). Credit: United States Code, Office of the Law Revision Counsel / U.S. Government Publishing Office (govinfo.gov). Statutory text only: editorial and statutory notes are left out.',
    snapshot: '2025-08-29',
    reader: {
      publisher:
        'Office of the Law Revision Counsel of the U.S. House of Representatives (govinfo.gov)',
      release: 'public domain; statutory text without the editorial notes',
    },
  },
  'eu-legislation-competition-ip': {
    folder: 'eu-legislation-competition-ip',
    collection: 'EU legislation',
    origin:
      'GitHub SFHAJJI/lex-corpus-eu-eurlex, commit ac1c73005c2e5b0cb929315eea186cf4401e192e, verbatim EUR-Lex/Cellar manifestations (English)',
    terms:
      '© European Union, https://eur-lex.europa.eu/. Reuse permitted with attribution (Commission Decision 2011/833/EU). Consolidated texts are documentation without legal effect; only acts published in the Official Journal are authentic. Compilation: Lex / SFHAJJI, CC-BY-4.0.',
    snapshot: '2026-08-22',
    reader: {
      publisher: 'Publications Office of the European Union (EUR-Lex)',
      release:
        'reuse with acknowledgement; consolidated texts are documentation without legal effect',
    },
  },
  'eu-digital-markets-act': {
    folder: 'eu-digital-markets-act',
    collection: 'EU legislation',
    origin:
      'GitHub maastrichtlawtech/eur-lex-visualiser, commit 5d7f15a613ecf57b8f36323d709ed492cd33675b (public/data/dma.xhtml), the Official Journal XHTML of OJ L 265, 12.10.2022, p. 1',
    terms:
      '© European Union, https://eur-lex.europa.eu/. Reuse permitted with attribution (Commission Decision 2011/833/EU). Only the Official Journal version is authentic.',
    snapshot: '2025-11-03',
    reader: {
      publisher: 'Official Journal of the European Union (EUR-Lex)',
      release: 'reuse with acknowledgement; the Official Journal version is authentic',
    },
  },
  'uncitral-arbitration-rules': {
    folder: 'uncitral-arbitration-rules',
    collection: 'Arbitration rules',
    origin:
      'GitHub Cryptonomica/arbitration-rules, commit ea252b4b49a59779fd253da8c39adbb26ebe50de (Arbitration_Rules/UNCITRAL/UNCITRAL-Arbitration-Rules-2013-e.md), a Markdown transcription of the UN publication V.14-00024 (2014)',
    terms:
      '© United Nations — UNCITRAL, https://uncitral.un.org. Official UN text (General Assembly resolutions 65/22 and 68/109), reproduced with acknowledgement; unofficial transcription, the UN terms of reuse are to be confirmed.',
    snapshot: '2018-12-17',
    reader: {
      publisher: 'United Nations Commission on International Trade Law (UNCITRAL)',
      release: 'official UN text, unofficial transcription',
    },
  },
  'ew-judgments-find-case-law': {
    folder: 'ew-judgments-find-case-law',
    collection: 'England and Wales judgments',
    origin:
      'GitHub nationalarchives/ds-caselaw-data-enrichment-service, commit bfc679e5eeeb0023dad5a5697121da473e3f61e4 (2020 Court of Appeal judgments) and later fixtures of the same repository and of i-dot-ai/lex, commit 363efd8854a7cb0df1dbfca7b94affb621d12b31; Akoma Ntoso XML of Find Case Law, The National Archives',
    terms:
      'Contains public sector information licensed under the Open Justice Licence v1.0; source: Find Case Law, The National Archives.',
    snapshot: '2022-03-08',
    reader: {
      publisher: 'Find Case Law, The National Archives',
      release: 'Open Justice Licence',
    },
  },
  'ca-federal-statutes-arbitration-ip-competition': {
    folder: 'ca-federal-statutes-arbitration-ip-competition',
    collection: 'Canadian federal statutes',
    origin:
      'GitHub justicecanada/laws-lois-xml, commit d6853c4af2ae0b7ab8c205a0e95ee734b9945c31, the XML behind the Justice Laws Website (consolidated Acts)',
    terms:
      'Contains information licensed under the Open Government Licence – Canada; source: Justice Laws Website (Department of Justice Canada). Consolidated, from Justice Laws XML.',
    snapshot: '2026-07-23',
    reader: {
      publisher: 'Department of Justice Canada (Justice Laws Website)',
      release: 'consolidated Acts, Open Government Licence – Canada',
    },
  },
} as const satisfies Record<string, SourceInfo>

export type SourceName = keyof typeof SOURCES

export function provenance(source: SourceName, sourceRef?: string, notes?: string) {
  const s = SOURCES[source]
  return {
    source: s.folder,
    origin: s.origin,
    terms: s.terms,
    ...(sourceRef ? { sourceRef } : {}),
    ...(notes ? { notes } : {}),
  }
}

/** A source in the reader's words: one short line and the details behind it. */
export function sourceNote(
  p: { source: string; terms: string; notes?: string },
  collection: string,
): { line: string; details: string[] } {
  const known = (SOURCES as Record<string, SourceInfo>)[p.source]
  if (!known) return { line: collection, details: [p.notes, p.terms].filter(isText) }
  const r = known.reader
  return {
    line: `${r.publisher}; ${r.release}`,
    details: [r.dates, p.notes, readerTerms(p.terms)].filter(isText),
  }
}

const isText = (s: string | undefined): s is string => Boolean(s?.trim())

// The terms without the sentence about the repository the texts were taken from.
function readerTerms(terms: string): string {
  return terms
    .split(/(?<=\.)\s+/)
    .filter((sentence) => !/\brepository\b|\bGitHub\b|\bcommit\b/i.test(sentence))
    .join(' ')
}
