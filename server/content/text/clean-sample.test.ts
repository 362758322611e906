// The labelled sample (test/fixtures/cleaning/sample.json): documents of every kind of source in
// the starter corpus, read through the ingest pipeline, with what their clean text must and must
// not contain. A regression in the cleaning stage fails here.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { canonicalAdapter } from '../ingest/adapters/index.ts'
import { validDocuments } from '../ingest/ingest.ts'
import type { CanonicalDocument } from '../model.ts'
import { hasNoiseRun } from './clean.ts'
import { isFalseHeading } from './clean-document.ts'
import { NOTES_HEADING } from './footnotes.ts'

type Label = {
  source: string
  id: string
  /** Lines the reader must still see: signature blocks, the names of the tribunal, closings. */
  mustContain: string[]
  mustNotContain: string[]
  /** Awards, judgments and UDRP decisions: the headings a reader should see, judged by reading. */
  headings?: string[]
}

const SAMPLE: Label[] = JSON.parse(
  readFileSync(join(import.meta.dirname, '../../../test/fixtures/cleaning/sample.json'), 'utf8'),
)

// The sample's documents as ingest hands them to the index (the cleaning stage included).
async function read(ids: Set<string>): Promise<CanonicalDocument[]> {
  const docs: CanonicalDocument[] = []
  const dir = join(import.meta.dirname, '../../../data/starter')
  const select = { select: (id: string) => ids.has(id) }
  for await (const { doc } of validDocuments(canonicalAdapter, dir, () => {}, select))
    docs.push(doc)
  return docs
}

describe('the labelled sample reads as an edited text', async () => {
  const docs = await read(new Set(SAMPLE.map((l) => l.id)))
  test('covers at least 40 documents of five kinds of source', () => {
    expect(SAMPLE.length).toBeGreaterThanOrEqual(40)
    expect(new Set(SAMPLE.map((l) => l.source)).size).toBeGreaterThanOrEqual(5)
  })
  test('heading precision on the labelled documents is at least 0.90', () => {
    let shown = 0
    let real = 0
    for (const label of SAMPLE.filter((l) => l.headings)) {
      const left = [...label.headings!]
      for (const s of docs.find((d) => d.id === label.id)?.sections ?? []) {
        // The Notes section is the portal's (a scan's page-foot notes gathered), not the text's.
        if (!s.heading || s.heading === NOTES_HEADING) continue
        shown++
        const i = left.indexOf(s.heading)
        if (i >= 0) {
          real++
          left.splice(i, 1)
        }
      }
    }
    expect(shown).toBeGreaterThan(200)
    expect(real / shown).toBeGreaterThanOrEqual(0.9)
  })

  test.each(SAMPLE)('$source $id', (label) => {
    const doc = docs.find((d) => d.id === label.id)
    expect(doc, label.id).toBeDefined()
    const text = doc!.sections.map((s) => `${s.heading}\n${s.text}`).join('\n')
    const flat = text.replace(/\s+/g, ' ')
    expect(hasNoiseRun(text), 'dot leader or garbage run').toBe(false)
    expect(/[\ufffd\u25a1\u25af\u0080-\u009f]/.test(text + doc!.title), 'missing glyphs').toBe(
      false,
    )
    expect(doc!.sections.filter((s) => isFalseHeading(s.heading)).map((s) => s.heading)).toEqual([])
    for (const s of label.mustContain) expect(flat, 'must contain').toContain(s)
    for (const s of label.mustNotContain) expect(flat, 'must not contain').not.toContain(s)
  })
})
