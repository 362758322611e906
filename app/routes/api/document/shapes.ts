import { z } from 'zod'

// The answers of the document and publication calls (spec 001 §3). Isomorphic: zod only.

const named = z.object({ name: z.string(), role: z.string().nullable() })

export const documentDetailsSchema = z.object({
  id: z.string(),
  siteId: z.string(),
  url: z.string(),
  title: z.string(),
  publicationTitle: z.string().nullable(),
  publicationLink: z.string().nullable(),
  publicationType: z.string().nullable(),
  type: z.string(),
  publicationDate: z.string().nullable(),
  legislationDate: z.string().nullable(),
  caseDate: z.string().nullable(),
  entryIntoForce: z.string().nullable(),
  content: z
    .string()
    .meta({ description: 'Sanitised HTML; hits in <mark class="hit" id="hit-N">.' }),
  summary: z.string().nullable(),
  authors: z.array(z.object({ name: z.string(), searchLink: z.string() })),
  jurisdictions: z.array(z.string()),
  topics: z.array(z.string()),
  judges: z.array(named),
  parties: z.array(named),
  caseNumbers: z.array(z.string()),
  court: z.string().nullable(),
  organization: z.string().nullable(),
  keyWords: z.array(z.string()),
  legislations: z.array(z.string()),
  source: z.string(),
  hasCasefiles: z.boolean(),
  caseFile: z.string().nullable(),
  tocItems: z.array(z.object({ id: z.number(), label: z.string(), href: z.string() })),
  aiAvailable: z.boolean(),
  aiId: z.string().nullable(),
  highlights: z.number().meta({ description: 'How many hits of searchTerm are marked.' }),
  favoriteUrl: z.string(),
})

type TocNode = {
  id: string
  label: string
  sublabel: string | null
  docId: string | null
  level: number
  checkbox: boolean
  disabled: boolean
  children: TocNode[]
}
export const tocNodeSchema: z.ZodType<TocNode> = z
  .lazy(() =>
    z.object({
      id: z.string().meta({ description: "Hierarchical: '1', '1.2'." }),
      label: z.string(),
      sublabel: z.string().nullable(),
      docId: z.string().nullable(),
      level: z.number(),
      checkbox: z.boolean(),
      disabled: z.boolean(),
      children: z.array(tocNodeSchema),
    }),
  )
  .meta({ id: 'TocNode' })
