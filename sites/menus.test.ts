import { describe, expect, test } from 'vitest'
import { menuFor, menuListings, routeAccess, routeKeyForPath } from './compose.ts'
import { sites } from './registry.ts'
import type { MenuItem, Subscription } from './types.ts'

const allSites = Object.values(sites)

/** Every item of a tree, depth first. */
const flatten = (items: readonly MenuItem[]): MenuItem[] =>
  items.flatMap((item) => [item, ...flatten(item.children ?? [])])
const links = (items: readonly MenuItem[]) => flatten(items).filter((item) => item.url)
const isInternal = (url: string) => url.startsWith('/')
const labels = (items: readonly MenuItem[]) => items.map((item) => item.label)
const childLabels = (items: readonly MenuItem[], group: string) =>
  labels(items.find((item) => item.label === group)?.children ?? [])
const homeOnly = (items: readonly MenuItem[]) =>
  items.map((item) => ({ label: item.label, url: item.url, children: item.children }))

describe('menu definitions', () => {
  test.each(allSites)('$id: every internal url opens a screen of the edition', (site) => {
    for (const { url } of links(site.menu)) {
      if (!isInternal(url!)) continue
      const key = routeKeyForPath(new URL(url!, 'http://x').pathname)
      expect(key, url).toBeDefined()
      expect(key, `${url} must not fall to the token redirect`).not.toBe('kcl-token')
      expect(site.routes[key!], url).toBeDefined()
    }
  })

  test.each(allSites)('$id: every item a subscription sees, it may open', (site) => {
    for (const sub of site.subscriptions) {
      for (const { url } of links(menuFor(site.id, sub))) {
        if (!isInternal(url!)) continue
        const key = routeKeyForPath(new URL(url!, 'http://x').pathname)!
        expect(routeAccess(site, key, sub), `${sub} ${url}`).toBe('ok')
      }
    }
  })

  test.each(allSites)('$id: external links are https and open in a new tab', (site) => {
    for (const item of links(site.menu)) {
      if (isInternal(item.url!)) continue
      expect(item.url).toMatch(/^https:\/\/[a-z0-9.-]+/)
      expect(item.target, item.url).toBe('_blank')
      expect(item.isVuePage, item.url).toBe(false)
    }
  })

  test.each(allSites)(
    '$id: items are links or non-empty groups; top level has an order',
    (site) => {
      for (const item of flatten(site.menu)) {
        expect(Boolean(item.url) !== Boolean(item.children), item.label).toBe(true)
        if (item.children) expect(item.children.length, item.label).toBeGreaterThan(0)
      }
      for (const item of site.menu) expect(item.order, item.label).toBeTypeOf('number')
    },
  )

  test.each(allSites)('$id: allowedSubs name subscriptions of the edition', (site) => {
    for (const item of flatten(site.menu)) {
      for (const sub of item.allowedSubs ?? [])
        expect(site.subscriptions, item.label).toContain(sub)
    }
  })

  test('preset searches use the search page’s query keys', () => {
    const known = new Set([
      'q',
      'type',
      'topic',
      'source',
      'mode',
      'sortBy',
      'sortOrder',
      'dateType',
    ])
    /** The other facets: `f.<facet>` (sites/search/search-params.ts). */
    const facetKey = /^f\.[a-z]+$/
    for (const site of allSites) {
      for (const { url } of links(site.menu)) {
        const parsed = new URL(url!, 'http://x')
        if (!['/search', '/books', '/new-content'].includes(parsed.pathname)) continue
        for (const key of parsed.searchParams.keys())
          expect(known.has(key) || facetKey.test(key), `${key} in ${url}`).toBe(true)
      }
    }
  })
})

describe('menuFor', () => {
  test('an unknown site has no menu', () => {
    expect(() => menuFor('XX', null)).toThrow(new Error('No menu data found.'))
    expect(() => menuFor('ka', 'KA')).toThrow('No menu data found.')
    expect(() => menuFor('toString', null)).toThrow('No menu data found.')
  })

  test('top-level items come sorted by order', () => {
    for (const site of allSites) {
      for (const sub of [null, ...site.subscriptions]) {
        const orders = menuFor(site.id, sub).map((item) => item.order ?? Infinity)
        expect(orders, `${site.id} ${sub}`).toEqual([...orders].sort((a, b) => a - b))
      }
    }
  })

  test('the result is a copy: changing it leaves the next menu intact', () => {
    const menu = menuFor('KA', 'KA')
    menu[1]!.children!.length = 0
    menu.length = 0
    expect(menuFor('KA', 'KA').length).toBe(6)
    expect(menuFor('KA', 'KA')[1]!.children!.length).toBeGreaterThan(0)
  })

  describe('arbitration', () => {
    test.each(['KA', 'KAPP'] as const)('%s sees every group', (sub) => {
      const menu = menuFor('KA', sub)
      expect(labels(menu)).toEqual([
        'Home',
        'Books & Publications',
        'Our Tools',
        'ICCA Publications',
        'AI Hub',
        'Our Partners',
      ])
      expect(menu[0]!.url).toBe('/')
      expect(childLabels(menu, 'Our Tools')).toEqual([
        'Cases & Awards',
        'Bilateral Investment Treaties',
        'Conventions',
        'New York Convention Tool',
        'Organizations',
        'Practical Insights',
        'Profile Navigator',
        'Relationship Indicator',
        'Arbitral Institutions Quick Answers',
        'Templates & Examples',
        'Comparison of Commercial Arbitration',
      ])
    })

    test('the publications group links into /books by source, date type and sort', () => {
      const items = menuFor('KA', 'KA').find(
        (item) => item.label === 'ICCA Publications',
      )!.children!
      expect(items.length).toBeGreaterThanOrEqual(3)
      for (const { url } of items) {
        const { pathname, searchParams } = new URL(url!, 'http://x')
        expect(pathname).toBe('/books')
        expect(searchParams.get('source')).toBeTruthy()
        expect(searchParams.get('dateType')).toBeTruthy()
        expect(searchParams.get('sortBy')).toBeTruthy()
      }
    })

    test("AI Hub: 14 guidelines, each on its publisher's own site in a new tab", () => {
      const items = menuFor('KA', 'KA').find((item) => item.label === 'AI Hub')!.children!
      expect(items.length).toBe(14)
      for (const item of items) {
        expect(item.url).toMatch(/^https:\/\//)
        expect(item.target).toBe('_blank')
      }
    })

    test('Our Partners: about 35 institutions in new tabs', () => {
      const items = menuFor('KA', 'KA').find((item) => item.label === 'Our Partners')!.children!
      expect(items.length).toBe(35)
      expect(new Set(items.map((item) => item.url)).size).toBe(35)
      for (const item of items) expect(item.target).toBe('_blank')
    })

    test('YB sees only Home, going to /books', () => {
      expect(homeOnly(menuFor('KA', 'YB'))).toEqual([
        { label: 'Home', url: '/books', children: undefined },
      ])
    })

    test('IHB sees only Home, going to the handbook table of contents', () => {
      expect(homeOnly(menuFor('KA', 'IHB'))).toEqual([
        { label: 'Home', url: '/document/TOC_IHB_V08', children: undefined },
      ])
    })

    test('anonymous viewers see nothing: every item is for a subscription', () => {
      expect(menuFor('KA', null)).toEqual([])
    })
  })

  describe('intellectual property', () => {
    test.each([
      ['GPL', '/document/TOC_GPL_2006_V01'],
      ['ILTT', '/document/TOC_ILTT_2008_V01'],
      ['SPW', '/document/TOC_SPW_2008_V01'],
    ] as const)('%s sees only Home, going to its book', (sub, url) => {
      expect(homeOnly(menuFor('KIPL', sub))).toEqual([{ label: 'Home', url, children: undefined }])
    })

    test('IPL sees every group and item', () => {
      const menu = menuFor('KIPL', 'IPL')
      expect(labels(menu)).toEqual([
        'Home',
        'Books & Journals',
        'Case Law',
        'EPC & PCT',
        'IP Tools',
        'Manual IP',
        'UP & UPC',
      ])
      expect(links(menu).length).toBe(links(sites.KIPL.menu).length - 3)
      expect(childLabels(menu, 'Case Law')).toEqual([
        'All Case Law',
        'European Patent Office Cases',
        'Copyright Cases',
        'Patent Cases',
        'US IP Cases',
        'US Trade Secret Cases',
        'UPC Cases',
      ])
    })

    test('PL sees the patent items', () => {
      const menu = menuFor('KIPL', 'PL')
      expect(labels(menu)).toEqual([
        'Home',
        'Books & Journals',
        'Case Law',
        'EPC & PCT',
        'IP Tools',
        'Manual IP',
        'UP & UPC',
      ])
      expect(childLabels(menu, 'Case Law')).toEqual([
        'All Case Law',
        'European Patent Office Cases',
        'Patent Cases',
        'UPC Cases',
      ])
      expect(childLabels(menu, 'IP Tools')).toEqual([
        'Patent Litigation',
        'Patent Prosecution',
        'Supplementary Protection Certificates',
        'Jurisdictions',
        'Smart Charts: IP',
        'IP News Alerts',
      ])
      expect(childLabels(menu, 'EPC & PCT')).toContain('EQE Materials')
    })

    test('CT sees journals, trade secret and licensing items', () => {
      const menu = menuFor('KIPL', 'CT')
      expect(labels(menu)).toEqual(['Home', 'Books & Journals', 'Case Law', 'IP Tools'])
      expect(childLabels(menu, 'Books & Journals')).toEqual([
        'Books',
        'Journals',
        'New Content',
        'News',
      ])
      expect(childLabels(menu, 'Case Law')).toEqual(['All Case Law', 'US Trade Secret Cases'])
      expect(childLabels(menu, 'IP Tools')).toEqual([
        'Trade Secrets',
        'IP Licensing and Competition',
        'Jurisdictions',
        'IP News Alerts',
      ])
    })

    test('a listing the edition holds nothing in is hidden, and its group with it', () => {
      const without = menuFor('KIPL', 'CT', new Set(['journals']))
      expect(childLabels(without, 'Books & Journals')).toEqual(['Books', 'New Content', 'News'])
      expect(menuListings(sites.KIPL)).toEqual(['journals'])
    })

    test('MIP sees Manual IP and the common items', () => {
      const menu = menuFor('KIPL', 'MIP')
      expect(labels(menu)).toEqual(['Home', 'Books & Journals', 'IP Tools', 'Manual IP'])
      expect(childLabels(menu, 'Books & Journals')).toEqual(['Books', 'New Content', 'News'])
      expect(childLabels(menu, 'IP Tools')).toEqual(['Jurisdictions', 'IP News Alerts'])
    })

    test("UP & UPC: annotated agreement, both search modes, a blog and the EPO's guide", () => {
      const urls = flatten(menuFor('KIPL', 'PL'))
        .filter((item) => item.url)
        .map((item) => item.url)
      expect(urls).toEqual(
        expect.arrayContaining([
          '/practice-tools/annotated_upc_agreement',
          '/search?mode=unified-patent-court',
          '/search?mode=unitary-patent',
          'https://www.epo.org/applying/european/guide-up/html/e/uppg_a_i.html',
        ]),
      )
    })
  })

  describe('competition', () => {
    test('one menu for every user', () => {
      for (const item of flatten(sites.KCL.menu)) expect(item.allowedSubs).toBeUndefined()
      expect(menuFor('KCL', 'CT')).toEqual(menuFor('KCL', null))
      expect(menuFor('KCL', 'IPL' as Subscription)).toEqual(menuFor('KCL', 'CT'))
    })

    test('groups and tools', () => {
      const menu = menuFor('KCL', 'CT')
      expect(labels(menu)).toEqual([
        'Home',
        'Books & Journals',
        'EU Resources',
        'Jurisdictions',
        'News',
        'Practice Areas',
        'Practice Tools',
      ])
      // Practice areas are topics of the content, written 'parent>child' (README, Decisions).
      const practiceAreas = menu.find((item) => item.label === 'Practice Areas')!.children!
      expect(
        practiceAreas.map((item) => {
          const { pathname, searchParams } = new URL(item.url!, 'http://x')
          return [pathname, searchParams.getAll('topic'), searchParams.get('q')]
        }),
      ).toEqual([
        [
          '/search',
          [
            'Competition law>Antitrust',
            'Competition law>Anticompetitive agreements',
            'Competition law>Abuse of dominance',
          ],
          null,
        ],
        ['/search', ['Competition law>Cartels'], null],
        ['/search', ['Competition law'], 'merger* OR concentration* OR Zusammenschluss*'],
        ['/search', ['Competition law>State aid'], null],
      ])
      const tools = menu.find((item) => item.label === 'Practice Tools')!.children!
      expect(tools.map((item) => item.url)).toEqual([
        '/smartcharts?product=competition',
        '/practice-tools/fdi_procedure_pro',
        '/market-definitions-locator',
        '/merger-thresholds',
        '/practice-tools/state_aid_navigator',
      ])
      expect(childLabels(menu, 'News')).toHaveLength(4)
    })
  })
})
