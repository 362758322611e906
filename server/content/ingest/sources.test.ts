import { describe, expect, test } from 'vitest'
import { provenance, SOURCES, type SourceName, sourceNote } from './sources.ts'

// Where a text was taken from (repository, commit) stays in the data: the document and case
// pages show the source in the reader's words only.
const REPOSITORY_TEXT = /github|gitlab|\brepositor(?:y|ies)\b|\bcommit\b|\b[0-9a-f]{7,40}\b/i

describe('the source line a page shows', () => {
  test.each(Object.keys(SOURCES) as SourceName[])('%s names no repository or commit', (name) => {
    const p = provenance(name, 'data/some-file.json', 'Dates are read from the first page.')
    expect(p.origin).toMatch(/\S/) // kept in the data
    const note = sourceNote(p, SOURCES[name].collection)
    expect(note.line).toMatch(/\S/)
    for (const text of [note.line, ...note.details]) expect(text).not.toMatch(REPOSITORY_TEXT)
  })

  test('a source the table does not know shows its collection and notes', () => {
    const note = sourceNote({ source: 'elsewhere', terms: 'Public domain.' }, 'Other texts')
    expect(note).toEqual({ line: 'Other texts', details: ['Public domain.'] })
  })
})
