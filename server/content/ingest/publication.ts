// Long structured texts (treaties, conventions, statutes) become "books": one publication record
// with a table of contents, and one chapter document per article / section that has text.
import type { CanonicalDocumentInput, TocNode } from '../model.ts'
import { escapeHtml } from '#server/lib/text.ts'
import { type Block, blocksToSections, sectionsToText, summarize } from '../text/html.ts'

export type OutlineNode = {
  label: string // 'Article 5', '§ 1025', 'PART I'
  sublabel?: string // heading text next to the label
  // Stable part of the chapter's id ('art102', 's1114'): links to a provision then survive a
  // change in the table of contents. Without it the chapter id is the node's position.
  key?: string
  blocks: Block[] // the node's own text (before its first child)
  children: OutlineNode[]
}

// Flat headings with a rank (smaller = higher level) → a tree. A heading closes every open
// heading of the same or a lower level.
export function buildOutline<T extends { rank: number; node: OutlineNode }>(
  items: T[],
): OutlineNode[] {
  const roots: OutlineNode[] = []
  const stack: T[] = []
  for (const item of items) {
    while (stack.length > 0 && stack[stack.length - 1].rank >= item.rank) stack.pop()
    const parent = stack[stack.length - 1]
    ;(parent ? parent.node.children : roots).push(item.node)
    stack.push(item)
  }
  return roots
}

export type PublicationInput = {
  id: string
  title: string
  publicationType: 'book' | 'loose-leaf' | 'journal'
  // Fields shared by the publication and every chapter (editions, type, source, dates, facets...).
  base: Omit<
    CanonicalDocumentInput,
    'id' | 'title' | 'kind' | 'sections' | 'publication' | 'aiAvailable'
  >
  // Paragraphs describing the publication (shown on its own page above the contents).
  description: Block[]
  outline: OutlineNode[]
  // Whether chapters have substantial English text (AI assistant), decided per chapter.
  aiAvailable: (chars: number) => boolean
}

function chapterTitle(node: OutlineNode): string {
  return node.sublabel ? `${node.label} – ${node.sublabel}` : node.label
}

// Returns the publication record followed by its chapters in table-of-contents order.
export function publicationDocuments(input: PublicationInput): CanonicalDocumentInput[] {
  const chapters: CanonicalDocumentInput[] = []
  const walk = (nodes: OutlineNode[], prefix: string, level: number): TocNode[] =>
    nodes.map((node, i) => {
      const id = prefix ? `${prefix}.${i + 1}` : String(i + 1)
      const hasText = node.blocks.some((b) => b.kind !== 'heading' && b.kind !== 'subheading')
      const docId = hasText ? `${input.id}_${node.key ?? id}` : undefined
      if (docId) {
        const sections = blocksToSections(node.blocks, { firstHeading: chapterTitle(node) })
        const chars = sectionsToText(sections).length
        chapters.push({
          ...input.base,
          id: docId,
          kind: 'chapter',
          title: chapterTitle(node),
          summary: summarize(sections.map((s) => s.text).join(' '), 240),
          aiAvailable: input.aiAvailable(chars),
          publication: {
            role: 'chapter',
            publicationId: input.id,
            publicationTitle: input.title,
            publicationType: input.publicationType,
            tocNode: id,
            label: node.label,
          },
          sections,
        })
      }
      const children = walk(node.children, id, level + 1)
      return {
        id,
        label: node.label,
        ...(node.sublabel ? { sublabel: node.sublabel } : {}),
        ...(docId ? { docId } : {}),
        level,
        children,
      }
    })
  const toc = walk(input.outline, '', 1)
  const contents = toc.map((n) => escapeHtml(n.sublabel ? `${n.label} – ${n.sublabel}` : n.label))
  const descriptionSections = blocksToSections(input.description)
  const sections = [
    ...descriptionSections,
    {
      heading: 'Contents',
      html: `<ul>${contents.map((c) => `<li>${c}</li>`).join('')}</ul>`,
      text: toc.map((n) => (n.sublabel ? `${n.label} – ${n.sublabel}` : n.label)).join('\n'),
    },
  ]
  const publication: CanonicalDocumentInput = {
    ...input.base,
    id: input.id,
    kind: 'publication',
    title: input.title,
    summary: input.base.summary ?? summarize(descriptionSections.map((s) => s.text).join(' ')),
    aiAvailable: false,
    publication: {
      role: 'publication',
      publicationType: input.publicationType,
      toc,
      chapterCount: chapters.length,
    },
    sections,
  }
  return [publication, ...chapters]
}
