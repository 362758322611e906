import { z } from 'zod'
import { defineCall } from '#app/routes/api/contract.ts'
import {
  mipCompareSchema,
  mipEntrySchema,
  mipFavouriteSchema,
  mipSearchSchema,
} from '#server/manual-ip/schemas.ts'
import { MIP_COUNTRY_CODES, MIP_RIGHTS, MIP_TOPICS } from '#sites/tools/manual-ip.ts'

// Manual IP's calls (spec 001 §7.11 names the base /mip and shows no paths; they follow /mdl's
// style), for the OpenAPI document: the same schemas validate their input
// (server/manual-ip/schemas.ts).

const TAG = 'Manual IP'
const country = z.enum(MIP_COUNTRY_CODES)
const right = z.enum(MIP_RIGHTS)
const topic = z.enum(MIP_TOPICS)
const entry = z.object({
  id: z.string(),
  country,
  countryName: z.string(),
  right,
  rightLabel: z.string(),
  topic,
  topicLabel: z.string(),
  answer: z.array(z.string()).describe('The passage, fee lines or editorial answer, line by line'),
  language: z.string().describe('ISO 639-1 of the answer (provisions are quoted as enacted)'),
  source: z.object({
    citation: z.string().describe("'§ 34 PatG', 'Article 133 EPC', '35 U.S.C. § 154'"),
    title: z.string(),
    url: z.string().nullable().describe('The reading page of the provision, or the public source'),
    documentId: z.string().nullable(),
  }),
  origin: z.enum(['provision', 'fee-schedule', 'editorial']),
  sample: z.boolean().describe('Editorial sample content, to be replaced by a real feed'),
  lastReviewed: z.string().nullable(),
})
const filter = z.object({
  category: z.enum(['country', 'right', 'topic']),
  items: z.array(
    z.object({ value: z.string(), label: z.string(), count: z.number(), selected: z.boolean() }),
  ),
})

export const contract = [
  defineCall({
    route: 'mip.ping',
    method: 'GET',
    tag: TAG,
    spec: '001 §7.11',
    summary: 'Is Manual IP there',
    description: 'How many offices and entries Manual IP holds.',
    query: z.object({ app: z.string().max(40).optional() }),
    response: z.object({
      app: z.string(),
      ok: z.boolean(),
      countries: z.number(),
      entries: z.number(),
    }),
    example: { query: { app: 'mip-app' } },
  }),
  defineCall({
    route: 'mip.countries',
    method: 'GET',
    tag: TAG,
    spec: '001 §7.11',
    summary: 'The offices and their rights',
    description:
      'Each office (a country, the EPO, the PCT route, the EUIPO) with the rights it has ' +
      'entries for, how many, and whether they are all editorial sample content.',
    response: z.array(
      z.object({
        code: country,
        name: z.string(),
        rights: z.array(
          z.object({ right, label: z.string(), entries: z.number(), sample: z.boolean() }),
        ),
      }),
    ),
    example: {},
  }),
  defineCall({
    route: 'mip.compare',
    method: 'GET',
    tag: TAG,
    spec: '001 §2.7, §7.11',
    summary: 'Compare offices for one right',
    description:
      'One row per topic (filing requirements, fees, time limits, representation) and one cell ' +
      'per office (`countries`: one to four codes, comma-separated), each cell with up to two ' +
      'entries and their sources.',
    query: z.object({
      countries: z.string().describe('Office codes, comma-separated: DE,EP'),
      right: mipCompareSchema.shape.right,
    }),
    response: z.object({
      right,
      countries: z.array(z.object({ code: country, name: z.string() })),
      rows: z.array(
        z.object({
          topic,
          label: z.string(),
          cells: z.array(z.object({ country, entries: z.array(entry) })),
        }),
      ),
    }),
    errors: [400],
    example: { query: { countries: 'DE,EP', right: 'patent' } },
  }),
  defineCall({
    route: 'mip.search',
    method: 'POST',
    tag: TAG,
    spec: '001 §7.11',
    summary: 'Search Manual IP',
    description:
      '`Query` holds words, every one of which an entry must hold (a trailing `*` matches any ' +
      'ending), and `category:value` filters: `country:DE`, `right:trade-mark`, ' +
      '`topic:time-limits` (a category named twice takes either value). An unknown category is a ' +
      '400 that lists the categories; an unknown value lists the values. Filters count the hits ' +
      'per value.',
    body: mipSearchSchema,
    response: z.object({
      Hits: z.array(entry),
      Filters: z.array(filter),
      TotalHits: z.number(),
      Query: z.object({
        words: z.array(z.string()),
        country: z.array(country),
        right: z.array(right),
        topic: z.array(topic),
      }),
      Start: z.number(),
      PageSize: z.number(),
    }),
    errors: [400],
    example: { body: { Query: 'country:DE topic:representation', Start: 0, PageSize: 10 } },
  }),
  defineCall({
    route: 'mip.entry',
    method: 'GET',
    tag: TAG,
    spec: '001 §7.11',
    summary: 'One entry',
    description: 'One entry with its source. An unknown id is not found.',
    query: mipEntrySchema,
    response: entry,
    errors: [400, 404],
    example: { query: { id: 'DE-patent-de-patg_3.1' } },
  }),
  defineCall({
    route: 'mip.favorites',
    method: 'GET',
    tag: TAG,
    spec: '001 §7.11',
    summary: 'Starred entries',
    description: "The caller's starred entries on this edition, newest first.",
    response: z.array(entry.extend({ starredAt: z.string() })),
    example: {},
  }),
  defineCall({
    route: 'mip.favorites',
    method: 'POST',
    tag: TAG,
    spec: '001 §7.11',
    summary: 'Star an entry',
    description:
      'Stars an entry (starring it again changes nothing). An unknown entry is not found.',
    body: mipFavouriteSchema,
    response: z.object({ id: z.string(), starred: z.literal(true), added: z.boolean() }),
    errors: [400, 404],
    example: { body: { id: 'DE-patent-de-patg_3.1' } },
  }),
  defineCall({
    route: 'mip.favorites',
    method: 'DELETE',
    tag: TAG,
    spec: '001 §7.11',
    summary: 'Unstar an entry',
    description: 'Unstars an entry; one that is not starred is not found.',
    query: mipFavouriteSchema,
    response: z.object({ id: z.string(), starred: z.literal(false) }),
    errors: [400, 404],
    example: { query: { id: 'SAMPLE-MIP-JP-patent-time-limits' }, status: 404 },
  }),
]
