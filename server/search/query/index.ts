// The search query language: parse text to a tree, compile the tree to the engine's query.
export type * from './ast.ts'
export { DEFAULT_NEAR_DISTANCE, NEAR_DISTANCES } from './ast.ts'
export { extractTerms, hasOperator, MAX_NEAR_EXPANSION, parseQuery } from './parse.ts'
export { quoteFts5, toFts5Match, type MatchOptions } from '../fts5/match-query.ts'
export { isSearchSyntaxError, SearchSyntaxError } from '#server/errors.ts'
