// The JSON Request API body of a search plan (./engine.ts runs it): the text as a JSON Query DSL
// query (./query.ts), the edition, the mode's scope and the toggles as untagged filters, each of
// the plan's filters (a facet selection, the date range) a filter with a tag, the sort, the
// highlighter and the facets with their excluded tags (disjunctive counts).
import { INSTRUMENT_TYPES } from '#sites/search/modes.ts'
import { listedFacets, periodStarts } from '../facet-response.ts'
import { EXCERPT_CHARS } from '../fts5/page.ts'
import type { SearchPlan } from '../plan.ts'
import { TEXT_FIELDS, toSolrQuery, type SolrQuery } from './query.ts'

/** The stored fields a page reads (./engine.ts's StoredDoc). */
const STORED = [
  'id',
  'rowid',
  'group',
  'type',
  'title',
  'published',
  'source',
  'publication_id',
  'publication_title',
  'ai',
  'url',
  'summary',
  'record',
].join(',')

/** What a call asks for: the page, the filters' counts, or both. */
export type Want = { page: boolean; facets: boolean }

/** The JSON Request API body of a plan. */
export function request(plan: SearchPlan, want: Want, now: Date): Record<string, unknown> {
  const text = textQuery(plan)
  const query =
    text && plan.settings.groupByPublication
      ? { join: { from: 'group', to: 'self', score: 'max', query: text } }
      : (text ?? '*:*')
  const body: Record<string, unknown> = {
    query,
    filter: filters(plan),
    limit: want.page ? plan.resultsPerPage : 0,
    offset: want.page ? plan.start : 0,
    params: want.page && text && !plan.settings.groupByPublication ? highlightParams(plan) : {},
  }
  if (want.page) {
    body.fields = STORED
    body.sort = sortOf(plan)
  }
  if (want.page && plan.groupByCase) {
    // A case's documents share `group`, the router field: one shard holds each case, so the
    // count of groups is exact. Each group is its first document in the page's order.
    body.params = {
      ...(body.params as object),
      group: true,
      'group.field': 'group',
      'group.limit': 1,
      'group.ngroups': true,
      'group.sort': sortOf(plan),
    }
  }
  if (want.facets) body.facet = facetRequest(plan, now)
  return body
}

/** The text of the plan (q and qTitle, ANDed), or null without text. */
export function textQuery(plan: SearchPlan): SolrQuery | null {
  const { q, qTitle, titleOnly } = plan.text
  const parts: SolrQuery[] = []
  if (q) parts.push(toSolrQuery(q, { fields: titleOnly ? ['title'] : TEXT_FIELDS }))
  if (qTitle) parts.push(toSolrQuery(qTitle, { fields: ['title'] }))
  if (parts.length === 0) return null
  return parts.length === 1 ? parts[0] : { bool: { must: parts } }
}

export const term = (f: string, value: string | boolean): SolrQuery => ({
  term: { f, query: String(value) },
})

/** Filter i of the plan is tagged `f<i>`, the date range `date`. */
const tagOf = (i: number) => `f${i}`
const DATE_TAG = 'date'

export function filters(plan: SearchPlan): SolrQuery[] {
  const out: SolrQuery[] = [term('editions', plan.edition)]
  const { scope } = plan.settings
  if (scope.kinds) out.push({ bool: { should: scope.kinds.map((k) => term('kind', k)) } })
  if (scope.published) out.push({ lucene: { query: 'published:[* TO *]' } })
  if (plan.toggles.aiAvailableOnly) out.push(term('ai', true))
  if (plan.toggles.hasContent) out.push(term('has_docs', true))
  if (plan.publicationTitle) {
    // Publications with these words in the title, and their chapters (one group each).
    const publications = {
      bool: {
        must: [
          term('kind', 'publication'),
          toSolrQuery(plan.publicationTitle, { fields: ['title'] }),
        ],
      },
    }
    out.push({ join: { from: 'group', to: 'group', query: publications } })
  }
  plan.filters.forEach((f, i) => {
    const field = `f_${f.id}`
    const values = f.values.map((v) => term(field, v))
    const query = f.andOrValue === 'AND' ? { bool: { must: values } } : { bool: { should: values } }
    out.push({ [`#${tagOf(i)}`]: query })
  })
  if (plan.range) {
    const { from, to } = plan.range
    const at = (d: string | null) => (d ? `${d}T00:00:00Z` : '*')
    const range = `${plan.dateColumn}:[${at(from)} TO ${at(to)}]`
    out.push({ [`#${DATE_TAG}`]: { lucene: { query: range } } })
  }
  return out
}

/** 1 for a section of a treaty, convention or statute, else 0 (../case-law-first.ts). */
const INSTRUMENT = `sum(${INSTRUMENT_TYPES.map((t) => `termfreq(type,'${t}')`).join(',')})`

/** The embedded engine's orders (../fts5/page-order.ts), the rowid last. */
function sortOf(plan: SearchPlan): string {
  const dir = plan.sortOrder
  switch (plan.sortBy) {
    case 'score': {
      const byScore = `score ${dir === 'desc' ? 'desc' : 'asc'},date desc,rowid asc`
      return plan.instrumentsLast ? `${INSTRUMENT} asc,${byScore}` : byScore
    }
    case 'date':
      return `${plan.dateColumn} ${dir},rowid ${dir}`
    case 'title':
      return `title_key ${dir},rowid asc`
    case 'publicationtitle':
      return `pub_key ${dir},rowid asc`
  }
}

export function highlightParams(plan: SearchPlan): Record<string, unknown> {
  return {
    hl: true,
    'hl.method': 'unified',
    'hl.fl': 'body',
    'hl.snippets': 1,
    'hl.fragsize': EXCERPT_CHARS[plan.excerpt],
    'hl.encoder': 'html',
    'hl.tag.pre': '<mark>',
    'hl.tag.post': '</mark>',
    'hl.defaultSummary': false,
  }
}

function facetRequest(plan: SearchPlan, now: Date): Record<string, unknown> {
  const own = new Map<string, number>()
  plan.filters.forEach((f, i) => {
    if (f.andOrValue !== 'AND') own.set(f.id, i)
  })
  const facet: Record<string, unknown> = {}
  listedFacets(plan).forEach((id, n) => {
    const mine = own.get(id)
    facet[`facet${n}`] = {
      type: 'terms',
      field: `f_${id}`,
      limit: -1,
      mincount: 1,
      sort: 'index asc',
      ...(mine === undefined ? {} : { domain: { excludeTags: [tagOf(mine)] } }),
    }
  })
  facet.periods = {
    type: 'range',
    field: plan.dateColumn,
    ranges: periodStarts(now).map((start) => ({ range: `[${start}T00:00:00Z,*]` })),
    ...(plan.range ? { domain: { excludeTags: [DATE_TAG] } } : {}),
  }
  return facet
}
