import type { SearchContext, SuggestOptions, SuggestResponse, Suggestion } from '../engine.ts'
import { TREE_SEPARATOR } from '#sites/search/facets.ts'
import { quoteFts5 } from './match-query.ts'
import { EDITION_BITS } from './edition-bits.ts'
import type { Statements } from '#server/content-index/statement-cache.ts'

// Suggestions as a person types (spec 000 §5): documents, books and topics whose terms hold the
// text, from the trigram index of suggestion terms (suggest_fts, schema.sql).

const SUGGESTIONS_PER_GROUP = 5
const SUGGEST_SCAN = 2000

export function suggest(
  stmt: Statements,
  term: string,
  ctx: SearchContext,
  options: SuggestOptions = {},
): SuggestResponse {
  const text = term.trim()
  const empty: SuggestResponse = {
    terms: { suggestions: [] },
    documents: { suggestions: [] },
    books: { suggestions: [], total: 0 },
    practicalInsightTopics: { suggestions: [], total: 0 },
  }
  // Spec 000 §5: only for more than 2 characters. The trigram index needs 3 as well.
  if ([...text].length < 3) return empty
  // One pass over at most SUGGEST_SCAN trigram matches of the edition, newest rows first
  // (topics are written last, so they come first), ranked by weight in memory: the cost stays
  // bounded on a large index, and totals are exact below that bound. The edition is checked
  // inside the scan, so a small edition's matches are not crowded out by a large one's.
  type Row = { term: string; doc_id: string | null; kind: string; weight: number }
  const rows = stmt(
    `SELECT t.term, t.doc_id, t.kind, t.weight
    FROM suggest_fts f JOIN suggest_terms t ON t.rowid = f.rowid
    WHERE suggest_fts MATCH ? AND (',' || t.editions || ',') LIKE ?
    ORDER BY f.rowid DESC LIMIT ${SUGGEST_SCAN}`,
  ).all(quoteFts5(text), `%,${ctx.edition},%`) as Row[]
  const ofKind = (...kinds: string[]) =>
    rows
      .filter((r) => kinds.includes(r.kind))
      .sort(
        (a, b) =>
          b.weight - a.weight || a.term.length - b.term.length || a.term.localeCompare(b.term),
      )
  const docs = ofKind('document', 'case')
  const books = ofPublicationTypes(stmt, ofKind('publication'), options.publicationTypes)
  const topics = ofKind('topic')
  const shown = [...docs.slice(0, SUGGESTIONS_PER_GROUP), ...books.slice(0, SUGGESTIONS_PER_GROUP)]
  const info = new Map(
    (
      stmt(
        'SELECT id, type, source FROM documents WHERE id IN (SELECT value FROM json_each(?))',
      ).all(JSON.stringify(shown.map((r) => r.doc_id))) as {
        id: string
        type: string
        source: string
      }[]
    ).map((d) => [d.id, d]),
  )
  const toSuggestion = (r: Row): Suggestion => {
    if (r.kind === 'topic') {
      // A tree value reads as its own name, under its parents: 'Trade marks', 'Topic · Intellectual property'.
      const path = r.term.split(TREE_SEPARATOR)
      const label = path.pop() ?? r.term
      return {
        value: r.term,
        label,
        subLabel: ['Topic', path.join(' › ')].filter(Boolean).join(' · '),
      }
    }
    const d = r.doc_id ? info.get(r.doc_id) : undefined
    return {
      value: r.doc_id ?? r.term,
      label: r.term,
      subLabel: [d?.type, d?.source].filter(Boolean).join(' · '),
    }
  }
  return {
    terms: { suggestions: phrases(stmt, text, ctx) },
    documents: { suggestions: docs.slice(0, SUGGESTIONS_PER_GROUP).map(toSuggestion) },
    books: {
      suggestions: books.slice(0, SUGGESTIONS_PER_GROUP).map(toSuggestion),
      total: books.length,
    },
    practicalInsightTopics: {
      suggestions: topics.slice(0, SUGGESTIONS_PER_GROUP).map(toSuggestion),
      total: topics.length,
    },
  }
}

/**
 * The edition's search phrases whose words start with the typed words ('fair' → 'fair and
 * equitable treatment'; 'abuse of d' → 'abuse of dominance'), most used first. The value is the
 * query that finds them: a phrase is quoted, as multi-word input is read as a phrase anyway.
 */
function phrases(stmt: Statements, text: string, ctx: SearchContext): Suggestion[] {
  const words = text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
  if (words.length === 0) return []
  const typed = words.join(' ')
  const rows = stmt(
    `SELECT p.phrase, p.documents FROM suggest_phrases_fts f
    JOIN suggest_phrases p ON p.rowid = f.rowid
    WHERE suggest_phrases_fts MATCH ? AND p.edition = ?
    ORDER BY substr(p.phrase, 1, length(?)) = ? DESC, p.documents DESC, length(p.phrase), p.phrase
    LIMIT ${SUGGESTIONS_PER_GROUP}`,
  ).all(`${quoteFts5(typed)}*`, ctx.edition, typed, typed) as {
    phrase: string
    documents: number
  }[]
  const found = rows.map((r) => ({
    value: r.phrase.includes(' ') ? `"${r.phrase}"` : r.phrase,
    label: r.phrase,
    subLabel: `Search term · in the headings or keywords of ${r.documents.toLocaleString('en-GB')} documents`,
  }))
  return found.length > 0 || words.length > 1 ? found : indexWords(stmt, words[0]!, ctx)
}

/**
 * Words of the full-text index starting with one typed word ('merger' → 'merger', 'mergers'),
 * the most widely used first, each checked to be in a document of the edition.
 */
function indexWords(stmt: Statements, prefix: string, ctx: SearchContext): Suggestion[] {
  const candidates = stmt(
    `SELECT term FROM documents_vocab WHERE term >= ? AND term < ? AND doc >= 3
    ORDER BY doc DESC LIMIT 20`,
  )
    .pluck()
    .all(prefix, `${prefix}\u{10FFFF}`) as string[]
  const inEdition = stmt(
    `SELECT 1 FROM documents_fts f JOIN doc_meta m ON m.rowid = f.rowid
    WHERE documents_fts MATCH ? AND m.editions & ? LIMIT 1`,
  )
  // Checked one by one, most used first, until the group is full.
  const words: Suggestion[] = []
  for (const word of candidates) {
    if (words.length === SUGGESTIONS_PER_GROUP) break
    if (/^\p{L}/u.test(word) && inEdition.get(quoteFts5(word), EDITION_BITS[ctx.edition]))
      words.push({ value: word, label: word, subLabel: 'Search term' })
  }
  return words
}

/** The publication rows whose publication type is one of `types` (all when none given). */
function ofPublicationTypes<R extends { doc_id: string | null }>(
  stmt: Statements,
  rows: R[],
  types: readonly string[] | undefined,
): R[] {
  if (!types?.length) return rows
  const kept = new Set(
    stmt(
      `SELECT d.id FROM documents d JOIN facets x ON x.doc_rowid = d.rowid
      WHERE x.facet = 'publicationtype' AND x.value IN (SELECT value FROM json_each(?))
        AND d.id IN (SELECT value FROM json_each(?))`,
    )
      .pluck()
      .all(JSON.stringify(types), JSON.stringify(rows.map((r) => r.doc_id))) as string[],
  )
  return rows.filter((r) => r.doc_id !== null && kept.has(r.doc_id))
}
