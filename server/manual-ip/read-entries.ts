// Reading Manual IP's entries: the acts and treaties in the content index, each provision
// classified under a topic (./extract.ts), the key fees of the PatKostG fee schedule, and the
// editorial feed's answers.
import { htmlToBlocks } from '#server/downloads/blocks.ts'
import { isNotFoundError } from '#server/errors.ts'
import type { ContentStore, PublicationView } from '#server/search/engine.ts'
import type { TocNode } from '#server/content/model.ts'
import {
  countryName,
  MIP_EDITION,
  MIP_RIGHTS,
  type MipCountryCode,
  type MipRight,
  type MipTopic,
} from '#sites/tools/manual-ip.ts'
import { classifyProvision, feeLines, feeRows } from './extract.ts'
import type { MipEditorialAnswer } from './feed.ts'
import type { MipEntry } from './types.ts'

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

export async function readProvisions(content: ContentStore): Promise<MipEntry[]> {
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

export function editorialEntry(a: MipEditorialAnswer): MipEntry {
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
