import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import {
  parseRelationshipState,
  serializeRelationshipState,
} from '#app/routes/relationship-indicator/params.ts'
import { isSearchSyntaxError } from '#server/errors.ts'
import { toFts5Match } from '#server/search/fts5/match-query.ts'
import { parseQuery } from '#server/search/query/parse.ts'
import type { PathMode } from '#sites/search/modes.ts'
import { parseSearchParams, serializeSearchParams } from '#sites/search/search-params.ts'

// The security suite's fuzz run: what a user types and what an address carries reach the query
// parser and the URL codecs. 100,000 inputs in all; none may crash (a parser may only refuse with
// its own message and a position), and a codec's output must read back as itself.

const PATH_MODES: PathMode[] = ['default', 'awards', 'NYC', 'books', 'journals', 'new content']
const QUERY_RUNS = 70_000
const CODEC_RUNS = 20_000
const TOOL_CODEC_RUNS = 10_000

const pieces = fc.constantFrom(
  ...'aB1 ()"*-:^{}[]+.,;\'\\/\u0000\t\n\u200béß€漢'.split(''),
  ' AND ',
  ' OR ',
  ' NOT ',
  ' NEAR ',
  ' NEAR5 ',
  ' NEAR/10 ',
  ' NEAR99 ',
  'arb*',
  'treaty',
  '"fair and equitable',
  ')',
  '((',
)
const typed = fc.oneof(
  fc.string({ maxLength: 60 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.array(pieces, { maxLength: 30 }).map((parts) => parts.join('')),
)

// Generous time: the run shares two cores with the rest of the suite.
describe('fuzz', { timeout: 180_000 }, () => {
  test(`${QUERY_RUNS.toLocaleString('en')} typed queries: parsed and compiled, or refused with a position`, () => {
    let refused = 0
    fc.assert(
      fc.property(typed, fc.boolean(), (input, titleOnly) => {
        try {
          const match = toFts5Match(parseQuery(input), {
            columns: titleOnly ? ['title'] : undefined,
          })
          expect(typeof match).toBe('string')
        } catch (error) {
          if (!isSearchSyntaxError(error)) throw error
          expect(error.position).toBeGreaterThanOrEqual(1)
          refused++
        }
      }),
      { numRuns: QUERY_RUNS },
    )
    // Both paths were taken many times.
    expect(refused).toBeGreaterThan(QUERY_RUNS / 20)
    expect(refused).toBeLessThan(QUERY_RUNS)
  })

  const keys = fc.oneof(
    fc.string({ maxLength: 12 }),
    fc.constantFrom(
      'q',
      'qTitle',
      'type',
      'topic',
      'source',
      'mode',
      'sortBy',
      'sortOrder',
      'start',
      'resultsPerPage',
      'dateType',
      'dateFrom',
      'dateTo',
      'datePeriod',
      'excerpt',
      'f.jurisdiction',
      'op.topic',
      'limit.topic',
      'contains.topic',
      'left',
      'right',
      'find',
      'side',
      'page',
    ),
  )
  const values = fc.oneof(
    fc.string({ maxLength: 40 }),
    fc.string({ unit: 'binary', maxLength: 20 }),
    fc.constantFrom(
      'A>B',
      'AND',
      '-1',
      '1e9',
      '99999999999999999999',
      '31-02-2020',
      '0:x',
      '2:canada',
    ),
  )
  const address = fc.array(fc.tuple(keys, values), { maxLength: 14 })

  test(`${CODEC_RUNS.toLocaleString('en')} search addresses: read without throwing, and written back canonically`, () => {
    fc.assert(
      fc.property(address, fc.constantFrom<PathMode>(...PATH_MODES), (pairs, mode) => {
        const state = parseSearchParams(new URLSearchParams(pairs), mode)
        const written = serializeSearchParams(state)
        expect(serializeSearchParams(parseSearchParams(written, mode)).toString()).toBe(
          written.toString(),
        )
      }),
      { numRuns: CODEC_RUNS },
    )
  })

  test(`${TOOL_CODEC_RUNS.toLocaleString('en')} Relationship Indicator addresses: read without throwing, written back canonically`, () => {
    fc.assert(
      fc.property(address, (pairs) => {
        const state = parseRelationshipState(new URLSearchParams(pairs))
        const written = serializeRelationshipState(state)
        expect(parseRelationshipState(written)).toEqual(state)
      }),
      { numRuns: TOOL_CODEC_RUNS },
    )
  })
})
