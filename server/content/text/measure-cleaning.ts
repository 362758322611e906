// Measures the cleaning stage on awards the starter corpus does not hold:
//   npx tsx server/content/text/measure-cleaning.ts [../shared/corpus] [50]
// For each award, the reading view's text built without the stage ("before") and with it
// ("after"): the share with dot-leader or garbage runs, with contents entries as headings, with
// missing-glyph boxes, and of awards with numbered paragraphs that have paragraph anchors.
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { readJsonLines } from '../ingest/jsonl.ts'
import { mapAward } from '../ingest/adapters/isds-awards.ts'
import { type CanonicalDocument, documentSchema } from '../model.ts'
import { hasNoiseRun } from './clean.ts'
import { isFalseHeading } from './clean-document.ts'
import { readingView } from './measure-fidelity.ts'

type Raw = Parameters<typeof mapAward>[0]

const BOX = /[\ufffd\u25a1\u25af\u0080-\u009f]/

function view(raw: Raw, clean: boolean): CanonicalDocument {
  return clean ? readingView(raw) : documentSchema.parse(mapAward(raw, []).doc)
}

export function measure(doc: CanonicalDocument, raw: Raw) {
  const text = doc.sections.map((s) => `${s.heading}\n${s.text}`).join('\n')
  const numbered = (raw.text.match(/^\s*\d{1,4}\.\s+\S/gm) ?? []).length >= 10
  return {
    noise: hasNoiseRun(text),
    tocHeadings: doc.sections.some((s) => isFalseHeading(s.heading)),
    boxes: BOX.test(text) || BOX.test(doc.title),
    numbered,
    anchored: doc.sections.some((s) => s.html.includes('<p id="para-')),
    headings: doc.sections.filter((s) => s.heading).length,
  }
}

async function main() {
  const corpus = process.argv[2] ?? '../shared/corpus'
  const n = Number(process.argv[3] ?? 50)
  const starter = new Set<string>()
  for await (const item of readJsonLines('data/starter/isds-awards.jsonl.gz'))
    if (!('error' in item)) starter.add(String((item.value as { id: string }).id))
  const dir = join(corpus, 'isds-awards')
  const awards: Raw[] = []
  for (const file of readdirSync(dir)
    .filter((f) => /^documents-\d+\.jsonl\.gz$/.test(f))
    .sort())
    for await (const item of readJsonLines(join(dir, file))) {
      if ('error' in item) continue
      const raw = item.value as Raw
      if (raw.document_type === 'award' && !starter.has(raw.id)) awards.push(raw)
    }
  const sample = awards.sort((a, b) => a.id.localeCompare(b.id)).slice(0, n)
  const rows = sample.map((raw) => ({
    id: raw.id,
    before: measure(view(raw, false), raw),
    after: measure(view(raw, true), raw),
  }))
  const share = (pick: (r: (typeof rows)[number]) => boolean, of = rows) =>
    `${of.filter(pick).length}/${of.length}`
  const numbered = rows.filter((r) => r.after.numbered)
  console.log(
    JSON.stringify(
      {
        awards: rows.length,
        noiseBefore: share((r) => r.before.noise),
        noiseAfter: share((r) => r.after.noise),
        tocHeadingsBefore: share((r) => r.before.tocHeadings),
        tocHeadingsAfter: share((r) => r.after.tocHeadings),
        boxesBefore: share((r) => r.before.boxes),
        boxesAfter: share((r) => r.after.boxes),
        anchoredBefore: share((r) => r.before.anchored, numbered),
        anchoredAfter: share((r) => r.after.anchored, numbered),
        stillNoisy: rows.filter((r) => r.after.noise).map((r) => r.id),
        notAnchored: numbered.filter((r) => !r.after.anchored).map((r) => r.id),
      },
      null,
      2,
    ),
  )
}

if (process.argv[1]?.endsWith('measure-cleaning.ts')) await main()
