// All Case Law of the IP edition (spec 001 §2.4 /case-law): the document types that are case
// law, and the filters the page groups them by. The search URL of each group is built by the
// search codec, so the page links to the same results as the search screen.
//
// The page leads with the decisions of courts and offices; domain name decisions (UDRP panels)
// follow under their own name, with their own counts and latest rows, so that they never open
// the page (decision 248).

export type CaseLawPart = {
  id: 'courts' | 'domain-names'
  title: string
  /** What the part's documents are called in its counts. */
  noun: string
  types: readonly string[]
  /** Filters the part lists, in order, with their heading. */
  groups: readonly { facet: string; title: string }[]
  latest: string
}

export const CASE_LAW_PARTS: readonly CaseLawPart[] = [
  {
    id: 'courts',
    title: 'Courts and offices',
    noun: 'court and office decisions',
    types: ['Judgments', 'Court decisions'],
    groups: [
      { facet: 'court', title: 'By court' },
      { facet: 'topic', title: 'By topic' },
      { facet: 'procedure', title: 'By procedure' },
    ],
    latest: 'Latest court and office decisions',
  },
  {
    id: 'domain-names',
    title: 'Domain name decisions',
    noun: 'domain name decisions',
    types: ['Domain name decisions'],
    groups: [{ facet: 'organization', title: 'By dispute resolution provider' }],
    latest: 'Latest domain name decisions',
  },
]
