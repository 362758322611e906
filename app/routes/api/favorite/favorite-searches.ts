import { serverOnly$ } from 'vite-env-only/macros'
import { z } from 'zod'
import type { FavouriteSearch } from '#server/favourites/lists.ts'
import { SEARCH_SORTS, sortFavouriteSearches } from '#server/favourites/rules.ts'
import type { Route } from './+types/favorite-searches'
import { json } from '#app/utils/api.server.ts'
import { addToListAction, filedListLoader } from './favourites.server.ts'
import { defineCall } from '#app/routes/api/contract.ts'
import * as shapes from './shapes.ts'

export function favouriteSearchJson(s: FavouriteSearch & { show?: boolean }) {
  return {
    id: s.id,
    name: s.name,
    url: s.url,
    jurisdictions: s.jurisdictions,
    topicIds: s.topics,
    date: s.addedDate.toISOString(),
    show: s.show ?? true,
  }
}

const sortParam = z.enum(SEARCH_SORTS).catch('jurisdictions')

/**
 * GET /apiv2/api/FavoriteSearches?amount=n (0: all; required): favourite searches sorted (`sort`:
 * jurisdictions by default, dateAdded, topics) and marked shown or hidden by `jurisdictions` and
 * `topics` (repeated).
 */
export const loader = filedListLoader({
  read: (favourites, owner, amount) => favourites.listFavouriteSearches(owner, amount),
  sort: sortParam,
  order: sortFavouriteSearches,
  toJson: favouriteSearchJson,
})

const body = z.object({
  name: z.string({ error: 'Enter a name' }),
  url: z.string({ error: 'Give the search address' }),
  jurisdictions: z.array(z.string()).optional(),
  topicIds: z.array(z.string()).optional(),
})

/**
 * POST { name, url, jurisdictions, topicIds } saves a search (once per address; without
 * jurisdictions and topics it is filed under its address's filters); DELETE needs an id in the
 * path.
 */
const add = addToListAction(body, async (favourites, owner, input) => {
  const named = input.jurisdictions !== undefined || input.topicIds !== undefined
  const saved = await favourites.addFavouriteSearch(owner, {
    title: input.name,
    url: input.url,
    informationType: 'Search',
    facets: named
      ? {
          jurisdictions: input.jurisdictions ?? [],
          topics: input.topicIds ?? [],
          date: null,
          reviewDate: null,
        }
      : null,
  })
  return json(favouriteSearchJson(saved), { status: 201 })
})

export function action(args: Route.ActionArgs) {
  return add(args)
}

export const contract = serverOnly$([
  defineCall({
    route: 'api.favorite-searches',
    method: 'GET',
    tag: 'Favourites',
    spec: '001 §3, §5, §7.4',
    summary: 'Favourite searches, sorted and marked shown or hidden by the filters',
    description: '`sort`: jurisdictions (default), dateAdded, topics.',
    query: shapes.filedListQuery,
    response: z.object({ list: z.array(shapes.favouriteSearchSchema) }),
    example: { query: { amount: '0' } },
  }),
  defineCall({
    route: 'api.favorite-searches',
    method: 'POST',
    tag: 'Favourites',
    spec: '001 §7.4, §8',
    summary: 'Saves a search (once per address)',
    description: 'The spec’s client reads the body whatever the status.',
    body,
    response: shapes.favouriteSearchSchema,
    status: 201,
    example: { body: { name: 'Awards on expropriation', url: '/awards?q=expropriation' } },
  }),
])
