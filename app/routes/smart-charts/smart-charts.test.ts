import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { SiteId } from '#sites/index.ts'
import { routeArgs } from '#test/helpers/route-args.ts'
import { createTestServices } from '#test/helpers/test-services.ts'
import { loader as downloadLoader } from './download.ts'
import { loader } from './page.tsx'

let services: Awaited<ReturnType<typeof createTestServices>>

beforeAll(async () => {
  services = await createTestServices()
})
afterAll(() => services.cleanup())

const hosts: Record<SiteId, string> = {
  KA: 'http://ka.localhost',
  KIPL: 'http://kipl.localhost',
  KCL: 'http://kcl.localhost',
}
const args = (site: SiteId, path: string) =>
  routeArgs(services, `${hosts[site]}${path}`, { site }) as never

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

describe('/smartcharts', () => {
  test("the product's charts, each with bars that open their search and its downloads", async () => {
    const data = await loader(args('KCL', '/smartcharts?product=competition'))
    expect(data.product.title).toBe('Smart Charts: Competition')
    expect(data.charts.map((c) => c.id)).toContain('cases-by-legal-basis')
    const basis = data.charts.find((c) => c.id === 'cases-by-legal-basis')!
    expect(basis.bars[0]).toMatchObject({ label: 'Art. 101 TFEU' })
    expect(basis.bars[0]!.href).toMatch(/^\/search\?/)
    expect(basis.downloads.map((d) => d.href)).toEqual([
      '/smartcharts/download?product=competition&chart=cases-by-legal-basis&format=csv',
      '/smartcharts/download?product=competition&chart=cases-by-legal-basis&format=excel',
    ])
  })

  test('without a product: the edition’s first; another edition’s or an unknown one: not found', async () => {
    expect(await thrown(() => loader(args('KIPL', '/smartcharts')))).toEqual({
      status: 302,
      location: '/smartcharts?product=ip',
    })
    const ip = await loader(args('KIPL', '/smartcharts?product=ip'))
    expect(ip.others).toEqual([
      { title: 'Smart Charts: EPC & PCT Procedure', href: '/smartcharts?product=epc-pct' },
    ])
    expect(
      (await thrown(() => loader(args('KIPL', '/smartcharts?product=competition')))).status,
    ).toBe(404)
    expect((await thrown(() => loader(args('KCL', '/smartcharts?product=%3Cx%3E')))).status).toBe(
      404,
    )
  })

  test('a product code longer than any is a 400 with a message, not a thrown validation error', async () => {
    const path = `/smartcharts?product=${'x'.repeat(50)}`
    expect((await thrown(() => loader(args('KCL', path)))).status).toBe(400)
  })
})

describe('/smartcharts/download', () => {
  test('a chart as CSV and as Excel, named after the chart', async () => {
    const csv = (await downloadLoader(
      args('KIPL', '/smartcharts/download?product=ip&chart=judgments-by-year&format=csv'),
    )) as Response
    expect(csv.status).toBe(200)
    expect(csv.headers.get('Content-Type')).toBe('text/csv; charset=utf-8')
    expect(csv.headers.get('Content-Disposition')).toContain(
      'Court-of-Justice-judgments-by-year.csv',
    )
    const text = await csv.text()
    expect(text).toContain('Year,Judgments,Search')
    expect(text).toMatch(/\r\n2017,\d+,http:\/\/kipl\.localhost\/search\?/)

    const xlsx = (await downloadLoader(
      args('KIPL', '/smartcharts/download?product=ip&chart=judgments-by-year&format=excel'),
    )) as Response
    expect(xlsx.headers.get('Content-Type')).toContain('spreadsheetml')
  })

  test('a wrong parameter is a 400 naming it; a chart the edition has not is not found', async () => {
    const bad = (await downloadLoader(
      args('KCL', '/smartcharts/download?product=competition&chart=cases-by-year&format=pdf'),
    )) as Response
    expect(bad.status).toBe(400)
    expect(await bad.text()).toBe('format must be csv or excel')
    const missing = (await downloadLoader(
      args('KCL', '/smartcharts/download?product=competition&format=csv'),
    )) as Response
    expect(missing.status).toBe(400)
    expect(await missing.text()).toBe('chart is required')
    const elsewhere = (await downloadLoader(
      args('KCL', '/smartcharts/download?product=ip&chart=judgments-by-year&format=csv'),
    )) as Response
    expect(elsewhere.status).toBe(404)
  })
})
