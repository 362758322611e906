import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isArbitratorInputError, isNotFoundError } from '#server/errors.ts'
import { type Fts5Backend, openFts5Backend } from '#server/content-index/host.ts'
import { arbitrationDocuments } from '#test/helpers/arbitration-cases.ts'
import { buildTempIndexOf, type TempIndex } from '#test/helpers/search-index.ts'
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

const rejection = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) => e,
  )

describe('arbitrator service', () => {
  it('finds profiles by filters, 15 per page sorted by full name, with filter counts', async () => {
    const all = await service.searchProfiles()
    expect(all.resultsPerPage).toBe(15)
    expect(all.items.map((p) => p.fullName)).toEqual(
      [...all.items.map((p) => p.fullName)].sort((a, b) => a.localeCompare(b)),
    )
    const presidents = await service.searchProfiles({
      filters: { role: ['president'], institution: ['ICSID'] },
    })
    expect(presidents.items.map((p) => p.slug)).toEqual([
      'gabrielle-kaufmann-kohler',
      'jurgen-voss',
    ])
    const recent = await service.searchProfiles({
      filters: { role: ['president'], commencement: 36 },
    })
    expect(recent.items.map((p) => p.slug)).toEqual(['gabrielle-kaufmann-kohler'])
    const swiss = await service.searchProfiles({ filters: { nationality: ['Switzerland'] } })
    expect(swiss.total).toBe(1)
    // Nationality exclude leaves out everyone of the nationality; dual nationals are two values.
    const notSwiss = await service.searchProfiles({
      filters: { nationalityExclude: ['Switzerland'] },
    })
    expect(notSwiss.total).toBe(all.total - 1)
    expect(notSwiss.filters.find((f) => f.id === 'nationality-exclude')!.values).toContainEqual({
      value: 'Switzerland',
      label: 'Switzerland',
      count: 1,
      selected: true,
    })
    expect(all.filters.find((f) => f.id === 'nationality')!.values.map((v) => v.value)).toEqual(
      expect.arrayContaining(['Nigeria', 'United Kingdom']),
    )
    // Law firm: the people who acted with the firm as counsel.
    const firm = all.filters.find((f) => f.id === 'lawfirm')!
    expect(firm.values.map((v) => v.value)).toEqual(['White & Case LLP'])
    const withFirm = await service.searchProfiles({ filters: { lawFirm: ['White & Case LLP'] } })
    expect(withFirm.items.map((p) => p.slug)).toEqual(['jane-counsel'])
    const institution = presidents.filters.find((f) => f.id === 'institution')!
    expect(institution.values).toContainEqual({
      value: 'SCC',
      label: 'SCC',
      count: 1,
      selected: false,
    })
  })

  it('shows a profile with every case and the role in each, co-arbitrators, parties and the appointment pattern', async () => {
    const p = await service.getProfile('Gabrielle-Kaufmann-Kohler')
    expect(p.cases.map((c) => [c.caseId, c.roles.map((r) => r.role)])).toEqual([
      ['case-beta', ['president']],
      ['case-alpha', ['president']],
    ])
    expect(p.cases[1].roles[0].evidence[0]).toMatchObject({ docId: 'case-alpha-award', line: 12 })
    expect(p.cases[1].documents.map((d) => d.id)).toEqual(['case-alpha-award'])
    expect(p.coArbitrators[0]).toMatchObject({ slug: 'charles-n-brower', cases: 2 })
    expect(p.parties).toContainEqual(
      expect.objectContaining({ slug: 'spain', side: 'respondent', cases: 2 }),
    )
    expect(p.appointmentPattern).toMatchObject({ president: 2, appointedByClaimant: 0 })
    const brower = await service.getProfile('charles-n-brower')
    expect(brower.appointmentPattern.appointedByClaimant).toBe(2)
    expect(brower.parties.find((x) => x.slug === 'spain')).toMatchObject({ against: 2 })
  })

  it('pages the cases table with Start, ResultsPerPage, Page and Filters', async () => {
    const first = await service.profileCases('brigitte-stern', { ResultsPerPage: 1 })
    expect(first).toMatchObject({ total: 2, page: 1, resultsPerPage: 1 })
    const second = await service.profileCases('brigitte-stern', { ResultsPerPage: 1, Page: 2 })
    expect(second.items[0].caseId).toBe('case-gamma')
    const filtered = await service.profileCases('brigitte-stern', {
      Filters: { role: ['claimant-appointed'] },
    })
    expect(filtered.items.map((c) => c.caseId)).toEqual(['case-gamma'])
    expect((await service.profileCases('brigitte-stern')).resultsPerPage).toBe(5)
  })

  it('autocompletes by type despite accents, apostrophes and OCR slips', async () => {
    expect((await service.autocomplete(0, 'kaufmann')).map((e) => e.slug)).toEqual([
      'gabrielle-kaufmann-kohler',
    ])
    expect((await service.autocomplete('Person', 'Jurgen')).map((e) => e.slug)).toEqual([
      'jurgen-voss',
    ])
    expect((await service.autocomplete(2, 'cote divoire')).map((e) => e.name)).toEqual([
      "Côte d'Ivoire",
    ])
    expect((await service.autocomplete(0, 'Kaufmarm-Kohler')).map((e) => e.slug)).toEqual([
      'gabrielle-kaufmann-kohler',
    ])
    expect(await service.autocomplete(1, 'white')).toEqual([
      expect.objectContaining({ slug: 'white-case-llp', relType: 1 }),
    ])
  })

  it('connects a respondent State and an arbitrator through every case they share, newest first', async () => {
    const page = await service.assessRelationships({
      left: [{ slug: 'spain', relType: 2 }],
      right: [
        { slug: 'charles-n-brower', relType: 0 },
        { name: 'Gabrielle Kaufmann Kohler', relType: 0 },
        { slug: 'charles-n-brower', relType: 0 },
      ],
    })
    expect(page.right.map((r) => r.slug)).toEqual(['charles-n-brower', 'gabrielle-kaufmann-kohler'])
    expect(page.items.map((r) => [r.caseId, r.right.slug, r.connections])).toEqual([
      ['case-beta', 'charles-n-brower', ['party-vs-arbitrator']],
      ['case-beta', 'gabrielle-kaufmann-kohler', ['party-vs-arbitrator']],
      ['case-alpha', 'charles-n-brower', ['party-vs-arbitrator']],
      ['case-alpha', 'gabrielle-kaufmann-kohler', ['party-vs-arbitrator']],
    ])
    expect(page.items[2].evidence.map((e) => e.docId)).toContain('case-alpha-award')
    const firm = await service.assessRelationships({
      left: [{ slug: 'white-case-llp', relType: 1 }],
      right: [{ slug: 'charles-n-brower', relType: 0 }],
    })
    expect(firm.items.map((r) => r.connections)).toEqual([
      ['arbitrator-vs-counsel', 'repeat-appointment'],
      ['arbitrator-vs-counsel', 'repeat-appointment'],
    ])
    expect(
      await service.entities([
        { slug: 'spain', relType: 2 },
        { slug: 'spain', relType: 0 },
        { slug: 'atlantis', relType: 2 },
      ]),
    ).toEqual([expect.objectContaining({ name: 'Spain', relType: 2 }), null, null])
    const onlyTribunals = await service.assessRelationships({
      left: [{ slug: 'white-case-llp', relType: 1 }],
      right: [{ slug: 'charles-n-brower', relType: 0 }],
      connection: 'same-tribunal',
    })
    expect(onlyTribunals.total).toBe(0)
  })

  it('counts institutions by year and outcome', async () => {
    const orgs = await service.organizations()
    expect(orgs.map((o) => [o.id, o.cases, o.awards])).toEqual([
      ['icsid', 2, 2],
      ['scc', 1, 1],
    ])
    const icsid = await service.organization('ICSID')
    expect(icsid.byOutcome).toContainEqual({ outcome: 'Decided in favor of investor', cases: 1 })
    expect(icsid.caseList.map((c) => c.caseId)).toEqual(['case-alpha', 'case-gamma'])
  })

  it('answers bad input with typed errors and unknown slugs with not found', async () => {
    const relType = await rejection(service.autocomplete(4, 'ab'))
    expect(isArbitratorInputError(relType)).toBe(true)
    expect(isArbitratorInputError(await rejection(service.autocomplete(0, 'a')))).toBe(true)
    expect(
      isArbitratorInputError(
        await rejection(
          service.assessRelationships({
            left: [
              { slug: 'spain', relType: 2 },
              { slug: 'gabrielle-kaufmann-kohler', relType: 0 },
            ],
            right: [{ slug: 'charles-n-brower', relType: 0 }],
          }),
        ),
      ),
    ).toBe(true)
    expect(
      isArbitratorInputError(
        await rejection(service.searchProfiles({ filters: { commencement: 7 } })),
      ),
    ).toBe(true)
    expect(isNotFoundError(await rejection(service.getProfile('nobody-at-all')))).toBe(true)
    expect(isNotFoundError(await rejection(service.organization('nowhere')))).toBe(true)
  })
})
