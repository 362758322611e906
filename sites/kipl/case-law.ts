// All Case Law of the IP edition (spec 001 §2.4 /case-law): the document types that are case
// law, and the filters the page groups them by. The search URL of each group is built by the
// search codec, so the page links to the same results as the search screen.

export const CASE_LAW_TYPES = ['Judgments', 'Court decisions', 'Domain name decisions'] as const

/** Filters the page lists, in order, with their heading. */
export const CASE_LAW_GROUPS = [
  { facet: 'court', title: 'By court' },
  { facet: 'organization', title: 'By dispute resolution provider' },
  { facet: 'topic', title: 'By topic' },
  { facet: 'procedure', title: 'By procedure' },
] as const
