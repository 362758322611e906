// Voices measured on hand-labelled awards (test/fixtures/reading/voices-*.json, decision 244):
// each labelled paragraph is found in the reading view by its first words and its marked voice
// compared with the reader's.
//   npx tsx server/content/voice/measure-voices.ts [tuning|held-out]   (prints the figures)
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { readAwards, readingView } from '../text/measure-fidelity.ts'
import { htmlToText } from '../text/html.ts'
import { DECIDING_VOICES, PARTY_VOICES, type Voice } from '#sites/voices.ts'

export type LabelledVoices = {
  id: string
  paragraphs: Array<{ n: number | string | null; firstWords: string; voice: Voice; why?: string }>
}

export function readLabelledVoices(file: string): LabelledVoices[] {
  return (JSON.parse(readFileSync(file, 'utf8')) as { documents: LabelledVoices[] }).documents
}

const words = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9\s]/g, ' ')
    .split(/\s+/)
    .filter(Boolean)

/** The reading view's paragraphs with their voices, number stripped. */
function paragraphsOf(html: string): Array<{ words: string[]; voice: string | null }> {
  return [...html.matchAll(/<p[^>]*?(?: data-voice="(\w+)")?>(.*?)<\/p>/g)].map((m) => ({
    voice: m[1] ?? null,
    words: words(htmlToText(m[2]).replace(/^(?:\d{1,4}(?:\.\d{1,3})*\.?|\[\d{1,4}\])\s*/, '')),
  }))
}

// The paragraph a label names: its first words begin the paragraph (three of the first four,
// the first one right, as OCR may damage one).
function find(paragraphs: ReturnType<typeof paragraphsOf>, firstWords: string) {
  const want = words(firstWords).slice(0, 4)
  return paragraphs.find((p) => {
    const got = p.words.slice(0, 5)
    return (
      got[0] === want[0] && want.filter((w) => got.includes(w)).length >= Math.min(3, want.length)
    )
  })
}

export type VoiceMeasurement = {
  labelled: number
  found: number
  right: number
  /** Deciding body's words (tribunal, operative) against the parties' (claimant, respondent, parties). */
  deciding: { labelled: number; marked: number; right: number }
  partyMarkedDeciding: number
  party: number
  misses: string[]
}

export async function measureVoices(
  dir: string,
  labels: LabelledVoices[],
): Promise<VoiceMeasurement> {
  const raws = await readAwards(dir, new Set(labels.map((l) => l.id)))
  const m: VoiceMeasurement = {
    labelled: 0,
    found: 0,
    right: 0,
    deciding: { labelled: 0, marked: 0, right: 0 },
    partyMarkedDeciding: 0,
    party: 0,
    misses: [],
  }
  const deciding = (v: string | null) => v !== null && (DECIDING_VOICES as string[]).includes(v)
  const party = (v: string | null) => v !== null && (PARTY_VOICES as string[]).includes(v)
  for (const label of labels) {
    const raw = raws.get(label.id)
    if (!raw) continue
    const doc = readingView(raw)
    const paragraphs = paragraphsOf(doc.sections.map((s) => s.html).join(''))
    for (const p of label.paragraphs) {
      m.labelled++
      const at = find(paragraphs, p.firstWords)
      const marked = at?.voice ?? null
      if (at) m.found++
      if (marked === p.voice) m.right++
      else
        m.misses.push(
          `${label.id}: "${p.firstWords}" is ${p.voice}, marked ${at ? marked : '(not found)'}`,
        )
      if (deciding(p.voice)) {
        m.deciding.labelled++
        if (deciding(marked)) m.deciding.right++
      }
      if (party(p.voice)) {
        m.party++
        if (deciding(marked)) m.partyMarkedDeciding++
      }
      if (deciding(marked) && (deciding(p.voice) || party(p.voice))) m.deciding.marked++
    }
  }
  return m
}

export function report(set: string, m: VoiceMeasurement): string {
  const r = (a: number, b: number) => `${a}/${b} (${b ? (a / b).toFixed(3) : '–'})`
  return [
    `${set}: ${m.labelled} labelled paragraphs, ${m.found} found in the reading view`,
    `  marked with the reader's voice: ${r(m.right, m.labelled)}`,
    `  the deciding body's words (tribunal, operative) against the parties': precision ${r(m.deciding.right, m.deciding.marked)}, recall ${r(m.deciding.right, m.deciding.labelled)}`,
    `  parties' paragraphs marked as the deciding body's: ${r(m.partyMarkedDeciding, m.party)}`,
  ].join('\n')
}

async function main() {
  const set = process.argv[2] ?? 'tuning'
  const labels = readLabelledVoices(resolve(`test/fixtures/reading/voices-${set}.json`))
  const m = await measureVoices(resolve('../shared/corpus/isds-awards'), labels)
  console.log(report(set, m))
  // The held-out set's misses are never printed (decision 244).
  if (set === 'tuning') for (const miss of m.misses) console.log(`  miss: ${miss}`)
}

if (process.argv[1]?.endsWith('measure-voices.ts')) await main()
