// The search query language as a tree. Produced by parseQuery (parse.ts), compiled to an engine
// query by toFts5Match (../fts5/match-query.ts).

/** One word as the user typed it. `prefix` is the trailing `*` wildcard. */
export type TermNode = { type: 'term'; value: string; prefix: boolean }

/** Words that must appear next to each other, in order. `prefix` applies to the last word. */
export type PhraseNode = { type: 'phrase'; value: string; prefix: boolean }

export type AndNode = { type: 'and'; children: QueryNode[] }
export type OrNode = { type: 'or'; children: QueryNode[] }

/** `include NOT exclude`: documents matching include and not exclude. */
export type NotNode = { type: 'not'; include: QueryNode; exclude: QueryNode }

/**
 * `a NEAR5 b NEAR c`: operands are terms, phrases or OR-groups of them; `distances[i]` is the
 * greatest number of words between operands i and i + 1. A chain means one occurrence of each:
 * a within 5 words of b, and that same b within 30 words of c.
 */
export type NearNode = { type: 'near'; operands: NearOperand[]; distances: number[] }
export type NearOperand = TermNode | PhraseNode | OrNode

export type QueryNode = TermNode | PhraseNode | AndNode | OrNode | NotNode | NearNode

/** The proximity operators of the spec: NEAR is NEAR30 ("within 30 words"). */
export const NEAR_DISTANCES = [2, 5, 10, 20, 30, 50] as const
export const DEFAULT_NEAR_DISTANCE = 30

/** A word or phrase to highlight; `prefix` when it ended with the wildcard. */
export type HighlightTerm = { text: string; prefix: boolean }
