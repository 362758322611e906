import { existsSync } from 'node:fs'
import { join } from 'node:path'
import type { CanonicalDocumentInput } from '../model.ts'
import { readJsonLines } from './jsonl.ts'
import type { AdapterItem, AdapterOptions, SourceAdapter } from './types.ts'

type Documents = CanonicalDocumentInput | readonly CanonicalDocumentInput[] | undefined

/**
 * An adapter over one JSON-lines file of records, the shape of most sources. A line that does not
 * parse, or a record that is not `valid`, is an error item naming its line (`invalid` says what is
 * missing); `options.select` picks records by id; `map` gives a record's documents (none when it
 * serves no edition), with what `context` read once from the folder (a side table of the source).
 */
export function jsonLinesAdapter<R extends object, C = undefined>(spec: {
  name: string
  file: string
  detect?: (dir: string) => boolean
  valid: (raw: R) => boolean
  invalid: string
  context?: (dir: string) => C
  map: (raw: R, context: C) => Documents
}): SourceAdapter {
  const { name, file } = spec
  return {
    name,
    detect: spec.detect ?? ((dir) => existsSync(join(dir, file))),
    async *read(dir: string, options: AdapterOptions = {}): AsyncGenerator<AdapterItem> {
      const context = spec.context?.(dir) as C
      for await (const item of readJsonLines(join(dir, file))) {
        if ('error' in item) {
          yield { file, line: item.line, error: item.error }
          continue
        }
        const raw = item.value as (R & { id?: unknown }) | null
        if (options.select && !options.select(String(raw?.id))) continue
        if (!raw || !spec.valid(raw)) {
          yield { file, line: item.line, error: spec.invalid }
          continue
        }
        const docs = spec.map(raw, context) ?? []
        for (const doc of Array.isArray(docs) ? docs : [docs]) {
          yield { file, line: item.line, doc }
        }
      }
    },
  }
}
