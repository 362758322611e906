import { z } from 'zod'
import { routeKeyForPath, type RouteKey } from '#sites/index.ts'
import {
  DATE_PERIODS,
  DATE_TYPES,
  ENGINE_MODES,
  SEARCH_MODES,
  type SearchMode,
} from '#sites/search/modes.ts'
import type { Site } from '#sites/types.ts'

// The spec's search query (000 §3) as the body of POST /apiv2/{endpoint}/search and /Filter, and
// their answers (000 §3, 001 §3). Isomorphic: zod only.

/** The endpoints of the mode table (000 §7): each serves the engine modes that name it. */
export const SEARCH_ENDPOINTS = [
  ...new Set(Object.values(ENGINE_MODES).map((m) => m.endpoint)),
] as readonly string[]

/** The engine modes an endpoint serves, its default first (case-insensitive endpoint). */
export function modesOfEndpoint(endpoint: string): SearchMode[] {
  return (Object.keys(ENGINE_MODES) as SearchMode[]).filter(
    (mode) => ENGINE_MODES[mode].endpoint.toLowerCase() === endpoint.toLowerCase(),
  )
}

/** The screen of each engine mode: the search screens of the mode table; profiles their own. */
export function screenOf(mode: SearchMode): RouteKey | undefined {
  if (mode === 'profile page') return 'profile-navigator.profile'
  const screen = Object.values(SEARCH_MODES).find((m) => m.engineMode === mode)
  return screen ? routeKeyForPath(screen.path) : undefined
}

/** The endpoints of `candidates` the edition serves: the screen of their first mode is in it. */
export function endpointsOn(site: Site, candidates: readonly string[]): string[] {
  return candidates.filter((endpoint) => {
    const screen = screenOf(modesOfEndpoint(endpoint)[0])
    return screen !== undefined && site.routes[screen] !== undefined
  })
}

const ddmmyyyy = z
  .string()
  .regex(/^\d{2}-\d{2}-\d{4}$/, 'Write the date as dd-mm-yyyy')
  .meta({ description: 'dd-mm-yyyy' })

export const filterQuerySchema = z.object({
  id: z
    .string()
    .min(1, 'Name the filter')
    .max(60)
    .meta({ description: "The filter's id: type, topic, source, jurisdiction, …" }),
  filterItems: z
    .array(z.string().max(300))
    .max(40, 'At most 40 values per filter')
    .default([])
    .meta({ description: "Selected values; a tree child is 'parent>child'." }),
  andOrValue: z
    .enum(['AND', 'OR'])
    .optional()
    .meta({ description: 'How the values combine (default OR).' }),
  prefix: z.string().max(100).optional(),
  contains: z.string().max(100).optional().meta({
    description: "Only list items whose name contains this (the filter's own search box).",
  }),
  limit: z
    .number()
    .int()
    .min(1)
    .max(1000)
    .optional()
    .meta({ description: 'Items to list (default 10).' }),
})

export const searchQuerySchema = z.object({
  q: z
    .string()
    .max(1000)
    .optional()
    .meta({ description: 'The search text: AND, OR, NOT, NEAR, NEARn, "phrases", word*.' }),
  qTitle: z.string().max(1000).optional(),
  qPublicationTitle: z.string().max(1000).optional(),
  start: z.number().int().min(0, 'start must be 0 or more').max(10_000).optional(),
  resultsPerPage: z.number().int().min(1).max(100, 'resultsPerPage is at most 100').optional(),
  pageSize: z
    .number()
    .int()
    .min(1)
    .max(100, 'pageSize is at most 100')
    .optional()
    .meta({ description: 'The same as resultsPerPage.' }),
  sortBy: z.enum(['score', 'date', 'title', 'publicationtitle', 'relevant-date']).optional(),
  sortOrder: z.enum(['asc', 'desc']).optional(),
  searchWithinTitleOnly: z.boolean().optional(),
  searchAiAvailableOnly: z.boolean().optional(),
  hasContent: z.boolean().optional().meta({ description: 'Cases with documents.' }),
  deceased: z.boolean().optional().meta({
    description:
      'Not offered: the data does not say who has died, so true is a 400 naming deceased.',
  }),
  dateType: z.enum(DATE_TYPES).optional(),
  dateFrom: ddmmyyyy.optional(),
  dateTo: ddmmyyyy.optional(),
  datePeriod: z
    .number()
    .int()
    .refine(
      (n) => (DATE_PERIODS as readonly number[]).includes(n),
      `datePeriod is one of ${DATE_PERIODS.join(', ')}`,
    )
    .optional()
    .meta({
      description: '-1 all time, 0 the period dateFrom..dateTo, 3/6/12/24/36/60 the last n months.',
    }),
  excerpt: z.enum(['short', 'long']).optional(),
  groupBy: z.enum(['case'], "groupBy is 'case' or absent").optional().meta({
    description:
      "'case': one result per case (its first document in the order asked), with the case's other results in caseGroup; totalHits counts cases. Awards mode only.",
  }),
  mode: z
    .string()
    .max(40)
    .optional()
    .meta({ description: "One of the endpoint's modes (default: its first)." }),
  filters: z.array(filterQuerySchema).max(30).optional(),
})

export type SearchQueryBody = z.output<typeof searchQuerySchema>

export const filterItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  label: z.string(),
  count: z
    .number()
    .nullable()
    .meta({ description: "null for the date options ('-all', '-custom')." }),
  sortingName: z.string(),
  value: z.string(),
  checked: z.boolean(),
})

export const filterResponseSchema = z.object({
  id: z.string(),
  name: z.string(),
  count: z.number(),
  hasMoreFilterItems: z.boolean(),
  isSelfReported: z.boolean(),
  filterItems: z.array(filterItemSchema),
})

export const searchHitSchema = z.object({
  id: z.string(),
  title: z.string(),
  url: z.string(),
  authors: z.array(z.string()),
  updatedDate: z.string().nullable(),
  publicationDate: z.string().nullable(),
  type: z.string(),
  aiAvailable: z.boolean(),
  aiId: z.string().nullable(),
  legisDate: z.string().nullable(),
  jurisDate: z.string().nullable(),
  source: z.string(),
  sourceLocation: z.string().nullable(),
  summary: z.string().nullable(),
  excerpt: z.string().meta({ description: 'HTML-escaped text with the hits in <mark>.' }),
  bookCluster: z.array(z.object({ id: z.string(), title: z.string(), url: z.string() })).optional(),
  caseGroup: z
    .object({
      caseId: z.string(),
      caseName: z.string(),
      url: z.string(),
      others: z.array(
        z.object({
          id: z.string(),
          title: z.string(),
          url: z.string(),
          type: z.string(),
          kind: z.string().nullable(),
          date: z.string().nullable(),
        }),
      ),
      otherCount: z.number().int(),
    })
    .optional()
    .meta({
      description:
        "With groupBy 'case': the row's case and its other results, oldest first (the first five; otherCount counts them all).",
    }),
  caseFacts: z
    .object({
      tribunal: z.string().nullable(),
      caseNumber: z.string().nullable(),
      kind: z.string().nullable().meta({
        description: 'The kind its text gives: "Decision on annulment", "Award (partial)".',
      }),
      presiding: z.object({ name: z.string(), role: z.string() }).nullable().meta({
        description:
          'Who presided: "President", "President of the committee" or "Sole arbitrator".',
      }),
      parties: z.array(z.string()),
      treaty: z.string().nullable(),
      outcome: z.string().nullable(),
    })
    .meta({
      description:
        'A decision’s tribunal or court, first case number, kind, presiding member, parties, treaty or instrument invoked (for a ruling; else the statute) and outcome, where its record has them.',
    }),
})

export const searchPageSchema = z.object({
  hits: z.array(searchHitSchema),
  totalHits: z.number(),
  start: z.number(),
  resultsPerPage: z.number(),
  sortBy: z.string(),
  sortOrder: z.enum(['asc', 'desc']),
  mode: z.string(),
  endpoint: z.string(),
})
