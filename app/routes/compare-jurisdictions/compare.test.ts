import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Viewer } from '#app/context.ts'
import { action as compareAction } from '#app/routes/api/compare/compare.ts'
import { loader as searchLoader } from '#app/routes/api/compare/search.ts'
import { loader as topicsLoader } from '#app/routes/api/compare/topics-and-jurisdictions.ts'
import { sites, type SiteId } from '#sites/index.ts'
import type { MenuItem } from '#sites/types.ts'
import { COMPARE_TOOLS } from '#sites/tools/compare/index.ts'
import { apiCaller } from '#test/helpers/api-call.ts'
import { routeArgs, viewerFor } from '#test/helpers/route-args.ts'
import { createTestServices } from '#test/helpers/test-services.ts'
import { loader as exportLoader } from './export.ts'
import { loader as pageLoader } from './page.tsx'

let services: Awaited<ReturnType<typeof createTestServices>>
const viewers: Partial<Record<SiteId, Viewer>> = {}

beforeAll(async () => {
  services = await createTestServices()
  viewers.KA = await viewerFor(services, 'kapp@demo.test', 'KA')
  viewers.KIPL = await viewerFor(services, 'ipl@demo.test', 'KIPL')
  viewers.KCL = await viewerFor(services, 'kcl@demo.test', 'KCL')
})
afterAll(() => services.cleanup())

const args = (site: SiteId, path: string, params: Record<string, string> = {}) =>
  routeArgs(services, `http://${site.toLowerCase()}.localhost${path}`, {
    site,
    params,
    viewer: viewers[site],
  }) as never
const slugOf = (path: string) => decodeURIComponent(path.split('?')[0].split('/')[2])
async function open(site: SiteId, path: string) {
  const result = await pageLoader(args(site, path, { slug: slugOf(path) }))
  return { status: result.init?.status ?? 200, ...result.data }
}
async function thrown(run: () => Promise<unknown>) {
  try {
    await run()
  } catch (e) {
    if (e instanceof Response) return { status: e.status, location: e.headers.get('Location') }
    return { status: (e as { init?: ResponseInit }).init?.status, location: null }
  }
  throw new Error('The loader did not throw')
}

/** Every address of a menu (children included). */
function menuUrls(items: readonly MenuItem[]): string[] {
  return items.flatMap((i) => [...(i.url ? [i.url] : []), ...menuUrls(i.children ?? [])])
}

describe('/compare-jurisdictions/{slug}', () => {
  test('every comparison the three menus link exists, under its alias too', async () => {
    let linked = 0
    for (const site of Object.values(sites)) {
      for (const url of menuUrls(site.menu)) {
        const m = /^\/(compare-jurisdictions|practice-tools|quickanswers)\/([^?]+)$/.exec(url)
        const slug = m
          ? decodeURIComponent(m[2])
          : url === '/merger-thresholds'
            ? 'merger-thresholds'
            : null
        if (!slug) continue
        linked++
        const tool = COMPARE_TOOLS[site.id].find((t) => t.slug === slug)
        expect(tool, `${site.id} ${url}`).toBeDefined()
        const page = await open(site.id, `/compare-jurisdictions/${slug}`)
        expect(page.status).toBe(200)
        expect(page.tool.publicationTitle).toBe(tool!.publicationTitle)
        expect(page.tool.topicTree.length).toBeGreaterThan(0)
        expect(page.result).toBeNull()
      }
    }
    // 2 in the arbitration edition, 10 in IP, 3 in competition.
    expect(linked).toBe(15)
  })

  test('the grid: a statute held answers with its text and source, the rest is derived or sample', async () => {
    const page = await open(
      'KA',
      '/compare-jurisdictions/Commercial_Arbitration?t=ca-agreement-form&t=ca-investment&j=Germany&j=Netherlands&j=Hungary',
    )
    expect(page.status).toBe(200)
    const result = page.result!
    expect(result.topics.map((t) => t.id)).toEqual([
      'ca-agreement-form',
      'ca-investment-treaties',
      'ca-investment-cases',
    ])
    expect(result.topics[0].parentTitles).toEqual(['Arbitration agreement'])
    const cell = (name: string, topicId: string) =>
      result.documents
        .find((d) => d.documentId === `Commercial_Arbitration/${name}`)!
        .topicHtml.find((a) => a.topicId === topicId)!

    // Germany: § 1031 ZPO, quoted from the statute the collection holds.
    const germany = cell('Germany', 'ca-agreement-form')
    expect(germany).toMatchObject({ origin: 'provision', sample: false, language: 'de' })
    expect(germany.paragraphs[0]).toMatch(/^\(1\) Die Schiedsvereinbarung muss/)
    expect(germany.sources).toEqual([
      {
        title: '§ 1031 – Form der Schiedsvereinbarung, Zivilprozessordnung (ZPO)',
        url: '/document/de-zpo_10.2.3',
      },
    ])
    // The Netherlands: no statute held, the compare feed's sample answer, marked as such.
    expect(cell('Netherlands', 'ca-agreement-form')).toMatchObject({
      origin: 'editorial',
      sample: true,
    })
    // Hungary: the cases against it and the BIT it is party to, from the collection.
    const cases = cell('Hungary', 'ca-investment-cases')
    expect(cases).toMatchObject({ origin: 'holdings', sample: false })
    expect(cases.paragraphs[0]).toBe('Investor-State cases against the State: 4 in the collection.')
    expect(cases.sources.map((s) => s.url)).toContain(
      '/document/case/case-accession-mezzanine-capital-lp-and-danubius-kereskedohaz-vag-b400fd',
    )
    expect(cell('Hungary', 'ca-investment-treaties').sources.map((s) => s.url)).toContain(
      '/document/BWBV0002345',
    )

    const hungary = result.jurisdictions.find((j) => j.name === 'Hungary')!
    expect(hungary).toMatchObject({
      url: '/jurisdiction/Hungary',
      contributors: [Object.assign({}, { name: 'Sample Editor', nameReversed: 'Editor, Sample' })],
    })
    expect(hungary.lastReviewDate).toMatch(/2026$/)
    expect(page.exports.map((e) => e.href)).toEqual([
      '/compare-jurisdictions/Commercial_Arbitration/export/excel?t=ca-agreement-form&t=ca-investment&j=Germany&j=Netherlands&j=Hungary',
      '/compare-jurisdictions/Commercial_Arbitration/export/pdf?t=ca-agreement-form&t=ca-investment&j=Germany&j=Netherlands&j=Hungary',
    ])
  })

  test('institutions: their cases, awards and rules from the collection', async () => {
    const page = await open(
      'KA',
      '/compare-jurisdictions/arbitral_institutions?t=ai-caseload-held&j=ICSID',
    )
    const answer = page.result!.documents[0].topicHtml[0]
    expect(answer.paragraphs[0]).toBe(
      'The collection holds 49 cases (International Centre for Settlement of Investment Disputes) with 61 awards and decisions.',
    )
    expect(answer.sourcePage).toBe('/organization/icsid')
    expect(page.result!.jurisdictions[0].url).toBe('/organization/icsid')
  })

  test('bad input: unknown slug 404, another casing redirects, unknown topics and jurisdictions 400', async () => {
    expect(await thrown(() => open('KA', '/compare-jurisdictions/nowhere'))).toMatchObject({
      status: 404,
    })
    // A slug of another edition is not this edition's.
    expect(await thrown(() => open('KA', '/compare-jurisdictions/copyright'))).toMatchObject({
      status: 404,
    })
    expect(
      await thrown(() => open('KA', '/compare-jurisdictions/commercial_arbitration?j=Germany')),
    ).toEqual({
      status: 301,
      location: '/compare-jurisdictions/Commercial_Arbitration?j=Germany',
    })
    const unknown = await open(
      'KA',
      '/compare-jurisdictions/Commercial_Arbitration?t=nope&t=ca-agreement-form&j=Atlantis&j=Germany',
    )
    expect(unknown.status).toBe(400)
    expect(unknown.message).toBe(
      'Comparison of Commercial Arbitration has no unknown topics: nope; unknown jurisdictions: Atlantis.',
    )
    expect(unknown.result).toBeNull()
    // Half a choice is no error: the form says what is missing.
    const half = await open(
      'KA',
      '/compare-jurisdictions/Commercial_Arbitration?t=ca-agreement-form',
    )
    expect(half).toMatchObject({
      status: 200,
      message: 'Choose at least one jurisdiction to compare.',
    })
    const tooMany = await open(
      'KA',
      `/compare-jurisdictions/Commercial_Arbitration?${Array.from({ length: 101 }, (_, i) => `t=x${i}`).join('&')}&j=Germany`,
    )
    expect(tooMany.status).toBe(400)
  })
})

describe('/compare-jurisdictions/{slug}/export/{format}', () => {
  const download = (path: string) => {
    const [, , slug, , format] = path.split('?')[0].split('/')
    return exportLoader(args('KCL', path, { slug, format }))
  }
  const grid = '?t=mt-thresholds&j=Germany&j=European%20Union'

  test('Excel: one row per topic, one column per jurisdiction, the statute text in the cell', async () => {
    const response = await download(`/compare-jurisdictions/merger-thresholds/export/excel${grid}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    )
    expect(response.headers.get('Content-Disposition')).toMatch(
      /filename="Merger-Thresholds-\d{4}-\d{2}-\d{2}\.xlsx"/,
    )
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(await response.arrayBuffer())
    const sheet = book.getWorksheet('Comparison')!
    expect(sheet.getRow(1).values).toEqual([undefined, 'Topic', 'European Union', 'Germany'])
    expect(sheet.getCell('A2').value).toBe('Thresholds › Turnover thresholds')
    expect(String(sheet.getCell('C2').value)).toContain('Zusammenschluss')
    expect(String(sheet.getCell('C2').value)).toContain('/document/de-gwb_1.7.1')
    // The Union's thresholds are the Merger Regulation's, quoted with a link to the article.
    expect(String(sheet.getCell('B2').value)).toContain('EUR 5000 million')
    expect(String(sheet.getCell('B2').value)).toContain('/document/eu-32004r0139_art1')
    expect(String(sheet.getCell('B2').value)).not.toContain('[Sample content]')
    expect(sheet.rowCount).toBe(3)
    // Days as the portal's pages write them (decision 246), never ISO.
    const about = book.getWorksheet('About')!
    const downloaded = about.getColumn(1).values.indexOf('Downloaded')
    expect(String(about.getCell(downloaded, 2).value)).toMatch(/^\d{2} [A-Z][a-z]{2,3} \d{4}$/)
    const reviewed = book.getWorksheet('Jurisdictions')!.getColumn(5).values.slice(2)
    for (const day of reviewed) expect(String(day ?? '')).not.toMatch(/\d{4}-\d{2}-\d{2}/)
  })

  test('PDF; a bad format or choice is refused', async () => {
    const pdf = await download(`/compare-jurisdictions/merger-thresholds/export/pdf${grid}`)
    expect(pdf.status).toBe(200)
    expect(pdf.headers.get('Content-Type')).toBe('application/pdf')
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-')
    expect(
      (await download(`/compare-jurisdictions/merger-thresholds/export/word${grid}`)).status,
    ).toBe(404)
    expect((await download('/compare-jurisdictions/nowhere/export/pdf?t=a&j=b')).status).toBe(404)
    const missing = await download(
      '/compare-jurisdictions/merger-thresholds/export/pdf?t=mt-thresholds',
    )
    expect(missing.status).toBe(400)
    const unknown = await download(
      '/compare-jurisdictions/merger-thresholds/export/excel?t=mt-thresholds&j=Mars',
    )
    expect(unknown.status).toBe(400)
    expect(await unknown.text()).toBe('Merger Thresholds has no unknown jurisdictions: Mars.')
  })
})

describe('the compare calls', () => {
  const call = apiCaller(() => services, 'http://kipl.localhost', {
    site: 'KIPL',
    viewer: () => viewers.KIPL,
  })

  test('GET TopicsAndJurisdictions/{slug}: the topic page', async () => {
    const { status, body } = await call(
      topicsLoader,
      '/apiv2/CompareJurisdictions/TopicsAndJurisdictions/copyright',
      {
        params: { slug: 'copyright' },
      },
    )
    expect(status).toBe(200)
    expect(Object.keys(body).sort()).toEqual([
      'descriptiveText',
      'jurisdictionGroups',
      'jurisdictionOrOrganizationTitle',
      'jurisdictions',
      'productId',
      'publicationTitle',
      'slug',
      'topicFrequent',
      'topicGroups',
      'topicTitle',
      'topicTree',
    ])
    expect(body.jurisdictions).toContain('Germany')
    expect(body.topicTree[0]).toEqual({
      id: 'cr-term',
      title: 'Term',
      childs: [
        { id: 'cr-term-duration', title: 'Duration of copyright', childs: [] },
        { id: 'cr-term-exceptions', title: 'Private copying exception', childs: [] },
      ],
    })
    expect(body.topicGroups).toHaveLength(10)
    const missing = await call(
      topicsLoader,
      '/apiv2/CompareJurisdictions/TopicsAndJurisdictions/nope',
      {
        params: { slug: 'nope' },
      },
    )
    expect(missing.status).toBe(404)
  })

  test('POST Compare/{slug}: the result; bad bodies and unknown choices are 400 naming them', async () => {
    const path = '/apiv2/CompareJurisdictions/Compare/copyright'
    const post = (body: unknown, slug = 'copyright') =>
      call(compareAction, path, { method: 'POST', body, params: { slug } })
    const ok = await post({
      Slug: 'copyright',
      TopicIds: ['cr-term-duration'],
      JurisDictions: ['Germany', 'France'],
    })
    expect(ok.status).toBe(200)
    expect(ok.body.topics).toEqual([
      { id: 'cr-term-duration', title: 'Duration of copyright', parentTitles: ['Term'] },
    ])
    expect(ok.body.jurisdictions.map((j: { name: string }) => j.name)).toEqual([
      'Germany',
      'France',
    ])
    const germany = ok.body.documents[0].topicHtml[0]
    expect(germany.sourcePage).toBe('/document/de-urhg_1.7.1')
    expect(germany.html).toMatch(/^<p>/)
    expect(ok.body.documents[1].topicHtml[0].sample).toBe(true)

    const noTopics = await post({ Slug: 'copyright', TopicIds: [], JurisDictions: ['Germany'] })
    expect(noTopics).toMatchObject({
      status: 400,
      body: { errors: { TopicIds: 'choose at least one topic' } },
    })
    const wrongSlug = await post({
      Slug: 'patent_litigation',
      TopicIds: ['cr-term'],
      JurisDictions: ['Germany'],
    })
    expect(wrongSlug).toMatchObject({ status: 400, body: { errors: { Slug: expect.any(String) } } })
    const unknown = await post({
      Slug: 'copyright',
      TopicIds: ['cr-term', 'x1'],
      JurisDictions: ['Narnia'],
    })
    expect(unknown).toEqual({
      status: 400,
      body: { message: 'Copyright has no unknown topics: x1; unknown jurisdictions: Narnia.' },
    })
    expect((await post('not json')).status).toBe(400)
    expect(
      (await post({ Slug: 'nope', TopicIds: ['a'], JurisDictions: ['b'] }, 'nope')).status,
    ).toBe(404)
  })

  test('GET /api/Search needs both j and t, else the empty result', async () => {
    const empty = { topics: [], documents: [], jurisdictions: [] }
    for (const query of ['', '?j=Germany', '?t=cr-term-duration', '?j=&t=']) {
      expect(await call(searchLoader, `/apiv2/api/Search${query}`)).toEqual({
        status: 200,
        body: empty,
      })
    }
    const found = await call(searchLoader, '/apiv2/api/Search?t=cr-term-duration&j=Germany')
    expect(found.status).toBe(200)
    expect(found.body.slug).toBe('copyright')
    expect(found.body.documents[0].topicHtml[0].sources[0].url).toBe('/document/de-urhg_1.7.1')
    const unknown = await call(searchLoader, '/apiv2/api/Search?t=nope&j=Germany')
    expect(unknown).toEqual({ status: 400, body: { message: 'No comparison has the topic nope.' } })
  })
})
