// Manual IP's inputs, validated once for the pages and the /mip calls.
import { z } from 'zod'
import {
  MIP_COUNTRY_CODES,
  MIP_MAX_COMPARE,
  MIP_MAX_PAGE_SIZE,
  MIP_MAX_QUERY_LENGTH,
  MIP_PAGE_SIZE,
  MIP_RIGHTS,
} from '#sites/tools/manual-ip.ts'

const entryId = z
  .string()
  .trim()
  .min(1, "The parameter 'id' must be defined.")
  .max(200)
  .regex(/^[\w.-]+$/, 'An entry id holds letters, digits, dots, hyphens and underscores.')

/** POST /mip/api/search: the query text (words and `category:value`), offset and page size. */
export const mipSearchSchema = z.object({
  Query: z.string().max(MIP_MAX_QUERY_LENGTH).default(''),
  Start: z.number().int().min(0).max(100_000).default(0),
  PageSize: z.number().int().min(1).max(MIP_MAX_PAGE_SIZE).default(MIP_PAGE_SIZE),
})

/** GET /mip/api/compare?countries=DE,EP&right=patent */
export const mipCompareSchema = z.object({
  countries: z
    .string()
    .trim()
    .min(1, 'Name one to four offices, e.g. countries=DE,EP.')
    .transform((s) => [...new Set(s.split(',').map((c) => c.trim().toUpperCase()))])
    .pipe(
      z
        .array(z.enum(MIP_COUNTRY_CODES, `Use office codes: ${MIP_COUNTRY_CODES.join(', ')}.`))
        .min(1)
        .max(MIP_MAX_COMPARE, `Compare at most ${MIP_MAX_COMPARE} offices.`),
    ),
  right: z.enum(MIP_RIGHTS).default('patent'),
})

export const mipEntrySchema = z.object({ id: entryId })

/** POST /mip/api/favorites and the star form. */
export const mipFavouriteSchema = z.object({ id: entryId })
