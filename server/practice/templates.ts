// Templates and examples (spec 001 §3, §4, §7.8): institutions, each with its topics, each topic
// with its documents. Real material first: the procedural orders the collection holds are the
// examples of their institution's "Procedural orders" topic (found by search, so a new award feed
// brings its orders in); the editorial feed (./templates-feed.ts) adds the templates no public
// source gives, marked as sample content, and the guidance shown with each topic.
import type { DownloadFile, ExportDocument } from '#server/downloads/types.ts'
import { CONTENT_TYPES } from '#server/downloads/types.ts'
import { fileStem } from '#server/downloads/file-name.ts'
import { renderInWorker } from '#server/downloads/render-pool.ts'
import type { ContentStore, Edition, SearchEngine } from '#server/search/engine.ts'
import { isNotFoundError, NotFoundError } from '#server/errors.ts'
import type { EditorialTemplate } from './templates-feed.ts'
import { slugify } from '#server/lib/text.ts'

/** The type of the collection's documents that are examples, and the topic they are shown under. */
const EXAMPLE_TYPE = 'Procedural orders'
const EXAMPLE_TOPIC = 'Procedural orders'

export type TemplateSummary = {
  id: string
  title: string
  description: string
  lastUpdated: string | null
  url: string
  sample: boolean
}
export type TemplateTopic = {
  id: string
  title: string
  collapsed: boolean
  documents: TemplateSummary[]
}
export type TemplateInstitution = { documentId: string; name: string; topics: TemplateTopic[] }

export type TemplateFile = {
  displayName: string
  fileName: string
  extension: string
  orderInList: number
  url: string
}
export type TemplateDocument = {
  id: string
  title: string
  description: string
  institution: string
  topic: string
  contributors: { fullName: string; link: string | null }[]
  lastUpdated: string | null
  files: TemplateFile[]
  /** The template's own text (editorial templates); an example's text is its document's. */
  paragraphs: string[]
  guidance: { paragraphs: string[]; sample: boolean }
  related: { documentTitle: string; link: string; category: string }[]
  sample: boolean
}

export type TemplatesService = {
  institutions(edition: Edition): Promise<TemplateInstitution[]>
  document(id: string, edition: Edition): Promise<TemplateDocument>
  /** An editorial template's file (Word or PDF); examples download through their document. */
  file(id: string, fileName: string, edition: Edition, siteName: string): Promise<DownloadFile>
}

/** A slug of any length (the template's own key). */
export const slug = (text: string): string => slugify(text, Infinity)

const templateUrl = (id: string) => `/templates-and-examples/${encodeURIComponent(id)}`

export function createTemplatesService(deps: {
  search: SearchEngine
  content: ContentStore
  feed: EditorialTemplate[]
}): TemplatesService {
  const { search, content, feed } = deps
  const templatesOf = (edition: Edition) =>
    feed.filter((t) => t.role === 'template' && t.editions.includes(edition))
  const guidanceOf = (edition: Edition, institution: string, topic: string) =>
    feed.find(
      (t) =>
        t.role === 'topic-guidance' &&
        t.editions.includes(edition) &&
        t.institution === institution &&
        t.topic === topic,
    )

  /** The collection's examples by institution (the organization filter of their type). */
  async function examples(edition: Edition) {
    const ctx = { edition }
    const typeFilter = { id: 'type', filterItems: [EXAMPLE_TYPE] }
    const { filters } = await search.searchWithFilters(
      { resultsPerPage: 1, filters: [typeFilter, { id: 'organization', filterItems: [] }] },
      ctx,
    )
    const orgs = (filters.find((f) => f.id === 'organization')?.filterItems ?? [])
      .filter((i) => (i.count ?? 0) > 0)
      .map((i) => i.value)
    const pages = await Promise.all(
      orgs.map((org) =>
        search.search(
          {
            resultsPerPage: 100,
            sortBy: 'date',
            sortOrder: 'desc',
            filters: [typeFilter, { id: 'organization', filterItems: [org] }],
          },
          ctx,
        ),
      ),
    )
    return orgs.map((org, i) => ({
      institution: org,
      documents: (pages[i]?.hits ?? []).map((h): TemplateSummary => ({
        id: h.id,
        title: h.title,
        description: h.summary ?? '',
        lastUpdated: h.jurisDate ?? h.updatedDate,
        url: templateUrl(h.id),
        sample: false,
      })),
    }))
  }

  async function institutions(edition: Edition): Promise<TemplateInstitution[]> {
    const byInstitution = new Map<string, Map<string, TemplateSummary[]>>()
    const topicOf = (institution: string, topic: string) => {
      let topics = byInstitution.get(institution)
      if (!topics) byInstitution.set(institution, (topics = new Map()))
      let docs = topics.get(topic)
      if (!docs) topics.set(topic, (docs = []))
      return docs
    }
    for (const t of [...templatesOf(edition)].sort((a, b) => a.order - b.order)) {
      topicOf(t.institution, t.topic).push({
        id: t.id,
        title: t.title,
        description: t.description,
        lastUpdated: t.lastUpdated,
        url: templateUrl(t.id),
        sample: t.sample,
      })
    }
    for (const { institution, documents } of await examples(edition)) {
      topicOf(institution, EXAMPLE_TOPIC).push(...documents)
    }
    return [...byInstitution.entries()]
      .sort(([a], [b]) => a.localeCompare(b, 'en', { sensitivity: 'base' }))
      .map(([name, topics]) => ({
        documentId: slug(name),
        name,
        topics: [...topics.entries()].map(([title, documents], i) => ({
          id: slug(title),
          title,
          collapsed: i > 0,
          documents,
        })),
      }))
  }

  async function relatedDocuments(ids: string[], edition: Edition) {
    const views = await Promise.all(
      ids.map((id) =>
        content.getDocument(id, { edition }).catch((e: unknown) => {
          if (isNotFoundError(e)) return null
          throw e
        }),
      ),
    )
    return views
      .filter((v) => v !== null)
      .map((v) => ({ documentTitle: v.title, link: v.url, category: v.type }))
  }

  function editorialFiles(t: EditorialTemplate): TemplateFile[] {
    const stem = fileStem(t.title)
    return [
      { displayName: `${t.title} (Word)`, extension: 'docx', orderInList: 1 },
      { displayName: `${t.title} (PDF)`, extension: 'pdf', orderInList: 2 },
    ].map((f) => ({
      ...f,
      fileName: `${stem}.${f.extension}`,
      url: `${templateUrl(t.id)}/files/${encodeURIComponent(`${stem}.${f.extension}`)}`,
    }))
  }

  async function document(id: string, edition: Edition): Promise<TemplateDocument> {
    const t = templatesOf(edition).find((x) => x.id === id)
    if (t) {
      return {
        id: t.id,
        title: t.title,
        description: t.description,
        institution: t.institution,
        topic: t.topic,
        contributors: t.contributors.map((fullName) => ({ fullName, link: null })),
        lastUpdated: t.lastUpdated,
        files: editorialFiles(t),
        paragraphs: t.paragraphs,
        guidance: { paragraphs: t.guidance, sample: t.sample },
        related: await relatedDocuments(t.related, edition),
        sample: t.sample,
      }
    }
    const view = await content.getDocument(id, { edition })
    if (view.type !== EXAMPLE_TYPE) throw new NotFoundError('Template or example', id)
    const r = view.record
    const institution = r.institution ?? r.case?.institution ?? 'Other'
    const stem = fileStem(view.title)
    const guidance = guidanceOf(edition, institution, EXAMPLE_TOPIC)
    const related = [
      { documentTitle: view.title, link: view.url, category: 'Full text' },
      ...(r.case?.caseId
        ? [
            {
              documentTitle: r.case.caseName ?? 'The case',
              link: `/document/case/${encodeURIComponent(r.case.caseId)}`,
              category: 'Case',
            },
          ]
        : []),
      {
        documentTitle: `All procedural orders of ${institution}`,
        link: `/search?${new URLSearchParams({ type: EXAMPLE_TYPE, 'f.organization': institution })}`,
        category: 'Search',
      },
    ]
    return {
      id: view.id,
      title: view.title,
      description: r.summary ?? '',
      institution,
      topic: EXAMPLE_TOPIC,
      contributors: r.judges.map((j) => ({
        fullName: j.role ? `${j.name} (${j.role})` : j.name,
        link: `/search?${new URLSearchParams({ 'f.arbitrator': j.name })}`,
      })),
      lastUpdated: r.dates.decision ?? r.dates.publication ?? null,
      files: (
        [
          ['PDF', 'pdf', 'pdf'],
          ['Word', 'docx', 'word'],
        ] as const
      ).map(([label, ext, format], i) => ({
        displayName: `${view.title} (${label})`,
        fileName: `${stem}.${ext}`,
        extension: ext,
        orderInList: i + 1,
        url: `/document/${encodeURIComponent(view.id)}/download/${format}`,
      })),
      paragraphs: [],
      guidance: { paragraphs: guidance?.guidance ?? [], sample: guidance?.sample ?? false },
      related,
      sample: false,
    }
  }

  async function file(id: string, fileName: string, edition: Edition, siteName: string) {
    const t = templatesOf(edition).find((x) => x.id === id)
    const f = t ? editorialFiles(t).find((x) => x.fileName === fileName) : undefined
    if (!t || !f) throw new NotFoundError('Template file', `${id}/${fileName}`)
    const doc: ExportDocument = {
      id: t.id,
      title: t.title,
      url: templateUrl(t.id),
      type: 'Template',
      fields: [
        { label: 'Institution', value: t.institution },
        { label: 'Topic', value: t.topic },
        ...(t.lastUpdated ? [{ label: 'Last updated', value: t.lastUpdated }] : []),
      ],
      blocks: [
        ...t.paragraphs.map((text) => ({ kind: 'paragraph' as const, text })),
        ...(t.guidance.length ? [{ kind: 'heading' as const, text: 'Guidance' }] : []),
        ...t.guidance.map((text) => ({ kind: 'paragraph' as const, text })),
      ],
      provenance: t.sample
        ? 'Sample content written by the project; not legal advice.'
        : 'Editorial content.',
    }
    const format = f.extension === 'pdf' ? 'pdf' : 'word'
    const body = await renderInWorker({
      format,
      docs: [doc],
      ctx: { siteName, generatedAt: new Date() },
    })
    return { fileName: f.fileName, contentType: CONTENT_TYPES[format], body }
  }

  return { institutions, document, file }
}
