import { createReadStream, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import { createGunzip } from 'node:zlib'

export type JsonLine = { line: number; value: unknown } | { line: number; error: string }

// Streams a JSON Lines file (gzip when the name ends in .gz), one parsed value per line.
// Blank lines are skipped; a line that is not JSON yields an error with its line number.
export async function* readJsonLines(file: string): AsyncGenerator<JsonLine> {
  const raw = createReadStream(file, { highWaterMark: 1 << 20 })
  const input = file.endsWith('.gz') ? raw.pipe(createGunzip({ chunkSize: 1 << 20 })) : raw
  const lines = createInterface({ input, crlfDelay: Infinity })
  let line = 0
  try {
    for await (const text of lines) {
      line++
      if (!text.trim()) continue
      try {
        yield { line, value: JSON.parse(text) as unknown }
      } catch (e) {
        yield { line, error: `invalid JSON: ${(e as Error).message}` }
      }
    }
  } finally {
    lines.close()
    raw.destroy()
  }
}

// Minimal RFC 4180 CSV parser (quoted fields, doubled quotes, newlines inside quotes).
export function parseCsv(text: string): Array<Record<string, string>> {
  const rows: string[][] = []
  let row: string[] = []
  let field = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const c = text[i]
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"'
        i++
      } else if (c === '"') quoted = false
      else field += c
    } else if (c === '"') quoted = true
    else if (c === ',') {
      row.push(field)
      field = ''
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++
      row.push(field)
      rows.push(row)
      row = []
      field = ''
    } else field += c
  }
  if (field || row.length) {
    row.push(field)
    rows.push(row)
  }
  const [header, ...body] = rows.filter((r) => r.some((f) => f !== ''))
  if (!header) return []
  const keys = header.map((h) => h.replace(/^\uFEFF/, '').trim())
  return body.map((r) => Object.fromEntries(keys.map((k, i) => [k, r[i] ?? ''])))
}

/** Every record of a source folder's JSON Lines files, file by file in name order; bad lines skipped. */
export async function* sourceRecords(dir: string): AsyncGenerator<Record<string, unknown>> {
  const files = readdirSync(dir)
    .filter((f) => /\.jsonl(\.gz)?$/.test(f))
    .sort()
  for (const file of files)
    for await (const item of readJsonLines(join(dir, file)))
      if (!('error' in item) && item.value && typeof item.value === 'object')
        yield item.value as Record<string, unknown>
}
