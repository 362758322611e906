import { z } from 'zod'

// The spec's Templates and examples entity (001 §3): the shapes both calls answer.

export const templateSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  lastUpdated: z.string().nullable(),
  url: z.string(),
  sample: z.boolean().meta({ description: 'Sample content written by the project.' }),
})

export const institutionsSchema = z.object({
  institutions: z.array(
    z.object({
      documentId: z.string(),
      name: z.string(),
      topics: z.array(
        z.object({
          id: z.string(),
          title: z.string(),
          collapsed: z.boolean(),
          documents: z.array(templateSummarySchema),
        }),
      ),
    }),
  ),
})

export const templateDocumentSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  institution: z.string(),
  topic: z.string(),
  contributors: z.array(z.object({ fullName: z.string(), link: z.string().nullable() })),
  lastUpdated: z.string().nullable(),
  files: z.array(
    z.object({
      displayName: z.string(),
      fileName: z.string(),
      extension: z.string(),
      orderInList: z.number().int(),
      url: z.string(),
    }),
  ),
  guidanceContent: z.object({ paragraphs: z.array(z.string()), sample: z.boolean() }),
  relatedContent: z.array(
    z.object({ documentTitle: z.string(), link: z.string(), category: z.string() }),
  ),
  sample: z.boolean(),
})
