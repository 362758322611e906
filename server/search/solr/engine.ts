// SearchEngine's searches over a SolrCloud collection (or alias), through its HTTP JSON API.
//
// A search runs as one JSON Request API call:
// 1. The query becomes a plan (../plan.ts), as for the embedded engine; the text becomes a JSON
//    Query DSL query (./query.ts), the edition, the mode's scope and the toggles untagged filters,
//    and each of the plan's filters (a facet selection, the date range) a filter with a tag.
// 2. Counts come from the JSON Facet API: a facet whose selections combine with OR is counted
//    with its own filter's tag excluded (disjunctive counts, as the embedded engine counts them),
//    the date periods are a range facet that excludes the date range's tag.
// 3. The page is sorted as the embedded engine sorts it, the content index's rowid last, so every
//    sort but relevance gives the same order (relevance is Lucene's BM25, not FTS5's); excerpts
//    come from the unified highlighter.
// In the books and journals modes a chapter counts for its publication: the text is joined from
// the matching documents' `group` (the publication's rowid) to the publication, scored by its
// best chapter, and a second call groups the page's chapters for their excerpt and cluster.
//
// Solr stops a search at timeAllowed and the request is cancelled soon after (./client.ts): either
// way the search is too broad (QueryTooBroadError), never partial counts given as exact.
import { escapeHtml } from '#server/lib/text.ts'
import { documentUrl, type DocumentRecord } from '#server/content/model.ts'
import {
  CASE_GROUP_SHOWN,
  type CaseGroup,
  type FilterResponse,
  type SearchContext,
  type SearchEngine,
  type SearchHit,
  type SearchPage,
  type SearchQuery,
  type SearchWithFilters,
  type YearCount,
} from '../engine.ts'
import { dateResponse, facetResponse, listedFacets, periodStarts } from '../facet-response.ts'
import { truncate } from '../highlight.ts'
import { planSearch, type SearchPlan } from '../plan.ts'
import { preview, SUMMARY_CHARS, type DocRow } from '../fts5/page.ts'
import type { SolrClient, SolrResponse } from './client.ts'
import { filters, highlightParams, request, term, textQuery, type Want } from './request.ts'

export type SolrEngineOptions = {
  client: SolrClient
  /** The collection or alias to search. */
  collection: string
  /** Today, for the "last n months" periods. */
  now?: () => Date
}

/** The searches of SearchEngine; suggestions and reads stay on the content index (./backend.ts). */
export type SolrSearch = Pick<
  SearchEngine,
  'search' | 'filters' | 'searchWithFilters' | 'yearCounts'
>

type StoredDoc = {
  id: string
  rowid: number
  group?: string
  date?: string
  type: string
  title: string
  published?: string
  source: string
  publication_id?: string
  publication_title?: string
  ai: boolean
  url: string
  summary?: string
  record: string
}

type Bucket = { val: string | number; count: number }
type Facets = Record<string, { buckets?: Bucket[] } | number | undefined>

/** The cluster of chapters shown under a publication (as the embedded engine shows). */
const CLUSTER_SIZE = 3

export function createSolrSearch(options: SolrEngineOptions): SolrSearch {
  const { client, collection } = options
  const now = options.now ?? (() => new Date())

  async function run(query: SearchQuery, ctx: SearchContext, want: Want) {
    const plan = planSearch(query, ctx, now())
    const answer = await client.select(collection, request(plan, want, now()))
    return { plan, answer }
  }

  return {
    async search(query, ctx) {
      const { plan, answer } = await run(query, ctx, { page: true, facets: false })
      return page(plan, answer)
    },
    async filters(query, ctx) {
      const { plan, answer } = await run(query, ctx, { page: false, facets: true })
      return filterResponses(plan, answer, now())
    },
    async searchWithFilters(query, ctx): Promise<SearchWithFilters> {
      const { plan, answer } = await run(query, ctx, { page: true, facets: true })
      return { page: await page(plan, answer), filters: filterResponses(plan, answer, now()) }
    },
    async yearCounts(query, ctx): Promise<YearCount[]> {
      const plan = planSearch(query, ctx, now())
      const field = `${plan.dateColumn}_year`
      const answer = await client.select(collection, {
        ...request(plan, { page: false, facets: false }, now()),
        facet: { years: { type: 'terms', field, limit: -1, mincount: 1, sort: 'index asc' } },
      })
      return buckets(answer, 'years').map((b) => ({ year: Number(b.val), count: b.count }))
    },
  }

  /** The page's hits, with the books modes' best chapters fetched for their excerpts. */
  async function page(plan: SearchPlan, answer: SolrResponse): Promise<SearchPage> {
    const response = plan.groupByCase
      ? groupedResponse(answer)
      : (answer.response as { numFound: number; docs: StoredDoc[] })
    const highlights = (answer.highlighting ?? {}) as Record<string, { body?: string[] }>
    const chapters =
      plan.settings.groupByPublication && plan.hasText && response.docs.length
        ? await bestChapters(plan, response.docs)
        : null
    const hits = response.docs.map((doc) => {
      const best = chapters?.get(doc.id)
      const snippet = best ? best.excerpt : highlights[doc.id]?.body?.[0]
      const hit: SearchHit = { ...preview(docRow(doc), record(doc)), excerpt: snippet ?? '' }
      if (!hit.excerpt && doc.summary) {
        hit.excerpt = escapeHtml(truncate(doc.summary, SUMMARY_CHARS[plan.excerpt]))
      }
      if (chapters) hit.bookCluster = best?.cluster ?? []
      return hit
    })
    if (plan.groupByCase && hits.length) {
      const groups = await caseGroups(plan, response.docs)
      hits.forEach((hit, i) => {
        if (groups[i]) hit.caseGroup = groups[i]
      })
    }
    return {
      hits,
      totalHits: response.numFound,
      start: plan.start,
      resultsPerPage: plan.resultsPerPage,
      sortBy: plan.sortBy,
      sortOrder: plan.sortOrder,
      mode: plan.settings.mode,
      endpoint: plan.settings.endpoint,
    }
  }

  /**
   * Grouped by case: the other results of each row's case (its `group`), oldest first, read by
   * a second call grouped on the page's groups (as ../fts5/case-groups.ts lists them).
   */
  async function caseGroups(plan: SearchPlan, heads: StoredDoc[]) {
    const answer = await client.select(collection, {
      ...request(plan, { page: false, facets: false }, now()),
      // The case's own record is not listed among its documents: the row links to it already.
      filter: [
        ...filters(plan),
        { bool: { should: heads.map((d) => term('group', d.group as string)) } },
        { bool: { must_not: [term('kind', 'case')] } },
      ],
      fields: 'id,title,url,type,date,record,group',
      limit: heads.length,
      params: {
        group: true,
        'group.field': 'group',
        'group.limit': CASE_GROUP_SHOWN + 1,
        'group.sort': 'date asc,rowid asc',
      },
    })
    const grouped = answer.grouped as {
      group: { groups: { groupValue: string; doclist: { numFound: number; docs: StoredDoc[] } }[] }
    }
    const byGroup = new Map(grouped.group.groups.map((g) => [g.groupValue, g.doclist]))
    return heads.map((head): CaseGroup | undefined => {
      const { case: info, kind } = record(head)
      if (!info) return undefined
      const list = byGroup.get(head.group as string) ?? { numFound: 0, docs: [] }
      return {
        caseId: info.caseId,
        caseName: info.caseName,
        url: documentUrl({ id: info.caseId, kind: 'case' }),
        others: list.docs
          .filter((d) => d.id !== head.id)
          .slice(0, CASE_GROUP_SHOWN)
          .map((d) => ({
            id: d.id,
            title: d.title,
            url: d.url,
            type: d.type,
            kind: record(d).facts?.kind?.label ?? null,
            date: d.date?.slice(0, 10) ?? null,
          })),
        otherCount: list.numFound - (kind === 'case' ? 0 : 1),
      }
    })
  }

  /**
   * For each publication of the page: the excerpt of its best-matching document (itself or a
   * chapter), and its best chapters.
   */
  async function bestChapters(plan: SearchPlan, pubs: StoredDoc[]) {
    const groups = pubs.map((d) => ({ term: { f: 'group', query: String(d.rowid) } }))
    const answer = await client.select(collection, {
      query: textQuery(plan),
      filter: [{ bool: { should: groups } }],
      fields: 'id,title,url,group,rowid',
      limit: pubs.length * (CLUSTER_SIZE + 1),
      params: {
        group: true,
        'group.field': 'group',
        'group.limit': CLUSTER_SIZE + 1,
        'group.sort': 'score desc,rowid asc',
        ...highlightParams(plan),
      },
    })
    const grouped = answer.grouped as {
      group: { groups: { groupValue: string; doclist: { docs: StoredDoc[] } }[] }
    }
    const highlights = (answer.highlighting ?? {}) as Record<string, { body?: string[] }>
    const byGroup = new Map(grouped.group.groups.map((g) => [g.groupValue, g.doclist.docs]))
    return new Map(
      pubs.map((pub) => {
        const docs = byGroup.get(String(pub.rowid)) ?? []
        const first = docs[0]
        return [
          pub.id,
          {
            excerpt: first ? highlights[first.id]?.body?.[0] : undefined,
            cluster: docs
              .filter((d) => d.id !== pub.id)
              .slice(0, CLUSTER_SIZE)
              .map((d) => ({ id: d.id, title: d.title, url: d.url })),
          },
        ]
      }),
    )
  }
}

/** A grouped answer read as a list: each group's first document, and the count of groups. */
function groupedResponse(answer: SolrResponse): { numFound: number; docs: StoredDoc[] } {
  const grouped = answer.grouped as {
    group: { ngroups: number; groups: { doclist: { docs: StoredDoc[] } }[] }
  }
  return {
    numFound: grouped.group.ngroups,
    docs: grouped.group.groups.map((g) => g.doclist.docs[0]),
  }
}

function filterResponses(plan: SearchPlan, answer: SolrResponse, now: Date): FilterResponse[] {
  const out = listedFacets(plan).map((id, n) => {
    const counts = new Map(buckets(answer, `facet${n}`).map((b) => [String(b.val), b.count]))
    return facetResponse(id, counts, plan)
  })
  const periods = buckets(answer, 'periods')
  out.push(
    dateResponse(
      periodStarts(now).map((_, i) => periods[i]?.count ?? 0),
      plan,
    ),
  )
  return out
}

function buckets(answer: SolrResponse, name: string): Bucket[] {
  const facets = (answer.facets ?? {}) as Facets
  const facet = facets[name]
  return typeof facet === 'object' ? (facet.buckets ?? []) : []
}

function docRow(doc: StoredDoc): DocRow {
  return {
    rowid: doc.rowid,
    id: doc.id,
    type: doc.type,
    kind: '',
    title: doc.title,
    date: null,
    published: doc.published?.slice(0, 10) ?? null,
    source: doc.source,
    publication_id: doc.publication_id ?? null,
    publication_title: doc.publication_title ?? null,
    toc_node: null,
    ai_available: doc.ai ? 1 : 0,
    url: doc.url,
    summary: doc.summary ?? null,
    record: doc.record,
  }
}

function record(doc: StoredDoc): DocumentRecord {
  return JSON.parse(doc.record) as DocumentRecord
}
