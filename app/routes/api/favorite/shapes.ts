import { z } from 'zod'

// The answers of the favourites calls (spec 001 §3). Isomorphic: zod only.

export const favouriteSchema = z.object({
  id: z.string(),
  title: z.string(),
  source: z.string(),
  informationType: z.string(),
  updateDate: z.string(),
  addedDate: z.string(),
  notifications: z.boolean(),
  selected: z.boolean(),
  folder: z.union([z.string(), z.number()]),
  url: z.string(),
  contentId: z.string().nullable(),
  show: z.boolean(),
})

export const folderSchema = z.object({
  id: z.string(),
  name: z.string(),
  order: z.number(),
  updateDate: z.string(),
  addedDate: z.string(),
  favorites: z.array(z.object({ id: z.string(), url: z.string() })),
  selected: z.boolean(),
  active: z.boolean(),
  hits: z.number(),
})

export const favouriteDocumentSchema = z.object({
  id: z.string(),
  documentId: z.string(),
  title: z.string(),
  url: z.string(),
  jurisdiction: z.string(),
  jurisdictions: z.array(z.string()),
  date: z.string().nullable(),
  topicId: z.string(),
  topicIds: z.array(z.string()),
  authorReviewDate: z.string().nullable(),
  addedDate: z.string(),
  show: z.boolean(),
})

export const favouriteSearchSchema = z.object({
  id: z.string(),
  name: z.string(),
  url: z.string(),
  jurisdictions: z.array(z.string()),
  topicIds: z.array(z.string()),
  date: z.string(),
  show: z.boolean(),
})

export const latestSearchSchema = z.object({
  id: z.string(),
  query: z.string().nullable(),
  url: z.string(),
  topics: z.array(z.string()),
  countries: z.array(z.string()),
  date: z.string(),
})

type FilterItem = {
  name: string
  displayName: string
  active: boolean
  expanded: boolean
  state: string | number | boolean | null
  childs: FilterItem[]
}
const filterItemSchema: z.ZodType<FilterItem> = z
  .lazy(() =>
    z.object({
      name: z.string(),
      displayName: z.string(),
      active: z.boolean(),
      expanded: z.boolean(),
      state: z.union([z.string(), z.number(), z.boolean(), z.null()]),
      childs: z.array(filterItemSchema),
    }),
  )
  .meta({ id: 'FavouritesFilterItem' })

export const filterDataSchema = z.object({
  jurisdictionsFilter: z.object({ filterItems: z.array(filterItemSchema) }),
  topicsFilter: z.object({ filterItems: z.array(filterItemSchema) }),
})

/** `amount` (spec 001 §5): required, 0 means all. */
export const amountQuery = z.object({
  amount: z
    .string({ error: "The parameter 'amount' must be defined." })
    .regex(/^\d+$/, "The parameter 'amount' must be a whole number, 0 or more.")
    .meta({ description: 'How many, 0 for all (required).' }),
})

/** The query of a filed list (favourite documents, favourite searches): its order and filters. */
export const filedListQuery = amountQuery.extend({
  sort: z.string().optional(),
  jurisdictions: z.union([z.string(), z.array(z.string())]).optional(),
  topics: z.union([z.string(), z.array(z.string())]).optional(),
})
