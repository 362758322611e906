import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, test } from 'vitest'
import { catalog, routeKeys, type RouteKey } from './catalog.ts'
import { searchAndDocumentRoutes } from './catalog/search-and-documents.ts'
import { favouriteRoutes } from './catalog/favourites.ts'
import { toolRoutes } from './catalog/tools.ts'
import { alertAndAssistantRoutes } from './catalog/alerts-and-assistant.ts'
import { accountAndPageRoutes } from './catalog/account-and-pages.ts'
import { mountedRouteKeys, patternFor, routeKeyForPath, unionRouteKeys } from './compose.ts'

const appDir = fileURLToPath(new URL('../app/', import.meta.url))
const exportsLoader =
  /export\s+(async\s+)?function\s+loader\b|export\s+const\s+loader\b|export\s*\{[^}]*\bloader\b/

describe('catalog', () => {
  test('every parent exists and is a layout, not an index route', () => {
    for (const key of routeKeys) {
      const parent = catalog[key].parent
      if (parent === undefined) continue
      expect(routeKeys, key).toContain(parent)
      expect(catalog[parent].index, key).toBeUndefined()
    }
  })

  test('a key belongs to one area: no row of an area hides another', () => {
    const areas = [
      searchAndDocumentRoutes,
      favouriteRoutes,
      toolRoutes,
      alertAndAssistantRoutes,
      accountAndPageRoutes,
    ]
    const keys = areas.flatMap((area) => Object.keys(area))
    expect(keys).toEqual(routeKeys)
  })

  test('index routes have no path of their own', () => {
    for (const key of routeKeys.filter((k) => catalog[k].index)) {
      expect(catalog[key].path, key).toBe('')
    }
  })

  test('paths are relative, without a leading or trailing slash', () => {
    for (const key of routeKeys) expect(catalog[key].path, key).not.toMatch(/^\/|\/$/)
  })

  test('a screen not built yet names its planned module; a built one does not', () => {
    for (const key of routeKeys) {
      const { file, plannedFile } = catalog[key]
      if (file === null) expect(plannedFile, key).toMatch(/\.tsx?$/)
      else expect(plannedFile, key).toBeUndefined()
    }
  })

  test('one module per path: files and planned files are unique and inside app/', () => {
    const files = routeKeys.map((key) => catalog[key].file ?? catalog[key].plannedFile)
    expect(new Set(files).size).toBe(files.length)
    for (const file of files) expect(file).toMatch(/^routes\/[a-z0-9/.-]+\.tsx?$/)
  })

  test('one path per screen: no two screens share a pattern', () => {
    const layouts = new Set(routeKeys.map((key) => catalog[key].parent))
    const patterns = routeKeys
      .filter((key) => !layouts.has(key))
      .map((key) => patternFor(key).toLowerCase())
    expect(new Set(patterns).size).toBe(patterns.length)
  })

  test('patterns join the ancestors’ paths', () => {
    expect(patternFor('home')).toBe('/')
    expect(patternFor('search')).toBe('/search')
    expect(patternFor('document.award')).toBe('/document/case/:caseId/:proceedingId/:documentId')
    expect(patternFor('manual-ip')).toBe('/manual-ip')
    expect(patternFor('manual-ip.home')).toBe('/manual-ip')
    expect(patternFor('manual-ip.search')).toBe('/manual-ip/search')
    expect(patternFor('kcl-token')).toBe('/:token')
    expect(patternFor('old-url.commonui')).toBe('/commonui/*')
  })

  test.each<[string, RouteKey]>([
    ['/', 'home'],
    ['/search', 'search'],
    ['/awards', 'awards'],
    ['/nycsearch', 'nycsearch'],
    ['/books', 'books'],
    ['/journals', 'journals'],
    ['/organizations', 'organizations'],
    ['/organization/42', 'organization'],
    ['/favorites', 'favorites'],
    ['/jurisdictions', 'jurisdictions'],
    ['/jurisdiction/France', 'jurisdiction'],
    ['/demopracticeplus', 'demopracticeplus'],
    ['/document/KLI-KA-1234', 'document'],
    ['/document/case', 'document'],
    ['/document/case/c1', 'document.case'],
    ['/document/case/c1/p1', 'document.proceeding'],
    ['/document/case/c1/p1/d1', 'document.award'],
    ['/document/getpdf/guide.pdf', 'document.pdf'],
    ['/practical-insights', 'practical-insights'],
    ['/practical-content/7', 'practical-content'],
    ['/practical-content/compare', 'practical-content.compare'],
    ['/itaarbitrationreport', 'alerts.ita'],
    ['/itaarbitrationreport/subscribe', 'alerts.ita.subscribe'],
    ['/competitionlawnewsalerts', 'alerts.competition'],
    ['/competitionlawnewsalerts/subscribe', 'alerts.competition.subscribe'],
    ['/ipnewsalerts', 'alerts.ip'],
    ['/ipnewsalerts/subscribe', 'alerts.ip.subscribe'],
    ['/ipnewsalerts/change-preferences', 'alerts.ip.change-preferences'],
    ['/test', 'test'],
    ['/bits', 'bits'],
    ['/conventions', 'conventions'],
    ['/document-guides', 'document-guides'],
    ['/new-content', 'new-content'],
    ['/nyctool', 'nyctool'],
    ['/nyctool/12', 'nyctool.item'],
    ['/nyctool/provision', 'nyctool.provision'],
    ['/nyctool/jurisdiction', 'nyctool.jurisdiction'],
    ['/nyctool/topic', 'nyctool.topic'],
    ['/compare-jurisdictions/Commercial_Arbitration', 'compare-jurisdictions'],
    ['/quickanswers/arbitral_institutions', 'quickanswers'],
    ['/practice-tools/state_aid_navigator', 'practice-tools'],
    ['/profile-navigator', 'profile-navigator'],
    ['/profile-navigator/jane-doe', 'profile-navigator.profile'],
    ['/relationship-indicator', 'relationship-indicator'],
    ['/policy/accessibility', 'info.accessibility'],
    ['/prompt-guide', 'info.prompt-guide'],
    ['/aidisclaimer', 'info.ai-disclaimer'],
    ['/contactcustomersupport', 'info.contact-support'],
    ['/news', 'news'],
    ['/templates-and-examples', 'templates-and-examples'],
    ['/templates-and-examples/doc-1', 'templates-and-examples.document'],
    ['/subscribe-success', 'subscribe-success'],
    ['/change-preferences', 'change-preferences'],
    ['/unsubscribe', 'unsubscribe'],
    ['/eqe-materials', 'eqe-materials'],
    ['/usefullinks', 'usefullinks'],
    ['/market-definitions-locator', 'market-definitions-locator.home'],
    ['/market-definitions-locator/search', 'market-definitions-locator.search'],
    ['/mdl/api/search', 'mdl.search'],
    ['/manual-ip', 'manual-ip.home'],
    ['/manual-ip/search', 'manual-ip.search'],
    ['/manual-ip/favorites', 'manual-ip.favorites'],
    ['/merger-thresholds', 'merger-thresholds'],
    ['/cweu', 'kcl-token'],
    ['/case-law', 'case-law'],
    ['/smartcharts', 'smartcharts'],
    ['/account/login', 'account.login'],
    ['/account/ssologin', 'account.sso-login'],
    ['/Account/Logout', 'account.logout'],
    ['/account/switchAccount', 'account.switch-account'],
    ['/landingpage', 'account.landing-page'],
    ['/account/GetCsrf', 'account.csrf'],
    ['/account/getaccountinformation', 'account.information'],
    ['/commonui/books/x.aspx', 'old-url.commonui'],
    ['/book-toc.aspx/some/book', 'old-url.book-toc'],
    ['/document.aspx/KLI-1', 'old-url.document'],
    ['/book-toc', 'book-toc'],
    ['/journal', 'journal'],
    ['/error500', 'error500'],
    ['/request-demo', 'request-demo'],
    ['/offline', 'offline'],
    ['/preferences', 'resources.preferences'],
  ])('%s is the screen %s', (pathname, key) => {
    expect(routeKeyForPath(pathname)).toBe(key)
  })

  test('a path no pattern matches has no screen', () => {
    expect(routeKeyForPath('/document/case/a/b/c/d')).toBeUndefined()
    expect(routeKeyForPath('/no/such/page')).toBeUndefined()
  })

  test('the union adds the ancestors of every used key', () => {
    const union = unionRouteKeys()
    expect(union.has('manual-ip.search')).toBe(true)
    expect(union.has('manual-ip')).toBe(true)
  })

  test('every catalog key is used by some edition', () => {
    const union = unionRouteKeys()
    expect(routeKeys.filter((key) => !union.has(key))).toEqual([])
  })

  test('mounted keys are the used keys with a module, whose ancestors are mounted too', () => {
    const mounted = mountedRouteKeys()
    for (const key of mounted) {
      expect(catalog[key].file, key).not.toBeNull()
      const parent = catalog[key].parent
      if (parent) expect(mounted.has(parent), key).toBe(true)
    }
    const withFile = [...unionRouteKeys()].filter((key) => catalog[key].file !== null)
    expect([...mounted].sort()).toEqual(withFile.sort())
  })

  // The app's route modules are written alongside this table: until a listed module exists this
  // test fails, which is the point (a listed file must be there and export a loader so the
  // server middleware runs on client navigations).
  test.each(routeKeys.filter((key) => catalog[key].file !== null))(
    'the module of %s exists under app/ and exports a loader',
    (key) => {
      const file = appDir + catalog[key].file
      expect(existsSync(file), catalog[key].file ?? '').toBe(true)
      const source = readFileSync(file, 'utf8')
      expect(source).toMatch(exportsLoader)
    },
  )
})
