// Reads a content index as the peers load it: one row per document with what the engine filters
// and sorts on (the index's own doc_meta), its title, sections and facet values, in rowid order.
// One reader, so PostgreSQL and Xapian get exactly the same data.
import Database from 'better-sqlite3'

export type IndexRow = {
  rowid: number
  /** Bit mask of editions: KA 1, KIPL 2, KCL 4. */
  editions: number
  kind: string
  date: string | null
  published: string | null
  ai: number
  /** Rowid of the parent publication (chapters). */
  pub: number | null
  hasDocs: number
  titleKey: string
  pubKey: string
  title: string
  summary: string | null
  /** Heading line (when there is one) and text of each section, in order. */
  sections: string[]
  facets: [facet: string, value: string][]
}

export function* indexRows(path: string): Generator<IndexRow> {
  // One connection per cursor: three statements step side by side, merged on the rowid.
  const open = () => new Database(path, { readonly: true })
  const [a, b, c] = [open(), open(), open()]
  try {
    const docs = a
      .prepare(
        `SELECT m.rowid, m.editions, m.kind, m.date, m.published, m.ai, m.pub,
          m.has_docs AS hasDocs, m.title_key AS titleKey, m.pub_key AS pubKey, d.title, d.summary
        FROM doc_meta m JOIN documents d ON d.rowid = m.rowid ORDER BY m.rowid`,
      )
      .iterate() as IterableIterator<Omit<IndexRow, 'sections' | 'facets'>>
    const sections = b
      .prepare(
        `SELECT doc_rowid, CASE WHEN heading = '' THEN text ELSE heading || char(10) || text END
        FROM sections ORDER BY doc_rowid, ordinal`,
      )
      .raw()
      .iterate() as IterableIterator<[number, string]>
    const facets = c
      .prepare('SELECT doc_rowid, facet, value FROM facets ORDER BY doc_rowid')
      .raw()
      .iterate() as IterableIterator<[number, string, string]>
    let section = sections.next()
    let facet = facets.next()
    for (const doc of docs) {
      const row: IndexRow = { ...doc, sections: [], facets: [] }
      while (!section.done && section.value[0] < doc.rowid) section = sections.next()
      while (!section.done && section.value[0] === doc.rowid) {
        row.sections.push(section.value[1])
        section = sections.next()
      }
      while (!facet.done && facet.value[0] < doc.rowid) facet = facets.next()
      while (!facet.done && facet.value[0] === doc.rowid) {
        row.facets.push([facet.value[1], facet.value[2]])
        facet = facets.next()
      }
      yield row
    }
  } finally {
    for (const db of [a, b, c]) db.close()
  }
}

/** The document body as the index's documents_text view gives it: sections apart by a blank line. */
export const bodyOf = (row: IndexRow) => row.sections.join('\n\n')
