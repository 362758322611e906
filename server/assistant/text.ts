// Small text helpers shared by retrieval and grounding: words, stems and sentence windows.

const STOPWORDS = new Set(
  `a about above after again against all also am an and any are as at be because been before
  being below between both but by can could did do does doing down during each few for from
  further had has have having he her here hers him his how i if in into is it its itself just me
  more most my no nor not now of off on once only or other our out over own please same she
  should so some such than that the their them then there these they this those through to too
  under until up very was we were what when where which while who whom why will with would you
  your tell explain describe give list show summarise summarize document documents say said`
    .split(/\s+/)
    .filter(Boolean),
)

/** The content words of a question, lower case, without duplicates. */
export function questionWords(question: string): string[] {
  const words =
    question
      .toLowerCase()
      .normalize('NFKC')
      .match(/[\p{L}\p{N}]+/gu) ?? []
  return [...new Set(words.filter((w) => w.length > 1 && !STOPWORDS.has(w)))]
}

/** A crude stem: long words lose their ending, so "decide" finds "decided" and "decision". */
export function stem(word: string): string {
  return word.length >= 6 ? word.slice(0, Math.max(4, word.length - 2)) : word
}

/** How many times each stem occurs in `text` (word starts only). */
export function stemCounts(text: string, stems: readonly string[]): number[] {
  const counts = stems.map(() => 0)
  for (const word of text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) {
    stems.forEach((s, i) => {
      if (s.length >= 4 ? word.startsWith(s) : word === s) counts[i]++
    })
  }
  return counts
}

/** Sentence boundaries of `text` as [start, end) offsets; the sentences are verbatim substrings. */
export function sentenceSpans(text: string): [number, number][] {
  const spans: [number, number][] = []
  const pattern = /[^.!?;\n]+(?:[.!?;]+["”’)\]]*|\n|$)/g
  for (const match of text.matchAll(pattern)) {
    const raw = match[0]
    const lead = raw.length - raw.trimStart().length
    const trimmed = raw.trim()
    if (trimmed.length === 0) continue
    const start = match.index + lead
    spans.push([start, start + trimmed.length])
  }
  return spans
}

/**
 * The best window of consecutive sentences for the weighted stems, at most `maxChars` long
 * (a single longer sentence is cut at a word boundary). Returns a verbatim substring.
 */
export function bestWindow(
  text: string,
  stems: readonly string[],
  weights: readonly number[],
  maxChars: number,
  maxSentences = 3,
): { text: string; score: number } {
  const spans = sentenceSpans(text)
  if (spans.length === 0) return { text: '', score: 0 }
  const sentenceScores = spans.map(([s, e]) =>
    stemCounts(text.slice(s, e), stems).reduce((sum, c, i) => sum + (c > 0 ? weights[i] : 0), 0),
  )
  let best = { from: 0, to: 0, score: -1 }
  for (let from = 0; from < spans.length; from++) {
    let score = 0
    for (let to = from; to < Math.min(spans.length, from + maxSentences); to++) {
      if (to > from && spans[to][1] - spans[from][0] > maxChars) break
      score += sentenceScores[to]
      if (score > best.score) best = { from, to, score }
    }
  }
  const start = spans[best.from][0]
  const end = spans[best.to][1]
  return { text: cut(text.slice(start, end), maxChars), score: best.score }
}

/**
 * The opening sentences of `text` that read as prose (numbering and headings left out), at most
 * `maxChars` long.
 */
export function leadSentences(text: string, maxChars: number, maxSentences = 2): string {
  const spans = sentenceSpans(text)
  const from = spans.findIndex(([s, e]) => e - s >= 60 && /[a-z]/.test(text.slice(s, e)))
  if (from === -1) return ''
  let to = from
  while (
    to + 1 < Math.min(spans.length, from + maxSentences) &&
    spans[to + 1][1] - spans[from][0] <= maxChars
  ) {
    to++
  }
  return cut(text.slice(spans[from][0], spans[to][1]), maxChars)
}

function cut(text: string, maxChars: number): string {
  if (text.length <= maxChars) return text
  const slice = text.slice(0, maxChars)
  const space = slice.lastIndexOf(' ')
  return (space > maxChars / 2 ? slice.slice(0, space) : slice).trimEnd()
}
