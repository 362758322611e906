import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestServices } from '#test/helpers/test-services.ts'
import { routeArgs } from '#test/helpers/route-args.ts'
import {
  parseCasesTable,
  parseProfileSearch,
  serializeCasesTable,
  serializeProfileSearch,
} from './params.ts'
import { loader as profileLoader } from './profile.tsx'
import { loader as searchLoader } from './search.tsx'

let services: Awaited<ReturnType<typeof createTestServices>>

beforeAll(async () => {
  services = await createTestServices()
})
afterAll(() => services.cleanup())

const origin = 'http://ka.localhost'
const args = (path: string, params: Record<string, string> = {}) =>
  routeArgs(services, `${origin}${path}`, { params }) as never

/** What a loader threw: a redirect's Location, or a status. */
async function thrown(run: () => Promise<unknown>) {
  try {
    await run()
  } catch (e) {
    if (e instanceof Response) return { status: e.status, location: e.headers.get('Location') }
    return { status: (e as { init?: ResponseInit }).init?.status, location: null }
  }
  throw new Error('The loader did not throw')
}

describe('the URL codec', () => {
  test('search state round-trips and drops what it cannot read', () => {
    const query =
      'q=stern&role-subrole=president&role-subrole=respondent-appointed&institution=ICSID&commencement=60&page=2'
    const state = parseProfileSearch(new URLSearchParams(query))
    expect(state).toEqual({
      q: 'stern',
      filters: { role: ['president', 'respondent-appointed'], institution: ['ICSID'] },
      commencement: 60,
      page: 2,
    })
    expect(serializeProfileSearch(state).toString()).toBe(query)
    expect(
      serializeProfileSearch(
        parseProfileSearch(new URLSearchParams('q=&commencement=7&page=zero&casetype=')),
      ).toString(),
    ).toBe('')
    const excluding =
      'nationality-exclude=France&nationality-exclude=Spain&lawfirm=White+%26+Case+LLP'
    expect(parseProfileSearch(new URLSearchParams(excluding)).filters).toEqual({
      nationalityExclude: ['France', 'Spain'],
      lawFirm: ['White & Case LLP'],
    })
    expect(
      serializeProfileSearch(parseProfileSearch(new URLSearchParams(excluding))).toString(),
    ).toBe(excluding)
  })

  test('the cases table keeps Page, ResultsPerPage and its filters', () => {
    const state = parseCasesTable(
      new URLSearchParams('role=president&year=2018&year=x&Page=2&Start=5'),
    )
    expect(state).toEqual({
      Start: 5,
      ResultsPerPage: 5,
      Page: 2,
      Filters: { role: ['president'], year: ['2018'] },
    })
    expect(serializeCasesTable(state).toString()).toBe('role=president&year=2018&Page=2')
  })
})

describe('/profile-navigator', () => {
  test('lists 15 profiles a page by full name, with the filters and their counts', async () => {
    const data = await searchLoader(args('/profile-navigator'))
    expect(data.items).toHaveLength(15)
    const names = data.items.map((p) => p.fullName)
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)))
    expect(data.pages).toBeGreaterThan(1)
    const commencement = data.filters.find((f) => f.id === 'commencement')!
    expect(commencement.type).toBe('radio')
    const institution = data.filters.find((f) => f.id === 'institution')!
    expect(institution.values.find((v) => v.value === 'ICSID')!.count).toBeGreaterThan(0)
  })

  test('the text and a filter narrow the search; the filter shows as chosen', async () => {
    const data = await searchLoader(
      args('/profile-navigator?q=stern&role-subrole=respondent-appointed'),
    )
    expect(data.items.map((p) => p.slug)).toEqual(['brigitte-stern'])
    expect(data.items[0].url).toBe('/profile-navigator/brigitte-stern')
    const role = data.filters.find((f) => f.id === 'role-subrole')!
    expect(role.values.find((v) => v.value === 'respondent-appointed')!.selected).toBe(true)
    const none = await searchLoader(args('/profile-navigator?q=stern&role-subrole=president'))
    expect(none.total).toBe(0)
  })

  test("the app's data request is judged by its page address (no redirect to itself)", async () => {
    const path = '/profile-navigator.data?q=stern&_routes=routes%2Fprofile-navigator'
    expect((await searchLoader(args(path))).items.map((p) => p.slug)).toEqual(['brigitte-stern'])
    const profile = await profileLoader(
      args('/profile-navigator/brigitte-stern.data?_routes=x', { id: 'brigitte-stern' }),
    )
    expect(profile).toBeTruthy()
  })

  test('a URL that is not canonical redirects to the one that is', async () => {
    expect(
      await thrown(() =>
        searchLoader(args('/profile-navigator?q=&role-subrole=nonsense&commencement=7&page=1')),
      ),
    ).toEqual({ status: 302, location: '/profile-navigator?role-subrole=nonsense' })
    expect(
      await thrown(() => searchLoader(args('/profile-navigator?role-subrole=nonsense'))),
    ).toEqual({ status: 302, location: '/profile-navigator' })
    expect(await thrown(() => searchLoader(args('/profile-navigator?q=stern&page=9')))).toEqual({
      status: 302,
      location: '/profile-navigator?q=stern',
    })
  })
})

describe('/profile-navigator/{slug}', () => {
  test("Brigitte Stern's profile lists every case with her role and the line it came from", async () => {
    const data = await profileLoader(
      args('/profile-navigator/brigitte-stern', { id: 'brigitte-stern' }),
    )
    const { profile, table } = data
    expect(profile.fullName).toBe('Brigitte Stern')
    expect(profile.totalCases).toBe(7)
    expect(table.total).toBe(7)
    expect(table.items).toHaveLength(5)
    expect(table.pages).toBe(2)
    for (const c of table.items) {
      expect(c.roles.length).toBeGreaterThan(0)
      expect(c.roles[0].evidence[0]).toMatchObject({ url: expect.stringMatching(/^\/document\//) })
      expect(c.roles[0].evidence[0].text.length).toBeGreaterThan(0)
    }
    expect(profile.pattern.find((b) => b.label === 'Appointed by the respondent')!.count).toBe(5)
    expect(profile.coArbitrators.length).toBeGreaterThan(0)
    expect(profile.states.length).toBeGreaterThan(0)
    expect(profile.documents.length).toBeGreaterThanOrEqual(7)
    expect(profile.documents.every((d) => d.url.startsWith('/document/'))).toBe(true)

    const second = await profileLoader(
      args('/profile-navigator/brigitte-stern?Page=2', { id: 'brigitte-stern' }),
    )
    expect(second.table.items).toHaveLength(2)
    const filtered = await profileLoader(
      args('/profile-navigator/brigitte-stern?role=committee-member', { id: 'brigitte-stern' }),
    )
    expect(filtered.table.total).toBe(1)
    expect(filtered.table.items[0].roles.map((r) => r.role)).toContain('committee-member')
  })

  test('another casing redirects to the lower-case URL, an unknown role is dropped, an unknown slug is a 404', async () => {
    expect(
      await thrown(() =>
        profileLoader(args('/profile-navigator/Brigitte-Stern?Page=2', { id: 'Brigitte-Stern' })),
      ),
    ).toEqual({ status: 301, location: '/profile-navigator/brigitte-stern?Page=2' })
    expect(
      await thrown(() =>
        profileLoader(
          args('/profile-navigator/brigitte-stern?role=pope&year=2018&Page=2', {
            id: 'brigitte-stern',
          }),
        ),
      ),
    ).toEqual({ status: 302, location: '/profile-navigator/brigitte-stern?year=2018' })
    expect(
      await thrown(() =>
        profileLoader(args('/profile-navigator/nobody-at-all', { id: 'nobody-at-all' })),
      ),
    ).toMatchObject({ status: 404 })
  })

  test('the address of a spelling merged into another profile answers 301 to it', async () => {
    // "Charles Brower" was a profile of its own before the short and long forms were merged.
    expect(
      await thrown(() =>
        profileLoader(args('/profile-navigator/charles-brower?Page=2', { id: 'charles-brower' })),
      ),
    ).toEqual({ status: 301, location: '/profile-navigator/charles-n-brower?Page=2' })
  })
})

describe('/profile-navigator/{slug}, a member who left the tribunal', () => {
  test('the case shows the role with how the member left it and the sentence that says so', async () => {
    // Olguín v. Paraguay: Professor Furnish resigned and Dr Mayora Alvarado replaced him.
    const { profile, table } = await profileLoader(
      args('/profile-navigator/dale-beck-furnish', { id: 'dale-beck-furnish' }),
    )
    expect(profile.totalCases).toBe(1)
    const [role] = table.items[0].roles
    expect(role.label).toBe('Arbitrator appointed by the claimant (resigned)')
    expect(role.evidence[0]).toMatchObject({
      line: 222,
      text: 'On March 17, 1999, Professor Furnish submitted his resignation as arbitrator in this case.',
      url: expect.stringMatching(/^\/document\//),
    })
  })
})
