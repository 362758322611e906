// Where a cell's answer comes from: the text of a provision the collection holds, what the
// collection files under the jurisdiction, an institution's cases and rules, the New York
// Convention's status, or the editorial compare feed.
import type { ArbitratorService } from '#server/arbitrators/service.ts'
import type { Edition } from '#server/content/model.ts'
import { htmlToBlocks } from '#server/downloads/blocks.ts'
import { countryOf } from '#server/jurisdictions/countries.ts'
import type { JurisdictionDetail } from '#server/jurisdictions/service.ts'
import type { ContentStore } from '#server/search/engine.ts'
import type { TreatyService } from '#server/treaties/service.ts'
import { isNotFoundError } from '#server/errors.ts'
import { escapeHtml } from '#server/lib/text.ts'
import { PROVISION_GLOSSES } from '#sites/tools/compare/glosses.ts'
import type { EditorialAnswer } from './feed.ts'
import { plainText, quoteParagraphs } from './quote.ts'
import type { AnswerSource, TopicAnswer } from './types.ts'

const ANSWER_CHARS = 1500

/** Marks an English gloss of a provision in another language: it is editorial, not the law. */
export const GLOSS_LABEL = 'English gloss (editorial, not the text of the law)'

const HOLDINGS_SHOWN = 5

export type AnswerDeps = {
  content: ContentStore
  arbitrators: ArbitratorService
  treaties: Pick<TreatyService, 'nycStatus'>
  answers: readonly EditorialAnswer[]
}

export function createAnswerSources(deps: AnswerDeps) {
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

  return { provisionAnswer, holdingsAnswer, institutionAnswer, nycAnswer, editorialAnswer }
}
