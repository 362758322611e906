// The provisions of a treaty text as its table of contents lists them: each article and rule
// with its number, heading and the chapter document that holds its text. A Convention's own
// articles and its Implementing Regulations' rules are kept; the articles of protocols annexed to
// it (numbered from 1 again) are left out, so "Article 1" is the Convention's. And the exam's
// references to them ("EPC Art. 52-57; EPC Rule 42, 43"), read and resolved against that list.
import type { TocNode } from '#server/content/model.ts'

export type ProvisionKind = 'article' | 'rule'

export type Provision = {
  /** The text's code, e.g. 'EPC'. */
  text: string
  kind: ProvisionKind
  /** As the text numbers it: '54', '105a', '26bis'. */
  number: string
  /** The numeric part, for ranges and ordering. */
  ordinal: number
  /** The heading the table of contents gives, when it gives one. */
  heading: string | null
  /** The chapter document holding the provision's text: the evidence of every link to it. */
  docId: string
  /** Its table-of-contents node in the publication. */
  tocNode: string
}

const LABEL = /^(Article|Rule)\s+(\d+)([a-z]*)$/i

/** The articles and rules of a publication's table of contents, in the text's order. */
export function provisionsOf(text: string, toc: readonly TocNode[]): Provision[] {
  const out: Provision[] = []
  const walk = (nodes: readonly TocNode[]) => {
    for (const node of nodes) {
      const m = LABEL.exec(node.label.trim())
      if (m && node.docId) {
        out.push({
          text,
          kind: m[1]!.toLowerCase() === 'rule' ? 'rule' : 'article',
          number: `${m[2]}${m[3]!.toLowerCase()}`,
          ordinal: Number(m[2]),
          heading: node.sublabel?.trim() || null,
          docId: node.docId,
          tocNode: node.id,
        })
      }
      walk(node.children)
    }
  }
  // Protocols annexed to a convention number their articles from 1 again: not the convention's.
  walk(toc.filter((node) => !/^protocol\b/i.test(node.label.trim())))
  return out
}

/** How a provision is cited: "Art. 54 EPC", "Rule 26bis PCT". */
export function citationOf(p: Pick<Provision, 'text' | 'kind' | 'number'>): string {
  return `${p.kind === 'article' ? 'Art.' : 'Rule'} ${p.number} ${p.text}`
}

/** One reference of the exam's structure: a text, a kind and numbers or ranges of numbers. */
export type ProvisionRef = {
  text: string
  kind: ProvisionKind
  items: { from: string; to: string | null }[]
  /** As written, for messages. */
  source: string
}

const GROUP = /^([A-Z]{2,10})\s+(Art\.|Rule)\s+(.+)$/
const ITEM = /^(\d+[a-z]*)(?:\s*-\s*(\d+[a-z]*))?$/

/**
 * Reads references like "EPC Art. 52-57; EPC Rule 42, 43, 70a" (groups separated by ';', the
 * numbers of a group by ','; a range takes every number between its ends). Throws on anything
 * else, naming the part that does not read.
 */
export function parseProvisionRefs(value: string): ProvisionRef[] {
  return value
    .split(';')
    .map((g) => g.trim())
    .filter(Boolean)
    .map((group) => {
      const m = GROUP.exec(group)
      if (!m) throw new Error(`"${group}" is not like "EPC Art. 52-57" or "PCT Rule 4"`)
      const items = m[3]!.split(',').map((raw) => {
        const item = ITEM.exec(raw.trim())
        if (!item) throw new Error(`"${raw.trim()}" in "${group}" is not a number or range`)
        return { from: item[1]!, to: item[2] ?? null }
      })
      return {
        text: m[1]!,
        kind: m[2] === 'Rule' ? ('rule' as const) : ('article' as const),
        items,
        source: group,
      }
    })
}

const ordinalOf = (n: string) => Number(/^\d+/.exec(n)?.[0] ?? NaN)

/**
 * The provisions a reference names, in the text's order, and the numbers it names that the text
 * does not hold (a deleted article, or a text the collection lacks).
 */
export function resolveRef(
  ref: ProvisionRef,
  provisions: readonly Provision[],
): { found: Provision[]; missing: string[] } {
  const own = provisions.filter((p) => p.text === ref.text && p.kind === ref.kind)
  const found = new Set<Provision>()
  const missing: string[] = []
  for (const item of ref.items) {
    if (item.to === null) {
      const p = own.find((x) => x.number === item.from)
      if (p) found.add(p)
      else missing.push(item.from)
      continue
    }
    const [lo, hi] = [ordinalOf(item.from), ordinalOf(item.to)]
    const inRange = own.filter((x) => x.ordinal >= lo && x.ordinal <= hi)
    if (inRange.length) inRange.forEach((p) => found.add(p))
    else missing.push(`${item.from}-${item.to}`)
  }
  return { found: own.filter((p) => found.has(p)), missing }
}

/**
 * A query of the article index read as a provision: "54", "Art. 54", "R 36 EPC", "EPC rule 43",
 * "rule 26bis". `codes` are the texts' codes ('EPC', 'PCT'); null when the query is words.
 */
export function provisionQuery(
  q: string,
  codes: readonly string[],
): { number: string; kind: ProvisionKind | null; text: string | null } | null {
  const code = codes.map((c) => c.replace(/[^A-Za-z0-9]/g, '')).join('|')
  const m = new RegExp(
    `^(?:(${code})\\s+)?(?:(art(?:icle)?|r(?:ule)?)\\.?\\s*)?(\\d+[a-z]*)(?:\\s+(${code}))?$`,
    'i',
  ).exec(q.trim())
  if (!m || (m[1] && m[4])) return null
  const prefix = m[2]?.toLowerCase() ?? null
  return {
    number: m[3]!.toLowerCase(),
    kind: prefix === null ? null : prefix.startsWith('a') ? 'article' : 'rule',
    text: (m[1] ?? m[4])?.toUpperCase() ?? null,
  }
}
