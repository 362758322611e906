import type { UIMatch } from 'react-router'
import { describe, expect, test } from 'vitest'
import { handle as awardDocument } from '#app/routes/documents/award-document.tsx'
import { handle as documentPage } from '#app/routes/documents/document.tsx'
import { handle as proceeding } from '#app/routes/documents/proceeding.tsx'
import { handle as nycArticle } from '#app/routes/nyc-tool/item.tsx'
import { handle as nycOverview } from '#app/routes/nyc-tool/overview.tsx'
import { handle as nycProvision } from '#app/routes/nyc-tool/provision.tsx'
import { breadcrumbsFor, type RouteHandle } from './breadcrumbs.ts'

const root: UIMatch = {
  id: 'root',
  pathname: '/',
  params: {},
  data: {},
  loaderData: {},
  handle: {},
}
const page = (pathname: string, handle: RouteHandle, loaderData: unknown = {}): UIMatch[] => [
  root,
  { id: pathname, pathname, params: {}, data: loaderData, loaderData, handle },
]
const text = (matches: UIMatch[], menu = MENU) =>
  breadcrumbsFor(matches, menu).map((c) => `${c.type}:${c.displayText}:${c.href}`)

const MENU = [
  { label: 'New York Convention Tool', url: '/nyctool' },
  { label: 'Cases & Awards', url: '/awards' },
]

describe('breadcrumbs', () => {
  test('a menu page: Homepage and its menu item', () => {
    expect(text(page('/nyctool', nycOverview))).toEqual([
      'HOME:Homepage:/',
      'MENUITEM:New York Convention Tool:/nyctool',
    ])
  })

  test('/nyctool/1: Homepage › New York Convention Tool › Article I', () => {
    const article = { article: { roman: 'I' } }
    expect(text(page('/nyctool/1', nycArticle, article))).toEqual([
      'HOME:Homepage:/',
      'overview:New York Convention Tool:/nyctool',
      'result:Article I:/nyctool/1',
    ])
    // The overview crumb reads as the menu item that opens the overview page.
    expect(
      breadcrumbsFor(page('/nyctool/1', nycArticle, article), [
        { label: 'NYC Tool', url: '/nyctool' },
      ])[1]!.displayText,
    ).toBe('NYC Tool')
    expect(text(page('/nyctool/provision', nycProvision))).toEqual([
      'HOME:Homepage:/',
      'overview:New York Convention Tool:/nyctool',
      'result:By provision:/nyctool/provision',
    ])
  })

  test('a proceeding and a case document sit under their case', () => {
    const c = { title: 'Claimant v. Respondent', href: '/document/case/C1' }
    expect(
      text(
        page('/document/case/C1/P1', proceeding, { case: c, proceeding: { title: 'Annulment' } }),
      ),
    ).toEqual([
      'HOME:Homepage:/',
      'overview:Claimant v. Respondent:/document/case/C1',
      'result:Annulment:/document/case/C1/P1',
    ])
    expect(
      text(
        page('/document/case/C1/P1/D1', awardDocument, {
          case: c,
          proceeding: { title: 'Annulment' },
          document: { title: 'Decision on Annulment' },
        }),
      ),
    ).toEqual([
      'HOME:Homepage:/',
      'overview:Claimant v. Respondent:/document/case/C1',
      'result:Decision on Annulment:/document/case/C1/P1/D1',
    ])
  })

  test('a document under its book, or its case; a document of its own has no overview', () => {
    const doc = (extra: object) => ({
      kind: 'document',
      document: { title: 'Chapter 2', publication: null, caseLink: null, ...extra },
    })
    const book = { publication: { title: 'A Handbook', href: '/document/BOOK1' } }
    expect(text(page('/document/CH2', documentPage, doc(book)))).toEqual([
      'HOME:Homepage:/',
      'overview:A Handbook:/document/BOOK1',
      'result:Chapter 2:/document/CH2',
    ])
    const award = { caseLink: { caseName: 'A v. B', caseHref: '/document/case/C9' } }
    expect(text(page('/document/AW1', documentPage, doc(award)))[1]).toBe(
      'overview:A v. B:/document/case/C9',
    )
    expect(text(page('/document/D1', documentPage, doc({})))).toEqual([
      'HOME:Homepage:/',
      'result:Chapter 2:/document/D1',
    ])
  })

  test('an overview crumb trims to the second level, after the menu item', () => {
    const deep: RouteHandle = {
      breadcrumb: 'Deep',
      overview: { displayText: 'Overview', href: '/over' },
    }
    expect(text(page('/awards', deep))).toEqual([
      'HOME:Homepage:/',
      'MENUITEM:Cases & Awards:/awards',
      'overview:Overview:/over',
      'result:Deep:/awards',
    ])
  })
})
