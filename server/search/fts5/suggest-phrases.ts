// The search phrases of an edition, written at the end of a build: the words and 1-5 word phrases
// of section headings and keywords that at least MIN_DOCUMENTS documents of the edition use
// ('fair and equitable treatment', 'abuse of dominance', 'expropriation'). A book's chapters
// count once, for their book, so one long statute does not make its headings common.
import type Database from 'better-sqlite3'

const MIN_DOCUMENTS = 3
const MAX_WORDS = 5
/** Words a phrase neither starts nor ends with. */
const STOPWORDS = new Set([
  ...['a', 'an', 'the', 'of', 'and', 'or', 'to', 'in', 'on', 'for', 'by', 'with', 'at', 'from'],
  ...['as', 'is', 'are', 'be', 'was', 'were', 'that', 'this', 'its', 'their', 'his', 'her'],
  ...['under', 'into', 'v', 'vs', 'against', 'other', 'others', 'no', 'not', 'than', 'then'],
  ...['which', 'who', 'whom', 'whose', 'any', 'all'],
  // The German statutes' headings
  ...['der', 'die', 'das', 'dem', 'den', 'des', 'und', 'oder', 'zu', 'zum', 'zur', 'im', 'von'],
  ...['vom', 'mit', 'fur', 'auf', 'bei', 'nach', 'uber', 'ein', 'eine', 'einer', 'eines'],
])

/** The candidate phrases of one heading or keyword: runs of words between punctuation. */
export function phrasesOf(text: string): string[] {
  const phrases = new Set<string>()
  // A run ends at punctuation and at a word that cannot be part of a phrase ('patent-', '§').
  const word = /^\p{L}(?:[\p{L}\p{N}-]*[\p{L}\p{N}])?$|^\p{N}+$/u
  const runs = text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .split(/[^\p{L}\p{N}\s-]+/u)
    .flatMap((part) =>
      part.split(/\s+/).reduce<string[][]>(
        (acc, w) => {
          if (word.test(w)) acc[acc.length - 1]!.push(w)
          else if (acc[acc.length - 1]!.length > 0) acc.push([])
          return acc
        },
        [[]],
      ),
    )
  for (const words of runs) {
    for (let n = 1; n <= MAX_WORDS; n++) {
      for (let i = 0; i + n <= words.length; i++) {
        const gram = words.slice(i, i + n)
        if (STOPWORDS.has(gram[0]!) || STOPWORDS.has(gram[n - 1]!)) continue
        if (!/^\p{L}/u.test(gram[0]!)) continue
        if (n === 1 && gram[0]!.length < 5) continue // short single words are better typed
        phrases.add(gram.join(' '))
      }
    }
  }
  return [...phrases]
}

export function writeSuggestPhrases(db: Database.Database): void {
  const sources = db.prepare(
    `SELECT coalesce(d.publication_id, d.id) AS unit, s.heading AS text, e.edition
     FROM sections s JOIN documents d ON d.rowid = s.doc_rowid
     JOIN document_editions e ON e.doc_rowid = s.doc_rowid
     WHERE s.heading <> ''
     UNION ALL
     SELECT coalesce(d.publication_id, d.id), f.value, e.edition
     FROM facets f JOIN documents d ON d.rowid = f.doc_rowid
     JOIN document_editions e ON e.doc_rowid = f.doc_rowid
     WHERE f.facet = 'keyword'
     ORDER BY 1`,
  )
  // edition → phrase → the units using it (the last unit seen, and how many)
  const counts = new Map<string, Map<string, { last: string; n: number }>>()
  for (const row of sources.iterate() as Iterable<{
    unit: string
    text: string
    edition: string
  }>) {
    let byPhrase = counts.get(row.edition)
    if (!byPhrase) counts.set(row.edition, (byPhrase = new Map()))
    for (const phrase of phrasesOf(row.text)) {
      const c = byPhrase.get(phrase)
      if (!c) byPhrase.set(phrase, { last: row.unit, n: 1 })
      // Rows come ordered by unit, so counting changes of unit counts distinct units.
      else if (c.last !== row.unit) {
        c.last = row.unit
        c.n++
      }
    }
  }
  const insert = db.prepare(
    'INSERT INTO suggest_phrases (phrase, edition, documents) VALUES (?, ?, ?)',
  )
  for (const [edition, byPhrase] of [...counts].sort(([a], [b]) => a.localeCompare(b))) {
    const common = [...byPhrase]
      .filter(([, c]) => c.n >= MIN_DOCUMENTS)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    common.forEach(([phrase, c], i) => {
      // 'fair and equitable' is left out when every document using it says 'fair and equitable
      // treatment': its longer phrases follow it in this order.
      for (let j = i + 1; j < common.length && common[j]![0].startsWith(`${phrase} `); j++) {
        if (common[j]![1].n === c.n) return
      }
      insert.run(phrase, edition, c.n)
    })
  }
  db.exec("INSERT INTO suggest_phrases_fts (suggest_phrases_fts) VALUES ('rebuild')")
}
