// What practical insights give: topic and note summaries, a note's page, the list, the
// comparer's options and result, the input error, and the service's interface (./insights.ts).
import type { Edition } from '#server/search/engine.ts'
import type { CompareSelection } from '#sites/tools/compare/params.ts'
import type { ComparerColumn } from '#sites/tools/practical-insights.ts'

export type TopicSummary = {
  id: string
  title: string
  description: string
  url: string
  notes: number
}
export type NoteSummary = {
  id: string
  title: string
  summary: string
  url: string
  institution: string | null
  country: string | null
  lastUpdated: string | null
  sample: boolean
}
/** A document of the collection with the passage that bears on the topic. */
export type Authority = {
  id: string
  title: string
  type: string
  /** The document, opened at the passage's terms when it holds them. */
  url: string
  passage: string
  date: string | null
}
export type Decisions = { items: Authority[]; total: number; searchUrl: string }

export type InsightsList = {
  topics: (TopicSummary & { notesShown: NoteSummary[] })[]
  /** The chosen topic's awards and decisions (only with a topic). */
  decisions: Decisions | null
  filters: {
    topics: { id: string; title: string }[]
    institutions: string[]
    countries: string[]
  }
}

export type InsightNoteView = {
  id: string
  title: string
  summary: string
  sections: { heading: string; paragraphs: string[] }[]
  topic: { id: string; title: string; url: string }
  institution: string | null
  country: string | null
  contributors: string[]
  lastUpdated: string | null
  sample: boolean
  authorities: Authority[]
  decisions: Decisions
  related: NoteSummary[]
}

export type ComparerCell = {
  topicId: string
  column: string
  origin: 'provision' | 'decision' | 'note' | 'none'
  paragraphs: string[]
  language: string
  source: { title: string; url: string } | null
  sample: boolean
  /** The editorial note on the topic for this column, when there is one. */
  note: { title: string; url: string; sample: boolean } | null
}
export type ComparerResult = {
  topics: { id: string; title: string; url: string }[]
  columns: ComparerColumn[]
  /** One row a topic, one cell a column, in the order of `topics` and `columns`. */
  rows: ComparerCell[][]
}
export type ComparerOptions = {
  topics: { id: string; title: string }[]
  columnGroups: { groupName: string; columns: ComparerColumn[] }[]
}

export type InsightsFilter = { topic?: string; institution?: string; country?: string }

/** A topic, institution or country the edition does not have (400, the message names it). */
export class InsightsInputError extends Error {
  readonly code = 'INSIGHTS_INPUT'
  constructor(message: string) {
    super(message)
    this.name = 'InsightsInputError'
  }
}
export function isInsightsInputError(e: unknown): e is InsightsInputError {
  return (e as { code?: unknown } | null)?.code === 'INSIGHTS_INPUT'
}

export type InsightsService = {
  topics(edition: Edition): TopicSummary[]
  list(edition: Edition, filter: InsightsFilter): Promise<InsightsList>
  /** NotFoundError for an id the edition has no note under. */
  note(edition: Edition, id: string): Promise<InsightNoteView>
  comparerOptions(edition: Edition): ComparerOptions
  /** InsightsInputError for unknown topics or columns (`jurisdictions` are the columns). */
  compare(edition: Edition, selection: CompareSelection): Promise<ComparerResult>
  /**
   * Topics whose title or description has words starting with each typed word (value: the
   * topic's id, shown at /practical-insights?topic={id}), title matches first.
   */
  suggest(
    edition: Edition,
    term: string,
  ): { suggestions: { value: string; label: string; subLabel: string }[]; total: number }
}
