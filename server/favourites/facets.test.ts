import { describe, expect, test } from 'vitest'
import type { DocumentRecord } from '#server/content/model.ts'
import { documentFacets, searchFacets, specificTopics } from './facets.ts'

const record = (over: Partial<DocumentRecord>) =>
  ({ dates: {}, jurisdictions: [], topics: [], details: {}, ...over }) as DocumentRecord

describe('what a favourite is filed under', () => {
  test('a document: its jurisdictions, its most specific topics, its date and review date', () => {
    expect(
      documentFacets(
        record({
          jurisdictions: ['Netherlands', 'Estonia', 'Netherlands'],
          topics: [
            'Investment arbitration',
            'Investment arbitration>Bilateral investment treaties',
          ],
          dates: { publication: '2011-04-07', legislation: '1992-10-27', added: '2011-04-07' },
        }),
      ),
    ).toEqual({
      jurisdictions: ['Netherlands', 'Estonia'],
      topics: ['Investment arbitration>Bilateral investment treaties'],
      date: '1992-10-27',
      reviewDate: '2011-04-07',
    })
    // An award: decided, never republished; a review date the feed gives wins.
    expect(documentFacets(record({ dates: { decision: '2015-04-17' } }))).toMatchObject({
      date: '2015-04-17',
      reviewDate: '2015-04-17',
    })
    expect(
      documentFacets(
        record({ dates: { decision: '2015-04-17' }, details: { reviewDate: '2024-01-31' } }),
      ).reviewDate,
    ).toBe('2024-01-31')
    expect(specificTopics(['A', 'A>B', 'AB', 'A>B'])).toEqual(['A>B', 'AB'])
  })

  test('a search: the jurisdiction and topic filters of its address, whatever its path', () => {
    expect(
      searchFacets(
        '/awards?q=expropriation&topic=Investment+arbitration&f.jurisdiction=Spain&f.jurisdiction=Hungary',
      ),
    ).toEqual({
      jurisdictions: ['Spain', 'Hungary'],
      topics: ['Investment arbitration'],
      date: null,
      reviewDate: null,
    })
    expect(searchFacets('/search?q=fair')).toMatchObject({ jurisdictions: [], topics: [] })
  })
})
