import { z } from 'zod'
import { COMPARE_TOOLS, type CompareTopic } from '#sites/tools/compare/index.ts'
import type { Site } from '#sites/types.ts'

// The answers of the compare calls (spec 001 §3), as their contracts document them.

const topicLeaf = z.object({ id: z.string(), title: z.string(), childs: z.array(z.unknown()) })
const topicNode = z.object({
  id: z.string(),
  title: z.string(),
  childs: z.array(topicLeaf).meta({ description: 'Child topics, nested the same way.' }),
})

export const topicsAndJurisdictionsSchema = z.object({
  slug: z.string(),
  productId: z.string(),
  publicationTitle: z.string(),
  topicTitle: z.string(),
  descriptiveText: z.string(),
  jurisdictions: z.array(z.string()),
  topicTree: z.array(topicNode),
  topicGroups: z
    .array(z.object({ publicationTitle: z.string(), slug: z.string() }))
    .meta({ description: "The edition's comparisons." }),
  jurisdictionOrOrganizationTitle: z
    .string()
    .meta({ description: "What the columns are: 'Jurisdiction' or 'Institution'." }),
  jurisdictionGroups: z.array(
    z.object({ groupName: z.string(), groupJurisdictions: z.array(z.string()) }),
  ),
  topicFrequent: z.array(z.object({ topicId: z.string(), description: z.string() })),
})

const source = z.object({ title: z.string(), url: z.string() })

export const compareResultSchema = z.object({
  slug: z.string(),
  publicationTitle: z.string(),
  jurisdictionOrOrganizationTitle: z.string(),
  topics: z.array(
    z.object({ id: z.string(), title: z.string(), parentTitles: z.array(z.string()) }),
  ),
  documents: z.array(
    z.object({
      documentId: z.string(),
      sourceDetails: z.string(),
      status: z.enum(['answered', 'partly answered', 'not answered']),
      topicHtml: z.array(
        z.object({
          topicId: z.string(),
          html: z.string(),
          paragraphs: z.array(z.string()),
          language: z.string(),
          sourcePage: z
            .string()
            .nullable()
            .meta({ description: 'Where the answer comes from (a document or a search).' }),
          sources: z.array(source),
          origin: z.enum(['provision', 'holdings', 'institution', 'editorial']),
          sample: z.boolean().meta({ description: 'Sample editorial content, not an answer.' }),
        }),
      ),
    }),
  ),
  jurisdictions: z.array(
    z.object({
      documentId: z.string(),
      name: z.string(),
      url: z.string().nullable(),
      contributors: z.array(z.object({ name: z.string(), nameReversed: z.string() })),
      lastReviewDate: z.string().nullable(),
    }),
  ),
})

/** /api/Search without both j and t. */
export const emptyResultSchema = z.object({
  topics: z.array(z.unknown()).max(0),
  documents: z.array(z.unknown()).max(0),
  jurisdictions: z.array(z.unknown()).max(0),
})

/**
 * The calls' example on an edition: its first comparison, that tool's first topic with an
 * answer and its first two jurisdictions (every edition has its own tools).
 */
export function compareExample(site: Site) {
  const tool = COMPARE_TOOLS[site.id][0]
  if (!tool) return null
  const leaf = (topics: readonly CompareTopic[]): CompareTopic | undefined =>
    topics.map((t) => (t.childs?.length ? leaf(t.childs) : t)).find(Boolean)
  const topic = leaf(tool.topicTree)
  const jurisdictions = tool.jurisdictionGroups.flatMap((g) => g.groupJurisdictions).slice(0, 2)
  return topic ? { slug: tool.slug, topicId: topic.id, jurisdictions } : null
}
