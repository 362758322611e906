// What the compare service takes and gives (spec 001 §3): a tool's topic page, the grid's
// result and its cell counts, the request, and the error for unknown topics or jurisdictions.
import type { Edition } from '#server/content/model.ts'
import type { CompareTool } from '#sites/tools/compare/index.ts'

/** GET /CompareJurisdictions/TopicsAndJurisdictions/{slug} (spec 001 §3). */
export type TopicsAndJurisdictions = {
  slug: string
  productId: string
  publicationTitle: string
  topicTitle: string
  descriptiveText: string
  jurisdictions: string[]
  topicTree: TopicNode[]
  topicGroups: { publicationTitle: string; slug: string }[]
  jurisdictionOrOrganizationTitle: string
  jurisdictionGroups: { groupName: string; groupJurisdictions: string[] }[]
  topicFrequent: { topicId: string; description: string }[]
}
export type TopicNode = { id: string; title: string; childs: TopicNode[] }

export type AnswerSource = { title: string; url: string }

/** One cell of the grid. */
export type TopicAnswer = {
  topicId: string
  /** The answer as HTML (escaped text in paragraphs and lists), as the spec's topicHtml. */
  html: string
  /** The same as plain paragraphs (pages and exports). */
  paragraphs: string[]
  /** Language of the text quoted (a German statute: 'de'). */
  language: string
  /** Where the answer comes from: the first of `sources`. */
  sourcePage: string | null
  sources: AnswerSource[]
  origin: 'provision' | 'holdings' | 'institution' | 'editorial'
  /** Editorial sample content, not a real answer. */
  sample: boolean
}

/** POST /CompareJurisdictions/Compare/{slug} (spec 001 §3). */
export type CompareResult = {
  slug: string
  publicationTitle: string
  jurisdictionOrOrganizationTitle: string
  topics: { id: string; title: string; parentTitles: string[] }[]
  documents: {
    documentId: string
    sourceDetails: string
    status: 'answered' | 'partly answered' | 'not answered'
    topicHtml: TopicAnswer[]
  }[]
  jurisdictions: {
    documentId: string
    name: string
    /** The jurisdiction's or institution's page, when the edition has one for it. */
    url: string | null
    contributors: { name: string; nameReversed: string }[]
    lastReviewDate: string | null
  }[]
  /** How many cells of the grid are answered, and from where (the grid says how many are sourced). */
  cells: CellCounts
}

export type CellCounts = {
  total: number
  /** Quoting a provision the collection holds. */
  provisions: number
  /** Answered from the collection: provisions, holdings, an institution's cases. */
  sourced: number
  /** Sample editorial content. */
  samples: number
}

/** '7 of 9 cells answered from the collection, 5 quoting a provision; 2 are sample content.' */
export function describeCells(c: CellCounts): string {
  const cells = `${c.total} ${c.total === 1 ? 'cell' : 'cells'}`
  const quoting = c.provisions ? `, ${c.provisions} quoting a provision` : ''
  const samples = c.samples ? `; ${c.samples} ${c.samples === 1 ? 'is' : 'are'} sample content` : ''
  return `${c.sourced} of ${cells} answered from the collection${quoting}${samples}.`
}

export function cellCounts(total: number, answers: readonly TopicAnswer[]): CellCounts {
  return {
    total,
    provisions: answers.filter((a) => a.origin === 'provision').length,
    sourced: answers.filter((a) => a.origin !== 'editorial').length,
    samples: answers.filter((a) => a.sample).length,
  }
}

export type CompareRequest = { slug: string; topicIds: string[]; jurisdictions: string[] }

/** Unknown topics or jurisdictions in a request: the message names them (400). */
export class CompareInputError extends Error {
  readonly code = 'COMPARE_INPUT'
  readonly kind = 'invalid' // answered as bad input (server/errors.ts)
  constructor(message: string) {
    super(message)
    this.name = 'CompareInputError'
  }
}
export function isCompareInputError(e: unknown): e is CompareInputError {
  return (e as { code?: unknown } | null)?.code === 'COMPARE_INPUT'
}

export type CompareService = {
  /** The edition's tool; NotFoundError for an unknown slug (another casing finds it). */
  tool(edition: Edition, slug: string): CompareTool
  topicsAndJurisdictions(edition: Edition, slug: string): TopicsAndJurisdictions
  compare(edition: Edition, request: CompareRequest): Promise<CompareResult>
  /** /api/Search: topics by id across the edition's tools, with both lists required. */
  searchByTopicAndJurisdiction(
    edition: Edition,
    topicIds: string[],
    jurisdictions: string[],
  ): Promise<CompareResult | null>
}
