// Statutes and rules staged as a table of contents plus a list of provisions (the U.S. Code, EU
// acts, the Canadian Acts, the UNCITRAL Rules): the contents' headings give the book's nesting, each
// provision becomes a chapter with a stable key ('s1114', 'art102').
import { paragraphsToBlocks } from '../text/html.ts'
import { slugify } from '#server/lib/text.ts'
import { buildOutline, type OutlineNode } from './publication.ts'

export type TocEntry = { level: number; heading: string; section?: string; article?: string }

export type Provision = {
  key: string // stable id part of the chapter, unique in the act
  label: string // '§ 1114', 'Article 102', 'Section 79'
  sublabel?: string
  text: string
}

// 'CHAPTER 1—GENERAL PROVISIONS' → label 'CHAPTER 1', sublabel 'GENERAL PROVISIONS'.
export function splitGroupHeading(heading: string): { label: string; sublabel?: string } {
  const m = /^(.{1,40}?)\s*[—–]\s*(.+)$/.exec(heading.trim())
  return m ? { label: m[1].trim(), sublabel: m[2].trim() } : { label: heading.trim() }
}

export function provisionKey(prefix: string, num: string): string {
  return `${prefix}${slugify(num, 30)}`
}

// The contents' entries in order: an entry naming a provision (by `refOf`) becomes that provision's
// chapter, any other entry with a heading a grouping node. Provisions the contents do not name
// follow at the end.
export function provisionOutline(
  toc: TocEntry[],
  provisions: Provision[],
  refOf: (entry: TocEntry) => string | undefined,
  byRef: (ref: string) => Provision | undefined,
): OutlineNode[] {
  const used = new Set<Provision>()
  const items: Array<{ rank: number; node: OutlineNode }> = []
  const chapter = (p: Provision): OutlineNode => ({
    label: p.label,
    ...(p.sublabel ? { sublabel: p.sublabel } : {}),
    key: p.key,
    blocks: paragraphsToBlocks(p.text),
    children: [],
  })
  // An entry that names a provision without its number ('') stands for the next one in order.
  let last = -1
  for (const entry of toc) {
    const ref = refOf(entry)
    const provision = ref === undefined ? undefined : ref === '' ? provisions[last + 1] : byRef(ref)
    if (provision && !used.has(provision)) {
      used.add(provision)
      last = provisions.indexOf(provision)
      items.push({ rank: entry.level, node: chapter(provision) })
    } else if (ref === undefined && entry.heading.trim()) {
      items.push({
        rank: entry.level,
        node: { ...splitGroupHeading(entry.heading), blocks: [], children: [] },
      })
    }
  }
  const rest = provisions.filter((p) => !used.has(p))
  const roots = buildOutline(items)
  return [...roots, ...rest.map(chapter)]
}
