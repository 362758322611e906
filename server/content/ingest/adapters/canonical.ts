// Canonical JSON Lines (gzip or plain): one canonical document per line, as written by the
// starter-corpus builder or by editors. Section HTML is sanitised again on the way in, and a
// section without `text` gets it from its HTML.
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { htmlToText, sanitizeBodyHtml } from '../../text/html.ts'
import { readJsonLines } from '../jsonl.ts'
import type { AdapterItem, AdapterOptions, SourceAdapter } from '../types.ts'

const CANONICAL_FILE = /\.jsonl(\.gz)?$/

export function canonicalFiles(dir: string): string[] {
  return existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => CANONICAL_FILE.test(f))
        .sort()
    : []
}

function normaliseSections(value: unknown): unknown {
  if (!Array.isArray(value)) return value
  return value.map((s: unknown) => {
    if (!s || typeof s !== 'object') return s
    const section = s as { heading?: unknown; html?: unknown; text?: unknown }
    if (typeof section.html !== 'string') return s
    const html = sanitizeBodyHtml(section.html)
    return {
      ...section,
      html,
      text: typeof section.text === 'string' ? section.text : htmlToText(html),
    }
  })
}

export const canonicalAdapter: SourceAdapter = {
  name: 'canonical',
  detect: (dir) => canonicalFiles(dir).length > 0,
  async *read(dir: string, options: AdapterOptions = {}): AsyncGenerator<AdapterItem> {
    for (const file of canonicalFiles(dir)) {
      for await (const item of readJsonLines(join(dir, file))) {
        if ('error' in item) {
          yield { file, line: item.line, error: item.error }
          continue
        }
        const value = item.value
        if (!value || typeof value !== 'object' || Array.isArray(value)) {
          yield { file, line: item.line, error: 'expected a JSON object' }
          continue
        }
        const doc = value as Record<string, unknown>
        if (options.select && !options.select(String(doc.id))) continue
        yield {
          file,
          line: item.line,
          doc: { ...doc, sections: normaliseSections(doc.sections) } as never,
        }
      }
    }
  },
}
