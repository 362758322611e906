// Passage retrieval over the read-only content index (server/search/fts5/schema.sql): the
// `sections` table and its FTS5 index `sections_fts`. It runs inside the search threads of the
// FTS5 adapter (server/content-index/worker.ts); the assistant reaches it through the
// adapter's PassageSource, never by opening the index itself.
import { placeOf } from './passage-voice.ts'
import type { Voice } from '#sites/voices.ts'
import Database from 'better-sqlite3'
import type { Edition } from '#server/content/model.ts'
import { bestWindow, leadSentences, questionWords, stem, stemCounts } from './text.ts'
import type { AssistantScope, Passage, SelectedDocument } from './types.ts'

/** PassageSource (server/search/engine.ts), answered in the search thread. */
export type PassageReader = {
  documents(ids: readonly string[], edition: Edition): SelectedDocument[]
  retrieve(question: string, scope: AssistantScope, limit: number): Passage[]
  keyPassages(docId: string, limit: number): Passage[]
  documentText(docId: string): string
  close(): void
}

/** Passages are quoted verbatim; this is the longest quote taken from one section. */
export const PASSAGE_CHARS = 700
const CANDIDATES = 40
const PER_DOCUMENT = 2
const KEY_HEADING =
  /decision|decides|conclusion|dispositi|operative|award|findings|holding|ruling|order|summary|costs|jurisdiction/i

type DocRow = {
  rowid: number
  id: string
  title: string
  url: string
  type: string
  ai_available: number
}
type SectionRow = {
  rowid: number
  doc_rowid: number
  ordinal: number
  heading: string
  text: string
}

/** How many candidates are weighed by voice for each passage answered. */
const CANDIDATES_PER_PASSAGE = 3

/**
 * A passage's score by whose words it is: the deciding body's reasoning and decision first, the
 * parties' arguments last (they are quoted, labelled, where nothing better answers).
 */
const VOICE_WEIGHT: Readonly<Record<Voice, number>> = {
  tribunal: 1.5,
  operative: 1.5,
  facts: 1,
  procedure: 1,
  opinion: 0.8,
  claimant: 0.6,
  respondent: 0.6,
  parties: 0.6,
}

export function openPassageReader(path: string): PassageReader {
  const db = new Database(path, { readonly: true, fileMustExist: true })
  const statements = new Map<string, Database.Statement>()
  const stmt = (sql: string) => {
    let s = statements.get(sql)
    if (!s) statements.set(sql, (s = db.prepare(sql)))
    return s
  }

  const docById = (id: string) =>
    stmt('SELECT rowid, id, title, url, type, ai_available FROM documents WHERE id = ?').get(id) as
      DocRow | undefined
  const inEdition = (rowid: number, edition: Edition) =>
    stmt('SELECT 1 FROM document_editions WHERE edition = ? AND doc_rowid = ?').get(
      edition,
      rowid,
    ) !== undefined
  const sectionsOf = (rowid: number) =>
    stmt(
      'SELECT rowid, doc_rowid, ordinal, heading, text FROM sections WHERE doc_rowid = ? ORDER BY ordinal',
    ).all(rowid) as SectionRow[]

  const bodyOf = (rowid: number) =>
    stmt('SELECT body_html FROM documents WHERE rowid = ?').pluck().get(rowid) as string

  function passage(doc: DocRow, section: SectionRow, text: string, score: number): Passage {
    const { voice, paragraph } = placeOf(bodyOf(doc.rowid), section.ordinal, text)
    return {
      docId: doc.id,
      title: doc.title,
      url: doc.url,
      href: paragraph === null ? `${doc.url}#s${section.ordinal}` : `${doc.url}#para-${paragraph}`,
      heading: section.heading,
      text,
      score: score * VOICE_WEIGHT[voice ?? 'facts'],
      voice,
      paragraph,
    }
  }

  /** Scores sections against the question's stems (a BM25-like weighting) and picks windows. */
  function rank(
    question: string,
    docs: Map<number, DocRow>,
    sections: SectionRow[],
    limit: number,
  ) {
    const stems = questionWords(question).map(stem)
    if (stems.length === 0) return []
    const counts = sections.map((s) => stemCounts(`${s.heading}\n${s.text}`, stems))
    const n = sections.length
    const weights = stems.map((_, i) => {
      const df = counts.filter((c) => c[i] > 0).length
      return Math.log(1 + (n - df + 0.5) / (df + 0.5)) + 0.1
    })
    const scored = sections
      .map((section, i) => {
        if (section.text.trim().length < 40) return null
        const base = counts[i].reduce(
          (sum, c, t) => sum + (c > 0 ? weights[t] * (c / (c + 1.2)) * 2.2 : 0),
          0,
        )
        if (base === 0) return null
        const window = bestWindow(section.text, stems, weights, PASSAGE_CHARS)
        if (!window.text) return null
        const headingHits = stemCounts(section.heading, stems).filter((c) => c > 0).length
        return { section, text: window.text, score: base + window.score + headingHits }
      })
      .filter((x) => x !== null)
      .sort((a, b) => b.score - a.score)
    // The best candidates, weighed by whose words they are: the deciding body's first.
    const weighed = scored
      .slice(0, limit * CANDIDATES_PER_PASSAGE)
      .map((item) =>
        passage(docs.get(item.section.doc_rowid)!, item.section, item.text, item.score),
      )
      .sort((a, b) => b.score - a.score)
    const perDoc = new Map<string, number>()
    const picked: Passage[] = []
    for (const item of weighed) {
      const used = perDoc.get(item.docId) ?? 0
      if (docs.size > 1 && used >= PER_DOCUMENT) continue
      perDoc.set(item.docId, used + 1)
      picked.push(item)
      if (picked.length >= limit) break
    }
    return picked
  }

  function candidates(question: string, scope: Exclude<AssistantScope, { kind: 'documents' }>) {
    const terms = questionWords(question).map((w) => {
      const s = stem(w)
      return `"${s.replace(/"/g, '""')}"${s.length < w.length ? '*' : ''}`
    })
    if (terms.length === 0) return { docs: new Map<number, DocRow>(), sections: [] as SectionRow[] }
    const prefix = scope.kind === 'prefix'
    const rows = stmt(
      `SELECT s.rowid, s.doc_rowid, s.ordinal, s.heading, s.text,
         d.id, d.title, d.url, d.type, d.ai_available
       FROM sections_fts f
       JOIN sections s ON s.rowid = f.rowid
       JOIN document_editions e ON e.doc_rowid = s.doc_rowid AND e.edition = @edition
       JOIN documents d ON d.rowid = s.doc_rowid
       WHERE sections_fts MATCH @match
         ${prefix ? 'AND d.id >= @low AND d.id < @high' : 'AND d.ai_available = 1'}
       ORDER BY bm25(sections_fts, 2, 1) LIMIT @limit`,
    ).all({
      match: terms.join(' OR '),
      edition: scope.edition,
      limit: CANDIDATES,
      ...(prefix ? { low: scope.prefix, high: scope.prefix + '\uffff' } : {}),
    }) as (SectionRow & DocRow)[]
    const docs = new Map<number, DocRow>()
    for (const r of rows) {
      docs.set(r.doc_rowid, {
        rowid: r.doc_rowid,
        id: r.id,
        title: r.title,
        url: r.url,
        type: r.type,
        ai_available: r.ai_available,
      })
    }
    return {
      docs,
      sections: rows.map((r) => ({
        rowid: r.rowid,
        doc_rowid: r.doc_rowid,
        ordinal: r.ordinal,
        heading: r.heading,
        text: r.text,
      })),
    }
  }

  return {
    documents(ids, edition) {
      const found: SelectedDocument[] = []
      for (const id of new Set(ids)) {
        const doc = docById(id)
        if (!doc || !inEdition(doc.rowid, edition)) continue
        const aiAvailable = doc.ai_available === 1
        found.push({
          id: doc.id,
          aiId: aiAvailable ? doc.id : null,
          title: doc.title,
          url: doc.url,
          type: doc.type,
          aiAvailable,
        })
      }
      return found
    },

    retrieve(question, scope, limit) {
      if (scope.kind === 'documents') {
        const docs = new Map<number, DocRow>()
        for (const id of scope.ids) {
          const doc = docById(id)
          if (doc && doc.ai_available === 1 && inEdition(doc.rowid, scope.edition))
            docs.set(doc.rowid, doc)
        }
        const sections = [...docs.keys()].flatMap(sectionsOf)
        return rank(question, docs, sections, limit)
      }
      const { docs, sections } = candidates(question, scope)
      return rank(question, docs, sections, limit)
    },

    keyPassages(docId, limit) {
      const doc = docById(docId)
      if (!doc || doc.ai_available !== 1) return []
      const sections = sectionsOf(doc.rowid).filter((s) => s.text.trim().length >= 80)
      if (sections.length === 0) return []
      const first = sections[0].ordinal
      const last = sections[sections.length - 1].ordinal
      const scored = sections.map((s) => {
        let score = Math.min(s.text.length, 2000) / 2000
        if (KEY_HEADING.test(s.heading)) score += 3
        if (s.ordinal === first) score += 2
        if (s.ordinal === last) score += 2.5
        return { s, score }
      })
      return scored
        .sort((a, b) => b.score - a.score)
        .slice(0, limit)
        .sort((a, b) => a.s.ordinal - b.s.ordinal)
        .map(({ s, score }) => passage(doc, s, leadSentences(s.text, 500, 3), score))
        .filter((p) => p.text.length > 0)
    },

    documentText(docId) {
      const doc = docById(docId)
      if (!doc) return ''
      return sectionsOf(doc.rowid)
        .map((s) => (s.heading ? `${s.heading}\n${s.text}` : s.text))
        .join('\n\n')
    },

    close() {
      db.close()
    },
  }
}
