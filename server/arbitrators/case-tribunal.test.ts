import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Fts5Backend, openFts5Backend } from '#server/content-index/host.ts'
import { arbitrationDocuments } from '#test/helpers/arbitration-cases.ts'
import { buildTempIndexOf, type TempIndex } from '#test/helpers/search-index.ts'
import { isArbitratorInputError } from '#server/errors.ts'
import { type ArbitratorService, createArbitratorService } from './service.ts'

let index: TempIndex
let backend: Fts5Backend
let service: ArbitratorService

beforeAll(() => {
  index = buildTempIndexOf(arbitrationDocuments())
  backend = openFts5Backend(index.path, { threads: 1, now: '2022-01-01' })
  service = createArbitratorService(backend.arbitrators)
})
afterAll(async () => {
  await backend.close()
  index.cleanup()
})

describe('the tribunal of one case', () => {
  it('lists the members read from its texts, president first, with their profile slugs', async () => {
    const tribunal = await service.caseTribunal('case-beta')
    expect(tribunal.map((m) => [m.slug, m.roles, m.label])).toEqual([
      ['gabrielle-kaufmann-kohler', ['president'], 'President'],
      ['charles-n-brower', ['claimant-appointed'], 'Arbitrator appointed by the claimant'],
      ['jurgen-voss', ['respondent-appointed'], 'Arbitrator appointed by the respondent'],
    ])
    // Spelt 'Charles Brower' in this award: the member is the merged person.
    expect(tribunal[1]).toMatchObject({ name: 'Charles N. Brower', docIds: ['case-beta-award'] })
  })

  it('has no counsel or parties, and nobody for a case the index does not know', async () => {
    const alpha = await service.caseTribunal('case-alpha')
    expect(alpha.map((m) => m.type)).toEqual(['person', 'person', 'person'])
    expect(alpha.map((m) => m.slug)).not.toContain('jane-counsel')
    expect(await service.caseTribunal('case-nowhere')).toEqual([])
  })

  it('refuses an id no case record can have', async () => {
    const answer = await service.caseTribunal('../etc').catch((e: unknown) => e)
    expect(isArbitratorInputError(answer)).toBe(true)
  })
})
