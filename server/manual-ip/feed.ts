// Manual IP's editorial answers: prosecution information for offices the collection holds no
// public source for (the United States, the United Kingdom, France, China, Japan, the EUIPO), as
// canonical documents (type 'Practical insights', kind 'insight') in `manual-ip.jsonl` of the
// editorial folder, one a line. `details` names the office (`mipCountry`, a code of
// MIP_COUNTRIES), the right (`mipRight`), the topic (`mipTopic`), the source the answer rests on
// (`sourceCitation`, and `sourceUrl` where it is public), `lastReviewDate` and `sample: 'true'`
// for the project's sample content, which a publisher's feed replaces line for line.
import { join } from 'node:path'
import { z } from 'zod'
import { htmlToBlocks } from '#server/downloads/blocks.ts'
import { EditorialContentError, readCanonicalLines } from '#server/news/editorial.ts'
import {
  MIP_COUNTRY_CODES,
  MIP_RIGHTS,
  MIP_TOPICS,
  type MipCountryCode,
  type MipRight,
  type MipTopic,
} from '#sites/tools/manual-ip.ts'

export type MipEditorialAnswer = {
  id: string
  country: MipCountryCode
  right: MipRight
  topic: MipTopic
  title: string
  paragraphs: string[]
  citation: string
  sourceUrl: string | null
  lastReviewed: string | null
  sample: boolean
}

const detailsSchema = z.object({
  feed: z.literal('manual-ip'),
  mipCountry: z.enum(MIP_COUNTRY_CODES),
  mipRight: z.enum(MIP_RIGHTS),
  mipTopic: z.enum(MIP_TOPICS),
  sourceCitation: z.string().min(1),
  sourceUrl: z.url({ protocol: /^https$/ }).optional(),
  lastReviewDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  sample: z.enum(['true', 'false']).optional(),
})

/** Reads `manual-ip.jsonl` from the editorial folder (missing: no editorial answers). */
export function loadManualIpFeed(dir: string): MipEditorialAnswer[] {
  const out: MipEditorialAnswer[] = []
  for (const { doc, where } of readCanonicalLines(join(dir, 'manual-ip.jsonl'))) {
    const details = detailsSchema.safeParse(doc.details)
    if (!details.success) {
      const issue = details.error.issues[0]
      throw new EditorialContentError(
        `${where}: details.${issue?.path.join('.') ?? ''} ${issue?.message ?? 'invalid'} ` +
          `(expected feed 'manual-ip', mipCountry, mipRight, mipTopic and sourceCitation)`,
      )
    }
    const d = details.data
    out.push({
      id: doc.id,
      country: d.mipCountry,
      right: d.mipRight,
      topic: d.mipTopic,
      title: doc.title,
      paragraphs: doc.sections.flatMap((s) => htmlToBlocks(s.html).map((b) => b.text)),
      citation: d.sourceCitation,
      sourceUrl: d.sourceUrl ?? null,
      lastReviewed: d.lastReviewDate ?? doc.dates.publication ?? null,
      sample: d.sample === 'true',
    })
  }
  return out
}
