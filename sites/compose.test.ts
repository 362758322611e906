import { describe, expect, test } from 'vitest'
import { catalog, routeKeys, type RouteKey } from './catalog.ts'
import {
  homeRedirectFor,
  routeAccess,
  routeKeyForPath,
  routeKeysFor,
  subscriptionsFor,
  unionRouteKeys,
} from './compose.ts'
import { isSubscription, siteForHost, sites } from './registry.ts'
import { SUBSCRIPTIONS, type Site, type Subscription } from './types.ts'

const { KA: ka, KIPL: kipl, KCL: kcl } = sites
const allSites = Object.values(sites)

describe('route tables', () => {
  test.each(allSites)('$id: every key exists in the catalog and is a screen', (site) => {
    const layouts = new Set<string | undefined>(routeKeys.map((key) => catalog[key].parent))
    for (const key of Object.keys(site.routes)) {
      expect(routeKeys, key).toContain(key)
      expect(layouts.has(key), `${key} is a layout`).toBe(false)
    }
  })

  test.each(allSites)('$id: variants list subscriptions and routes of the edition', (site) => {
    for (const [code, variant] of Object.entries(site.variants)) {
      expect(site.subscriptions, code).toContain(code)
      expect(variant.routes, code).toContain('home')
      for (const key of variant.routes) {
        expect(site.routes[key], `${code} ${key}`).toBeDefined()
        expect(site.routes[key], `${code} ${key}: public routes are implied`).not.toBe('public')
      }
    }
  })

  test.each(allSites)('$id: `only` lists name subscriptions of the edition', (site) => {
    for (const entitlement of Object.values(site.routes)) {
      if (typeof entitlement !== 'object') continue
      expect(entitlement.only.length).toBeGreaterThan(0)
      for (const code of entitlement.only) expect(site.subscriptions).toContain(code)
    }
  })

  test.each(allSites)('$id: the spec’s public routes are public', (site) => {
    const publicKeys: RouteKey[] = [
      'account.login',
      'account.sso-login',
      'account.sso-callback',
      'account.login-ip',
      'account.logged-out',
      'account.landing-page',
      'account.switch-account',
      'account.logout',
      'unsubscribe',
      'subscribe-success',
      'info.accessibility',
      'info.prompt-guide',
      'info.tutorials',
      'info.ai-disclaimer',
      'info.contact-support',
      'error500',
      'offline',
      'old-url.commonui',
      'old-url.book-toc',
      'old-url.document',
      'account.csrf',
      'account.information',
      'request-demo',
    ]
    for (const key of publicKeys) expect(site.routes[key], key).toBe('public')
    for (const key of ['alerts.ita.subscribe', 'alerts.ip.subscribe'] as const) {
      if (site.routes[key]) expect(site.routes[key]).toBe('public')
    }
  })

  test('each edition has the screens its spec section lists', () => {
    const has = (site: Site, keys: RouteKey[]) =>
      expect(routeKeysFor(site)).toEqual(expect.arrayContaining(keys))
    has(ka, ['home', 'search', 'awards', 'nycsearch', 'books', 'journals', 'organizations'])
    has(ka, ['organization', 'favorites', 'jurisdictions', 'jurisdiction', 'demopracticeplus'])
    has(ka, ['document', 'document.case', 'document.proceeding', 'document.award', 'test'])
    has(ka, ['practical-insights', 'practical-content', 'practical-content.compare', 'bits'])
    has(ka, ['alerts.ita', 'alerts.ita.subscribe', 'conventions', 'document-guides'])
    has(ka, ['new-content', 'nyctool', 'nyctool.item', 'nyctool.provision', 'nyctool.topic'])
    has(ka, ['nyctool.jurisdiction', 'compare-jurisdictions', 'quickanswers', 'news'])
    has(ka, ['profile-navigator', 'profile-navigator.profile', 'relationship-indicator'])
    has(ka, ['templates-and-examples', 'templates-and-examples.document', 'change-preferences'])
    has(kcl, ['home', 'search', 'books', 'journals', 'favorites', 'document', 'kcl-token'])
    has(kcl, ['jurisdictions', 'compare-jurisdictions', 'practice-tools', 'merger-thresholds'])
    has(kcl, ['new-content', 'news', 'alerts.competition', 'alerts.competition.subscribe'])
    has(kcl, ['change-preferences', 'market-definitions-locator.home'])
    has(kipl, ['home', 'search', 'books', 'document', 'jurisdictions', 'jurisdiction'])
    has(kipl, ['favorites', 'compare-jurisdictions', 'practice-tools', 'new-content', 'news'])
    has(kipl, ['alerts.ip', 'alerts.ip.subscribe', 'alerts.ip.change-preferences'])
    has(kipl, ['eqe-materials', 'journals', 'usefullinks', 'manual-ip.home'])
  })

  test('editions keep their own screens', () => {
    expect(kipl.routes.awards).toBeUndefined()
    expect(kcl.routes.awards).toBeUndefined()
    expect(ka.routes['kcl-token']).toBeUndefined()
    expect(ka.routes['manual-ip.home']).toBeUndefined()
    expect(kcl.routes['alerts.ip']).toBeUndefined()
    expect(kipl.routes['change-preferences']).toBeUndefined()
  })

  test('the union covers every edition', () => {
    const union = unionRouteKeys()
    for (const site of allSites)
      for (const key of routeKeysFor(site)) expect(union.has(key)).toBe(true)
  })
})

describe('editions', () => {
  test('no two editions claim the same host; hosts are lower case without port', () => {
    const hosts = allSites.flatMap((site) => site.hosts)
    expect(new Set(hosts).size).toBe(hosts.length)
    for (const host of hosts) expect(host).toMatch(/^[a-z0-9.-]+$/)
  })

  test('each edition answers on its .localhost alias', () => {
    expect(siteForHost('ka.localhost')?.id).toBe('KA')
    expect(siteForHost('kipl.localhost')?.id).toBe('KIPL')
    expect(siteForHost('kcl.localhost')?.id).toBe('KCL')
  })

  test('host matching ignores case, port and a trailing dot', () => {
    expect(siteForHost('KIPL.Localhost')?.id).toBe('KIPL')
    expect(siteForHost('kcl.localhost:3000')?.id).toBe('KCL')
    expect(siteForHost('ka.localhost.')?.id).toBe('KA')
  })

  test('unknown hosts have no edition unless configured', () => {
    expect(siteForHost('localhost')).toBeUndefined()
    expect(siteForHost('portal.example.org')).toBeUndefined()
    expect(siteForHost('Portal.Example.org', { 'portal.example.org': 'KCL' })?.id).toBe('KCL')
    expect(siteForHost('ka.localhost', { 'ka.localhost': 'KCL' })?.id).toBe('KA')
  })

  test('branding', () => {
    expect(ka.brandColor).toBe('#940c72')
    expect(kipl.brandColor).toBe('#007ac3')
    expect(kcl.brandColor).toBe('#007ac3')
    expect([ka.theme, kipl.theme, kcl.theme]).toEqual(['ka', 'kipl', 'kcl'])
    expect(new Set(allSites.map((site) => site.name)).size).toBe(3)
  })

  test('renames, news window and blogs', () => {
    expect(kcl.filterLabels.topic).toBe('Practice area')
    expect(ka.filterLabels).toEqual({})
    expect(kcl.homeNewsMonths).toBe(160)
    expect(kipl.homeNewsMonths).toBe(2)
    expect(kcl.blogKeys).toEqual(['competitionLawBlogs'])
    expect(kipl.blogKeys).toEqual(['patentBlog', 'copyRightBlog', 'tradeMarkBlog'])
  })

  test('subscription codes per edition; every code is sold somewhere', () => {
    expect(subscriptionsFor(ka)).toEqual(['KA', 'KAPP', 'YB', 'IHB'])
    expect(subscriptionsFor(kipl)).toEqual(['IPL', 'PL', 'MIP', 'CT', 'GPL', 'ILTT', 'SPW'])
    expect(subscriptionsFor(kcl)).toEqual(['CT'])
    const sold = new Set(allSites.flatMap(subscriptionsFor))
    expect([...sold].sort()).toEqual([...SUBSCRIPTIONS].sort())
  })

  test('isSubscription', () => {
    expect(isSubscription('KAPP')).toBe(true)
    expect(isSubscription('ka')).toBe(false)
    expect(isSubscription('XYZ')).toBe(false)
    expect(isSubscription(null)).toBe(false)
  })
})

describe('routeAccess', () => {
  const access = (site: Site, key: RouteKey, sub: Subscription | null) =>
    routeAccess(site, key, sub)

  test('a route outside the edition is not in the edition, whoever asks', () => {
    expect(access(kipl, 'awards', 'IPL')).toBe('not-in-edition')
    expect(access(kipl, 'awards', null)).toBe('not-in-edition')
    expect(access(kcl, 'manual-ip.home', 'CT')).toBe('not-in-edition')
    expect(access(ka, 'kcl-token', 'KA')).toBe('not-in-edition')
    expect(access(ka, 'manual-ip', 'KA')).toBe('not-in-edition')
  })

  test('public routes are open to anonymous viewers', () => {
    for (const site of allSites) {
      expect(access(site, 'info.ai-disclaimer', null)).toBe('ok')
      expect(access(site, 'account.login', null)).toBe('ok')
      expect(access(site, 'unsubscribe', null)).toBe('ok')
    }
    expect(access(ka, 'alerts.ita.subscribe', null)).toBe('ok')
    expect(access(kcl, 'kcl-token', null)).toBe('ok')
  })

  test('anonymous viewers and subscriptions of another edition must sign in', () => {
    expect(access(ka, 'search', null)).toBe('login-required')
    expect(access(ka, 'home', null)).toBe('login-required')
    expect(access(ka, 'search', 'IPL')).toBe('login-required')
    expect(access(kcl, 'search', 'KA')).toBe('login-required')
    expect(access(kipl, 'eqe-materials', null)).toBe('login-required')
  })

  test('KA and KAPP open every screen of the arbitration edition', () => {
    for (const sub of ['KA', 'KAPP'] as const) {
      for (const key of routeKeysFor(ka)) expect(access(ka, key, sub), key).toBe('ok')
    }
  })

  test('YB: only /books, /search, /document/{id}, /favorites and home', () => {
    const ok = routeKeysFor(ka).filter((key) => access(ka, key, 'YB') === 'ok')
    const open = ok.filter((key) => ka.routes[key] !== 'public')
    expect(open.sort()).toEqual(['books', 'document', 'favorites', 'home', 'search'])
    expect(access(ka, 'awards', 'YB')).toBe('not-in-subscription')
    expect(access(ka, 'journals', 'YB')).toBe('not-in-subscription')
  })

  test('IHB: only home, /document/{id} and /favorites', () => {
    const open = routeKeysFor(ka).filter(
      (key) => ka.routes[key] !== 'public' && access(ka, key, 'IHB') === 'ok',
    )
    expect(open.sort()).toEqual(['document', 'favorites', 'home'])
    expect(access(ka, 'books', 'IHB')).toBe('not-in-subscription')
    expect(access(ka, 'search', 'IHB')).toBe('not-in-subscription')
  })

  test.each(['GPL', 'ILTT', 'SPW'] as const)('%s: only home and /document/{id}', (sub) => {
    const open = routeKeysFor(kipl).filter(
      (key) => kipl.routes[key] !== 'public' && access(kipl, key, sub) === 'ok',
    )
    expect(open.sort()).toEqual(['document', 'home'])
    expect(access(kipl, 'search', sub)).toBe('not-in-subscription')
    expect(access(kipl, 'info.prompt-guide', sub)).toBe('ok')
  })

  test('KIPL: IPL and PL add EQE materials, journals, useful links; CT adds journals', () => {
    for (const key of ['eqe-materials', 'journals', 'usefullinks'] as const) {
      expect(access(kipl, key, 'IPL'), key).toBe('ok')
      expect(access(kipl, key, 'PL'), key).toBe('ok')
      expect(access(kipl, key, 'MIP'), key).toBe('not-in-subscription')
    }
    expect(access(kipl, 'journals', 'CT')).toBe('ok')
    expect(access(kipl, 'eqe-materials', 'CT')).toBe('not-in-subscription')
    expect(access(kipl, 'usefullinks', 'CT')).toBe('not-in-subscription')
  })

  test('KIPL: Manual IP for IPL, PL and MIP', () => {
    expect(access(kipl, 'manual-ip.search', 'MIP')).toBe('ok')
    expect(access(kipl, 'manual-ip.home', 'IPL')).toBe('ok')
    expect(access(kipl, 'manual-ip.favorites', 'CT')).toBe('not-in-subscription')
  })

  test('KIPL: the common screens are open to IPL, PL, MIP and CT', () => {
    for (const sub of ['IPL', 'PL', 'MIP', 'CT'] as const) {
      for (const key of ['home', 'search', 'books', 'document', 'favorites', 'news'] as const) {
        expect(access(kipl, key, sub), `${sub} ${key}`).toBe('ok')
      }
    }
  })

  test('KCL: CT opens every screen of the edition', () => {
    for (const key of routeKeysFor(kcl)) expect(access(kcl, key, 'CT'), key).toBe('ok')
  })
})

describe('homeRedirectFor', () => {
  test('reduced editions send home to their start page', () => {
    expect(homeRedirectFor(ka, 'YB')).toBe('/books')
    // The spec's table-of-contents ids are not in the content: the nearest titles (README).
    expect(homeRedirectFor(ka, 'IHB')).toBe('/document/TOC_IHB_V08')
    expect(homeRedirectFor(kipl, 'GPL')).toBe('/document/TOC_GPL_2006_V01')
    expect(homeRedirectFor(kipl, 'ILTT')).toBe('/document/TOC_ILTT_2008_V01')
    expect(homeRedirectFor(kipl, 'SPW')).toBe('/document/TOC_SPW_2008_V01')
  })

  test('full editions, anonymous viewers and foreign codes stay home', () => {
    expect(homeRedirectFor(ka, 'KA')).toBeNull()
    expect(homeRedirectFor(ka, 'KAPP')).toBeNull()
    expect(homeRedirectFor(ka, null)).toBeNull()
    expect(homeRedirectFor(kipl, 'IPL')).toBeNull()
    expect(homeRedirectFor(kipl, 'YB')).toBeNull()
    expect(homeRedirectFor(kcl, 'CT')).toBeNull()
  })

  test('each home redirect lands on a screen the subscription may open', () => {
    for (const site of allSites) {
      for (const sub of site.subscriptions) {
        const target = homeRedirectFor(site, sub)
        if (target === null) continue
        const key = routeKeyForPath(new URL(target, 'http://x').pathname)
        expect(key, target).toBeDefined()
        expect(routeAccess(site, key as RouteKey, sub), target).toBe('ok')
      }
    }
  })
})
