import type { Evidence } from './types.ts'

/** The line an offset of the text falls on, as evidence: its 1-based number and its words. */
export function lineAt(text: string, offset: number): Evidence {
  const start = text.lastIndexOf('\n', Math.max(0, offset - 1)) + 1
  const end = text.indexOf('\n', offset)
  let line = 1
  for (let i = text.indexOf('\n'); i >= 0 && i < start; i = text.indexOf('\n', i + 1)) line++
  return {
    line,
    text: text
      .slice(start, end < 0 ? text.length : end)
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 300),
  }
}
