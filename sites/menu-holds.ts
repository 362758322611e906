import type { FacetId } from './search/facets.ts'
import { BOOK_TYPES } from './search/modes.ts'
import type { SiteId } from './types.ts'

/**
 * What a menu item that opens a search must list to be shown: documents that are what its label
 * names. Every document it lists has, for each facet named in `kinds`, one of the values given;
 * and the item is shown only while its own search finds at least `min` of them on the edition
 * (counted like the listings, server/search/listings.ts). So an item whose content the collection
 * does not hold yet is hidden, and appears by itself once that content is indexed.
 */
export type Holds = {
  readonly kinds: Readonly<Partial<Record<FacetId, readonly string[]>>>
  readonly min: number
}

/** Court rulings: the document types of case law (not arbitral or domain name decisions). */
const COURT_RULINGS = ['Judgments', 'Court decisions'] as const
/** Enough documents for a list to be worth a menu item. */
const LIST = 5
/** A publication series: one volume is a true list of the series. */
const SERIES = 1

const cases = (kinds: Holds['kinds']): Holds => ({
  kinds: { type: COURT_RULINGS, ...kinds },
  min: LIST,
})
const series = (title: string): Holds => ({ kinds: { source: [title] }, min: SERIES })
/** Books are books (decision 248): one is a list worth the menu item. */
const BOOKS: Holds = { kinds: { type: BOOK_TYPES }, min: SERIES }

/**
 * Label → what the item opens, per edition (labels as in the edition's menu). Checked against
 * the starter index by sites/menu-content.test.ts, and on the running portal by the link crawl.
 */
export const MENU_HOLDS: Readonly<Record<SiteId, Readonly<Record<string, Holds>>>> = {
  KA: {
    Books: BOOKS,
    'Yearbook Commercial Arbitration': series('Yearbook Commercial Arbitration'),
    'ICCA Congress Series': series('ICCA Congress Series'),
    'International Handbook on Commercial Arbitration': series(
      'International Handbook on Commercial Arbitration',
    ),
    'ICCA Reports': series('ICCA Reports'),
  },
  KIPL: {
    Books: BOOKS,
    'European Patent Office Cases': {
      kinds: { court: ['Boards of Appeal of the European Patent Office'] },
      min: LIST,
    },
    'Copyright Cases': cases({ topic: ['Intellectual property>Copyright'] }),
    'Patent Cases': cases({ topic: ['Intellectual property>Patents'] }),
    'US IP Cases': cases({ jurisdiction: ['United States'], topic: ['Intellectual property'] }),
    'US Trade Secret Cases': cases({
      jurisdiction: ['United States'],
      topic: ['Intellectual property>Trade secrets'],
    }),
    'UPC Cases': cases({ court: ['Unified Patent Court'] }),
    'UPC Agreement: search the text': {
      kinds: { legislation: ['Agreement on a Unified Patent Court'] },
      min: LIST,
    },
    'Unitary Patent Regulations: search the text': {
      kinds: { legislation: ['Regulation 1257/2012', 'Regulation 1260/2012'] },
      min: LIST,
    },
  },
  KCL: {
    Books: BOOKS,
    'Annual Reports on Competition Policy': {
      kinds: { type: ['Reports'], source: ['Annual Reports on Competition Policy'] },
      min: LIST,
    },
    'Commission Decisions': {
      kinds: { source: ['European Commission antitrust cases'] },
      min: LIST,
    },
    'Court Decisions': {
      kinds: { type: COURT_RULINGS, court: ['Court of Justice of the European Union'] },
      min: LIST,
    },
    'Digital Markets Act': { kinds: { legislation: ['Regulation 2022/1925'] }, min: SERIES },
    'Foreign Subsidies Regulation': {
      kinds: { legislation: ['Regulation 2022/2560'] },
      min: SERIES,
    },
  },
}
