// Manual IP: prosecution information per office, right and topic, each entry with its source.
// Entries come from two places:
// - provisions read from the content index (never the corpus files): the German Patent, Trade
//   Mark and Design Acts, the EPC and the PCT, each provision classified under a topic with its
//   passage (./extract.ts), and the key fees of the PatKostG fee schedule;
// - the editorial feed (./feed.ts) for offices the collection holds no public source for,
//   marked as sample content until a real feed replaces it.
// They are read once, on first use, and kept; a failed read is tried again on the next call.
import { htmlToBlocks } from '#server/downloads/blocks.ts'
import { NotFoundError, isNotFoundError } from '#server/errors.ts'
import type { ContentStore, PublicationView } from '#server/search/engine.ts'
import type { TocNode } from '#server/content/model.ts'
import {
  countryName,
  MIP_COUNTRIES,
  MIP_EDITION,
  MIP_RIGHT_LABELS,
  MIP_RIGHTS,
  MIP_TOPIC_LABELS,
  MIP_TOPICS,
  parseMipQuery,
  type MipCountryCode,
  type MipQuery,
  type MipRight,
  type MipTopic,
} from '#sites/tools/manual-ip.ts'
import { classifyProvision, feeLines, feeRows } from './extract.ts'
import type { MipEditorialAnswer } from './feed.ts'
import type { MipFavouritesStore, MipOwner } from './favourites-store.ts'
import { escapeRegExp, foldCaseAndAccents } from '#sites/text.ts'

/** The acts and treaties read for answers, with how they are cited. */
export const MIP_SOURCES = [
  { publicationId: 'de-patg', country: 'DE', right: 'patent', short: 'PatG', language: 'de' },
  {
    publicationId: 'de-markeng',
    country: 'DE',
    right: 'trade-mark',
    short: 'MarkenG',
    language: 'de',
  },
  {
    publicationId: 'de-geschmmg-2004',
    country: 'DE',
    right: 'design',
    short: 'DesignG',
    language: 'de',
  },
  { publicationId: 'BWBV0003819', country: 'EP', right: 'patent', short: 'EPC', language: 'en' },
  { publicationId: 'BWBV0004680', country: 'WO', right: 'patent', short: 'PCT', language: 'en' },
  {
    publicationId: 'us-35usc',
    country: 'US',
    right: 'patent',
    short: '35 U.S.C.',
    language: 'en',
    lead: {
      s111: 'filing-requirements',
      s154: { topic: 'time-limits', passage: '(2) Term.' },
      s133: 'time-limits',
      s33: 'representation',
    },
    feesNote: {
      docId: 'us-35usc_s41',
      text:
        'The United States Patent and Trademark Office sets the current patent fees in its fee ' +
        'schedule (37 C.F.R. §§ 1.16-1.21), under its fee-setting authority. The amounts written ' +
        'in 35 U.S.C. § 41 have been adjusted by the Office since and are not the fees due today: ' +
        'the Office’s schedule gives them.',
    },
  },
  {
    publicationId: 'us-15usc-ch22',
    country: 'US',
    right: 'trade-mark',
    short: '15 U.S.C.',
    language: 'en',
    lead: {
      s1051: 'filing-requirements',
      s1058: 'time-limits',
      s1059: 'time-limits',
    },
    feesNote: {
      docId: 'us-15usc-ch22_s1113',
      text:
        'The Director of the United States Patent and Trademark Office sets the trade mark fees ' +
        '(15 U.S.C. § 1113); the current amounts, charged per class of goods or services, are in ' +
        'the Office’s fee schedule (37 C.F.R. § 2.6), not in the statute.',
    },
  },
] as const satisfies readonly MipSource[]

type MipSource = {
  publicationId: string
  country: MipCountryCode
  right: MipRight
  short: string
  language: 'de' | 'en'
  /**
   * Sections that lead a topic's cell whatever the cues say (by the key of their chapter id:
   * 's111' of 'us-35usc_s111'): reviewed picks where the statute has one answer.
   */
  lead?: Readonly<Record<string, MipTopic | { topic: MipTopic; passage: string }>>
  /**
   * Where the office's fee schedule, not the act, sets the fees: the act's figures are not
   * quoted, and this note (citing the section that gives the office the power) answers instead.
   */
  feesNote?: { docId: string; text: string }
}

/** The German fee schedule (Anlage zum PatKostG): the key fees of each right. */
export const MIP_FEE_SCHEDULE = {
  docId: 'de-patkostg_16',
  country: 'DE',
  short: 'PatKostG',
} as const

/** Entries of one (office, right, topic) a comparison shows. */
export const CELL_ENTRIES = 2

export type MipEntry = {
  id: string
  country: MipCountryCode
  countryName: string
  right: MipRight
  topic: MipTopic
  /** What the entry says: the provision's passage, the fee lines, or the editorial answer. */
  answer: string[]
  language: string
  source: {
    /** '§ 34 PatG', 'Article 133 EPC', '35 U.S.C. § 111' */
    citation: string
    title: string
    /** The reading page of the provision, or the public source of an editorial answer. */
    url: string | null
    documentId: string | null
  }
  origin: 'provision' | 'fee-schedule' | 'editorial'
  sample: boolean
  /** yyyy-mm-dd: the editorial review, or the version of the act. */
  lastReviewed: string | null
  /** How strongly the provision speaks to the topic (editorial answers rank first). */
  score: number
}

export type MipCountry = {
  code: MipCountryCode
  name: string
  rights: { right: MipRight; entries: number; sample: boolean }[]
}

export type MipFilter = {
  category: 'country' | 'right' | 'topic'
  items: { value: string; label: string; count: number; selected: boolean }[]
}

export type MipSearchResult = {
  hits: MipEntry[]
  total: number
  start: number
  pageSize: number
  query: MipQuery
  filters: MipFilter[]
}

export type MipComparison = {
  right: MipRight
  countries: { code: MipCountryCode; name: string }[]
  rows: {
    topic: MipTopic
    label: string
    cells: { country: MipCountryCode; entries: MipEntry[] }[]
  }[]
}

export interface ManualIpService {
  countries(): Promise<MipCountry[]>
  compare(input: { countries: MipCountryCode[]; right: MipRight }): Promise<MipComparison>
  search(input: { query: string; start: number; pageSize: number }): Promise<MipSearchResult>
  entry(id: string): Promise<MipEntry>
  /** Several entries by id, in the order asked; ids no longer held are left out. */
  entries(ids: readonly string[]): Promise<MipEntry[]>
  favourites: {
    list(owner: MipOwner): Promise<(MipEntry & { starredAt: string })[]>
    ids(owner: MipOwner): Promise<Set<string>>
    /** Stars an entry Manual IP holds (else NotFoundError); true when it was new. */
    add(owner: MipOwner, id: string): Promise<boolean>
    /** Unstars (NotFoundError when it was not starred). */
    remove(owner: MipOwner, id: string): Promise<void>
  }
}

const RIGHT_ORDER = new Map(MIP_RIGHTS.map((r, i) => [r, i]))
const TOPIC_ORDER = new Map(MIP_TOPICS.map((t, i) => [t, i]))
const COUNTRY_ORDER = new Map(MIP_COUNTRIES.map((c, i) => [c.code as string, i]))

function byPlace(a: MipEntry, b: MipEntry): number {
  return (
    COUNTRY_ORDER.get(a.country)! - COUNTRY_ORDER.get(b.country)! ||
    RIGHT_ORDER.get(a.right)! - RIGHT_ORDER.get(b.right)! ||
    TOPIC_ORDER.get(a.topic)! - TOPIC_ORDER.get(b.topic)! ||
    b.score - a.score ||
    a.id.localeCompare(b.id)
  )
}

function leaves(nodes: readonly TocNode[]): string[] {
  return nodes.flatMap((n) => [...(n.docId ? [n.docId] : []), ...leaves(n.children)])
}

/** '§ 32 – Erfordernisse der Anmeldung' → '§ 32 MarkenG'; 'Article 133 – …' → 'Article 133 EPC'. */
export function citationOf(heading: string, short: string): string {
  return `${heading.split(' – ')[0].trim()} ${short}`
}

/** Runs `work` over `items`, `limit` at a time (the search threads serve everyone else too). */
async function pooled<T, R>(items: readonly T[], limit: number, work: (t: T) => Promise<R>) {
  const out: R[] = new Array(items.length)
  let next = 0
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const i = next++
        out[i] = await work(items[i])
      }
    }),
  )
  return out
}

async function readProvisions(content: ContentStore): Promise<MipEntry[]> {
  const entries: MipEntry[] = []
  for (const source of MIP_SOURCES) {
    const publication: PublicationView | null = await content
      .getPublication(source.publicationId)
      .catch((e: unknown) => {
        if (isNotFoundError(e)) return null
        throw e
      })
    if (!publication) continue
    const ids = leaves(publication.toc)
    const lead: NonNullable<MipSource['lead']> = 'lead' in source ? source.lead : {}
    const feesNote = 'feesNote' in source ? source.feesNote : undefined
    const found = await pooled(ids, 4, async (id) => {
      const view = await content.getDocument(id, { edition: MIP_EDITION }).catch((e: unknown) => {
        if (isNotFoundError(e)) return null
        throw e
      })
      if (!view) return null
      const paragraphs = htmlToBlocks(view.content)
        .filter((b) => b.kind === 'paragraph')
        .map((b) => b.text)
      const heading = view.title
      const picked = lead[id.slice(source.publicationId.length + 1)]
      const leads = typeof picked === 'string' ? { topic: picked, passage: undefined } : picked
      const cued = classifyProvision({ id, heading, paragraphs, language: source.language })
      // A reviewed pick: the paragraph it names, else the cues' passage, else its first lines.
      const named = leads?.passage
        ? paragraphs.find((p) => p.startsWith(leads.passage!))
        : undefined
      const classified = leads
        ? {
            topic: leads.topic,
            score: (cued?.score ?? 0) + 50,
            passage:
              named ??
              (cued?.topic === leads.topic
                ? cued.passage
                : paragraphs.slice(0, 2).join('\n').trim()),
          }
        : cued
      if (!classified || (feesNote && classified.topic === 'fees')) return null
      const citation = citationOf(heading, source.short)
      const entry: MipEntry = {
        id: `${source.country}-${source.right}-${id}`,
        country: source.country,
        countryName: countryName(source.country),
        right: source.right,
        topic: classified.topic,
        answer: classified.passage.split('\n'),
        language: source.language,
        source: {
          citation,
          title: `${heading}, ${publication.title}`,
          url: view.url,
          documentId: id,
        },
        origin: 'provision',
        sample: false,
        lastReviewed: view.record.dates.publication ?? null,
        // A convention's own articles (and a statute's sections) before its implementing rules.
        score: classified.score + (/^Rule\b/.test(heading) ? 0 : 1),
      }
      return entry
    })
    for (const e of found) if (e) entries.push(e)
    if (feesNote) {
      const section = await content
        .getDocument(feesNote.docId, { edition: MIP_EDITION })
        .catch((e: unknown) => {
          if (isNotFoundError(e)) return null
          throw e
        })
      entries.push({
        id: `${source.country}-${source.right}-fees-note`,
        country: source.country,
        countryName: countryName(source.country),
        right: source.right,
        topic: 'fees',
        answer: [feesNote.text],
        language: 'en',
        source: {
          citation: section
            ? `${citationOf(section.title, source.short)}; the Office’s fee schedule`
            : `${source.short}; the Office’s fee schedule`,
          title: section ? `${section.title}, ${publication.title}` : publication.title,
          url: section?.url ?? `/document/${source.publicationId}`,
          documentId: section ? feesNote.docId : source.publicationId,
        },
        origin: 'editorial',
        sample: false,
        lastReviewed: section?.record.dates.publication ?? null,
        score: 100,
      })
    }
  }
  const schedule = await content
    .getDocument(MIP_FEE_SCHEDULE.docId, { edition: MIP_EDITION })
    .catch((e: unknown) => {
      if (isNotFoundError(e)) return null
      throw e
    })
  if (schedule) {
    const rows = feeRows(htmlToBlocks(schedule.content).map((b) => b.text))
    for (const right of MIP_RIGHTS) {
      const lines = feeLines(rows, right)
      if (lines.length === 0) continue
      entries.push({
        id: `${MIP_FEE_SCHEDULE.country}-${right}-fees-${MIP_FEE_SCHEDULE.docId}`,
        country: MIP_FEE_SCHEDULE.country,
        countryName: countryName(MIP_FEE_SCHEDULE.country),
        right,
        topic: 'fees',
        answer: lines,
        language: 'de',
        source: {
          citation: `Anlage (Gebührenverzeichnis) ${MIP_FEE_SCHEDULE.short}`,
          title: `${schedule.title}, ${schedule.record.publication?.role === 'chapter' ? schedule.record.publication.publicationTitle : MIP_FEE_SCHEDULE.short}`,
          url: schedule.url,
          documentId: MIP_FEE_SCHEDULE.docId,
        },
        origin: 'fee-schedule',
        sample: false,
        lastReviewed: schedule.record.dates.publication ?? null,
        // The schedule states the amounts themselves: it leads the fees cell.
        score: 100,
      })
    }
  }
  return entries
}

function editorialEntry(a: MipEditorialAnswer): MipEntry {
  return {
    id: a.id,
    country: a.country,
    countryName: countryName(a.country),
    right: a.right,
    topic: a.topic,
    answer: a.paragraphs,
    language: 'en',
    source: { citation: a.citation, title: a.title, url: a.sourceUrl, documentId: null },
    origin: 'editorial',
    sample: a.sample,
    lastReviewed: a.lastReviewed,
    score: 1000,
  }
}

/** The words an entry is found by: office, right, topic, citation, title and answer. */
function haystack(e: MipEntry): string {
  return foldCaseAndAccents(
    [
      e.countryName,
      e.country,
      MIP_RIGHT_LABELS[e.right],
      MIP_TOPIC_LABELS[e.topic],
      e.source.citation,
      e.source.title,
      ...e.answer,
    ].join(' \n '),
  )
}

/** A word matches at a word start; a trailing `*` is any ending, otherwise the word as typed. */
function wordMatcher(word: string): RegExp {
  const star = word.endsWith('*')
  const core = escapeRegExp(foldCaseAndAccents(star ? word.slice(0, -1) : word))
  return new RegExp(`(?:^|[^\\p{L}\\p{N}])${core}${star ? '' : '(?![\\p{L}\\p{N}])'}`, 'u')
}

export function createManualIpService(deps: {
  content: ContentStore
  editorial: readonly MipEditorialAnswer[]
  favourites: MipFavouritesStore
  /** Read the entries now, in the background, so the first visitor does not wait for them. */
  warm?: boolean
}): ManualIpService {
  let loading: Promise<{
    all: MipEntry[]
    byId: Map<string, MipEntry>
    text: Map<string, string>
  }> | null = null
  function load() {
    loading ??= readProvisions(deps.content)
      .then((provisions) => {
        // A sample answer stays only where no provision of the collection answers its cell.
        const answered = new Set(provisions.map((e) => `${e.country} ${e.right} ${e.topic}`))
        const editorial = deps.editorial
          .map(editorialEntry)
          .filter((e) => !e.sample || !answered.has(`${e.country} ${e.right} ${e.topic}`))
        const all = [...editorial, ...provisions].sort(byPlace)
        return {
          all,
          byId: new Map(all.map((e) => [e.id, e])),
          text: new Map(all.map((e) => [e.id, haystack(e)])),
        }
      })
      .catch((error: unknown) => {
        loading = null
        throw error
      })
    return loading
  }

  if (deps.warm) {
    load().catch((error: unknown) =>
      console.warn('Manual IP could not read its entries yet', error),
    )
  }

  async function entry(id: string) {
    const found = (await load()).byId.get(id)
    if (!found) throw new NotFoundError('Manual IP entry', id)
    return found
  }

  return {
    async countries() {
      const { all } = await load()
      return MIP_COUNTRIES.map((c) => ({
        code: c.code,
        name: c.name,
        rights: MIP_RIGHTS.map((right) => {
          const mine = all.filter((e) => e.country === c.code && e.right === right)
          return {
            right,
            entries: mine.length,
            sample: mine.length > 0 && mine.every((e) => e.sample),
          }
        }).filter((r) => r.entries > 0),
      })).filter((c) => c.rights.length > 0)
    },

    async compare({ countries, right }) {
      const { all } = await load()
      const codes = [...new Set(countries)]
      return {
        right,
        countries: codes.map((code) => ({ code, name: countryName(code) })),
        rows: MIP_TOPICS.map((topic) => ({
          topic,
          label: MIP_TOPIC_LABELS[topic],
          cells: codes.map((country) => ({
            country,
            entries: all
              .filter((e) => e.country === country && e.right === right && e.topic === topic)
              .sort((a, b) => b.score - a.score)
              .slice(0, CELL_ENTRIES),
          })),
        })),
      }
    },

    async search({ query, start, pageSize }) {
      const parsed = parseMipQuery(query)
      const { all, text } = await load()
      const words = parsed.words.map(wordMatcher)
      const byWords = all.filter((e) => words.every((re) => re.test(text.get(e.id)!)))
      const keep = (e: MipEntry, skip?: 'country' | 'right' | 'topic') =>
        (skip === 'country' || parsed.country.length === 0 || parsed.country.includes(e.country)) &&
        (skip === 'right' || parsed.right.length === 0 || parsed.right.includes(e.right)) &&
        (skip === 'topic' || parsed.topic.length === 0 || parsed.topic.includes(e.topic))
      const hits = byWords.filter((e) => keep(e))
      // Each filter counts the hits of the other filters, so a value can be added (OR) or changed.
      const count = <K extends 'country' | 'right' | 'topic'>(
        category: K,
        values: readonly { value: string; label: string }[],
      ): MipFilter => {
        const pool = byWords.filter((e) => keep(e, category))
        return {
          category,
          items: values
            .map((v) => ({
              ...v,
              count: pool.filter((e) => e[category] === v.value).length,
              selected: (parsed[category] as string[]).includes(v.value),
            }))
            .filter((i) => i.count > 0 || i.selected),
        }
      }
      return {
        hits: hits.slice(start, start + pageSize),
        total: hits.length,
        start,
        pageSize,
        query: parsed,
        filters: [
          count(
            'country',
            MIP_COUNTRIES.map((c) => ({ value: c.code, label: c.name })),
          ),
          count(
            'right',
            MIP_RIGHTS.map((r) => ({ value: r, label: MIP_RIGHT_LABELS[r] })),
          ),
          count(
            'topic',
            MIP_TOPICS.map((t) => ({ value: t, label: MIP_TOPIC_LABELS[t] })),
          ),
        ],
      }
    },

    entry,

    async entries(ids) {
      const { byId } = await load()
      return ids.flatMap((id) => byId.get(id) ?? [])
    },

    favourites: {
      async list(owner) {
        const [stars, { byId }] = await Promise.all([deps.favourites.list(owner), load()])
        return stars.flatMap((s) => {
          const e = byId.get(s.entryId)
          return e ? [{ ...e, starredAt: s.addedAt.toISOString() }] : []
        })
      },
      async ids(owner) {
        return new Set((await deps.favourites.list(owner)).map((s) => s.entryId))
      },
      async add(owner, id) {
        await entry(id)
        return deps.favourites.add(owner, id)
      },
      async remove(owner, id) {
        if (!(await deps.favourites.remove(owner, id))) throw new NotFoundError('Starred entry', id)
      },
    },
  }
}
