import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Viewer } from '#app/context.ts'
import { initialsOf } from '#app/middleware/session.server.ts'
import { toolTilesFor } from '#server/personalization/tools.ts'
import { mountedRouteKeys } from '#sites/compose.ts'
import { routeArgs } from '#test/helpers/route-args.ts'
import { createTestServices } from '#test/helpers/test-services.ts'
import { action, loader } from './home.tsx'

let services: Awaited<ReturnType<typeof createTestServices>>
beforeAll(async () => {
  services = await createTestServices()
})
afterAll(async () => {
  await services.cleanup()
})

let accounts = 0
/** A new subscriber with a session, so each test starts from the defaults. */
async function newViewer(site: 'KA' | 'KIPL' = 'KA'): Promise<Viewer> {
  accounts += 1
  const account = await services.users.createAccount({
    email: `tiles-${accounts}@example.test`,
    firstName: 'Tile',
    lastName: 'Tester',
    subscriptions: [{ siteId: site, subscription: site === 'KA' ? 'KA' : 'IPL' }],
  })
  const session = await services.sessions.createSession({ accountId: account.id })
  return {
    account: {
      id: account.id,
      email: account.email,
      name: account.displayName,
      initials: initialsOf('Tile', 'Tester', account.displayName),
      accountNo: '',
    },
    authenticatedByIp: false,
    subscription: site === 'KA' ? 'KA' : 'IPL',
    aiEnabled: false,
    editions: [site],
    sessionToken: session.token,
    roles: [],
  }
}

const home = async (viewer: Viewer) =>
  (await loader(routeArgs(services, 'http://ka.localhost/', { viewer }))).tools

function post(viewer: Viewer, fields: Record<string, string>, url = 'http://ka.localhost/?index') {
  return action(
    routeArgs(services, url, {
      viewer,
      init: { method: 'POST', body: new URLSearchParams(fields) },
    }),
  ) as Promise<Response | { data: unknown; init: ResponseInit | null }>
}

const titles = (tools: { title: string; enabled: boolean }[]) =>
  tools.filter((t) => t.enabled).map((t) => t.title)

describe('home tool tiles: order, hide and show, counters', () => {
  test('the defaults are the tiles of screens that exist, in the edition’s order', async () => {
    const viewer = await newViewer()
    const mounted = mountedRouteKeys()
    // The edition's tiles (sites/), less those whose screen is not built yet, in its order.
    const expected = toolTilesFor('KA')
      .filter((t) => mounted.has(t.routeKey) && t.routeKey !== 'assistant')
      .map((t) => t.title)
    expect(expected).toContain('Profile Navigator')
    expect(titles(await home(viewer))).toEqual(expected)
  })

  test('moving is among the shown tiles and survives a new session', async () => {
    const viewer = await newViewer()
    const before = titles(await home(viewer))
    await post(viewer, { change: 'down:awards', js: '1' })
    // Moving Books up passes the shown tile before it, not hidden ones.
    await post(viewer, { change: 'up:books', js: '1' })
    const expected = [...before]
    const swap = (i: number) => expected.splice(i, 2, expected[i + 1], expected[i])
    swap(expected.indexOf('Cases & Awards'))
    swap(expected.indexOf('Books') - 1)
    expect(titles(await home(viewer))).toEqual(expected)
    const fresh = { ...viewer, sessionToken: null }
    expect(titles(await home(fresh))).toEqual(expected)
    // The first tile cannot go further up.
    await post(viewer, { change: 'up:nycsearch', js: '1' })
    expect(titles(await home(viewer))).toEqual(expected)
  })

  test('hidden tiles leave the page but stay in the list; restore brings the defaults back', async () => {
    const viewer = await newViewer()
    const answer = await post(viewer, { change: 'hide:journals', js: '1' })
    expect(answer).toMatchObject({ data: { ok: true, message: 'Journals hidden' } })
    const tools = await home(viewer)
    expect(titles(tools)).not.toContain('Journals')
    expect(tools.find((t) => t.id === 'journals')).toMatchObject({ enabled: false })

    await post(viewer, { change: 'down:awards', js: '1' })
    await post(viewer, { change: 'reset', js: '1' })
    expect(titles(await home(viewer))).toEqual(titles(await home(await newViewer())))
  })

  test('opening a tile counts it', async () => {
    const viewer = await newViewer()
    await post(viewer, { change: 'opened:books', js: '1' })
    await post(viewer, { change: 'opened:books', js: '1' })
    expect((await home(viewer)).find((t) => t.id === 'books')?.counter).toBe(2)
  })

  test('without a script the change redirects back to the tiles with a notice', async () => {
    const viewer = await newViewer()
    const response = (await post(
      viewer,
      { change: 'hide:books' },
      'http://ka.localhost/?index&workflow=After+the+award',
    )) as Response
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe('/?workflow=After+the+award#tools')
    expect(response.headers.get('Set-Cookie')).toMatch(/notice=/)
  })

  test.each([
    [{}, 'Choose what to change'],
    [{ change: 'sideways:books' }, 'Choose what to change'],
    [{ change: 'up:' }, 'Choose a tool'],
    [{ change: 'up:no-such-tool' }, 'There is no tool “no-such-tool” here.'],
    // A tile of another edition cannot be changed from this one's page.
    [{ change: 'hide:manual-ip' }, 'There is no tool “manual-ip” here.'],
  ])('%o is refused with a message', async (fields, error) => {
    const viewer = await newViewer()
    const answer = await post(viewer, fields)
    expect(answer).toMatchObject({ data: { ok: false, error }, init: { status: 400 } })
  })

  test('someone not signed in is told to sign in', async () => {
    const answer = await action(
      routeArgs(services, 'http://ka.localhost/?index', {
        init: { method: 'POST', body: new URLSearchParams({ change: 'reset' }) },
      }),
    )
    expect(answer).toMatchObject({ init: { status: 401 } })
  })
})

describe('home news: the publications a subscriber follows', () => {
  const kipl = async (viewer: Viewer) =>
    loader(routeArgs(services, 'http://kipl.localhost/', { site: 'KIPL', viewer }))
  const follow = (viewer: Viewer, publications: string[]) => {
    const body = new URLSearchParams({ change: 'news' })
    for (const p of publications) body.append('publication', p)
    return action(
      routeArgs(services, 'http://kipl.localhost/?index', {
        site: 'KIPL',
        viewer,
        init: { method: 'POST', body },
      }),
    )
  }

  test('the edition’s news by default; the chosen news and blogs once chosen', async () => {
    const viewer = await newViewer('KIPL')
    const before = await kipl(viewer)
    expect(before.newsChoice?.publications.map((p) => p.title)).toEqual(
      expect.arrayContaining(['IP News', 'Patent Blog']),
    )
    expect(before.news.every((n) => n.publication === 'IP News')).toBe(true)

    const response = (await follow(viewer, ['Patent Blog', 'Trade Mark Blog'])) as Response
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe('/#news')
    const after = await kipl(viewer)
    expect(after.newsChoice?.followed).toEqual(['Patent Blog', 'Trade Mark Blog'])
    expect(after.news.length).toBeGreaterThan(0)
    expect(
      after.news.every((n) => ['Patent Blog', 'Trade Mark Blog'].includes(n.publication)),
    ).toBe(true)

    // None ticked: the edition's news again.
    await follow(viewer, [])
    expect((await kipl(viewer)).news.every((n) => n.publication === 'IP News')).toBe(true)
  })

  test('a publication the edition does not have is refused', async () => {
    const viewer = await newViewer('KIPL')
    expect(await follow(viewer, ['Competition Law News'])).toMatchObject({
      data: { ok: false, error: 'There is no publication “Competition Law News” here.' },
      init: { status: 400 },
    })
  })
})
