// The practical insights feed: practice notes no public source gives, as canonical documents
// (type 'Practical insights', kind 'insight') in `practical-insights.jsonl` of the editorial
// folder, one note a line. `details` names the feed ('practical-insights'), the topic
// (`insightTopic`, an id of the edition's topics in sites/tools/practical-insights.ts), the
// authorities it rests on (`authorities`, ids of the collection's documents, comma-separated),
// related notes (`related`, note ids), the review date (`lastReviewDate`) and `sample: 'true'`
// for the project's sample content, which a publisher's feed replaces file for file. A note on
// one institution's rules names it in `institution`; one on a country's law in `jurisdictions`.
import { join } from 'node:path'
import { z } from 'zod'
import type { Edition } from '#server/content/model.ts'
import { htmlToBlocks } from '#server/downloads/blocks.ts'
import { EditorialContentError, readCanonicalLines } from '#server/news/editorial.ts'
import { PRACTICAL_INSIGHTS } from '#sites/tools/practical-insights.ts'

export const INSIGHTS_FILE = 'practical-insights.jsonl'

export type InsightNote = {
  id: string
  editions: Edition[]
  topicId: string
  title: string
  summary: string
  /** The body, section by section, each as plain paragraphs. */
  sections: { heading: string; paragraphs: string[] }[]
  institution: string | null
  country: string | null
  authorities: string[]
  related: string[]
  contributors: string[]
  lastUpdated: string | null
  sample: boolean
}

const ids = z
  .string()
  .optional()
  .transform((s) =>
    (s ?? '')
      .split(',')
      .map((x) => x.trim())
      .filter(Boolean),
  )

const detailsSchema = z.object({
  feed: z.literal('practical-insights'),
  insightTopic: z.string().min(1),
  authorities: ids,
  related: ids,
  lastReviewDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  sample: z.enum(['true', 'false']).optional(),
})

/**
 * Reads `practical-insights.jsonl` from the editorial folder (missing: no notes). A line that is
 * not a note, or whose topic is not one of its editions' topics, stops the start with its file
 * and line.
 */
export function loadInsightsFeed(dir: string): InsightNote[] {
  const notes: InsightNote[] = []
  for (const { doc, where } of readCanonicalLines(join(dir, INSIGHTS_FILE))) {
    const details = detailsSchema.safeParse(doc.details)
    if (!details.success || doc.kind !== 'insight') {
      throw new EditorialContentError(
        `${where}: expected kind 'insight' with details.feed 'practical-insights' and insightTopic`,
      )
    }
    const d = details.data
    const unknown = doc.editions.filter(
      (e) => !PRACTICAL_INSIGHTS[e].topics.some((t) => t.id === d.insightTopic),
    )
    if (unknown.length) {
      throw new EditorialContentError(
        `${where}: ${unknown.join(', ')} has no practical insight topic “${d.insightTopic}”`,
      )
    }
    if (notes.some((n) => n.id === doc.id)) {
      throw new EditorialContentError(`${where}: a note with the id ${doc.id} came before`)
    }
    notes.push({
      id: doc.id,
      editions: doc.editions,
      topicId: d.insightTopic,
      title: doc.title,
      summary: doc.summary ?? '',
      sections: doc.sections.map((s) => ({
        heading: s.heading,
        paragraphs: htmlToBlocks(s.html).map((b) => b.text),
      })),
      institution: doc.institution ?? null,
      country: doc.jurisdictions[0] ?? null,
      authorities: d.authorities,
      related: d.related,
      contributors: doc.authors.map((a) => a.name),
      lastUpdated: d.lastReviewDate ?? doc.dates.publication ?? null,
      sample: d.sample === 'true',
    })
  }
  return notes
}
