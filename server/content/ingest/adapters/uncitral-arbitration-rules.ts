// uncitral-arbitration-rules → the UNCITRAL Arbitration Rules (2010/2013) as a book in KA: four
// sections of articles, the Annex (model clause, statements of independence) and the Rules on
// Transparency in Treaty-based Investor-State Arbitration (their articles keyed t1-t8).
import type { CanonicalDocumentInput } from '../../model.ts'
import { slugify } from '#server/lib/text.ts'
import { type Provision, provisionKey, provisionOutline, type TocEntry } from '../provisions.ts'
import { publicationDocuments } from '../publication.ts'
import { provenance, SOURCES } from '../sources.ts'
import { editionsServed } from '#sites/sources.ts'
import { jsonLinesAdapter } from '../jsonl-adapter.ts'

const NAME = 'uncitral-arbitration-rules'
const FILE = 'rules.jsonl.gz'

type RawRules = {
  id: string
  title: string
  issuer?: string
  version?: string
  un_reference?: string
  source_path?: string
  toc: TocEntry[]
  articles: Array<{ num: string; heading?: string; text?: string }>
}

export const UNCITRAL_RULES_ID = 'uncitral-arbitration-rules'

export function mapUncitralRules(raw: RawRules): CanonicalDocumentInput[] {
  const provisions: Provision[] = raw.articles.map((a) => {
    const transparency = /^T(\d+)$/.exec(a.num)
    const isArticle = /^\d/.test(a.num)
    return {
      key: transparency
        ? `t${transparency[1]}`
        : isArticle
          ? provisionKey('art', a.num)
          : slugify(a.num, 30),
      label: transparency
        ? `Transparency Rules, Article ${transparency[1]}`
        : isArticle
          ? `Article ${a.num}`
          : a.num,
      ...(a.heading?.trim() ? { sublabel: a.heading.replace(/\*+$/, '').trim() } : {}),
      // The transcription drops the space after a paragraph number ('1.Where').
      text: (a.text ?? '').replace(/^(\d+)\.(?=\S)/gm, '$1. '),
    }
  })
  const byNum = new Map(raw.articles.map((a, i) => [a.num, provisions[i]]))
  // The Annex heads its own part of the contents: its text is the part's chapter.
  const outline = provisionOutline(
    raw.toc,
    provisions,
    (e) => e.article ?? (e.heading.trim() === 'Annex' ? 'Annex' : undefined),
    (num) => byNum.get(num),
  )
  return publicationDocuments({
    id: UNCITRAL_RULES_ID,
    title: 'UNCITRAL Arbitration Rules (2010, with article 1(4) as adopted in 2013)',
    publicationType: 'book',
    base: {
      editions: editionsServed('uncitral-arbitration-rules'),
      type: 'Legislation',
      source: SOURCES[NAME].collection,
      language: 'en',
      dates: { legislation: '2013-07-11', added: SOURCES[NAME].snapshot },
      jurisdictions: ['International'],
      topics: ['Arbitration>Arbitration rules'],
      legislation: ['UNCITRAL Arbitration Rules'],
      institution: 'UNCITRAL',
      identifiers: { unReference: raw.un_reference ?? raw.id },
      details: { ...(raw.version ? { version: raw.version } : {}) },
      provenance: provenance(NAME, raw.source_path ?? raw.id),
    },
    description: [
      { kind: 'p', text: raw.title },
      {
        kind: 'p',
        text: `${raw.issuer ?? 'UNCITRAL'}; ${raw.un_reference ?? ''}. Unofficial transcription of the UN publication.`,
      },
    ],
    outline,
    aiAvailable: (chars) => chars >= 200,
  })
}

export const uncitralRulesAdapter = jsonLinesAdapter<RawRules>({
  name: NAME,
  file: FILE,
  valid: (raw) => typeof raw.title === 'string' && Array.isArray(raw.articles),
  invalid: 'missing title or articles',
  map: (raw) => mapUncitralRules({ ...raw, toc: raw.toc ?? [] }),
})
