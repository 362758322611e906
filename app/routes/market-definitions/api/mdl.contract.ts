import { z } from 'zod'
import { defineCall } from '#app/routes/api/contract.ts'
import {
  mdlAutocompleteSchema,
  mdlDocumentSchema,
  mdlEmailSchema,
  mdlSearchSchema,
} from '#server/market-definitions/schemas.ts'
import {
  MDL_CATEGORIES,
  MDL_FACT_CATEGORIES,
  MDL_OPERATORS,
} from '#sites/tools/market-definitions.ts'

// The Market Definitions Locator's calls (spec 001 §7.10), for the OpenAPI document: the same
// schemas validate their input (server/market-definitions/schemas.ts).

const TAG = 'Market Definitions Locator'
const category = z.enum(MDL_CATEGORIES)
const factCategory = z.enum(MDL_FACT_CATEGORIES as unknown as [string, ...string[]])
const textPart = z.object({ text: z.string(), mark: z.boolean() })
const definition = z.object({
  category: factCategory,
  value: z.string(),
  passage: z.array(textPart).describe('The passage the definition was read from, terms marked'),
  url: z.string().describe('The reading page at the passage'),
})
const queryItem = z.object({
  id: z.number(),
  operator: z.enum(MDL_OPERATORS),
  category,
  displayname: z.string(),
  term: z.string(),
  origin: z.enum(['main', 'filter']),
})

export const contract = [
  defineCall({
    route: 'mdl.ping',
    method: 'GET',
    tag: TAG,
    spec: '001 §7.10',
    summary: 'Is the locator there',
    description: 'How many documents and definitions the locator holds.',
    query: z.object({ app: z.string().max(40).optional() }),
    response: z.object({
      app: z.string(),
      ok: z.boolean(),
      documents: z.number(),
      definitions: z.number(),
    }),
    example: { query: { app: 'mdl-app' } },
  }),
  defineCall({
    route: 'mdl.autocomplete',
    method: 'GET',
    tag: TAG,
    spec: '001 §7.10',
    summary: 'Values of the definitions holding a text',
    description:
      'Up to 10 values holding `q`, each with its category, the query text that asks for it and ' +
      'how many documents it appears in; `keywordsonly` suggests product markets as keywords.',
    query: mdlAutocompleteSchema,
    response: z.array(
      z.object({ category, term: z.string(), count: z.number(), query: z.string() }),
    ),
    errors: [400],
    example: { query: { q: 'fuel', keywordsonly: 'false' } },
  }),
  defineCall({
    route: 'mdl.search',
    method: 'POST',
    tag: TAG,
    spec: '001 §4, §5, §7.10, §9',
    summary: 'Search the market definitions',
    description:
      '`Query` is the query text (terms joined by AND, OR, NOT, default AND; `category:value` ' +
      'looks in one category, e.g. `product-market:gas`) or its items. 10 a page by date, newest ' +
      'first; `qTitle` asks for the related cases of a title (page size 100). A query the syntax ' +
      'refuses is a 400 with its message and position; an unknown category lists the categories.',
    body: mdlSearchSchema,
    response: z.object({
      Hits: z.array(
        z.object({
          id: z.string(),
          title: z.string(),
          url: z.string(),
          date: z.string().nullable(),
          type: z.string(),
          caseNumbers: z.array(z.string()),
          definitions: z.array(definition),
        }),
      ),
      Filters: z.array(
        z.object({
          category: factCategory,
          items: z.array(z.object({ value: z.string(), count: z.number(), selected: z.boolean() })),
        }),
      ),
      TotalHits: z.number(),
      Query: z.array(queryItem),
      Start: z.number(),
      PageSize: z.number(),
    }),
    errors: [400, 503],
    example: { body: { Query: 'product-market:airfreight', Start: 0, PageSize: 10 } },
  }),
  defineCall({
    route: 'mdl.document',
    method: 'GET',
    tag: TAG,
    spec: '001 §3, §7.10',
    summary: "One document's market definitions",
    description:
      'Every definition of the document by category with its passage, and `Highlights`: each ' +
      'search term with its Count in the document. An unknown id is not found.',
    query: mdlDocumentSchema,
    response: z.object({
      id: z.string(),
      Title: z.string(),
      url: z.string(),
      date: z.string().nullable(),
      type: z.string(),
      caseNumbers: z.array(z.string()),
      definitions: z.array(definition),
      Highlights: z.array(z.object({ term: z.string(), Count: z.number() })),
      relatedTitle: z.string().nullable(),
    }),
    errors: [400, 404],
    example: { query: { id: 'cjeu-eu-c-2017-891', searchTerm: 'fuel' } },
  }),
  defineCall({
    route: 'mdl.email',
    method: 'POST',
    tag: TAG,
    spec: '001 §7.10',
    summary: 'E-mail documents',
    description:
      'Mails the documents (up to 20) with their market definitions and links to one address ' +
      'through the portal’s mail service. A wrong address is a 400 and nothing is sent. At most ' +
      '10 an hour per account and 3 a day to one address (429 with Retry-After).',
    body: mdlEmailSchema,
    response: z.object({ sent: z.number() }),
    errors: [400, 429, 503],
    example: { body: { to: 'colleague@example.org', ids: ['ec-at-35059'] } },
  }),
]
