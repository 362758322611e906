// The templates feed: editorial templates (model clauses, checklists, forms) and the guidance
// shown with each topic, as canonical documents (type 'Practical insights', kind 'insight') in
// `templates.jsonl` of the editorial folder, one a line. `details` names the institution
// (`templateInstitution`), the topic (`templateTopic`), the order in the topic (`orderInTopic`),
// related corpus documents (`related`, ids comma-separated), `templateRole: 'topic-guidance'` for
// a topic's guidance and `sample: 'true'` for the project's sample content, which a publisher's
// feed replaces file for file. The section headed "Guidance" is the guidance; the others the text.
import { join } from 'node:path'
import { z } from 'zod'
import type { Edition } from '#server/content/model.ts'
import { htmlToBlocks } from '#server/downloads/blocks.ts'
import { EditorialContentError, readCanonicalLines } from '#server/news/editorial.ts'

export type EditorialTemplate = {
  id: string
  editions: Edition[]
  title: string
  description: string
  institution: string
  topic: string
  order: number
  role: 'template' | 'topic-guidance'
  /** The text of the template, paragraph by paragraph. */
  paragraphs: string[]
  guidance: string[]
  contributors: string[]
  lastUpdated: string | null
  related: string[]
  sample: boolean
}

const detailsSchema = z.object({
  feed: z.literal('templates-and-examples'),
  templateInstitution: z.string().min(1),
  templateTopic: z.string().min(1),
  templateRole: z.enum(['template', 'topic-guidance']).optional(),
  orderInTopic: z.string().regex(/^\d+$/).optional(),
  related: z.string().optional(),
  lastReviewDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  sample: z.enum(['true', 'false']).optional(),
})

/** Reads `templates.jsonl` from the editorial folder (missing: no editorial templates). */
export function loadTemplatesFeed(dir: string): EditorialTemplate[] {
  const out: EditorialTemplate[] = []
  for (const { doc, where } of readCanonicalLines(join(dir, 'templates.jsonl'))) {
    const details = detailsSchema.safeParse(doc.details)
    if (!details.success) {
      throw new EditorialContentError(
        `${where}: expected details.feed 'templates-and-examples', templateInstitution and templateTopic`,
      )
    }
    const d = details.data
    const text = (guidance: boolean) =>
      doc.sections
        .filter((s) => (s.heading === 'Guidance') === guidance)
        .flatMap((s) => htmlToBlocks(s.html).map((b) => b.text))
    out.push({
      id: doc.id,
      editions: doc.editions,
      title: doc.title,
      description: doc.summary ?? '',
      institution: d.templateInstitution,
      topic: d.templateTopic,
      order: Number(d.orderInTopic ?? 0),
      role: d.templateRole ?? 'template',
      paragraphs: text(false),
      guidance: text(true),
      contributors: doc.authors.map((a) => a.name),
      lastUpdated: d.lastReviewDate ?? doc.dates.publication ?? null,
      related: (d.related ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
      sample: d.sample === 'true',
    })
  }
  return out
}
