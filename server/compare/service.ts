// Jurisdiction comparisons (spec 001 §3, §7.3): a tool's topic page, and the grid of chosen
// topics × jurisdictions. Each answer says where it comes from: the text of a provision the
// collection holds, what the collection files under the jurisdiction (its cases, treaties,
// statutes, judgments), an institution's cases and rules, or the editorial compare feed (sample
// content until a real feed replaces it). A cell nothing answers stays empty.
import type { Edition } from '#server/content/model.ts'
import { countryOf, jurisdictionPath } from '#server/jurisdictions/countries.ts'
import type { JurisdictionDetail, JurisdictionService } from '#server/jurisdictions/service.ts'
import { isNotFoundError, NotFoundError } from '#server/errors.ts'
import { escapeHtml } from '#server/lib/text.ts'
import {
  COMPARE_TOOLS,
  compareTool,
  flattenTopics,
  toolJurisdictions,
  type CompareTool,
  type CompareTopic,
} from '#sites/tools/compare/index.ts'
import { createAnswerSources, type AnswerDeps } from './answers.ts'
import type { EditorialAnswer } from './feed.ts'
import {
  cellCounts,
  CompareInputError,
  type CompareRequest,
  type CompareResult,
  type CompareService,
  type TopicAnswer,
  type TopicNode,
} from './types.ts'

function toNode(topic: CompareTopic): TopicNode {
  return { id: topic.id, title: topic.title, childs: (topic.childs ?? []).map(toNode) }
}

/** The leaves under the chosen topics (a parent stands for its children), in tree order. */
function leavesOf(tool: CompareTool, ids: Set<string>) {
  const all = flattenTopics(tool.topicTree)
  const chosen = all.filter(({ topic }) => ids.has(topic.id))
  const leaves = new Set<string>()
  for (const { topic } of chosen) {
    for (const { topic: t } of flattenTopics([topic])) if (!t.childs?.length) leaves.add(t.id)
  }
  return all.filter(({ topic }) => leaves.has(topic.id))
}

function reversed(name: string) {
  const parts = name.trim().split(/\s+/)
  return parts.length < 2 ? name : `${parts.at(-1)}, ${parts.slice(0, -1).join(' ')}`
}

export function createCompareService(
  deps: AnswerDeps & { jurisdictions: JurisdictionService },
): CompareService {
  const { provisionAnswer, holdingsAnswer, institutionAnswer, nycAnswer, editorialAnswer } =
    createAnswerSources(deps)

  function tool(edition: Edition, slug: string): CompareTool {
    const found = compareTool(edition, slug)
    if (!found) throw new NotFoundError('Comparison', slug)
    return found
  }

  async function compare(edition: Edition, request: CompareRequest): Promise<CompareResult> {
    const t = tool(edition, request.slug)
    const known = flattenTopics(t.topicTree)
    const unknownTopics = request.topicIds.filter(
      (id) => !known.some(({ topic }) => topic.id === id),
    )
    const names = toolJurisdictions(t)
    const chosen: string[] = []
    const unknownJurisdictions: string[] = []
    for (const j of request.jurisdictions) {
      const name = names.find((n) => n.toLowerCase() === j.trim().toLowerCase())
      if (!name) unknownJurisdictions.push(j)
      else if (!chosen.includes(name)) chosen.push(name)
    }
    const problems = [
      ...(unknownTopics.length ? [`unknown topics: ${unknownTopics.join(', ')}`] : []),
      ...(unknownJurisdictions.length
        ? [
            `unknown ${t.jurisdictionOrOrganizationTitle.toLowerCase()}s: ${unknownJurisdictions.join(', ')}`,
          ]
        : []),
    ]
    if (problems.length) {
      throw new CompareInputError(`${t.publicationTitle} has no ${problems.join('; ')}.`)
    }
    const topics = leavesOf(t, new Set(request.topicIds))
    const orderedNames = names.filter((n) => chosen.includes(n))

    const isInstitution = t.jurisdictionOrOrganizationTitle === 'Institution'
    const details = new Map<string, Promise<JurisdictionDetail | null>>()
    const detailOf = (name: string) => {
      if (!details.has(name)) {
        details.set(
          name,
          deps.jurisdictions.jurisdiction(edition, name).catch((e: unknown) => {
            if (isNotFoundError(e)) return null
            throw e
          }),
        )
      }
      return details.get(name)!
    }

    const columns = await Promise.all(
      orderedNames.map(async (name) => {
        const documentId = `${t.slug}/${name}`
        const editorial: EditorialAnswer[] = []
        const answers: TopicAnswer[] = []
        for (const { topic } of topics) {
          let answer: Omit<TopicAnswer, 'topicId'> | null = null
          const provision = topic.provisions?.[name]
          if (provision) answer = await provisionAnswer(edition, provision)
          if (!answer && topic.derive?.kind === 'holdings') {
            answer = holdingsAnswer(name, await detailOf(name), topic.derive.section, topic.title)
          }
          if (!answer && topic.derive?.kind === 'institution')
            answer = await institutionAnswer(name)
          if (!answer && topic.derive?.kind === 'nyc') answer = await nycAnswer(edition, name)
          if (!answer) {
            const e = editorialAnswer(edition, t.slug, topic.id, name)
            if (e) {
              editorial.push(e)
              // Where the comparison quotes other jurisdictions' statutes, a sample says why.
              const paragraphs =
                e.sample && topic.provisions
                  ? [
                      `The collection does not hold the statute of ${name} on this point: the answer below is sample content, not the law.`,
                      ...e.paragraphs,
                    ]
                  : e.paragraphs
              answer = {
                html: paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join(''),
                paragraphs,
                language: e.language,
                sourcePage: null,
                sources: [],
                origin: 'editorial',
                sample: e.sample,
              }
            }
          }
          if (answer) answers.push({ topicId: topic.id, ...answer })
        }
        const contributors = [...new Set(editorial.flatMap((e) => e.contributors))]
        const reviewed = editorial
          .map((e) => e.lastReviewDate)
          .filter((d): d is string => Boolean(d))
        const samples = answers.filter((a) => a.sample).length
        const country = isInstitution ? undefined : countryOf(name)
        return {
          document: {
            documentId,
            sourceDetails:
              [
                answers.length - editorial.length > 0 ? 'Derived from the collection' : null,
                editorial.length - samples > 0 ? 'Editorial answers' : null,
                samples > 0 ? 'Sample content' : null,
              ]
                .filter(Boolean)
                .join('; ') || 'No answers held',
            status:
              answers.length === 0
                ? ('not answered' as const)
                : answers.length < topics.length
                  ? ('partly answered' as const)
                  : ('answered' as const),
            topicHtml: answers,
          },
          jurisdiction: {
            documentId,
            name,
            url: isInstitution
              ? `/organization/${encodeURIComponent(name.toLowerCase())}`
              : country && (await detailOf(name))
                ? jurisdictionPath(country)
                : null,
            contributors: contributors.map((c) => ({ name: c, nameReversed: reversed(c) })),
            lastReviewDate: reviewed.sort().at(-1) ?? null,
          },
        }
      }),
    )
    return {
      slug: t.slug,
      publicationTitle: t.publicationTitle,
      jurisdictionOrOrganizationTitle: t.jurisdictionOrOrganizationTitle,
      topics: topics.map(({ topic, parentTitles }) => ({
        id: topic.id,
        title: topic.title,
        parentTitles,
      })),
      documents: columns.map((c) => c.document),
      jurisdictions: columns.map((c) => c.jurisdiction),
      cells: cellCounts(
        topics.length * columns.length,
        columns.flatMap((c) => c.document.topicHtml),
      ),
    }
  }

  return {
    tool,
    topicsAndJurisdictions(edition, slug) {
      const t = tool(edition, slug)
      return {
        slug: t.slug,
        productId: t.productId,
        publicationTitle: t.publicationTitle,
        topicTitle: t.topicTitle,
        descriptiveText: t.descriptiveText,
        jurisdictions: toolJurisdictions(t),
        topicTree: t.topicTree.map(toNode),
        topicGroups: COMPARE_TOOLS[edition].map((o) => ({
          publicationTitle: o.publicationTitle,
          slug: o.slug,
        })),
        jurisdictionOrOrganizationTitle: t.jurisdictionOrOrganizationTitle,
        jurisdictionGroups: t.jurisdictionGroups.map((g) => ({
          groupName: g.groupName,
          groupJurisdictions: [...g.groupJurisdictions],
        })),
        topicFrequent: t.topicFrequent.map((f) => ({ ...f })),
      }
    },
    compare,
    async searchByTopicAndJurisdiction(edition, topicIds, jurisdictions) {
      if (topicIds.length === 0 || jurisdictions.length === 0) return null
      const owner = COMPARE_TOOLS[edition].find((t) =>
        flattenTopics(t.topicTree).some(({ topic }) => topic.id === topicIds[0]),
      )
      if (!owner) throw new CompareInputError(`No comparison has the topic ${topicIds[0]}.`)
      return compare(edition, { slug: owner.slug, topicIds, jurisdictions })
    },
  }
}
