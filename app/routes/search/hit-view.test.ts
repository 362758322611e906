import { describe, expect, test } from 'vitest'
import type { SearchHit } from '#server/search/engine.ts'
import { defaultState } from '#sites/search/search-state.ts'
import { hitView } from './hit-view.server.ts'

const hit = (excerpt: string, dates: Partial<SearchHit> = {}): SearchHit => ({
  id: 'ca-c-34-6',
  title: 'Commercial Arbitration Act',
  url: '/document/ca-c-34-6',
  authors: [],
  updatedDate: null,
  publicationDate: null,
  type: 'Legislation',
  aiAvailable: false,
  aiId: null,
  legisDate: '2026-05-26',
  jurisDate: null,
  source: 'Justice Laws Website',
  sourceLocation: null,
  summary: null,
  excerpt,
  caseFacts: {
    tribunal: null,
    caseNumber: null,
    kind: null,
    presiding: null,
    parties: [],
    treaty: null,
    outcome: null,
  },
  ...dates,
})

describe('a result row writes no ISO day', () => {
  const state = defaultState('default')

  test('its date and the days of a summary shown as its excerpt are the portal’s', () => {
    const view = hitView(hit('Consolidated text, current to 2026-05-26.'), state)
    expect(view.date).toBe('26 May 2026')
    expect(view.excerpt).toBe('Consolidated text, current to 26 May 2026.')
  })

  test('a passage of the text itself, with its hits marked, is quoted as it stands', () => {
    const passage = 'the <mark>award</mark> of 2021-12-22 was set aside'
    expect(hitView(hit(passage), state).excerpt).toBe(passage)
  })
})
