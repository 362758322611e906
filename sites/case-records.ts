// How the case page speaks of a case record (spec 001 §3 "Case info"), by the corpus the record
// comes from: an investment arbitration has a tribunal, a respondent State and proceedings; a
// Commission antitrust case has undertakings, a legal basis and decisions, and nobody sits in a
// tribunal. Pure data: the page reads its labels and sections from here, never from an edition.

export type CaseRecordWording = {
  /** Labels of the case information. */
  labels: {
    caseType: string
    outcome: string
    latestDecision: string
    legislation: string
    sector: string
  }
  /** What the record's jurisdictions are in such a case; null leaves them out. */
  jurisdictions: string | null
  /** Who decided; null where nobody sits in a tribunal. `empty: null` hides an empty panel. */
  tribunal: { title: string; empty: string | null } | null
  /** `roles: false` where every party has the same role (the panel's title says it). */
  parties: { title: string; empty: string; roles: boolean }
  /** The case's proceedings with their documents, else the documents the record links to. */
  documents: { title: string; empty: string }
}

/** A case record of a corpus not listed below: neutral words, panels only for what it has. */
export const GENERIC_CASE: CaseRecordWording = {
  labels: {
    caseType: 'Case type',
    outcome: 'Outcome',
    latestDecision: 'Latest decision',
    legislation: 'Applicable instruments',
    sector: 'Sector',
  },
  jurisdictions: 'Jurisdictions',
  tribunal: { title: 'Tribunal', empty: null },
  parties: { title: 'Parties', empty: 'The parties are not recorded for this case.', roles: true },
  documents: {
    title: 'Proceedings and documents',
    empty: 'No documents of this case are in the collection.',
  },
}

/** By corpus id (the record's provenance source, as the editions' `corpora` name it). */
export const CASE_RECORDS: Readonly<Record<string, CaseRecordWording>> = {
  'isds-awards': {
    ...GENERIC_CASE,
    // What the case is brought under, read from its texts (decision 240), not what they cite.
    labels: { ...GENERIC_CASE.labels, legislation: 'Treaty or instrument invoked' },
    jurisdictions: 'Respondent State',
    tribunal: { title: 'Tribunal', empty: 'The tribunal is not recorded for this case.' },
  },
  'ec-antitrust-cases': {
    labels: {
      caseType: 'Category',
      outcome: 'Decision type',
      latestDecision: 'Last decision',
      legislation: 'Legal basis',
      sector: 'Sector (NACE)',
    },
    // Every Commission case is the European Union's: it says nothing about the case.
    jurisdictions: null,
    tribunal: null,
    parties: {
      title: 'Undertakings concerned',
      empty: 'The undertakings are not recorded for this case.',
      roles: false,
    },
    documents: {
      title: 'Decisions and documents',
      empty: 'The Commission has published no document of this case.',
    },
  },
}

export function caseRecordWording(corpus: string): CaseRecordWording {
  return CASE_RECORDS[corpus] ?? GENERIC_CASE
}
