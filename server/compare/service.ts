// Jurisdiction comparisons (spec 001 §3, §7.3): a tool's topic page, and the grid of chosen
// topics × jurisdictions. Each answer says where it comes from: the text of a provision the
// collection holds, what the collection files under the jurisdiction (its cases, treaties,
// statutes, judgments), an institution's cases and rules, or the editorial compare feed (sample
// content until a real feed replaces it). A cell nothing answers stays empty.
import type { ArbitratorService } from '#server/arbitrators/service.ts'
import type { Edition } from '#server/content/model.ts'
import { htmlToBlocks } from '#server/downloads/blocks.ts'
import { countryOf, jurisdictionPath } from '#server/jurisdictions/countries.ts'
import type { JurisdictionDetail, JurisdictionService } from '#server/jurisdictions/service.ts'
import type { ContentStore } from '#server/search/engine.ts'
import type { TreatyService } from '#server/treaties/service.ts'
import { isNotFoundError, NotFoundError } from '#server/errors.ts'
import {
  COMPARE_TOOLS,
  compareTool,
  flattenTopics,
  toolJurisdictions,
  type CompareTool,
  type CompareTopic,
} from '#sites/tools/compare/index.ts'
import { PROVISION_GLOSSES } from '#sites/tools/compare/glosses.ts'
import type { EditorialAnswer } from './feed.ts'
import { escapeHtml } from '#server/lib/text.ts'

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

function cellCounts(total: number, answers: readonly TopicAnswer[]): CellCounts {
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

const ANSWER_CHARS = 1500

/** Marks an English gloss of a provision in another language: it is editorial, not the law. */
export const GLOSS_LABEL = 'English gloss (editorial, not the text of the law)'

// The end of a sentence: a full stop, question mark, semicolon or colon before a space, unless the
// full stop closes a number or an abbreviation ('Art.', 'No.', 'U.S.', 'e.g.', '1.', '(a).').
const SENTENCE_END =
  /(?<!\b(?:[A-Za-z]|Art|Arts|No|Nos|para|paras|Sec|sec|seq|e\.g|i\.e|etc|U\.S|Abs|Nr|Satz|vgl|bzw|z\.B|ch|pp|Pub|Stat)\.)(?<!\b\d+\.)[.;:?!](?=\s)/g

/** The longest run of whole sentences of `text` within `max` characters (at least one sentence). */
export function wholeSentences(text: string, max: number): string {
  if (text.length <= max) return text
  let cut = -1
  for (const m of text.matchAll(SENTENCE_END)) {
    const end = (m.index ?? 0) + 1
    if (end > max && cut > 0) break
    cut = end
    if (end > max) break
  }
  return cut > 0 ? text.slice(0, cut) : text
}

/**
 * A quote of at most about `max` characters: whole paragraphs, then the whole sentences of the
 * paragraph that would overflow; '…' marks where the provision goes on. Never cut mid-word.
 */
export function quoteParagraphs(paragraphs: readonly string[], max: number): string[] {
  const out: string[] = []
  let size = 0
  for (const p of paragraphs) {
    const text = p.trim()
    if (!text) continue
    if (size + text.length <= max) {
      out.push(text)
      size += text.length
      continue
    }
    const part = wholeSentences(text, Math.max(max - size, 0))
    if (out.length === 0 || part.length <= max - size) {
      out.push(part === text ? part : `${part} …`)
    } else out.push('…')
    break
  }
  return out
}

const HOLDINGS_SHOWN = 5

/** A passage's text: tags dropped, the entities the index escapes read back. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(
      /&(amp|lt|gt|quot|#39|#x27);/g,
      (_, e: string) =>
        ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" })[e] ?? '',
    )
    .replace(/\s+/g, ' ')
    .trim()
}

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

export function createCompareService(deps: {
  jurisdictions: JurisdictionService
  content: ContentStore
  arbitrators: ArbitratorService
  treaties: Pick<TreatyService, 'nycStatus'>
  answers: readonly EditorialAnswer[]
}): CompareService {
  function tool(edition: Edition, slug: string): CompareTool {
    const found = compareTool(edition, slug)
    if (!found) throw new NotFoundError('Comparison', slug)
    return found
  }

  async function provisionAnswer(
    edition: Edition,
    docId: string,
  ): Promise<Omit<TopicAnswer, 'topicId'> | null> {
    const view = await deps.content.getDocument(docId, { edition }).catch((e: unknown) => {
      if (isNotFoundError(e)) return null
      throw e
    })
    if (!view) return null
    const paragraphs = quoteParagraphs(
      htmlToBlocks(view.content)
        .filter((b) => b.kind === 'paragraph')
        .map((b) => b.text),
      ANSWER_CHARS,
    )
    if (paragraphs.length === 0) return null
    const gloss = view.record.language === 'en' ? undefined : PROVISION_GLOSSES[docId]
    if (gloss) paragraphs.push(`${GLOSS_LABEL}: ${gloss}`)
    const pub = view.record.publication
    const publication = pub?.role === 'chapter' ? pub.publicationTitle : undefined
    const title = publication ? `${view.title}, ${publication}` : view.title
    return {
      html: paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join(''),
      paragraphs,
      language: view.record.language,
      sourcePage: view.url,
      sources: [{ title, url: view.url }],
      origin: 'provision',
      sample: false,
    }
  }

  function holdingsAnswer(
    name: string,
    detail: JurisdictionDetail | null,
    sectionId: 'cases' | 'awards' | 'treaties' | 'judgments' | 'statutes',
    title: string,
  ): Omit<TopicAnswer, 'topicId'> {
    const section = detail?.sections.find((s) => s.id === sectionId)
    if (!detail || !section) {
      const none = `The collection holds nothing of this kind filed under ${name}.`
      return {
        html: `<p>${escapeHtml(none)}</p>`,
        paragraphs: [none],
        language: 'en',
        sourcePage: detail ? detail.url : null,
        sources: detail
          ? [{ title: `${detail.country.name} in the collection`, url: detail.url }]
          : [],
        origin: 'holdings',
        sample: false,
      }
    }
    const lead = `${title}: ${section.total} in the collection.`
    const items = section.items.slice(0, HOLDINGS_SHOWN).map((i) => {
      const date = i.jurisDate ?? i.legisDate
      return { title: date ? `${i.title} (${date})` : i.title, url: i.url }
    })
    return {
      html:
        `<p>${escapeHtml(lead)}</p><ul>` +
        items
          .map((i) => `<li><a href="${escapeHtml(i.url)}">${escapeHtml(i.title)}</a></li>`)
          .join('') +
        '</ul>',
      paragraphs: [lead, ...items.map((i) => i.title)],
      language: 'en',
      sourcePage: section.searchUrl,
      sources: [
        { title: `All ${section.total}: ${section.title.toLowerCase()}`, url: section.searchUrl },
        ...items,
      ],
      origin: 'holdings',
      sample: false,
    }
  }

  async function institutionAnswer(name: string): Promise<Omit<TopicAnswer, 'topicId'> | null> {
    const o = await deps.arbitrators.organization(name.toLowerCase()).catch((e: unknown) => {
      if (isNotFoundError(e)) return null
      throw e
    })
    if (!o) return null
    const rules = new Map<string, number>()
    for (const c of o.caseList) if (c.rules) rules.set(c.rules, (rules.get(c.rules) ?? 0) + 1)
    const lead =
      `The collection holds ${o.cases} ${o.cases === 1 ? 'case' : 'cases'} ` +
      `(${o.longName}) with ${o.awards} ${o.awards === 1 ? 'award' : 'awards and decisions'}.`
    const ruleLines = [...rules]
      .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
      .map(([r, n]) => `${r}: ${n} ${n === 1 ? 'case' : 'cases'}`)
    const paragraphs = [
      lead,
      ...(ruleLines.length ? [`Rules the cases were brought under: ${ruleLines.join('; ')}.`] : []),
    ]
    const url = `/organization/${encodeURIComponent(o.id)}`
    return {
      html: paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join(''),
      paragraphs,
      language: 'en',
      sourcePage: url,
      sources: [{ title: `${o.name}: its cases and awards`, url }],
      origin: 'institution',
      sample: false,
    }
  }

  async function nycAnswer(edition: Edition, name: string): Promise<Omit<TopicAnswer, 'topicId'>> {
    const country = countryOf(name)?.name ?? name
    const status = await deps.treaties.nycStatus(edition, country)
    const paragraphs: string[] = []
    const sources: AnswerSource[] = []
    if (status.register) {
      paragraphs.push(
        `The treaty register of ${country} holds the Convention as binding it` +
          (status.register.version ? ` (text as of ${status.register.version}).` : '.'),
      )
      sources.push({ title: status.register.title, url: status.register.url })
    }
    const found = status.statements
    if (found.total > 0) {
      paragraphs.push(
        `${found.total} ${found.total === 1 ? 'document' : 'documents'} of the collection speak of ${country} and the Convention:`,
      )
      for (const c of found.items.slice(0, 3)) {
        const passage = plainText(c.passage)
        paragraphs.push(`${c.title}${c.date ? ` (${c.date})` : ''}: “${passage}”`)
        sources.push({ title: c.title, url: c.url })
      }
    } else if (!status.register) {
      paragraphs.push(`The collection holds no text that speaks of ${country} and the Convention.`)
    }
    return {
      html: paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join(''),
      paragraphs,
      language: 'en',
      sourcePage: sources[0]?.url ?? null,
      sources,
      origin: 'holdings',
      sample: false,
    }
  }

  function editorialAnswer(edition: Edition, slug: string, topicId: string, name: string) {
    return deps.answers.find(
      (a) =>
        a.editions.includes(edition) &&
        a.slug === slug &&
        a.topicId === topicId &&
        a.jurisdiction.toLowerCase() === name.toLowerCase(),
    )
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
