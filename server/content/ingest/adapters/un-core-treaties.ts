// un-core-treaties → 28 core UN treaties as books (preamble + one chapter per article), English
// text only, in every edition as public international law reference.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import type { CanonicalDocumentInput, DocumentType } from '../../model.ts'
import { paragraphsToBlocks } from '../../text/html.ts'
import { type OutlineNode, publicationDocuments } from '../publication.ts'
import { provenance, SOURCES } from '../sources.ts'
import { editionsServed } from '#sites/sources.ts'
import { jsonLinesAdapter } from '../jsonl-adapter.ts'

const NAME = 'un-core-treaties'
const FILE = 'treaties.jsonl.gz'

type RawArticle = { article: string; title_en?: string; content_en?: string }
type RawUnTreaty = { id: string; treaty_en: string; preamble_en?: string; articles: RawArticle[] }

const DIGITS: Record<string, number> = {
  零: 0,
  〇: 0,
  一: 1,
  二: 2,
  兩: 2,
  三: 3,
  四: 4,
  五: 5,
  六: 6,
  七: 7,
  八: 8,
  九: 9,
}
const UNITS: Record<string, number> = { 十: 10, 百: 100, 千: 1000 }

// Chinese numerals as used for article numbers: '一' → '1', '二百八十七' → '287', '八之二' → '8-2'.
export function chineseNumeral(value: string): string | undefined {
  const parts = value.trim().split('之')
  const out: number[] = []
  for (const part of parts) {
    if (/^\d+$/.test(part)) {
      out.push(Number(part))
      continue
    }
    let total = 0
    let digit = -1
    for (const ch of part) {
      if (ch in DIGITS) digit = DIGITS[ch]
      else if (ch in UNITS) {
        total += (digit < 0 ? 1 : digit) * UNITS[ch]
        digit = -1
      } else return undefined
    }
    if (digit >= 0) total += digit
    out.push(total)
  }
  return out.length ? out.join('-') : undefined
}

function displayType(title: string): DocumentType {
  return /\bconvention\b/i.test(title) ? 'Conventions' : 'Treaties'
}

export function mapUnTreaty(raw: RawUnTreaty): CanonicalDocumentInput[] {
  const outline: OutlineNode[] = []
  if (raw.preamble_en?.trim()) {
    outline.push({ label: 'Preamble', blocks: paragraphsToBlocks(raw.preamble_en), children: [] })
  }
  raw.articles.forEach((a, i) => {
    const number = chineseNumeral(a.article) ?? String(i + 1)
    outline.push({
      label: `Article ${number}`,
      ...(a.title_en?.trim() ? { sublabel: a.title_en.trim() } : {}),
      blocks: paragraphsToBlocks(a.content_en ?? ''),
      children: [],
    })
  })
  const title = raw.treaty_en.trim()
  return publicationDocuments({
    id: `un-${raw.id}`,
    title,
    publicationType: 'book',
    base: {
      editions: editionsServed('un-core-treaties'),
      type: displayType(title),
      source: SOURCES[NAME].collection,
      language: 'en',
      dates: { added: SOURCES[NAME].snapshot },
      jurisdictions: ['International'],
      topics: ['Public international law'],
      legislation: /law of treaties/i.test(title)
        ? ['Vienna Convention on the Law of Treaties, 1969']
        : [],
      identifiers: { code: raw.id },
      provenance: provenance(NAME, `data/${raw.id}.json`),
    },
    description: [{ kind: 'p', text: `${title}: ${raw.articles.length} articles, English text.` }],
    outline,
    aiAvailable: (chars) => chars >= 200,
  })
}

export const unCoreTreatiesAdapter = jsonLinesAdapter<RawUnTreaty>({
  name: NAME,
  file: FILE,
  detect: (dir) => existsSync(join(dir, FILE)) && existsSync(join(dir, 'treaty.schema.json')),
  valid: (raw) => typeof raw.treaty_en === 'string' && Array.isArray(raw.articles),
  invalid: 'missing treaty_en or articles',
  map: mapUnTreaty,
})
