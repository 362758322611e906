import type { Statements } from '#server/content-index/statement-cache.ts'

// bm25 for some of a match's documents. FTS5 computes bm25 a row at a time, reading the row's
// positions and its length (a lookup in the docsize table): about a microsecond a row, a third
// of a second for 300,000 hits. So only the documents a page can come from are scored: the
// match is scanned once more, a byte per document (a blob bound to the statement) says which
// rows to score, and SQLite evaluates bm25 only for the rows that pass the WHERE clause. The
// scan starts at the first document to score and stops at the last (FTS5 seeks to a rowid
// range). Looking the documents up one by one (rowid IN (...)) is far slower: FTS5 runs the
// whole match again for each of them.

/** The bm25 of each scored document (lower is better, as FTS5 gives it). */
export type Scores = Map<number, number>

/**
 * bm25 (title weighted `titleWeight`, body 1) of the documents marked in `which` (a byte per
 * rowid, 1 to score) that `match` matches.
 */
export function scoreDocuments(
  stmt: Statements,
  match: string,
  titleWeight: number,
  which: Uint8Array,
): Scores {
  const first = which.indexOf(1)
  if (first === -1) return new Map()
  const rows = stmt(
    `SELECT rowid, bm25(documents_fts, ${Number(titleWeight)}, 1.0) FROM documents_fts
    WHERE documents_fts MATCH ? AND rowid BETWEEN ? AND ? AND substr(?, rowid + 1, 1) = x'01'`,
  )
    .raw()
    .all(match, first, which.lastIndexOf(1), which) as [number, number][]
  return new Map(rows)
}
