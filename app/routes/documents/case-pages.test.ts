import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import type { Viewer } from '#app/context.ts'
import type { Services } from '#server/services.ts'
import { routeArgs, viewerFor } from '#test/helpers/route-args.ts'
import { createTestServices } from '#test/helpers/test-services.ts'
import { loader as suggestLoader } from '../resources/suggest.ts'
import { loader as profileSearchLoader } from '../profile-navigator/search.tsx'
import { loader as searchLoader } from '../search/page.tsx'
import { loader as awardLoader } from './award-document.tsx'
import { loader as caseLoader } from './case.tsx'
import { loader as documentLoader } from './document.tsx'
import { loader as proceedingLoader } from './proceeding.tsx'

// The case pages and award reading pages on the starter corpus: the arbitration edition's
// tribunals as the arbitrator service read them, each member linking to their profile, and the
// competition edition's Commission cases in their own words.

let services: Awaited<ReturnType<typeof createTestServices>>
let kapp: Viewer
let yb: Viewer
let kcl: Viewer
beforeAll(async () => {
  services = await createTestServices()
  kapp = await viewerFor(services, 'kapp@demo.test', 'KA')
  yb = await viewerFor(services, 'yb@demo.test', 'KA')
  kcl = await viewerFor(services, 'kcl@demo.test', 'KCL')
}, 600_000)
afterAll(async () => {
  await services?.cleanup()
})

const ACCESSION = 'case-accession-mezzanine-capital-lp-and-danubius-kereskedohaz-vag-b400fd'
const AWARD = 'isds-d680108477c9'
const MICROSOFT = 'ec-at-39530'

function args(
  path: string,
  params: Record<string, string>,
  viewer: Viewer = kapp,
  using: Services = services,
) {
  const site = viewer === kcl ? 'KCL' : 'KA'
  return routeArgs(using, `http://${site.toLowerCase()}.localhost${path}`, {
    site,
    viewer,
    params,
  }) as never
}
async function loaded<T>(answer: T | Promise<T>) {
  const value = (await answer) as { type?: unknown; data?: unknown }
  return (value?.type === 'DataWithResponseInit' ? value.data : value) as Exclude<
    Awaited<T>,
    Response
  > extends infer D
    ? D extends { data: infer P; init: unknown }
      ? P
      : D
    : never
}
async function redirectOf(run: () => unknown): Promise<string | null> {
  try {
    await run()
  } catch (thrown) {
    if (thrown instanceof Response && thrown.status >= 300 && thrown.status < 400)
      return thrown.headers.get('Location')
    throw thrown
  }
  return null
}
const tribunalOf = (details: { label: string; items: { text: string; href?: string }[] }[]) =>
  details.find((g) => g.label === 'Tribunal')?.items.map((i) => [i.text, i.href])

describe('case facts read from the texts (decision 240)', () => {
  const ALAPLI = 'case-alapli-elektrik-v-republic-of-turkey-a256c6'
  test('an annulment decision is linked to the award it reviews, on the case page and its own', async () => {
    const { case: c } = await loaded(
      caseLoader(args(`/document/case/${ALAPLI}`, { caseId: ALAPLI })),
    )
    const annulment = c.proceedings.find((p) => p.id === `${ALAPLI}-annulment`)!
    expect(annulment.documents[0]!.reviews).toEqual({
      title: 'Excerpts of Award',
      date: '16 Jul 2012',
      href: `/document/case/${ALAPLI}/${ALAPLI}-arbitration/isds-deb7a719139f`,
    })
    const data = await loaded(
      documentLoader(args('/document/isds-bbe20c615c06', { id: 'isds-bbe20c615c06' })),
    )
    if (data.kind !== 'document') throw new Error('expected a document')
    const row = (label: string) => data.document.details.find((g) => g.label === label)?.items[0]
    expect(row('Award reviewed')).toMatchObject({ text: 'Award of 16 Jul 2012' })
    expect(row('Award reviewed')?.evidence).toMatch(/^Line \d+: “.*Award/)
    expect(row('Document type')?.text).toBe('Decision on annulment')
  })
})

describe('tribunal members link to their profiles (arbitration edition)', () => {
  test('an award read in its case names the tribunal that signed it, each linking to a profile', async () => {
    const proceedingId = `${ACCESSION}-arbitration`
    const data = await loaded(
      awardLoader(
        args(`/document/case/${ACCESSION}/${proceedingId}/${AWARD}`, {
          caseId: ACCESSION,
          proceedingId,
          documentId: AWARD,
        }),
      ),
    )
    expect(tribunalOf(data.document.details)).toEqual([
      ['Arthur W. Rovine', '/profile-navigator/arthur-w-rovine'],
      ['Marc Lalonde', '/profile-navigator/marc-lalonde'],
      ['Zachary Douglas', '/profile-navigator/zachary-douglas'],
    ])
    const douglas = data.document.details.find((g) => g.label === 'Tribunal')!.items[2]
    expect(douglas.note).toBe('Arbitrator appointed by the respondent')
    // Every link opens a profile the service knows.
    const profile = await services.arbitrators.getProfile('zachary-douglas')
    expect(profile.cases.map((c) => c.caseId)).toContain(ACCESSION)
  })

  test('the same award opened on its own page links the same way', async () => {
    const data = await loaded(documentLoader(args(`/document/${AWARD}`, { id: AWARD })))
    if (data.kind !== 'document') throw new Error('expected a document')
    expect(tribunalOf(data.document.details)?.map(([, href]) => href)).toEqual([
      '/profile-navigator/arthur-w-rovine',
      '/profile-navigator/marc-lalonde',
      '/profile-navigator/zachary-douglas',
    ])
  })

  test('the case page lists everyone who sat in the case, the replaced arbitrator too', async () => {
    const { case: c } = await loaded(
      caseLoader(args(`/document/case/${ACCESSION}`, { caseId: ACCESSION })),
    )
    expect(c.tribunal.map((m) => [m.name, m.role, m.href])).toEqual([
      ['Arthur W. Rovine', 'President', '/profile-navigator/arthur-w-rovine'],
      ['Marc Lalonde', 'Arbitrator appointed by the claimant', '/profile-navigator/marc-lalonde'],
      [
        'Donald M. McRae',
        'Arbitrator appointed by the respondent',
        '/profile-navigator/donald-m-mcrae',
      ],
      [
        'Zachary Douglas',
        'Arbitrator appointed by the respondent',
        '/profile-navigator/zachary-douglas',
      ],
    ])
    expect(c.panels.tribunal?.title).toBe('Tribunal')
    expect(c.info.map((g) => g.label)).toContain('Respondent State')
    // Other awards cite it by number: the count leads to the search that lists them.
    const cited = c.info.find((g) => g.label === 'Cited in')?.items[0]
    expect(cited?.text).toMatch(/^\d+ other documents?$/)
    expect(new URL(cited!.href!, 'http://x').searchParams.get('q')).toBe(
      '"ICSID Case No. ARB/12/3"',
    )
    const proceeding = await loaded(
      proceedingLoader(
        args(`/document/case/${ACCESSION}/${ACCESSION}-arbitration`, {
          caseId: ACCESSION,
          proceedingId: `${ACCESSION}-arbitration`,
        }),
      ),
    )
    expect(proceeding.case.tribunal.map((m) => m.href)).toEqual(c.tribunal.map((m) => m.href))
  })

  test('a plan without the Profile Navigator gets no profile links', async () => {
    const data = await loaded(documentLoader(args(`/document/${AWARD}`, { id: AWARD }, yb)))
    if (data.kind !== 'document') throw new Error('expected a document')
    const links = tribunalOf(data.document.details)!.map(([, href]) => href ?? '')
    expect(links.length).toBeGreaterThan(0)
    expect(links.some((href) => href.startsWith('/profile-navigator'))).toBe(false)
  })

  test('when the arbitrator service fails, the record’s own names stand in', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const broken: Services = {
      ...services,
      arbitrators: {
        ...services.arbitrators,
        caseTribunal: () => Promise.reject(new Error('threads down')),
      },
    }
    const { case: c } = await loaded(
      caseLoader(args(`/document/case/${ACCESSION}`, { caseId: ACCESSION }, kapp, broken)),
    )
    expect(c.tribunal.map((m) => m.name)).toEqual([
      'Arthur W. Rovine',
      'Marc Lalonde',
      'Zachary Douglas',
    ])
    expect(c.tribunal.every((m) => !m.href?.startsWith('/profile-navigator'))).toBe(true)
    expect(warn).toHaveBeenCalled()
    warn.mockRestore()
  })
})

describe('Commission cases speak competition law (competition edition)', () => {
  test('the case page shows the case number, legal basis, NACE sector, decisions and undertakings', async () => {
    const { case: c } = await loaded(
      caseLoader(args(`/document/case/${MICROSOFT}`, { caseId: MICROSOFT }, kcl)),
    )
    const info = Object.fromEntries(c.info.map((g) => [g.label, g.items.map((i) => i.text)]))
    expect(info).toMatchObject({
      'Case number': ['AT.39530'],
      Category: ['Antitrust'],
      'Decision type': ['Commitment Decision'],
      'Last decision': ['16 Dec 2009'],
      'Legal basis': ['Art. 101 TFEU', 'Art. 102 TFEU'],
      'Sector (NACE)': ['C.26.2 - Manufacture of computers and peripheral equipment'],
    })
    const shown = [
      ...c.info.flatMap((g) => [g.label, ...g.items.map((i) => i.text)]),
      c.panels.parties.title,
      c.panels.documents.title,
      c.tally,
    ].join(' | ')
    expect(shown).not.toMatch(/Respondent State|[Tt]ribunal|proceeding/)
    expect(c.panels.tribunal).toBeNull()
    expect(c.panels.parties.title).toBe('Undertakings concerned')
    expect(c.panels.documents.title).toBe('Decisions and documents')
    expect(c.linked[0]).toMatchObject({ title: 'Decision', language: 'EN' })
    expect(c.linked.map((d) => d.title)).toContain('Fines Decision (Art. 23)')
    expect(c.linked.every((d) => d.href.startsWith('https://ec.europa.eu/'))).toBe(true)
    expect(c.tally).toBe(`${c.linked.length} documents`)
  })

  test('a case of undertakings lists them without repeating their role', async () => {
    const { case: c } = await loaded(
      caseLoader(args('/document/case/ec-at-28841', { caseId: 'ec-at-28841' }, kcl)),
    )
    expect(c.parties.map((p) => p.name)).toContain('Texaco Inc.')
    expect(c.parties.every((p) => p.role === null)).toBe(true)
    expect(c.info.find((g) => g.label === 'Sector (NACE)')?.items[0].text).toBe(
      'B.06.1 - Extraction of crude petroleum',
    )
  })

  test('the case record read as a document leads to its case page and cites it once', async () => {
    const data = await loaded(
      documentLoader(args(`/document/${MICROSOFT}`, { id: MICROSOFT }, kcl)),
    )
    if (data.kind !== 'document') throw new Error('expected a document')
    expect(data.document.caseLink).toMatchObject({ caseHref: `/document/case/${MICROSOFT}` })
    expect(data.document.citation).toBe(
      'AT.39530 Microsoft (Tying), European Commission, 16 Dec 2009',
    )
    expect(tribunalOf(data.document.details)).toBeUndefined()
  })
})

describe('arbitrators in the header suggestions', () => {
  const suggest = (term: string, viewer: Viewer, using: Services = services) =>
    suggestLoader(args(`/resources/suggest?term=${encodeURIComponent(term)}`, {}, viewer, using))

  test('a name typed on the arbitration edition offers the profile', async () => {
    const data = await suggest('stern', kapp)
    expect(data.arbitrators.suggestions[0]).toMatchObject({
      label: 'Brigitte Stern',
      value: '/profile-navigator/brigitte-stern',
      subLabel: expect.stringMatching(/^\d+ cases?$/),
    })
    // Only names the typed words start: no near miss such as 'Tern' for 'stern'.
    expect(data.arbitrators.suggestions.map((s) => s.label)).toEqual(['Brigitte Stern'])
    expect((await suggest('st', kapp)).arbitrators.suggestions).toEqual([])
  })

  test('none where the plan or the edition has no Profile Navigator', async () => {
    expect((await suggest('stern', yb)).arbitrators.suggestions).toEqual([])
    expect((await suggest('stern', kcl)).arbitrators.suggestions).toEqual([])
  })

  test('a text longer than any name asks the service nothing, so nothing fails', async () => {
    const warn = vi.spyOn(console, 'warn')
    const data = await suggest(`stern ${'arbitration '.repeat(12)}`, kapp)
    expect(data.arbitrators.suggestions).toEqual([])
    expect(warn).not.toHaveBeenCalled()
    warn.mockRestore()
  })

  test('a failing service leaves the group out and the rest of the suggestions in', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const broken: Services = {
      ...services,
      arbitrators: {
        ...services.arbitrators,
        autocomplete: () => Promise.reject(new Error('threads down')),
      },
    }
    const data = await suggest('stern', kapp, broken)
    expect(data.arbitrators.suggestions).toEqual([])
    expect(data.term).toBe('stern')
    expect(warn).toHaveBeenCalled()
    warn.mockRestore()
  })
})

describe('the profiles search mode', () => {
  test('opens the Profile Navigator with the text where the plan has it', async () => {
    const search = (viewer: Viewer) =>
      redirectOf(() => searchLoader(args('/search?mode=profiles&q=Stern', {}, viewer)))
    expect(await search(kapp)).toBe('/profile-navigator?q=Stern')
    expect(await search(kcl)).toBe('/search?q=Stern')
  })

  test('hands the profile filters to the Profile Navigator with the text', async () => {
    const url = '/search?mode=profiles&q=Stern&nationality=France&f.role-subrole=Chair&sortBy=date'
    expect(await redirectOf(() => searchLoader(args(url, {}, kapp)))).toBe(
      '/profile-navigator?q=Stern&nationality=France&role-subrole=Chair&sortBy=date',
    )
  })

  test('offers no deceased filter, and answers the flag: the data does not know who has died', async () => {
    const answered = async (run: () => unknown) => {
      try {
        await run()
      } catch (thrown) {
        if (!(thrown instanceof Response)) throw thrown
        const notice = thrown.headers.getSetCookie().find((c) => c.startsWith('notice='))
        return {
          location: thrown.headers.get('Location'),
          notice: decodeURIComponent(notice ?? ''),
        }
      }
      throw new Error('expected a redirect')
    }
    const onSearch = await answered(() => searchLoader(args('/search?q=Stern&deceased=true', {})))
    expect(onSearch.location).toBe('/search?q=Stern')
    expect(onSearch.notice).toContain(
      "'Filter out deceased profiles' is not offered: the collection does not record who has died",
    )
    const onProfiles = await answered(() =>
      profileSearchLoader(args('/profile-navigator?q=Stern&deceased=true', {}, kapp)),
    )
    expect(onProfiles.location).toBe('/profile-navigator?q=Stern')
    expect(onProfiles.notice).toContain('does not record who has died')
  })
})
