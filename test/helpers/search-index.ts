// Builds a real content index from the canonical JSONL fixture, through the ingest writer, into a
// temporary folder. Tests open it with the search engine and remove it afterwards.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { documentSchema } from '#server/content/model.ts'
import { IndexWriter } from '#server/search/fts5/index-writer.ts'

export const SEARCH_FIXTURE = fileURLToPath(
  new URL('../fixtures/search/documents.jsonl', import.meta.url),
)

export type TempIndex = { path: string; cleanup(): void }

export function buildTempIndex(file = SEARCH_FIXTURE): TempIndex {
  const dir = mkdtempSync(join(tmpdir(), 'search-index-'))
  const path = join(dir, 'content.sqlite')
  const writer = new IndexWriter(path)
  try {
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      if (line.trim()) writer.add(documentSchema.parse(JSON.parse(line)))
    }
    writer.finish()
  } catch (e) {
    writer.abort()
    rmSync(dir, { recursive: true, force: true })
    throw e
  }
  return { path, cleanup: () => rmSync(dir, { recursive: true, force: true }) }
}
