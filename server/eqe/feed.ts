// The structure of the European Qualifying Examination as editorial content: `eqe.jsonl` of the
// editorial folder, canonical documents (type 'Practical insights', kind 'insight') one a line.
// `details.feed` is 'eqe' and `details.eqeRole` says what a line is:
// - 'exam': the examination as a whole (its regulation and the transition), shown first;
// - 'paper': one paper (`paper` its code, `firstHeld` the year it was first sat);
// - 'area': a legal area, with the `papers` that test it (codes, comma-separated) and the
//   `provisions` it rests on ("EPC Art. 52-57; EPC Rule 42, 43"), resolved against the texts the
//   collection holds (./provisions.ts).
// `order` orders lines of a role, `sample: 'true'` marks the project's sample content, and
// `sourceNote` says where its statements come from. A publisher's feed replaces the file.
import { join } from 'node:path'
import { z } from 'zod'
import type { Edition } from '#server/content/model.ts'
import { htmlToBlocks } from '#server/downloads/blocks.ts'
import { EditorialContentError, readCanonicalLines } from '#server/news/editorial.ts'
import { parseProvisionRefs, type ProvisionRef } from './provisions.ts'

type Common = {
  id: string
  editions: Edition[]
  title: string
  summary: string
  /** The text, paragraph by paragraph. */
  paragraphs: string[]
  order: number
  sourceNote: string | null
  sample: boolean
}

export type EqeExam = Common
export type EqePaper = Common & { code: string; firstHeld: number | null }
export type EqeArea = Common & { slug: string; papers: string[]; refs: ProvisionRef[] }

export type EqeFeed = { exam: EqeExam[]; papers: EqePaper[]; areas: EqeArea[] }

const year = z
  .string()
  .regex(/^\d{4}$/)
  .optional()

const detailsSchema = z.object({
  feed: z.literal('eqe'),
  eqeRole: z.enum(['exam', 'paper', 'area']),
  order: z.string().regex(/^\d+$/).optional(),
  paper: z
    .string()
    .regex(/^[A-Z][A-Z0-9]{0,3}$/)
    .optional(),
  firstHeld: year,
  slug: z
    .string()
    .regex(/^[a-z0-9-]{1,60}$/)
    .optional(),
  papers: z.string().optional(),
  provisions: z.string().optional(),
  sourceNote: z.string().optional(),
  sample: z.enum(['true', 'false']).optional(),
})

/** Reads `eqe.jsonl` from the editorial folder (missing: no structure to show). */
export function loadEqeFeed(dir: string): EqeFeed {
  const feed: EqeFeed = { exam: [], papers: [], areas: [] }
  for (const { doc, where } of readCanonicalLines(join(dir, 'eqe.jsonl'))) {
    const parsed = detailsSchema.safeParse(doc.details)
    if (!parsed.success) {
      const issue = parsed.error.issues[0]
      throw new EditorialContentError(
        `${where}: details.${issue?.path.join('.') ?? ''} ${issue?.message ?? 'is not valid'} (expected feed 'eqe' and eqeRole exam, paper or area)`,
      )
    }
    const d = parsed.data
    const common: Common = {
      id: doc.id,
      editions: doc.editions,
      title: doc.title,
      summary: doc.summary ?? '',
      paragraphs: doc.sections.flatMap((s) => htmlToBlocks(s.html).map((b) => b.text)),
      order: Number(d.order ?? 0),
      sourceNote: d.sourceNote ?? null,
      sample: d.sample === 'true',
    }
    if (d.eqeRole === 'exam') feed.exam.push(common)
    else if (d.eqeRole === 'paper') {
      if (!d.paper) throw new EditorialContentError(`${where}: a paper needs details.paper`)
      feed.papers.push({
        ...common,
        code: d.paper,
        firstHeld: d.firstHeld ? Number(d.firstHeld) : null,
      })
    } else {
      if (!d.slug || !d.papers || !d.provisions)
        throw new EditorialContentError(
          `${where}: an area needs details.slug, details.papers and details.provisions`,
        )
      let refs: ProvisionRef[]
      try {
        refs = parseProvisionRefs(d.provisions)
      } catch (error) {
        throw new EditorialContentError(`${where}: details.provisions: ${(error as Error).message}`)
      }
      feed.areas.push({
        ...common,
        slug: d.slug,
        papers: d.papers
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
        refs,
      })
    }
  }
  const known = new Set(feed.papers.map((p) => p.code))
  for (const area of feed.areas) {
    const unknown = area.papers.find((p) => !known.has(p))
    if (unknown)
      throw new EditorialContentError(
        `eqe.jsonl: area ${area.id} names paper ${unknown}, not listed`,
      )
  }
  const byOrder = <T extends Common>(a: T, b: T) => a.order - b.order || a.id.localeCompare(b.id)
  feed.exam.sort(byOrder)
  feed.papers.sort(byOrder)
  feed.areas.sort(byOrder)
  return feed
}
