// What Manual IP gives: its entries, offices, search results and comparisons, and the service's
// interface (./service.ts implements it).
import type { MipCountryCode, MipQuery, MipRight, MipTopic } from '#sites/tools/manual-ip.ts'
import type { MipOwner } from './favourites-store.ts'

export type MipEntry = {
  id: string
  country: MipCountryCode
  countryName: string
  right: MipRight
  topic: MipTopic
  /** What the entry says: the provision's passage, the fee lines, or the editorial answer. */
  answer: string[]
  language: string
  source: {
    /** '§ 34 PatG', 'Article 133 EPC', '35 U.S.C. § 111' */
    citation: string
    title: string
    /** The reading page of the provision, or the public source of an editorial answer. */
    url: string | null
    documentId: string | null
  }
  origin: 'provision' | 'fee-schedule' | 'editorial'
  sample: boolean
  /** yyyy-mm-dd: the editorial review, or the version of the act. */
  lastReviewed: string | null
  /** How strongly the provision speaks to the topic (editorial answers rank first). */
  score: number
}

export type MipCountry = {
  code: MipCountryCode
  name: string
  rights: { right: MipRight; entries: number; sample: boolean }[]
}

export type MipFilter = {
  category: 'country' | 'right' | 'topic'
  items: { value: string; label: string; count: number; selected: boolean }[]
}

export type MipSearchResult = {
  hits: MipEntry[]
  total: number
  start: number
  pageSize: number
  query: MipQuery
  filters: MipFilter[]
}

export type MipComparison = {
  right: MipRight
  countries: { code: MipCountryCode; name: string }[]
  rows: {
    topic: MipTopic
    label: string
    cells: { country: MipCountryCode; entries: MipEntry[] }[]
  }[]
}

export interface ManualIpService {
  countries(): Promise<MipCountry[]>
  compare(input: { countries: MipCountryCode[]; right: MipRight }): Promise<MipComparison>
  search(input: { query: string; start: number; pageSize: number }): Promise<MipSearchResult>
  entry(id: string): Promise<MipEntry>
  /** Several entries by id, in the order asked; ids no longer held are left out. */
  entries(ids: readonly string[]): Promise<MipEntry[]>
  favourites: {
    list(owner: MipOwner): Promise<(MipEntry & { starredAt: string })[]>
    ids(owner: MipOwner): Promise<Set<string>>
    /** Stars an entry Manual IP holds (else NotFoundError); true when it was new. */
    add(owner: MipOwner, id: string): Promise<boolean>
    /** Unstars (NotFoundError when it was not starred). */
    remove(owner: MipOwner, id: string): Promise<void>
  }
}
