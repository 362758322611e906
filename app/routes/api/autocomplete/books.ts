import { serverOnly$ } from 'vite-env-only/macros'
import { publicationSuggestionsCall } from './publications.server.ts'

/** GET /apiv2/books/autocomplete?term=: books (and loose-leaf works) by title. */
const call = publicationSuggestionsCall({
  route: 'api.books.autocomplete',
  summary: 'Books and loose-leaf works whose titles match the term, best first, and how many match',
  publicationTypes: ['book', 'loose-leaf'],
  exampleTerm: 'conv',
})

export const loader = call.loader

export const contract = serverOnly$(call.contract)
