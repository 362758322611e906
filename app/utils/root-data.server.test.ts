import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { routeArgs, viewerFor } from '#test/helpers/route-args.ts'
import { createTestServices } from '#test/helpers/test-services.ts'
import { loadRootData, shellVariant } from './root-data.server.ts'

let services: Awaited<ReturnType<typeof createTestServices>>
beforeAll(async () => {
  services = await createTestServices()
})
afterAll(async () => {
  await services.cleanup()
})

describe('the shell and shared pages', () => {
  test('every fact the shell shows is in a shared page’s key or is one of its stand-ins', async () => {
    const viewer = await viewerFor(services, 'kapp@demo.test', 'KA')
    const { request, context } = routeArgs(services, 'http://ka.localhost/', { viewer })
    const root = loadRootData(request, context)
    // A new field of the shell belongs in shellVariant (the key of a shared page), or among the
    // page cache's stand-ins (app/utils/page-template.server.ts) when it is the viewer's own.
    expect(Object.keys(root).sort()).toEqual(
      [
        'banner',
        'cookieConsent',
        'csrf',
        'env',
        'links',
        'menu',
        'menuLinks',
        'notice',
        'site',
        'viewer',
      ].sort(),
    )
    expect(Object.keys(root.viewer).sort()).toEqual(
      [
        'aiEnabled',
        'authenticatedByIp',
        'initials',
        'name',
        'searchReport',
        'signedIn',
        'subscription',
      ].sort(),
    )
  })

  test('two subscribers of a plan share a shell; another plan or consent does not', async () => {
    const variant = async (email: string, site: 'KA' | 'KCL', cookie = '') => {
      const viewer = await viewerFor(services, email, site)
      const host = site === 'KA' ? 'ka' : 'kcl'
      const args = routeArgs(services, `http://${host}.localhost/search`, {
        site,
        viewer,
        init: { headers: { cookie } },
      })
      return shellVariant(args.request, args.context)
    }
    expect(await variant('kapp@demo.test', 'KA')).toBe(await variant('all@demo.test', 'KA'))
    expect(await variant('kapp@demo.test', 'KA')).not.toBe(await variant('ka@demo.test', 'KA'))
    expect(await variant('kapp@demo.test', 'KA')).not.toBe(
      await variant('kapp@demo.test', 'KA', 'visited=yes'),
    )
    expect(await variant('kcl@demo.test', 'KCL')).not.toBe(await variant('kapp@demo.test', 'KA'))
    // The editor holds all@'s plans; the role (the header's report link) keeps their shells apart.
    expect(await variant('editor@demo.test', 'KA')).not.toBe(await variant('all@demo.test', 'KA'))
  })
})
