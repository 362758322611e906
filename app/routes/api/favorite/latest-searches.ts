import { serverOnly$ } from 'vite-env-only/macros'
import { z } from 'zod'
import type { LatestSearch } from '#server/favourites/lists-store.ts'
import { jurisdictionMatches, topicMatches } from '#server/favourites/rules.ts'
import type { Route } from './+types/latest-searches'
import { handle, json, requireOwner, services } from '#app/utils/api.server.ts'
import { defineCall } from '#app/routes/api/contract.ts'
import { addToListAction } from './favourites.server.ts'
import * as shapes from './shapes.ts'

export function latestSearchJson(s: LatestSearch) {
  return {
    id: s.id,
    query: s.query,
    url: s.url,
    topics: s.topics,
    countries: s.countries,
    date: s.date.toISOString(),
  }
}

/**
 * GET /apiv2/api/LatestSearches?topics=…&countries=… (repeated): the latest searches, newest
 * first, that match the chosen topics (either is a prefix of the other) and countries.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  return handle(async () => {
    const { owner } = requireOwner(context)
    const params = new URL(request.url).searchParams
    const topics = params.getAll('topics').filter(Boolean)
    const countries = params.getAll('countries').filter(Boolean)
    const list = (await services(context).favourites.listLatestSearches(owner)).filter(
      (s) => jurisdictionMatches(s.countries, countries) && topicMatches(s.topics, topics),
    )
    return json({ list: list.map(latestSearchJson) })
  })
}

const body = z.object({
  query: z.string().optional(),
  url: z.string({ error: 'Give the search address' }),
  topics: z.array(z.string()).optional(),
  countries: z.array(z.string()).optional(),
})

/** POST { query, url, topics, countries } records a search; DELETE needs an id in the path. */
const add = addToListAction(body, async (favourites, owner, input) =>
  json(latestSearchJson(await favourites.addLatestSearch(owner, input)), { status: 201 }),
)

export function action(args: Route.ActionArgs) {
  return add(args)
}

export const contract = serverOnly$([
  defineCall({
    route: 'api.latest-searches',
    method: 'GET',
    tag: 'Favourites',
    spec: '001 §7.4',
    summary: 'The latest searches, newest first, matching the chosen topics and countries',
    query: z.object({
      topics: z.union([z.string(), z.array(z.string())]).optional(),
      countries: z.union([z.string(), z.array(z.string())]).optional(),
    }),
    response: z.object({ list: z.array(shapes.latestSearchSchema) }),
    example: {},
  }),
  defineCall({
    route: 'api.latest-searches',
    method: 'POST',
    tag: 'Favourites',
    spec: '001 §7.4',
    summary: 'Records a search among the latest',
    body,
    response: shapes.latestSearchSchema,
    status: 201,
    example: { body: { query: 'expropriation', url: '/search?q=expropriation' } },
  }),
])
