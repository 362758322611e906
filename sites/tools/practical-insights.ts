import type { SiteId } from '../types.ts'

// Practical insights (spec 001 §2 "Practical insights list and item", "Country and institution
// comparer"): each edition's practice topics, and the countries and institutions its comparer
// sets side by side. The notes themselves are editorial (server/practice/insights-feed.ts); the
// topics and columns are the edition's vocabulary, shared by the pages, the header suggestions
// and the service that finds each topic's authorities in the collection.

export type InsightTopic = {
  /** In the address: /practical-insights?topic={id}, /practical-content/compare?t={id}. */
  id: string
  title: string
  description: string
  /**
   * The query (the portal's search syntax) that finds the collection's documents discussing the
   * topic: the awards and decisions listed with the topic, each with its passage.
   */
  query: string
  /** The jurisdiction comparison topic whose statute provisions answer it for a country. */
  compare?: { slug: string; topicId: string }
}

export type ComparerColumn = { name: string; kind: 'institution' | 'country' }

export type PracticalInsights = {
  topics: readonly InsightTopic[]
  /** The comparer's columns, by group. */
  columnGroups: readonly { groupName: string; columns: readonly ComparerColumn[] }[]
  /** Document types whose passages stand as the collection's practice on a topic. */
  decisionTypes: readonly string[]
}

const institution = (name: string): ComparerColumn => ({ name, kind: 'institution' })
const country = (name: string): ComparerColumn => ({ name, kind: 'country' })

const KA: PracticalInsights = {
  topics: [
    {
      id: 'commencing-arbitration',
      title: 'Commencing an arbitration',
      description: 'The request or notice of arbitration, its contents and when the case starts.',
      query: '"request for arbitration" OR "notice of arbitration"',
    },
    {
      id: 'tribunal-constitution',
      title: 'Constitution of the tribunal',
      description: 'Number of arbitrators, appointment, default appointment and nationality.',
      query: '"constitution of the tribunal" OR "appointing authority"',
      compare: { slug: 'Commercial_Arbitration', topicId: 'ca-tribunal-composition' },
    },
    {
      id: 'emergency-arbitrator',
      title: 'Emergency arbitrator',
      description: 'Urgent relief before the tribunal is constituted.',
      query: '"emergency arbitrator"',
    },
    {
      id: 'interim-measures',
      title: 'Interim and provisional measures',
      description: 'What a tribunal may order or recommend pending the award, and court support.',
      query: '"provisional measures" OR "interim measures"',
    },
    {
      id: 'expedited-procedure',
      title: 'Expedited procedure',
      description: 'Fast-track rules for smaller cases: when they apply and what changes.',
      query: '"expedited procedure"',
    },
    {
      id: 'challenges-to-arbitrators',
      title: 'Challenges to arbitrators',
      description: 'Disclosure, grounds and procedure for removing an arbitrator.',
      query: '"proposal to disqualify" OR "independence and impartiality"',
    },
    {
      id: 'costs',
      title: 'Costs',
      description: 'Allocation of the costs of the arbitration and security for costs.',
      query: '"costs of the arbitration" OR "security for costs"',
    },
    {
      id: 'set-aside',
      title: 'Annulment and setting aside',
      description: 'Applications to the courts of the seat against an award.',
      query: '"set aside" OR "setting aside"',
      compare: { slug: 'Commercial_Arbitration', topicId: 'ca-award-setting-aside' },
    },
    {
      id: 'nyc-enforcement',
      title: 'Enforcement under the New York Convention',
      description: 'Recognising and enforcing a foreign award, and the grounds for refusal.',
      query: '"New York Convention" OR "recognition and enforcement"',
      compare: { slug: 'Commercial_Arbitration', topicId: 'ca-award-foreign' },
    },
    {
      id: 'icsid-annulment',
      title: 'ICSID annulment',
      description: 'The ad hoc committee, the five grounds and the stay of enforcement.',
      query: '"ad hoc committee" OR "manifestly exceeded"',
    },
    {
      id: 'treaty-jurisdiction',
      title: 'Investment treaty jurisdiction',
      description: 'Investor, investment, consent and the limits of a tribunal’s jurisdiction.',
      query: '"ratione personae" OR "ratione materiae" OR "fork in the road"',
    },
  ],
  columnGroups: [
    {
      groupName: 'Institutions and rules',
      columns: ['ICSID', 'ICC', 'SCC', 'LCIA', 'PCA', 'UNCITRAL'].map(institution),
    },
    { groupName: 'Countries', columns: ['Germany', 'Netherlands'].map(country) },
  ],
  decisionTypes: ['Awards', 'Decisions', 'Procedural orders', 'Court decisions'],
}

const NONE: PracticalInsights = { topics: [], columnGroups: [], decisionTypes: [] }

/** Each edition's practical insights (an edition without the screens has none). */
export const PRACTICAL_INSIGHTS: Readonly<Record<SiteId, PracticalInsights>> = {
  KA,
  KIPL: NONE,
  KCL: NONE,
}

/** The address of a topic's notes. */
export const insightTopicPath = (id: string) =>
  `/practical-insights?topic=${encodeURIComponent(id)}`
/** The address of a note. */
export const insightNotePath = (id: string) => `/practical-content/${encodeURIComponent(id)}`
