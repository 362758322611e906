// Titles as a reader sees them: no register notes, markup, Markdown or file paths. Sources write
// them into titles ('… Convention. <sup>1) Former title …</sup>', '[Paris Convention](../../…/
// BWBV0001020/README.md)', '<sup>1) [Red: Montenegro heeft volstaan …]</sup>'). Adapters clean
// the titles they make with `cleanTitle`; the cleaning stage cleans every title, heading and
// contents label again, and the ingest refuses a document whose titles still hold any of it
// (`titleFaults`, server/content/ingest/ingest.ts).
import type { CanonicalDocument, TocNode } from '../model.ts'
import { cleanName } from './clean.ts'
import { decodeEntities } from './html.ts'

/** What a title must not hold, each with the name the ingest's report gives it. */
const FAULTS: ReadonlyArray<readonly [string, RegExp]> = [
  ['markup', /<\/?[a-z][a-z0-9]*\b[^>]*>|&(?:#x?[0-9a-f]+|[a-z]+);/i],
  ['Markdown link', /!?\[[^\]]*\]\([^)]*\)/],
  ['Markdown', /\*\*|__|^#{1,6}\s|\\[\\`*_[\]()#]/],
  ['register note', /\[\s*(?:Red|Noot|Note|Ed)\s*[:.]/i],
  // A relative path, a file name, or three lower-case path segments ('verdrag/convention/on');
  // case numbers ('ARB/07/5') and citations ('Regulation 1257/2012') are no paths.
  ['file path', /(?:^|[\s(])\.{1,2}\/|\b[\w-]+\.(?:md|html?|pdf|txt|jsonl?|xml|docx?)\b/i],
  ['file path', /\b[a-z][a-z_-]+\/[a-z][a-z_-]+\/[a-z]/],
]

/** The faults of one title: [] when it reads clean. */
export function titleFault(title: string): string[] {
  return [...new Set(FAULTS.filter(([, re]) => re.test(title)).map(([name]) => name))]
}

/**
 * A title without notes, markup, Markdown or paths: a note (`<sup>…</sup>`, a bare '[Red: …]')
 * goes whole, a link keeps its text, a path goes, tags and emphasis markers go, entities are
 * decoded; glyphs and names are repaired as every name is (cleanName). May be '' when the title
 * was nothing but a note: the adapter then takes another.
 */
export function cleanTitle(value: string): string {
  const s = decodeEntities(value)
    // A note set as superscript, to its end or to the end of a title that cut it off.
    .replace(/<sup\b[^>]*>[\s\S]*?(?:<\/sup>|$)/gi, ' ')
    .replace(/<\/?[a-z][a-z0-9]*\b[^>]*>/gi, ' ')
    .replace(/\[\s*(?:Red|Noot|Note|Ed)\s*[:.][^\]]*\]?/gi, ' ')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/(?:^|\s)\(?(?:\.{1,2}\/)+[^\s)]*\)?/g, ' ')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    // A marker left without its pair, or an underscore rule OCR read into a heading.
    .replace(/\*\*|_{2,}/g, ' ')
    .replace(/^#{1,6}\s+/, '')
    .replace(/\\([\\`*_{}[\]()#+\-.!])/g, '$1')
  return cleanName(s)
    .replace(/\s+([,.;:])/g, '$1')
    .replace(/\s{2,}/g, ' ')
    .trim()
}

function tocLabels(nodes: readonly TocNode[]): string[] {
  return nodes.flatMap((n) => [n.label, n.sublabel ?? '', ...tocLabels(n.children)])
}

/**
 * Every title of a document a reader or the API sees (its title and subtitle, its book's title,
 * its contents' labels, its sections' headings, its case's name and documents), each with what it
 * still holds; [] when all read clean.
 */
export function titleFaults(doc: CanonicalDocument): string[] {
  const pub = doc.publication
  const titles: Array<[string, string]> = [
    ['title', doc.title],
    ['subtitle', doc.subtitle ?? ''],
    ...(pub?.role === 'chapter'
      ? [['publication title', pub.publicationTitle] as [string, string]]
      : []),
    ...(pub?.role === 'publication'
      ? tocLabels(pub.toc).map((l): [string, string] => ['contents label', l])
      : []),
    ...doc.sections.map((s): [string, string] => ['heading', s.heading]),
    ['case name', doc.case?.caseName ?? ''],
    ...(doc.case?.proceedings ?? []).flatMap((p) =>
      p.documents.map((d): [string, string] => ['case document title', d.title]),
    ),
  ]
  const empty = doc.title.trim() ? [] : ['title is empty']
  return empty.concat(
    titles.flatMap(([where, title]) =>
      titleFault(title).map((fault) => `${where} holds ${fault}: ${title.slice(0, 120)}`),
    ),
  )
}
