// The compare feed: editorial answers of the jurisdiction comparisons that no public text gives,
// as canonical documents (type 'Practical insights', kind 'insight') in `compare.jsonl` of the
// editorial folder, one answer a line. `details` names the tool (`compareSlug`), the topic
// (`compareTopicId`) and the review date (`lastReviewDate`); the jurisdiction (or institution)
// is the first of `jurisdictions`, the contributors are the authors. The project ships sample
// answers (`details.sample`), which a real feed replaces file for file.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { z } from 'zod'
import { documentSchema, type Edition } from '#server/content/model.ts'
import { htmlToBlocks } from '#server/downloads/blocks.ts'
import { EditorialContentError } from '#server/news/editorial.ts'

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
  const file = join(dir, 'compare.jsonl')
  if (!existsSync(file)) return []
  const answers: EditorialAnswer[] = []
  for (const [index, line] of readFileSync(file, 'utf8').split('\n').entries()) {
    if (!line.trim()) continue
    const where = `${file}:${index + 1}`
    let value: unknown
    try {
      value = JSON.parse(line)
    } catch (error) {
      throw new EditorialContentError(`${where}: ${(error as Error).message}`)
    }
    const doc = documentSchema.safeParse(value)
    if (!doc.success) {
      const issue = doc.error.issues[0]
      throw new EditorialContentError(`${where}: ${issue?.path.join('.')} ${issue?.message}`)
    }
    const details = detailsSchema.safeParse(doc.data.details)
    const jurisdiction = doc.data.jurisdictions[0]
    if (!details.success || !jurisdiction || doc.data.kind !== 'insight') {
      throw new EditorialContentError(
        `${where}: expected kind 'insight', a jurisdiction and details.compareSlug and compareTopicId`,
      )
    }
    answers.push({
      id: doc.data.id,
      editions: doc.data.editions,
      slug: details.data.compareSlug,
      topicId: details.data.compareTopicId,
      jurisdiction,
      paragraphs: doc.data.sections.flatMap((s) => htmlToBlocks(s.html).map((b) => b.text)),
      language: doc.data.language,
      contributors: doc.data.authors.map((a) => a.name),
      lastReviewDate: details.data.lastReviewDate ?? doc.data.dates.publication ?? null,
      sample: details.data.sample === 'true',
      origin: doc.data.provenance.origin,
    })
  }
  return answers
}
