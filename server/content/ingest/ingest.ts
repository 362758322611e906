// Ingest: read sources, validate canonical documents, write the content index into a temporary
// file beside the target and rename it over the target (readers never see a half-built index).
import { createHash, type Hash } from 'node:crypto'
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs'
import { basename, dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import Database from 'better-sqlite3'
import { type CanonicalDocument, documentSchema } from '../model.ts'
import { cleanDocument } from '../text/clean-document.ts'
import { titleFaults } from '../text/titles.ts'
import { markVoices } from '../voice/voices.ts'
import {
  IndexWriter,
  type IndexCounts,
  isDuplicateDocumentError,
  SCHEMA_PATH,
  SCHEMA_VERSION,
} from '../../search/fts5/index-writer.ts'
import { ADAPTERS, canonicalAdapter } from './adapters/index.ts'
import type { AdapterItem, AdapterOptions, SourceAdapter } from './types.ts'

export type IngestIssue = { source: string; file: string; line: number; reason: string }

export type IngestReport = IndexCounts & {
  out: string
  issues: IngestIssue[]
  skipped: number
  seconds: number
  documentsPerSecond: number
}

export type IngestOptions = {
  dir: string // ../shared/corpus (raw sources), one source folder, or a folder of canonical files
  out: string // target index file
  onIssue?: (issue: IngestIssue) => void
  onSource?: (source: string) => void
}

export class IngestError extends Error {
  readonly code = 'INGEST_ERROR'
  constructor(message: string) {
    super(message)
    this.name = 'IngestError'
  }
}

export function isIngestError(e: unknown): e is IngestError {
  return (e as { code?: unknown } | null)?.code === 'INGEST_ERROR'
}

export type SourceDir = { adapter: SourceAdapter; dir: string }

// Which sources a folder holds: known source folders inside it (by folder name), the folder
// itself when it is one source, or canonical JSONL files.
export function detectSources(dir: string): SourceDir[] {
  if (!existsSync(dir) || !statSync(dir).isDirectory()) {
    throw new IngestError(`not a folder: ${dir}`)
  }
  const own = ADAPTERS.find((a) => a.name === basename(resolve(dir)) && a.detect(dir))
  if (own) return [{ adapter: own, dir }]
  const found = readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const adapter = ADAPTERS.find((a) => a.name === name)
      const sub = join(dir, name)
      return adapter && adapter.detect(sub) ? [{ adapter, dir: sub }] : []
    })
  if (found.length > 0) return found
  if (canonicalAdapter.detect(dir)) return [{ adapter: canonicalAdapter, dir }]
  throw new IngestError(`no known source or canonical .jsonl files in ${dir}`)
}

// Zod issues → one line: 'title: Too small; editions.0: Invalid option'.
function describe(error: { issues: Array<{ path: PropertyKey[]; message: string }> }): string {
  return error.issues
    .slice(0, 5)
    .map((i) => `${i.path.map(String).join('.') || '(record)'}: ${i.message}`)
    .join('; ')
}

// Validates adapter output: yields valid documents and reports the rest.
export async function* validDocuments(
  adapter: SourceAdapter,
  dir: string,
  report: (issue: IngestIssue) => void,
  options?: AdapterOptions,
): AsyncGenerator<{ doc: CanonicalDocument; file: string; line: number }> {
  for await (const item of adapter.read(dir, options) as AsyncIterable<AdapterItem>) {
    if ('error' in item) {
      report({ source: adapter.name, file: item.file, line: item.line, reason: item.error })
      continue
    }
    const parsed = documentSchema.safeParse(item.doc)
    if (!parsed.success) {
      const id = (item.doc as { id?: unknown })?.id
      report({
        source: adapter.name,
        file: item.file,
        line: item.line,
        reason: `${typeof id === 'string' ? `${id}: ` : ''}${describe(parsed.error)}`,
      })
      continue
    }
    // Every document, whatever its source, passes the cleaning stage (decision 110); the
    // paragraphs of a decision are marked with their voice (decision 244). A title that still
    // holds a note, markup, Markdown or a path is refused (decision 248).
    const doc = markVoices(cleanDocument(parsed.data))
    const faults = titleFaults(doc)
    if (faults.length > 0) {
      report({
        source: adapter.name,
        file: item.file,
        line: item.line,
        reason: `${doc.id}: ${faults.slice(0, 3).join('; ')}`,
      })
      continue
    }
    yield { doc, file: item.file, line: item.line }
  }
}

export async function ingest(options: IngestOptions): Promise<IngestReport> {
  const started = performance.now()
  const sources = detectSources(options.dir)
  const out = resolve(options.out)
  mkdirSync(dirname(out), { recursive: true })
  const tmp = join(dirname(out), `.${basename(out)}.${process.pid}.${Date.now()}.tmp`)
  const issues: IngestIssue[] = []
  const report = (issue: IngestIssue) => {
    issues.push(issue)
    options.onIssue?.(issue)
  }
  const writer = new IndexWriter(tmp)
  try {
    for (const { adapter, dir } of sources) {
      options.onSource?.(adapter.name)
      for await (const { doc, file, line } of validDocuments(adapter, dir, report)) {
        try {
          writer.add(doc)
        } catch (e) {
          if (!isDuplicateDocumentError(e)) throw e
          report({ source: adapter.name, file, line, reason: e.message })
        }
      }
    }
    const counts = writer.finish()
    renameSync(tmp, out)
    const seconds = (performance.now() - started) / 1000
    return {
      ...counts,
      out,
      issues,
      skipped: issues.length,
      seconds,
      documentsPerSecond: seconds > 0 ? Math.round(counts.total / seconds) : counts.total,
    }
  } catch (e) {
    writer.abort()
    rmSync(tmp, { force: true })
    throw e
  }
}

// Builds the content index from the starter corpus when the file does not exist yet (first
// start on the embedded defaults) or was built from another starter corpus, schema version or
// deriving code.
// An index built from another corpus is left alone.
export async function ensureContentIndex(options: {
  indexPath: string
  starterDir: string
}): Promise<{ built: boolean }> {
  const fingerprint = folderFingerprint(options.starterDir)
  if (existsSync(options.indexPath)) {
    // An index built from another corpus (`npm run ingest`) has no starter fingerprint and is
    // left alone; one built from an older starter corpus is built again.
    const built = starterFingerprintOf(options.indexPath)
    if (built === null || built === fingerprint) return { built: false }
  }
  await ingest({ dir: options.starterDir, out: options.indexPath })
  const db = new Database(options.indexPath)
  try {
    db.prepare("INSERT OR REPLACE INTO meta (key, value) VALUES ('starter_fingerprint', ?)").run(
      fingerprint,
    )
  } finally {
    db.close()
  }
  return { built: true }
}

/** The starter corpus's fingerprint recorded in an index, or null if it has none. */
function starterFingerprintOf(indexPath: string): string | null {
  const db = new Database(indexPath, { readonly: true })
  try {
    const row = db.prepare("SELECT value FROM meta WHERE key = 'starter_fingerprint'").get() as
      { value: string } | undefined
    return row?.value ?? null
  } catch {
    return null // not an index of ours: leave it to the engine to say so
  } finally {
    db.close()
  }
}

/**
 * A hash of a folder's file names and contents (the starter corpus is a few megabytes), of the
 * index schema (its version and text) and of the code that derives the index from the documents,
 * so that a starter index an older schema, cleaner or extractor built is built again.
 */
function folderFingerprint(dir: string): string {
  const hash = createHash('sha256')
    .update(`schema ${SCHEMA_VERSION}\0`)
    .update(readFileSync(SCHEMA_PATH))
  hashFiles(hash, dir, () => true)
  // (in a build, the bundle holding this module; from source, the folders whose code cleans the
  // documents, writes the index and derives its arbitrator tables)
  const self = fileURLToPath(import.meta.url)
  if (self.endsWith('.js')) hash.update(readFileSync(self))
  else
    for (const code of DERIVING_CODE)
      hashFiles(hash, fileURLToPath(new URL(code, import.meta.url)), (path) =>
        /(?<!\.test)\.ts$/.test(path),
      )
  return hash.digest('hex')
}

const DERIVING_CODE = ['../', '../../search/fts5/', '../../arbitrators/']

function hashFiles(hash: Hash, dir: string, wanted: (path: string) => boolean) {
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((name) => join(dir, name))
    .filter((path) => wanted(path) && statSync(path).isFile())
    .sort()
  for (const path of files) {
    hash.update(relative(dir, path)).update('\0').update(readFileSync(path)).update('\0')
  }
}
