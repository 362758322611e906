// Practical insights (spec 001 §2): practice notes by topic, each note with the authorities it
// rests on, and the country-and-institution comparer. Real material first: a note's authorities
// are documents of the collection, each shown with the passage where the topic is discussed; each
// topic lists the awards and decisions whose text discusses it, found by search with their
// passage; a comparer cell is a statute provision the jurisdiction comparison holds for the
// country (server/compare), or an institution's decision discussing the topic, before the
// editorial note (./insights-feed.ts, sample content until a real feed replaces it).
import { isCompareInputError, type CompareService } from '#server/compare/types.ts'
import { plainText } from '#server/compare/quote.ts'
import type { ContentStore, Edition, SearchEngine } from '#server/search/engine.ts'
import { isNotFoundError, NotFoundError } from '#server/errors.ts'
import { searchHref } from '#sites/search/search-params.ts'
import { defaultState, withChanges } from '#sites/search/search-state.ts'
import { toSearchQuery } from '#sites/search/engine-query.ts'
import type { CompareSelection } from '#sites/tools/compare/params.ts'
import {
  insightNotePath,
  insightTopicPath,
  PRACTICAL_INSIGHTS,
  type ComparerColumn,
  type InsightTopic,
} from '#sites/tools/practical-insights.ts'
import type { InsightNote } from './insights-feed.ts'
import {
  InsightsInputError,
  type Authority,
  type ComparerCell,
  type ComparerOptions,
  type ComparerResult,
  type Decisions,
  type InsightNoteView,
  type InsightsFilter,
  type InsightsList,
  type InsightsService,
  type NoteSummary,
  type TopicSummary,
} from './insights-types.ts'
import { clip, passageOf, withQuery } from './passages.ts'

/** Awards and decisions listed with a topic or a note. */
const DECISIONS_SHOWN = 5
const SUGGESTIONS_SHOWN = 5

/** Lower-case words without accents. */
function words(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
}

export function createInsightsService(deps: {
  search: SearchEngine
  content: ContentStore
  compare: Pick<CompareService, 'compare'>
  notes: readonly InsightNote[]
}): InsightsService {
  const { search, content } = deps
  const config = (edition: Edition) => PRACTICAL_INSIGHTS[edition]
  const notesOf = (edition: Edition) => deps.notes.filter((n) => n.editions.includes(edition))
  const topicOf = (edition: Edition, id: string) => config(edition).topics.find((t) => t.id === id)

  const summary = (n: InsightNote): NoteSummary => ({
    id: n.id,
    title: n.title,
    summary: n.summary,
    url: insightNotePath(n.id),
    institution: n.institution,
    country: n.country,
    lastUpdated: n.lastUpdated,
    sample: n.sample,
  })

  function topics(edition: Edition): TopicSummary[] {
    const notes = notesOf(edition)
    return config(edition).topics.map((t) => ({
      id: t.id,
      title: t.title,
      description: t.description,
      url: insightTopicPath(t.id),
      notes: notes.filter((n) => n.topicId === t.id).length,
    }))
  }

  /** The awards and decisions (of an institution, when given) whose text discusses a topic. */
  async function decisionsOn(
    edition: Edition,
    topic: InsightTopic,
    options: { institution?: string; exclude?: string[]; size?: number } = {},
  ): Promise<Decisions> {
    const types = config(edition).decisionTypes
    const state = withChanges(defaultState('default'), {
      q: topic.query,
      filters: {
        type: { values: [...types], op: 'OR' },
        ...(options.institution
          ? { organization: { values: [options.institution], op: 'OR' as const } }
          : {}),
      },
    })
    const exclude = new Set(options.exclude ?? [])
    const size = options.size ?? DECISIONS_SHOWN
    const page = await search.search(
      toSearchQuery(withChanges(state, { resultsPerPage: size + exclude.size })),
      { edition },
    )
    return {
      items: page.hits
        .filter((h) => !exclude.has(h.id))
        .slice(0, size)
        .map((h) => ({
          id: h.id,
          title: h.title,
          type: h.type,
          url: withQuery(h.url, topic.query),
          passage: plainText(h.excerpt),
          date: h.jurisDate ?? h.publicationDate,
        })),
      total: page.totalHits,
      searchUrl: searchHref(state),
    }
  }

  /** The note's authorities that the edition holds, each with the passage on the topic. */
  async function authorities(edition: Edition, ids: string[], topic: InsightTopic) {
    const views = await Promise.all(
      ids.map((id) =>
        content
          .getDocument(id, { edition, searchTerm: topic.query, searchTermFromUrl: true })
          .catch((e: unknown) => {
            if (isNotFoundError(e)) return null
            throw e
          }),
      ),
    )
    return views
      .filter((v) => v !== null)
      .map((v): Authority => ({
        id: v.id,
        title: v.title,
        type: v.type,
        url: v.hitCount > 0 ? withQuery(v.url, topic.query) : v.url,
        passage: passageOf(v.content),
        date: v.record.dates.decision ?? v.record.dates.publication ?? null,
      }))
  }

  async function list(edition: Edition, filter: InsightsFilter): Promise<InsightsList> {
    const notes = notesOf(edition)
    const institutions = [
      ...new Set(notes.map((n) => n.institution).filter((x) => x !== null)),
    ].sort()
    const countries = [...new Set(notes.map((n) => n.country).filter((x) => x !== null))].sort()
    const problems: string[] = []
    const topic = filter.topic ? topicOf(edition, filter.topic) : undefined
    if (filter.topic && !topic) problems.push(`no topic “${filter.topic}”`)
    const same = (a: string | null, b: string) => a?.toLowerCase() === b.toLowerCase()
    const institution = filter.institution
      ? institutions.find((i) => same(i, filter.institution!))
      : undefined
    if (filter.institution && !institution)
      problems.push(`no notes on the institution “${filter.institution}”`)
    const country = filter.country ? countries.find((c) => same(c, filter.country!)) : undefined
    if (filter.country && !country) problems.push(`no notes on the country “${filter.country}”`)
    if (problems.length)
      throw new InsightsInputError(`Practical insights have ${problems.join('; ')}.`)

    const shown = notes.filter(
      (n) =>
        (!topic || n.topicId === topic.id) &&
        (!institution || n.institution === institution) &&
        (!country || n.country === country),
    )
    const filtered = Boolean(topic || institution || country)
    return {
      topics: topics(edition)
        .map((t) => ({
          ...t,
          notesShown: shown.filter((n) => n.topicId === t.id).map(summary),
        }))
        .filter((t) => (topic ? t.id === topic.id : !filtered || t.notesShown.length > 0)),
      decisions: topic ? await decisionsOn(edition, topic, { institution }) : null,
      filters: {
        topics: config(edition).topics.map((t) => ({ id: t.id, title: t.title })),
        institutions,
        countries,
      },
    }
  }

  async function note(edition: Edition, id: string): Promise<InsightNoteView> {
    const notes = notesOf(edition)
    const n = notes.find((x) => x.id === id)
    const topic = n ? topicOf(edition, n.topicId) : undefined
    if (!n || !topic) throw new NotFoundError('Practical insight', id)
    const held = await authorities(edition, n.authorities, topic)
    const related = [
      ...n.related.map((r) => notes.find((x) => x.id === r)),
      ...notes.filter((x) => x.topicId === n.topicId),
    ].filter((x): x is InsightNote => x !== undefined && x.id !== n.id)
    return {
      id: n.id,
      title: n.title,
      summary: n.summary,
      sections: n.sections,
      topic: { id: topic.id, title: topic.title, url: insightTopicPath(topic.id) },
      institution: n.institution,
      country: n.country,
      contributors: n.contributors,
      lastUpdated: n.lastUpdated,
      sample: n.sample,
      authorities: held,
      decisions: await decisionsOn(edition, topic, {
        institution: n.institution ?? undefined,
        exclude: held.map((a) => a.id),
      }),
      related: [...new Map(related.map((r) => [r.id, summary(r)])).values()],
    }
  }

  function comparerOptions(edition: Edition): ComparerOptions {
    return {
      topics: config(edition).topics.map((t) => ({ id: t.id, title: t.title })),
      columnGroups: config(edition).columnGroups.map((g) => ({
        groupName: g.groupName,
        columns: [...g.columns],
      })),
    }
  }

  /** A country's statute provision on the topic, from the jurisdiction comparison. */
  async function provisionCell(edition: Edition, topic: InsightTopic, column: ComparerColumn) {
    if (column.kind !== 'country' || !topic.compare) return null
    const result = await deps.compare
      .compare(edition, {
        slug: topic.compare.slug,
        topicIds: [topic.compare.topicId],
        jurisdictions: [column.name],
      })
      .catch((e: unknown) => {
        if (isCompareInputError(e) || isNotFoundError(e)) return null
        throw e
      })
    const answer = result?.documents[0]?.topicHtml[0]
    // the comparison's own editorial answers are no real passage: the note stands instead
    if (!answer || answer.origin === 'editorial') return null
    return {
      origin: 'provision' as const,
      paragraphs: answer.paragraphs.map((p) => clip(p)).slice(0, 3),
      language: answer.language,
      source: answer.sources[0] ?? null,
      sample: false,
    }
  }

  /** The first of an institution's decisions discussing the topic, with its passage. */
  async function decisionCell(edition: Edition, topic: InsightTopic, column: ComparerColumn) {
    if (column.kind !== 'institution') return null
    const found = await decisionsOn(edition, topic, { institution: column.name, size: 1 })
    const hit = found.items[0]
    if (!hit) return null
    return {
      origin: 'decision' as const,
      paragraphs: [hit.passage],
      language: 'en',
      source: { title: hit.title, url: hit.url },
      sample: false,
    }
  }

  async function compare(edition: Edition, selection: CompareSelection): Promise<ComparerResult> {
    const known = config(edition)
    const columnsKnown = known.columnGroups.flatMap((g) => g.columns)
    const unknownTopics = selection.topicIds.filter((id) => !topicOf(edition, id))
    const lower = (s: string) => s.trim().toLowerCase()
    const unknownColumns = selection.jurisdictions.filter(
      (j) => !columnsKnown.some((c) => lower(c.name) === lower(j)),
    )
    const problems = [
      ...(unknownTopics.length ? [`unknown topics: ${unknownTopics.join(', ')}`] : []),
      ...(unknownColumns.length
        ? [`unknown countries or institutions: ${unknownColumns.join(', ')}`]
        : []),
    ]
    if (problems.length) throw new InsightsInputError(`The comparer has ${problems.join('; ')}.`)
    const chosenTopics = known.topics.filter((t) => selection.topicIds.includes(t.id))
    const chosen = new Set(selection.jurisdictions.map(lower))
    const columns = columnsKnown.filter((c) => chosen.has(lower(c.name)))
    const notes = notesOf(edition)
    const rows = await Promise.all(
      chosenTopics.map((topic) =>
        Promise.all(
          columns.map(async (column): Promise<ComparerCell> => {
            const n = notes.find(
              (x) =>
                x.topicId === topic.id &&
                (column.kind === 'institution' ? x.institution : x.country) === column.name,
            )
            const noteLink = n
              ? { title: n.title, url: insightNotePath(n.id), sample: n.sample }
              : null
            const real =
              (await provisionCell(edition, topic, column)) ??
              (await decisionCell(edition, topic, column))
            const base = { topicId: topic.id, column: column.name, note: noteLink }
            if (real) return { ...base, ...real }
            if (n) {
              return {
                ...base,
                origin: 'note',
                paragraphs: [n.summary],
                language: 'en',
                source: { title: n.title, url: insightNotePath(n.id) },
                sample: n.sample,
              }
            }
            return {
              ...base,
              origin: 'none',
              paragraphs: [],
              language: 'en',
              source: null,
              sample: false,
            }
          }),
        ),
      ),
    )
    return {
      topics: chosenTopics.map((t) => ({ id: t.id, title: t.title, url: insightTopicPath(t.id) })),
      columns,
      rows,
    }
  }

  function suggest(edition: Edition, term: string) {
    const typed = words(term)
    if (typed.length === 0) return { suggestions: [], total: 0 }
    const found = topics(edition)
      .filter((t) => {
        const own = words(`${t.title} ${t.description}`)
        return typed.every((w) => own.some((o) => o.startsWith(w)))
      })
      .sort((a, b) => {
        // a title match before a description match
        const inTitle = (t: TopicSummary) =>
          typed.every((w) => words(t.title).some((o) => o.startsWith(w))) ? 0 : 1
        return inTitle(a) - inTitle(b)
      })
    return {
      suggestions: found.slice(0, SUGGESTIONS_SHOWN).map((t) => ({
        value: t.id,
        label: t.title,
        subLabel: `Practical insights · ${t.notes} ${t.notes === 1 ? 'note' : 'notes'}`,
      })),
      total: found.length,
    }
  }

  return { topics, list, note, comparerOptions, compare, suggest }
}
