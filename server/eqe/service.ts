// EQE Materials: the exam's structure (editorial, ./feed.ts) mapped to the provisions of the
// EPC and PCT texts the content index holds, and an index of those provisions by number with a
// search of their text. Everything is read through the content store and the search engine (no
// SQL here); each provision carries the chapter document it was read from, and each passage
// found in the texts the engine's excerpt.
import type { ContentStore, SearchEngine } from '#server/search/engine.ts'
import { isNotFoundError } from '#server/errors.ts'
import type { EqeArea, EqeExam, EqeFeed, EqePaper } from './feed.ts'
import {
  citationOf,
  provisionQuery,
  provisionsOf,
  resolveRef,
  type Provision,
  type ProvisionKind,
} from './provisions.ts'

/** A text the page draws on, as the edition's site data names it. */
export type EqeTextRef = { code: string; publicationId: string; name: string }

/** What the collection holds of a text: its record, or that it holds none. */
export type EqeTextStatus = EqeTextRef & {
  held: boolean
  title: string | null
  url: string | null
  /** The date of the text version the collection holds (yyyy-mm-dd). */
  version: string | null
  articles: number
  rules: number
}

export type ProvisionLink = Provision & { citation: string; url: string }

export type EqeAreaView = Omit<EqeArea, 'refs'> & {
  provisions: ProvisionLink[]
  /** References the texts held do not resolve ("Art. 91 EPC"), said on the page. */
  unresolved: string[]
}

export type EqeMaterials = {
  texts: EqeTextStatus[]
  exam: EqeExam[]
  papers: (EqePaper & { areas: { slug: string; title: string }[] })[]
  areas: EqeAreaView[]
}

export type EqeIndexQuery = {
  text?: string
  kind?: ProvisionKind
  q?: string
  page?: number
  pageSize: number
}

/** A passage of a text that says the words searched for, in the text's order. */
export type EqePassage = {
  provision: ProvisionLink
  /** HTML-escaped text with the words in <mark>. */
  excerpt: string
  hits: number
  /** The reader at the provision, its hits marked, at the first one. */
  url: string
}

export type EqeIndex = {
  /** How the query was read: a provision's number, or words of the texts. */
  reading: 'all' | 'number' | 'words'
  items: ProvisionLink[]
  total: number
  page: number
  pages: number
  /** For words: the passages of the texts that say them (the headings alone may not). */
  passages: EqePassage[]
}

export type EqeService = {
  materials(texts: readonly EqeTextRef[]): Promise<EqeMaterials>
  index(texts: readonly EqeTextRef[], query: EqeIndexQuery): Promise<EqeIndex>
}

type Loaded = { statuses: EqeTextStatus[]; provisions: Provision[] }

const linkOf = (p: Provision): ProvisionLink => ({
  ...p,
  citation: citationOf(p),
  url: `/document/${encodeURIComponent(p.docId)}`,
})

/** Passages shown for a search of the texts' words. */
const PASSAGE_LIMIT = 30

export function createEqeService(
  deps: { content: ContentStore; search: SearchEngine; feed: EqeFeed },
  options: { ttlMs?: number; now?: () => number } = {},
): EqeService {
  const { content, search, feed } = deps
  const ttlMs = options.ttlMs ?? 60_000
  const now = options.now ?? Date.now
  const cache = new Map<string, { at: number; loaded: Promise<Loaded> }>()

  /** The texts' records and provisions, kept a minute (a new index shows within it). */
  function load(texts: readonly EqeTextRef[]): Promise<Loaded> {
    const key = texts.map((t) => `${t.code}=${t.publicationId}`).join(',')
    const hit = cache.get(key)
    if (hit && now() - hit.at < ttlMs) return hit.loaded
    const loaded = (async () => {
      const statuses: EqeTextStatus[] = []
      const provisions: Provision[] = []
      for (const text of texts) {
        const pub = await content.getPublication(text.publicationId).catch((error: unknown) => {
          if (isNotFoundError(error)) return null
          throw error
        })
        const own = pub ? provisionsOf(text.code, pub.toc) : []
        provisions.push(...own)
        statuses.push({
          ...text,
          held: pub !== null,
          title: pub?.title ?? null,
          url: pub?.url ?? null,
          version: pub?.record.dates.publication ?? null,
          articles: own.filter((p) => p.kind === 'article').length,
          rules: own.filter((p) => p.kind === 'rule').length,
        })
      }
      return { statuses, provisions }
    })()
    loaded.catch(() => cache.delete(key))
    cache.set(key, { at: now(), loaded })
    return loaded
  }

  return {
    async materials(texts) {
      const { statuses, provisions } = await load(texts)
      const areas: EqeAreaView[] = feed.areas.map(({ refs, ...area }) => {
        const found: Provision[] = []
        const unresolved: string[] = []
        for (const ref of refs) {
          const r = resolveRef(ref, provisions)
          found.push(...r.found)
          for (const n of r.missing)
            unresolved.push(`${ref.kind === 'article' ? 'Art.' : 'Rule'} ${n} ${ref.text}`)
        }
        return { ...area, provisions: found.map(linkOf), unresolved }
      })
      return {
        texts: statuses,
        exam: feed.exam,
        papers: feed.papers.map((paper) => ({
          ...paper,
          areas: areas
            .filter((a) => a.papers.includes(paper.code))
            .map((a) => ({ slug: a.slug, title: a.title })),
        })),
        areas,
      }
    },

    async index(texts, query) {
      const { statuses, provisions } = await load(texts)
      const q = query.q?.trim() ?? ''
      const asNumber = q
        ? provisionQuery(
            q,
            texts.map((t) => t.code),
          )
        : null
      const text = asNumber?.text ?? query.text
      const kind = asNumber?.kind ?? query.kind
      let items = provisions.filter((p) => (!text || p.text === text) && (!kind || p.kind === kind))
      let passages: EqePassage[] = []
      let reading: EqeIndex['reading'] = 'all'
      if (asNumber) {
        reading = 'number'
        items = items.filter((p) => p.number === asNumber.number)
      } else if (q) {
        reading = 'words'
        const words = q.toLowerCase().split(/\s+/).filter(Boolean)
        const inScope = new Map(items.map((p) => [p.docId, p]))
        items = items.filter((p) => words.every((w) => (p.heading ?? '').toLowerCase().includes(w)))
        const held = statuses.filter((s) => s.held && (!text || s.code === text))
        const found = await Promise.all(
          held.map((s) =>
            search.searchWithinPublication({
              publicationId: s.publicationId,
              tocNodeIds: provisions.filter((p) => p.text === s.code).map((p) => p.tocNode),
              searchTerm: q,
            }),
          ),
        )
        passages = found
          .flat()
          .flatMap((chapter) => {
            const p = inScope.get(chapter.docId)
            if (!p) return []
            const provision = linkOf(p)
            return [
              {
                provision,
                excerpt: chapter.excerpt,
                hits: chapter.hitCount,
                url: `${provision.url}?q=${encodeURIComponent(q)}#hit-1`,
              },
            ]
          })
          .slice(0, PASSAGE_LIMIT)
      }
      const pages = Math.max(1, Math.ceil(items.length / query.pageSize))
      const page = Math.max(1, query.page ?? 1)
      const start = (page - 1) * query.pageSize
      return {
        reading,
        items: items.slice(start, start + query.pageSize).map(linkOf),
        total: items.length,
        page,
        pages,
        passages,
      }
    },
  }
}
