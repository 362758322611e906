// The locator's inputs, validated once for the pages, the /mdl calls and the search threads.
import { z } from 'zod'
import {
  MDL_CATEGORIES,
  MDL_DATE_TYPES,
  MDL_MAX_EMAIL_DOCUMENTS,
  MDL_MAX_ITEMS,
  MDL_MAX_PAGE_SIZE,
  MDL_MAX_QUERY_LENGTH,
  MDL_OPERATORS,
  MDL_PAGE_SIZE,
  MDL_SORT_ORDERS,
  MDL_SORTS,
} from '#sites/tools/market-definitions.ts'

export const mdlQueryItemSchema = z.object({
  id: z.number().int().optional(),
  operator: z.enum(MDL_OPERATORS).default('AND'),
  category: z.enum(MDL_CATEGORIES).default('Keyword'),
  displayname: z.string().max(100).optional(),
  term: z.string().trim().min(1, 'A term must not be empty.').max(200),
  origin: z.enum(['main', 'filter']).default('main'),
})

/** POST /mdl/api/search (spec 001 §7.10): Query is the text or its items. */
export const mdlSearchSchema = z.object({
  Query: z
    .union([z.string().max(MDL_MAX_QUERY_LENGTH), z.array(mdlQueryItemSchema).max(MDL_MAX_ITEMS)])
    .default(''),
  Start: z.number().int().min(0).max(100_000).default(0),
  PageSize: z.number().int().min(1).max(MDL_MAX_PAGE_SIZE).default(MDL_PAGE_SIZE),
  SortBy: z.enum(MDL_SORTS).default('date'),
  SortOrder: z.enum(MDL_SORT_ORDERS).default('desc'),
  DateType: z.enum(MDL_DATE_TYPES).default('relevant-date'),
  qTitle: z.string().trim().max(200).optional(),
  /** A document to leave out (the one whose related cases are asked for). */
  exclude: z.string().max(200).optional(),
})
export type MdlSearchBody = z.output<typeof mdlSearchSchema>

export const mdlDocumentSchema = z.object({
  id: z.string().trim().min(1, "The parameter 'id' must be defined.").max(200),
  searchTerm: z.string().max(MDL_MAX_QUERY_LENGTH).optional(),
})

export const mdlAutocompleteSchema = z.object({
  q: z.string().trim().max(100).default(''),
  keywordsonly: z
    .enum(['true', 'false', '1', '0', ''])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
})

/** POST /mdl/Documents/Email and the e-mail page's form. */
export const mdlEmailSchema = z.object({
  to: z.email('Enter a valid e-mail address.').max(254),
  ids: z
    .array(z.string().trim().min(1).max(200))
    .min(1, 'Select at least one document.')
    .max(MDL_MAX_EMAIL_DOCUMENTS, `Select at most ${MDL_MAX_EMAIL_DOCUMENTS} documents.`),
  message: z.string().trim().max(2000).optional(),
  searchTerm: z.string().max(MDL_MAX_QUERY_LENGTH).optional(),
})
export type MdlEmailInput = z.output<typeof mdlEmailSchema>
