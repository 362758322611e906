import { z } from 'zod'

// The answers of the case and proceeding calls (spec 001 §3). Isomorphic: zod only.

export const caseIdQuery = z
  .string({ error: "The parameter 'caseId' must be defined." })
  .min(1, "The parameter 'caseId' must be defined.")
  .max(200)

export const arbitratorSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  firm: z.string().nullable(),
  methodOfAppoinment: z.string().nullable(),
  nationality: z.string().nullable(),
  role: z.string().nullable(),
  status: z.string().nullable(),
  slug: z
    .string()
    .nullable()
    .meta({ description: "The arbitrator profile's slug, when the plan opens profiles." }),
})

export const caseInfoSchema = z.object({
  caseId: z.string(),
  caseNo: z.string().nullable(),
  institution: z.string().nullable(),
  caseNr: z.string().nullable(),
  institutionLong: z.string().nullable(),
  date: z.string().nullable(),
  url: z.string(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  casename: z.string(),
  caseStatus: z.string().nullable(),
  caseType: z.string().nullable(),
  caseOutCome: z.string().nullable(),
  sector: z.string().nullable(),
  subsector: z.string().nullable(),
  rulesRef: z.string().nullable(),
  languages: z.array(z.string()),
  lawRef: z.string().nullable(),
  arbitrators: z.array(arbitratorSchema),
  updatedDate: z.string().nullable(),
  cited: z.number(),
})

export const tocItemSchema = z.object({
  name: z.string(),
  date: z.string().nullable(),
  proceedingId: z.string(),
  documents: z.array(z.object({ title: z.string(), documentId: z.string() })),
})

export const proceedingSchema = z.object({
  caseNo: z.string().nullable(),
  caseSlug: z.string(),
  title: z.string(),
  status: z.string().nullable(),
  whoInitiated: z.string().nullable(),
  outComeOfProceeding: z.string().nullable(),
  commencementDate: z.string().nullable(),
  dateOfOutcome: z.string().nullable(),
  proceedingDocuments: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      primary: z.boolean(),
      aiAvailable: z.boolean(),
      aiId: z.string().nullable(),
      url: z.string(),
    }),
  ),
  representatives: z
    .array(
      z.object({
        name: z.string(),
        role: z.string(),
        firm: z.string().nullable(),
        side: z.enum(['claimant', 'respondent']).nullable(),
      }),
    )
    .meta({ description: 'Counsel and firms as the primary document names them.' }),
})

/**
 * A case of the starter corpus per source, for the calls' examples: an edition shows the case of
 * the first of its sources that has one (a source's cases are in the editions that hold it).
 */
const EXAMPLE_CASES: Record<string, { caseId: string; proceedingId?: string; docId?: string }> = {
  'isds-awards': {
    caseId: 'case-accession-mezzanine-capital-lp-and-danubius-kereskedohaz-vag-b400fd',
    proceedingId:
      'case-accession-mezzanine-capital-lp-and-danubius-kereskedohaz-vag-b400fd-arbitration',
    docId: 'isds-d680108477c9',
  },
  'ec-antitrust-cases': { caseId: 'ec-at-28841' },
}

export function exampleCase(corpora: readonly string[]) {
  return corpora.map((c) => EXAMPLE_CASES[c]).find(Boolean) ?? null
}
