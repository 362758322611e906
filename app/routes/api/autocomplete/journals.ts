import { serverOnly$ } from 'vite-env-only/macros'
import { publicationSuggestionsCall } from './publications.server.ts'

/** GET /apiv2/journals/autocomplete?term=: journals by title. */
const call = publicationSuggestionsCall({
  route: 'api.journals.autocomplete',
  summary: 'Journals whose titles match the term, best first, and how many match',
  publicationTypes: ['journal'],
  exampleTerm: 'jour',
})

export const loader = call.loader

export const contract = serverOnly$(call.contract)
