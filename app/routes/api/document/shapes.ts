import { z } from 'zod'

// The answers of the document and publication calls (spec 001 §3). Isomorphic: zod only.

const named = z.object({ name: z.string(), role: z.string().nullable() })

/** A fact read from a case document's text, with the rule and the line that gave it. */
const caseFact = z.object({
  value: z.string().meta({ description: "As stored: an ISO date, a kind, a treaty's key." }),
  label: z.string().meta({ description: 'As shown.' }),
  rule: z.string(),
  evidence: z.object({
    line: z.number().meta({ description: "1-based line of the document's text; 0: its title." }),
    text: z.string(),
  }),
})

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
  caseDate: z.string().nullable().meta({
    description: "A case document's date of decision, read from its text; null when it gives none.",
  }),
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
  caseFacts: z
    .object({
      dateOfDecision: caseFact.nullable(),
      documentType: caseFact.nullable(),
      instrumentsInvoked: z.array(caseFact),
    })
    .nullable()
    .meta({
      description: 'A case document’s facts read from its text (null for other documents).',
    }),
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
