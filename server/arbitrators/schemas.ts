// Inputs of the arbitrator service, validated before a search thread is asked: the routes map
// a failure (ArbitratorInputError) to 400 and an unknown slug (NotFoundError) to 404.
import { z } from 'zod'
import { MAX_RIGHT_SELECTIONS } from '#sites/tools/relationships.ts'
import { ARBITRATOR_ROLES, CONNECTIONS } from './roles.ts'

export const PROFILE_PAGE_SIZE = 15
export const CASES_PAGE_SIZE = 5
export const RELATIONSHIP_PAGE_SIZE = 10
export const AUTOCOMPLETE_MAX = 40
/** Commencement periods of the profile tool, in months (one selection only). */
export const COMMENCEMENT_MONTHS = [3, 6, 12, 24, 36, 60] as const

const values = z.array(z.string().trim().min(1)).max(50).optional()
const page = z.coerce.number().int().min(1).max(10_000).default(1)

export const profileSearchSchema = z.object({
  text: z.string().trim().max(200).optional(),
  filters: z
    .object({
      role: z.array(z.enum(ARBITRATOR_ROLES)).optional(),
      nationality: values,
      nationalityExclude: values,
      language: values,
      institution: values,
      sector: values,
      caseType: values,
      rules: values,
      /** Firms the person acted with as counsel, as the awards name them. */
      lawFirm: values,
      commencement: z.coerce
        .number()
        .refine((n) => (COMMENCEMENT_MONTHS as readonly number[]).includes(n), {
          message: `commencement is one of ${COMMENCEMENT_MONTHS.join(', ')} months`,
        })
        .optional(),
    })
    .default({}),
  sort: z.enum(['fullname', 'cases', 'latest']).default('fullname'),
  page,
  resultsPerPage: z.coerce.number().int().min(1).max(50).default(PROFILE_PAGE_SIZE),
})
export type ProfileSearchInput = z.output<typeof profileSearchSchema>

export const slugSchema = z
  .string()
  .trim()
  .min(1)
  .max(120)
  .transform((s) => s.toLowerCase())

/** A case record's id as the content index writes it (case sensitive). */
export const caseIdSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, 'a case id is letters, digits, dot, dash, underscore')
  .max(200)

export const casesTableSchema = z.object({
  Start: z.coerce.number().int().min(0).optional(),
  ResultsPerPage: z.coerce.number().int().min(1).max(50).default(CASES_PAGE_SIZE),
  Page: page,
  Filters: z
    .object({
      role: z.array(z.enum(ARBITRATOR_ROLES)).optional(),
      institution: values,
      rules: values,
      year: z.array(z.string().regex(/^\d{4}$/)).optional(),
    })
    .default({}),
})
export type CasesTableInput = z.output<typeof casesTableSchema>

/** relType 0 person, 1 firm or organisation, 2 state, 3 commercial party. */
export const relTypeSchema = z.coerce
  .number({ message: 'relType is 0 (person), 1 (firm), 2 (state) or 3 (commercial party)' })
  .int()
  .min(0, 'relType is 0 (person), 1 (firm), 2 (state) or 3 (commercial party)')
  .max(3, 'relType is 0 (person), 1 (firm), 2 (state) or 3 (commercial party)')

/** The spec's autocomplete types by name (…/Autocomplete/{Person|LawFirm|State|CommercialParty}/…). */
export const AUTOCOMPLETE_TYPES = ['Person', 'LawFirm', 'State', 'CommercialParty'] as const

/** The longest text the autocomplete looks up: longer than any name it holds. */
export const AUTOCOMPLETE_TEXT_MAX = 100

export const autocompleteSchema = z.object({
  type: z.union([
    relTypeSchema,
    z.enum(AUTOCOMPLETE_TYPES).transform((t) => AUTOCOMPLETE_TYPES.indexOf(t)),
  ]),
  text: z.string().trim().min(2, 'type at least 2 characters').max(AUTOCOMPLETE_TEXT_MAX),
  limit: z.coerce.number().int().min(1).max(AUTOCOMPLETE_MAX).default(AUTOCOMPLETE_MAX),
})
export type AutocompleteInput = z.output<typeof autocompleteSchema>

const selection = z
  .object({
    slug: z.string().trim().min(1).max(120).optional(),
    name: z.string().trim().min(2).max(200).optional(),
    relType: relTypeSchema,
  })
  .refine((s) => s.slug || s.name, { message: 'a selection names an entity (slug or name)' })

/** Entities named by the Relationship Indicator's selections (both sides together). */
export const selectionsSchema = z
  .array(selection)
  .min(1)
  .max(MAX_RIGHT_SELECTIONS + 1)

export const relationshipSchema = z.object({
  left: z.array(selection).length(1, 'exactly one left-hand selection'),
  right: z
    .array(selection)
    .min(1, 'at least one right-hand selection')
    .max(MAX_RIGHT_SELECTIONS, `at most ${MAX_RIGHT_SELECTIONS} right-hand selections`),
  /** Only the cases connected this way. */
  connection: z.enum(CONNECTIONS).optional(),
  page,
  resultsPerPage: z.coerce.number().int().min(1).max(50).default(RELATIONSHIP_PAGE_SIZE),
})
export type RelationshipInput = z.output<typeof relationshipSchema>
