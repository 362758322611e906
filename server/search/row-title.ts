import type { DocumentRecord } from '#server/content/model.ts'
import { INSTRUMENT_TYPES } from '#sites/search/modes.ts'

// A result row names what it is (decision 247): a section of a treaty, convention or statute is
// titled with its instrument ("Netherlands–Kenya BIT, Article VII"), never "Article VII" alone,
// since a row of ten "Preamble"s tells a lawyer nothing.

const instrumentTypes: ReadonlySet<string> = new Set(INSTRUMENT_TYPES)

/** A section or whole text of a treaty, convention or statute. */
export function isInstrument(type: string): boolean {
  return instrumentTypes.has(type)
}

/**
 * The instrument's short name: "A–B BIT" for a bilateral investment treaty between two named
 * States, else the publication's title.
 */
export function instrumentName(record: DocumentRecord, publicationTitle: string): string {
  const states = record.parties.filter((p) => p.role === 'Contracting party').map((p) => p.name)
  if (record.type === 'Bilateral investment treaties' && states.length === 2) {
    return `${states[0]}–${states[1]} BIT`
  }
  return publicationTitle
}

/** The row title of a document: a section of an instrument carries the instrument's name. */
export function rowTitle(
  title: string,
  record: DocumentRecord,
  publicationTitle: string | null,
): string {
  if (!isInstrument(record.type) || record.publication?.role !== 'chapter' || !publicationTitle) {
    return title
  }
  const name = instrumentName(record, publicationTitle)
  return title.toLowerCase().includes(name.toLowerCase()) ? title : `${name}, ${title}`
}
