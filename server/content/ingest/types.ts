import type { CanonicalDocumentInput } from '../model.ts'

// One outcome of reading a source: a document to validate, or a record that could not be mapped.
export type AdapterItem =
  | { file: string; line: number; doc: CanonicalDocumentInput }
  | { file: string; line: number; error: string }

export type AdapterOptions = {
  // Keeps only raw records whose id passes (used to build the starter corpus). Derived records
  // (cases, publications) follow the records they are built from.
  select?: (rawId: string) => boolean
}

export interface SourceAdapter {
  // Folder name in ../shared/corpus (or 'canonical' for canonical JSONL files).
  readonly name: string
  // True when `dir` holds this source.
  detect(dir: string): boolean
  read(dir: string, options?: AdapterOptions): AsyncIterable<AdapterItem>
}
