// Editorial content: news items, blog posts and recent developments. They are canonical
// documents (type 'News', kind 'news') kept as JSON Lines in an editorial folder and loaded once
// at start; the files are small, so they are held in memory, newest first.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { documentSchema, type CanonicalDocument, type Edition } from '#server/content/model.ts'
import { sanitizeBodyHtml } from '#server/content/text/html.ts'

/** What a news item, blog post or development looks like to the rest of the app. */
export interface EditorialItem {
  id: string
  editions: Edition[]
  /** The news publication (feed) it belongs to, e.g. 'ITA Arbitration Report', 'Patent Blog'. */
  publicationTitle: string
  /** The home page blog key (spec 001 §3) for blog posts, else null. */
  blogKey: string | null
  title: string
  summary: string
  /** Sanitised paragraphs of the body (HTML). */
  bodyHtml: string[]
  /** yyyy-mm-dd */
  date: string
  author: string | null
  topics: string[]
  jurisdictions: string[]
  /** True for content the project wrote as a sample. */
  sample: boolean
}

export interface EditorialContent {
  news: EditorialItem[]
  developments: EditorialItem[]
}

export class EditorialContentError extends Error {
  readonly code = 'EDITORIAL_CONTENT_INVALID'
  constructor(message: string) {
    super(message)
    this.name = 'EditorialContentError'
  }
}

export function isEditorialContentError(error: unknown): error is EditorialContentError {
  return (error as { code?: unknown } | null)?.code === 'EDITORIAL_CONTENT_INVALID'
}

/**
 * Reads `news.jsonl` and `developments.jsonl` from `dir` (either may be missing: no content).
 * A line that is not a valid canonical news document stops the start with its file and line.
 */
export function loadEditorialContent(dir: string): EditorialContent {
  return {
    news: readItems(join(dir, 'news.jsonl')),
    developments: readItems(join(dir, 'developments.jsonl')),
  }
}

/**
 * The canonical documents of an editorial JSON Lines file, each with where it stands
 * (`file:line`) for the feed's own checks; none when the file is missing. A line that is not JSON
 * or not a canonical document stops the start with its file and line.
 */
export function readCanonicalLines(file: string): { doc: CanonicalDocument; where: string }[] {
  if (!existsSync(file)) return []
  const docs: { doc: CanonicalDocument; where: string }[] = []
  for (const [index, text] of readFileSync(file, 'utf8').split('\n').entries()) {
    if (!text.trim()) continue
    const where = `${file}:${index + 1}`
    let value: unknown
    try {
      value = JSON.parse(text)
    } catch (error) {
      throw new EditorialContentError(`${where}: ${(error as Error).message}`)
    }
    const parsed = documentSchema.safeParse(value)
    if (!parsed.success) {
      const issue = parsed.error.issues[0]
      throw new EditorialContentError(
        `${where}: ${issue?.path.join('.') ?? ''} ${issue?.message ?? 'invalid'}`,
      )
    }
    docs.push({ doc: parsed.data, where })
  }
  return docs
}

function readItems(file: string): EditorialItem[] {
  const items = readCanonicalLines(file).map(({ doc, where }) => {
    const date = doc.dates.publication ?? doc.dates.added
    if (doc.kind !== 'news' || !date) {
      throw new EditorialContentError(`${where}: expected kind 'news' with a date`)
    }
    return toItem(doc, date)
  })
  return items.sort((a, b) => b.date.localeCompare(a.date) || a.id.localeCompare(b.id))
}

function toItem(doc: CanonicalDocument, date: string): EditorialItem {
  return {
    id: doc.id,
    editions: doc.editions,
    publicationTitle: doc.source,
    blogKey: doc.details.blogKey ?? null,
    title: doc.title,
    summary: doc.summary ?? doc.sections[0]?.text ?? '',
    bodyHtml: doc.sections.map((s) => sanitizeBodyHtml(s.html)),
    date,
    author: doc.details.author ?? doc.authors[0]?.name ?? null,
    topics: doc.topics,
    jurisdictions: doc.jurisdictions,
    sample: doc.details.sample === 'true',
  }
}
