// The compare feed: editorial answers of the jurisdiction comparisons that no public text gives,
// as canonical documents (type 'Practical insights', kind 'insight') in `compare.jsonl` of the
// editorial folder, one answer a line. `details` names the tool (`compareSlug`), the topic
// (`compareTopicId`) and the review date (`lastReviewDate`); the jurisdiction (or institution)
// is the first of `jurisdictions`, the contributors are the authors. The project ships sample
// answers (`details.sample`), which a real feed replaces file for file.
import { join } from 'node:path'
import { z } from 'zod'
import type { Edition } from '#server/content/model.ts'
import { htmlToBlocks } from '#server/downloads/blocks.ts'
import { EditorialContentError, readCanonicalLines } from '#server/news/editorial.ts'

export type EditorialAnswer = {
  id: string
  editions: Edition[]
  slug: string
  topicId: string
  jurisdiction: string
  paragraphs: string[]
  language: string
  contributors: string[]
  lastReviewDate: string | null
  sample: boolean
  origin: string
}

const detailsSchema = z.object({
  compareSlug: z.string().min(1),
  compareTopicId: z.string().min(1),
  lastReviewDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  sample: z.enum(['true', 'false']).optional(),
})

/** Reads `compare.jsonl` from the editorial folder (missing: no editorial answers). */
export function loadCompareFeed(dir: string): EditorialAnswer[] {
  const answers: EditorialAnswer[] = []
  for (const { doc, where } of readCanonicalLines(join(dir, 'compare.jsonl'))) {
    const details = detailsSchema.safeParse(doc.details)
    const jurisdiction = doc.jurisdictions[0]
    if (!details.success || !jurisdiction || doc.kind !== 'insight') {
      throw new EditorialContentError(
        `${where}: expected kind 'insight', a jurisdiction and details.compareSlug and compareTopicId`,
      )
    }
    answers.push({
      id: doc.id,
      editions: doc.editions,
      slug: details.data.compareSlug,
      topicId: details.data.compareTopicId,
      jurisdiction,
      paragraphs: doc.sections.flatMap((s) => htmlToBlocks(s.html).map((b) => b.text)),
      language: doc.language,
      contributors: doc.authors.map((a) => a.name),
      lastReviewDate: details.data.lastReviewDate ?? doc.dates.publication ?? null,
      sample: details.data.sample === 'true',
      origin: doc.provenance.origin,
    })
  }
  return answers
}
