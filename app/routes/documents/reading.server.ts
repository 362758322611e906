// What the reading routes share on the server: the search term of a reading URL, the body HTML
// made safe to render, the hit list, and the guards that keep every read inside the edition.
import { data, type RouterContextProvider } from 'react-router'
import sanitizeHtml from 'sanitize-html'
import { servicesContext, siteContext, viewerContext } from '#app/context.ts'
import type { DocumentRecord } from '#server/content/model.ts'
import { PARAGRAPH_ATTRIBUTES, paragraphAnchorOnly } from '#server/content/text/html.ts'
import type { ContentStore, DocumentView } from '#server/search/engine.ts'
import { isNotFoundError, isQueryTooBroadError, isSearchSyntaxError } from '#server/errors.ts'
import { mountedRouteKeys, routeAccess, type RouteKey } from '#sites/index.ts'

/**
 * The search term of a reading URL. `q` (or the older `searchTerm`) comes from a search and is
 * used as typed, operators included; `find` is typed into the page's own find box and is looked
 * up as one phrase (spec 001 §4: a term is quoted unless it came from the URL).
 */
export type ReadingTerm = { text: string; param: 'q' | 'searchTerm' | 'find'; fromUrl: boolean }

export function readingTerm(url: URL): ReadingTerm | null {
  for (const param of ['q', 'searchTerm', 'find'] as const) {
    const text = url.searchParams.get(param)?.trim()
    if (text) return { text: text.slice(0, 500), param, fromUrl: param !== 'find' }
  }
  return null
}

// Body HTML from the index has been sanitised by ingest; it is sanitised again here, at the
// point of rendering, so that nothing a source or a future adapter lets through can run.
const BODY_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'section',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'strong',
    'em',
    'b',
    'i',
    'u',
    'sup',
    'sub',
    'ul',
    'ol',
    'li',
    'blockquote',
    'a',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'mark',
    'dl',
    'dt',
    'dd',
    'span',
  ],
  allowedAttributes: {
    section: ['id'],
    p: ['class', 'id', 'data-voice'],
    a: ['href', 'title', 'rel', 'target'],
    mark: ['class', 'id'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
  },
  allowedClasses: { p: ['item'], mark: ['hit'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'template'],
  transformTags: {
    p: paragraphAnchorOnly,
    // External links open elsewhere and pass nothing of this page on.
    a: (tagName, { href, title }) => {
      const own: Record<string, string> = {}
      if (href) own.href = href
      if (title) own.title = title
      if (/^(https?:|mailto:)/i.test(href ?? '')) {
        own.rel = 'noopener noreferrer nofollow'
        own.target = '_blank'
      }
      return { tagName, attribs: own }
    },
  },
  exclusiveFilter: (frame) =>
    (frame.tag === 'section' &&
      frame.attribs.id !== undefined &&
      !/^s\d+$/.test(frame.attribs.id)) ||
    (frame.tag === 'mark' && frame.attribs.id !== undefined && !/^hit-\d+$/.test(frame.attribs.id)),
}

export function safeBodyHtml(html: string): string {
  return isPlainBodyHtml(html) ? html : sanitizeHtml(html, BODY_OPTIONS)
}

// Fast path: the bodies the adapters write use a handful of tags with fixed attributes, and a
// long award takes sanitize-html about a second. Markup that passes this strict check (every tag
// in the list, every attribute exactly of the allowed form, no comments or stray '<') is already
// what sanitize-html would produce and is used as it is; anything else goes through
// sanitize-html.
// Links always go through sanitize-html: their rel and target are rewritten.
const PLAIN_TAGS = new Set((BODY_OPTIONS.allowedTags as string[]).filter((t) => t !== 'a'))
const PLAIN_ATTRIBUTES: Record<string, RegExp> = {
  section: /^ id="s\d+"$/,
  p: PARAGRAPH_ATTRIBUTES,
  mark: /^ class="hit" id="hit-\d+"$/,
}

export function isPlainBodyHtml(html: string): boolean {
  const tag = /<(\/?)([a-z0-9]+)([^<>]*)>/g
  let last = 0
  for (let m = tag.exec(html); m; m = tag.exec(html)) {
    if (html.slice(last, m.index).includes('<') || html.slice(last, m.index).includes('>'))
      return false
    last = tag.lastIndex
    const [, closing, name, attributes] = m
    if (!PLAIN_TAGS.has(name)) return false
    if (attributes && (closing || !PLAIN_ATTRIBUTES[name]?.test(attributes))) return false
  }
  const rest = html.slice(last)
  return !rest.includes('<') && !rest.includes('>')
}

/** Only <mark> survives: search excerpts and snippets. */
export function safeExcerptHtml(html: string): string {
  return sanitizeHtml(html, { allowedTags: ['mark'], allowedAttributes: {} })
}

export type HitContext = { n: number; before: string; match: string; after: string }

const MAX_HIT_CONTEXTS = 200
const CONTEXT_CHARS = 70

/** Each numbered hit with the words around it, for the list of hits (works without JavaScript). */
export function hitContexts(html: string): HitContext[] {
  const mark = /<mark class="hit" id="hit-(\d+)">([^<]*)<\/mark>/g
  const text = (fragment: string) =>
    decode(fragment.replace(/<\/(p|h\d|li|tr|section)>/g, ' ').replace(/<[^>]*>/g, '')).replace(
      /\s+/g,
      ' ',
    )
  const hits: HitContext[] = []
  for (let m = mark.exec(html); m && hits.length < MAX_HIT_CONTEXTS; m = mark.exec(html)) {
    const start = m.index
    const end = mark.lastIndex
    // Enough markup either side for the words, cut back to a tag boundary.
    const beforeHtml = html.slice(Math.max(0, start - 600), start).replace(/^[^<]*>/, '')
    const afterHtml = html.slice(end, end + 600).replace(/<[^>]*$/, '')
    const before = text(beforeHtml)
    const after = text(afterHtml)
    hits.push({
      n: Number(m[1]),
      before: (before.length > CONTEXT_CHARS ? '…' : '') + before.slice(-CONTEXT_CHARS).trimStart(),
      match: decode(m[2]),
      after: after.slice(0, CONTEXT_CHARS).trimEnd() + (after.length > CONTEXT_CHARS ? '…' : ''),
    })
  }
  return hits
}

function decode(text: string): string {
  return text.replace(/&(#\d+|#x[0-9a-f]+|amp|lt|gt|quot|apos|nbsp);/gi, (m, ref: string) => {
    const named: Record<string, string> = {
      amp: '&',
      lt: '<',
      gt: '>',
      quot: '"',
      apos: "'",
      nbsp: ' ',
    }
    if (ref[0] !== '#') return named[ref.toLowerCase()] ?? m
    const code =
      ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : Number(ref.slice(1))
    return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : m
  })
}

/** Loader-side access to the services and the request's edition and viewer. */
export function readingContext(context: Readonly<RouterContextProvider>) {
  const { search, content } = context.get(servicesContext)
  const site = context.get(siteContext)
  const viewer = context.get(viewerContext)
  const mounted = mountedRouteKeys()
  return {
    search,
    content,
    site,
    viewer,
    /** The viewer may follow a link to this screen (mounted, in the edition, in the plan). */
    canOpen: (key: RouteKey) =>
      mounted.has(key) && routeAccess(site, key, viewer.subscription) === 'ok',
  }
}

/** Not found (the spec's page-not-found screen) for a missing record or one outside the edition. */
export function notFound(): never {
  throw data(null, { status: 404 })
}

/** Runs a content read; a NotFoundError becomes the not-found page. */
export async function orNotFound<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read()
  } catch (e) {
    if (isNotFoundError(e)) notFound()
    throw e
  }
}

/** Whether the edition holds the document (a missing one is false; other failures throw). */
export function isHeld(content: ContentStore, id: string, edition: string): Promise<boolean> {
  return content.getDocument(id, { edition: edition as DocumentRecord['editions'][number] }).then(
    () => true,
    (e: unknown) => (isNotFoundError(e) ? false : Promise.reject(e)),
  )
}

export function requireEdition(record: Pick<DocumentRecord, 'editions'>, edition: string) {
  if (!(record.editions as string[]).includes(edition)) notFound()
}

/**
 * A document for the viewer's edition with the term's hits marked; a missing document is the
 * not-found page. A term from the URL that cannot be read as a query (an unbalanced parenthesis)
 * is looked up as a phrase instead; a term that cannot be looked up at all (`"` alone, a
 * wildcard too short) leaves the document unmarked. Either way the page says why, and the
 * loader answers 400 (`termError`), as /search does for the same text.
 */
export async function readDocument(
  content: ContentStore,
  id: string,
  edition: string,
  term: ReadingTerm | null,
): Promise<{ view: DocumentView; termError: string | null }> {
  const read = (searchTerm: string | undefined, fromUrl?: boolean) =>
    orNotFound(() =>
      content.getDocument(id, {
        edition: edition as DocumentRecord['editions'][number],
        searchTerm,
        searchTermFromUrl: fromUrl,
      }),
    )
  const unreadable = (e: unknown) => isSearchSyntaxError(e) || isQueryTooBroadError(e)
  try {
    return { view: await read(term?.text, term?.fromUrl), termError: null }
  } catch (e) {
    if (!term || !unreadable(e)) throw e
    const reason = (e as Error).message
    if (term.fromUrl && isSearchSyntaxError(e)) {
      try {
        return {
          view: await read(term.text, false),
          termError: `The search “${term.text}” could not be read (${reason}); its words are highlighted as one phrase.`,
        }
      } catch (again) {
        if (!unreadable(again)) throw again
      }
    }
    return {
      view: await read(undefined),
      termError: `The search “${term.text}” could not be read (${reason}); nothing is highlighted.`,
    }
  }
}

/** The loader's answer: 400 when the reading URL's term could not be read. */
export function withTermStatus<T extends object>(payload: T, termError: string | null) {
  return data(payload, { status: termError ? 400 : 200 })
}

export type { DocumentView }
