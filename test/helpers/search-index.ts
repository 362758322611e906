// Builds a real content index from the canonical JSONL fixture, through the ingest writer, into a
// temporary folder. Tests open it with the search engine and remove it afterwards.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { documentSchema, type CanonicalDocument } from '#server/content/model.ts'
import { IndexWriter } from '#server/search/fts5/index-writer.ts'

export const SEARCH_FIXTURE = fileURLToPath(
  new URL('../fixtures/search/documents.jsonl', import.meta.url),
)

export type TempIndex = { path: string; cleanup(): void }

export function buildTempIndex(file = SEARCH_FIXTURE): TempIndex {
  const lines = readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
  return buildTempIndexOf(lines.map((line) => documentSchema.parse(JSON.parse(line))))
}

/** The fixture's first document (an award of KA), as a template for generated ones. */
export function fixtureDocument(): CanonicalDocument {
  return documentSchema.parse(JSON.parse(readFileSync(SEARCH_FIXTURE, 'utf8').split('\n')[0]))
}

/** An index of the given documents, in a temporary folder. */
export function buildTempIndexOf(documents: Iterable<CanonicalDocument>): TempIndex {
  const dir = mkdtempSync(join(tmpdir(), 'search-index-'))
  const path = join(dir, 'content.sqlite')
  const writer = new IndexWriter(path)
  try {
    for (const doc of documents) writer.add(doc)
    writer.finish()
  } catch (e) {
    writer.abort()
    rmSync(dir, { recursive: true, force: true })
    throw e
  }
  return { path, cleanup: () => rmSync(dir, { recursive: true, force: true }) }
}
