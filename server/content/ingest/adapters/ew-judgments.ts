// ew-judgments-find-case-law → England and Wales judgments (Find Case Law, The National Archives)
// as court decisions with their court, neutral citation, judges and parties. Editions by the
// source's subject tags: arbitration → KA, intellectual property → KIPL, competition → KCL.
// Judgments without a tag (general civil appeals) serve none of the editions and are left out.
import type { CanonicalDocumentInput } from '../../model.ts'
import { blocksToSections, linesToBlocks, summarize } from '../../text/html.ts'
import { slugify } from '#server/lib/text.ts'
import { provenance, SOURCES } from '../sources.ts'
import { editionsServed } from '#sites/sources.ts'
import { jsonLinesAdapter } from '../jsonl-adapter.ts'

const NAME = 'ew-judgments-find-case-law'
const FILE = 'judgments.jsonl.gz'

type RawJudgment = {
  id: string
  neutral_citation?: string
  case_name?: string
  court?: string
  date?: string
  case_numbers?: string[]
  judges?: string[]
  parties?: Array<{ name: string; role?: string }>
  lower_court_citations?: string[]
  acts_mentioned?: string[]
  topics?: string[]
  findcaselaw_url?: string
  source_path?: string
  parse_note?: string
  text: string
}

/** Topics by the source's subject tag; the tag decides the editions (sites/sources.ts). */
const TAGS: Record<string, string> = {
  arbitration: 'Arbitration',
  intellectual_property: 'Intellectual property',
  competition: 'Competition law',
}

// Instruments named in the text that the legislation facet and the New York Convention tool use.
const INSTRUMENTS: Array<[RegExp, string]> = [
  [/New York Convention/, 'New York Convention, 1958'],
  [/Arbitration Act 1996/, 'Arbitration Act 1996'],
  [/Competition Act 1998/, 'Competition Act 1998'],
  [/Article 101\b[^.]{0,20}(TFEU|Treaty)/, 'Art. 101 TFEU'],
  [/Article 102\b[^.]{0,20}(TFEU|Treaty)/, 'Art. 102 TFEU'],
  [/Patents Act 1977/, 'Patents Act 1977'],
  [/Trade Marks Act 1994/, 'Trade Marks Act 1994'],
  [/Copyright, Designs and Patents Act 1988/, 'Copyright, Designs and Patents Act 1988'],
]

// A heading line of a judgment: short, no closing punctuation, not a numbered paragraph.
function isHeading(line: string): boolean {
  if (line.length > 90 || line.length < 3) return false
  if (/[.,;:)]$/.test(line) || /^[\d(‘'"“[-]/.test(line)) return false
  return /^[A-Z]/.test(line) && line.split(/\s+/).length <= 10
}

// 'KABAB-JI S.A.L. (LEBANON) v KOUT FOOD GROUP (KUWAIT)' stays as written; '(Rev 1)' goes.
function caseName(raw: RawJudgment): string {
  return (raw.case_name ?? raw.id).replace(/\s*\(Rev\s*\d+\)\s*$/i, '').trim()
}

export function mapEwJudgment(raw: RawJudgment): CanonicalDocumentInput | undefined {
  const tags = (raw.topics ?? []).filter((t) => Object.hasOwn(TAGS, t))
  if (tags.length === 0) return undefined
  const citation = raw.neutral_citation?.trim()
  const name = caseName(raw)
  const sections = blocksToSections(linesToBlocks(raw.text, isHeading))
  const date = /^\d{4}-\d{2}-\d{2}$/.test(raw.date ?? '') ? raw.date : undefined
  const judges = (raw.judges ?? [])
    .map((j) => j.trim())
    .filter(Boolean)
    .map((j) => ({ name: j, role: 'Judge' }))
  const body = raw.text.slice(raw.text.search(/^1\.\s/m) >= 0 ? raw.text.search(/^1\.\s/m) : 0)
  return {
    id: `ew-${slugify(raw.id, 60)}`,
    editions: [...new Set(tags.flatMap((t) => editionsServed('ew-judgments', t)))].sort(),
    type: 'Court decisions',
    kind: 'court_decision',
    title: citation ? `${name} ${citation}` : name,
    summary: summarize(body, 240),
    source: SOURCES[NAME].collection,
    language: 'en',
    aiAvailable: raw.text.length >= 2000,
    dates: date ? { decision: date, added: date } : {},
    jurisdictions: ['United Kingdom'],
    ...(raw.court ? { court: raw.court.replace(/^The /, '') } : {}),
    parties: (raw.parties ?? [])
      .filter((p) => p.name?.trim())
      .map((p) => ({ name: p.name.trim(), ...(p.role ? { role: p.role } : {}) })),
    caseNumbers: (raw.case_numbers ?? []).filter((c) => c.trim()),
    judges,
    topics: [...new Set(tags.map((t) => TAGS[t]))].sort(),
    legislation: INSTRUMENTS.filter(([re]) => re.test(raw.text)).map(([, l]) => l),
    identifiers: { ...(citation ? { neutralCitation: citation } : {}) },
    details: {
      jurisdiction: 'England and Wales',
      ...(raw.lower_court_citations?.length
        ? { appealFrom: raw.lower_court_citations.join('; ') }
        : {}),
    },
    links: raw.findcaselaw_url ? [{ label: 'Find Case Law', url: raw.findcaselaw_url }] : [],
    provenance: provenance(
      NAME,
      raw.source_path ?? raw.id,
      'Subject tags and the judges of 2020 Court of Appeal judgments are heuristics of the source.',
    ),
    sections,
  }
}

export const ewJudgmentsAdapter = jsonLinesAdapter<RawJudgment>({
  name: NAME,
  file: FILE,
  valid: (raw) => typeof raw.id === 'string' && typeof raw.text === 'string',
  invalid: 'missing id or text',
  map: mapEwJudgment,
})
