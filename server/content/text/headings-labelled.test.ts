// The reading view's headings against the headings the documents really have, written down by
// reading the source texts (test/fixtures/reading/headings.json, frozen): precision (of the
// headings shown, how many are real) and recall (of the real headings, how many are shown). The
// Contents panel lists these headings when there are three or more.
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { NOTES_HEADING } from './footnotes.ts'
import { canonicalAdapter } from '../ingest/adapters/index.ts'
import { validDocuments } from '../ingest/ingest.ts'
import type { CanonicalDocument } from '../model.ts'

type Label = { source: string; id: string; headings: string[]; acceptable: string[] }

const FILE = join(import.meta.dirname, '../../../test/fixtures/reading/headings.json')
const SHA256 = 'db14f2dd4f7efee627d78aad3fa20ab7f344f88583f33f617d18141d7fb824ac'
// Where the reading view stands: the floors only rise.
const FLOOR = { precision: 0.92, recall: 0.76 }

/**
 * A heading as compared: no case, accents, punctuation, or leading number or letter, however OCR
 * wrote it ('IV.', 'Il.', 'Cc.', 'I,' are all a part's number).
 */
export function headingKey(heading: string): string {
  return heading
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/^\s*(?:[ivxl]+|[a-z]{1,2}|\d+(?:\.\d+)*)[.,)]\s*/u, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
}

async function read(ids: Set<string>): Promise<CanonicalDocument[]> {
  const docs: CanonicalDocument[] = []
  const dir = join(import.meta.dirname, '../../../data/starter')
  for await (const { doc } of validDocuments(canonicalAdapter, dir, () => {}, {
    select: (id) => ids.has(id),
  }))
    docs.push(doc)
  return docs
}

type Tally = { shown: number; real: number; labelled: number; found: number }

function tally(doc: CanonicalDocument, label: Label, wrong: string[]): Tally {
  const left = label.headings.map(headingKey)
  const acceptable = label.acceptable.map(headingKey)
  let shown = 0
  let real = 0
  for (const s of doc.sections) {
    // The Notes section is the portal's (a scan's page-foot notes gathered), not the text's.
    if (!s.heading.trim() || s.heading === NOTES_HEADING) continue
    const key = headingKey(s.heading)
    const at = left.indexOf(key)
    if (at >= 0) {
      left.splice(at, 1)
      shown++
      real++
    } else if (!acceptable.some((a) => key.startsWith(a))) {
      shown++
      wrong.push(`${label.id}: ${s.heading}`)
    }
  }
  for (const missed of left) wrong.push(`${label.id}: missed ${missed}`)
  return {
    shown,
    real,
    labelled: label.headings.length,
    found: label.headings.length - left.length,
  }
}

describe('headings of the reading view against the labelled sources', async () => {
  const bytes = readFileSync(FILE)
  const labels = (JSON.parse(bytes.toString('utf8')) as { documents: Label[] }).documents
  const docs = await read(new Set(labels.map((l) => l.id)))

  test('the labels are frozen and cover twenty documents of five kinds of source', () => {
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(SHA256)
    expect(labels.length).toBeGreaterThanOrEqual(20)
    expect(new Set(labels.map((l) => l.source)).size).toBeGreaterThanOrEqual(5)
  })

  test('heading precision and recall hold their floors', () => {
    const wrong: string[] = []
    const bySource = new Map<string, Tally>()
    for (const label of labels) {
      const doc = docs.find((d) => d.id === label.id)
      expect(doc, label.id).toBeDefined()
      const t = tally(doc!, label, wrong)
      const sum = bySource.get(label.source) ?? { shown: 0, real: 0, labelled: 0, found: 0 }
      bySource.set(label.source, {
        shown: sum.shown + t.shown,
        real: sum.real + t.real,
        labelled: sum.labelled + t.labelled,
        found: sum.found + t.found,
      })
    }
    const all = [...bySource.values()].reduce((a, t) => ({
      shown: a.shown + t.shown,
      real: a.real + t.real,
      labelled: a.labelled + t.labelled,
      found: a.found + t.found,
    }))
    const line = (name: string, t: Tally) =>
      `${name}: ${t.shown} shown, ${t.real} real (precision ${(t.real / t.shown).toFixed(2)}); ` +
      `${t.labelled} labelled, ${t.found} shown (recall ${(t.found / t.labelled).toFixed(2)})`
    console.info(
      [...[...bySource].map(([source, t]) => line(source, t)), line('all', all)].join('\n'),
    )
    expect(all.real / all.shown, wrong.join('\n')).toBeGreaterThanOrEqual(FLOOR.precision)
    expect(all.found / all.labelled, wrong.join('\n')).toBeGreaterThanOrEqual(FLOOR.recall)
  })
})
