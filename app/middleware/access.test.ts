import { createStaticHandler, RouterContextProvider, type MiddlewareFunction } from 'react-router'
import { describe, expect, test } from 'vitest'
import { servicesContext, siteContext, viewerContext, type Viewer } from '#app/context.ts'
import { anonymous } from '#test/helpers/route-args.ts'
import { patternFor, sites, type SiteId, type Subscription } from '#sites/index.ts'
import { accessMiddleware, unexpectedAsJson } from './access.server.ts'

function viewer(subscription: Subscription | null): Viewer {
  return { ...anonymous, subscription }
}

/** Runs the guard the way the root middleware does and reports what became of the request. */
async function guard(
  site: SiteId,
  url: string,
  pattern: string,
  subscription: Subscription | null,
) {
  const context = new RouterContextProvider()
  context.set(siteContext, sites[site])
  context.set(viewerContext, viewer(subscription))
  const request = new Request(`http://${site.toLowerCase()}.localhost${url}`)
  try {
    await accessMiddleware(
      { request, url: new URL(request.url), context, params: {}, pattern } as never,
      async () => new Response('ok'),
    )
    return 'ok'
  } catch (thrown) {
    if (
      !(thrown instanceof Response) &&
      !(thrown && typeof thrown === 'object' && 'init' in thrown)
    )
      throw thrown
    const status =
      thrown instanceof Response ? thrown.status : (thrown as { init: ResponseInit }).init.status
    const location = thrown instanceof Response ? thrown.headers.get('Location') : null
    return location ? `${status} ${location}` : String(status)
  }
}

describe('the routing guard', () => {
  test('a route outside the edition is not found', async () => {
    expect(await guard('KIPL', '/demopracticeplus', patternFor('demopracticeplus'), 'IPL')).toBe(
      '404',
    )
    expect(await guard('KA', '/anything', patternFor('kcl-token'), 'KAPP')).toBe('404')
    expect(await guard('KCL', '/anything', patternFor('kcl-token'), 'CT')).toBe('ok')
  })

  test('anonymous viewers go to single sign-on with the full path to come back to', async () => {
    expect(await guard('KA', '/?x=1', patternFor('home'), null)).toBe(
      `302 /account/ssologin?returnUrl=${encodeURIComponent('/?x=1')}`,
    )
  })

  test('public pages need no subscription', async () => {
    expect(await guard('KCL', '/aidisclaimer', patternFor('info.ai-disclaimer'), null)).toBe('ok')
    expect(await guard('KA', '/account/login', patternFor('account.login'), null)).toBe('ok')
  })

  test('a subscription from another edition does not count', async () => {
    expect(await guard('KCL', '/', patternFor('home'), 'KAPP')).toMatch(/^302 \/account\/ssologin/)
  })

  test('subscription variants see only their route set and their own home', async () => {
    expect(await guard('KA', '/', patternFor('home'), 'YB')).toBe('302 /books')
    expect(await guard('KIPL', '/', patternFor('home'), 'GPL')).toBe(
      '302 /document/TOC_GPL_2006_V01',
    )
    expect(await guard('KIPL', '/', patternFor('home'), 'GPL')).toBe(
      '302 /document/TOC_GPL_2006_V01',
    )
    expect(await guard('KA', '/', patternFor('home'), 'KAPP')).toBe('ok')
  })

  test('unknown paths reach the not-found route, which the guard lets through', async () => {
    expect(await guard('KA', '/no/such/page', '/*', 'KAPP')).toBe('ok')
  })
})

describe('the middleware pattern of React Router 7.18', () => {
  // The guard maps `pattern` to a catalog key: pin down its shape for index, nested and splat routes.
  test.each([
    ['/', '/'],
    ['/document/abc', '/document/:id'],
    ['/commonui/a/b.aspx', '/commonui/*'],
    ['/anything/else', '/*'],
  ])('%s is matched as %s', async (url, expected) => {
    let seen = ''
    const capture: MiddlewareFunction = ({ pattern }, next) => {
      seen = pattern
      return next()
    }
    const handler = createStaticHandler([
      {
        id: 'root',
        path: '/',
        middleware: [capture],
        children: [
          { id: 'home', index: true, loader: () => null },
          { id: 'document', path: 'document/:id', loader: () => null },
          { id: 'commonui', path: 'commonui/*', loader: () => null },
          { id: 'not-found', path: '*', loader: () => null },
        ],
      },
    ])
    await handler.query(new Request(`http://ka.localhost${url}`), {
      requestContext: new RouterContextProvider(),
      generateMiddlewareResponse: async (query) => {
        await query(new Request(`http://ka.localhost${url}`))
        return new Response()
      },
    })
    expect(seen).toBe(expected)
  })

  test('a signed-in account without this edition is told which editions it can open', async () => {
    const context = new RouterContextProvider()
    context.set(siteContext, sites.KA)
    context.set(viewerContext, {
      ...anonymous,
      account: {
        id: 'a1',
        email: 'ipl@demo.test',
        name: 'Demo IPL',
        initials: 'DI',
        accountNo: '',
      },
      editions: ['KIPL'],
    })
    context.set(servicesContext, { env: { SITE_HOSTS: {} } } as never)
    const request = new Request('http://ka.localhost:3000/search?q=x')
    let thrown: unknown
    try {
      await accessMiddleware(
        {
          request,
          url: new URL(request.url),
          context,
          params: {},
          pattern: patternFor('search'),
        } as never,
        async () => new Response('ok'),
      )
    } catch (e) {
      thrown = e
    }
    const refusal = thrown as { init: ResponseInit; data: Record<string, unknown> }
    expect(refusal.init.status).toBe(403)
    expect(refusal.data.reason).toBe('no-edition-subscription')
    expect(refusal.data.editions).toEqual([
      { name: 'IP Law Research', url: 'http://kipl.localhost:3000/' },
    ])
  })
})

describe('API calls are refused in JSON (spec 001 §8)', () => {
  test('anonymous 401, outside the edition 404, a plan without the call 403 with the reason', async () => {
    const call = async (
      site: SiteId,
      key: Parameters<typeof patternFor>[0],
      subscription: Subscription | null,
    ) => {
      const context = new RouterContextProvider()
      context.set(siteContext, sites[site])
      context.set(viewerContext, viewer(subscription))
      const request = new Request(`http://${site.toLowerCase()}.localhost${patternFor(key)}`)
      try {
        return (await accessMiddleware(
          {
            request,
            url: new URL(request.url),
            context,
            params: {},
            pattern: patternFor(key),
          } as never,
          async () => new Response('ok'),
        )) as Response
      } catch (thrown) {
        return thrown as Response
      }
    }
    const anonymous = await call('KA', 'api.search.search', null)
    expect(anonymous.status).toBe(401)
    expect(anonymous.headers.get('Content-Type')).toContain('json')
    const elsewhere = await call('KIPL', 'api.arbitrator-profile', 'IPL')
    expect(elsewhere.status).toBe(404)
    expect(await elsewhere.json()).toEqual({ message: 'Not found' })
    const yearbook = await call('KA', 'api.search.search', 'YB')
    expect(yearbook.status).toBe(403)
    expect((await yearbook.json()).reason).toBe('not-in-subscription')
    expect((await call('KA', 'api.search.search', 'KAPP')).status).toBe(200)
  })

  test('a call that fails unexpectedly answers the spec’s words in JSON', async () => {
    const failed = await unexpectedAsJson(
      async () => new Response('Unexpected Server Error', { status: 500 }),
    )
    expect(failed.status).toBe(500)
    expect(await failed.json()).toEqual({ message: 'An unexpected server error occurred.' })
    const busy = await unexpectedAsJson(async () =>
      Response.json({ message: 'busy' }, { status: 503 }),
    )
    expect(await busy.json()).toEqual({ message: 'busy' })
    expect((await unexpectedAsJson(async () => new Response('ok'))).status).toBe(200)
  })
})
