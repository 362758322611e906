import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import ExcelJS from 'exceljs'
import { CHART_PRODUCTS, chartProduct } from '#sites/tools/smart-charts.ts'
import { createTestServices } from '#test/helpers/test-services.ts'
import { chartFile } from './export.ts'
import { buildChart, buildCharts, type Chart } from './service.ts'

let services: Awaited<ReturnType<typeof createTestServices>>

beforeAll(async () => {
  services = await createTestServices()
})
afterAll(() => services.cleanup())

/** What the search a bar links to finds: its total must be the bar's count. */
async function hitsOf(href: string, edition: 'KA' | 'KIPL' | 'KCL') {
  const { parseSearchParams } = await import('#sites/search/search-params.ts')
  const { toSearchQuery } = await import('#sites/search/engine-query.ts')
  const url = new URL(href, 'http://x')
  const state = parseSearchParams(url.searchParams)
  const page = await services.search.search(
    { ...toSearchQuery(state), resultsPerPage: 1 },
    {
      edition,
    },
  )
  return page.totalHits
}

function chartOf(charts: Chart[], id: string) {
  const chart = charts.find((c) => c.id === id)
  if (!chart) throw new Error(`no chart ${id}`)
  return chart
}

describe('smart charts', () => {
  test('every chart of every product has bars on its edition', async () => {
    for (const product of CHART_PRODUCTS) {
      const charts = await buildCharts(services.search, product, product.edition)
      for (const chart of charts) {
        expect(chart.bars.length, `${product.code} ${chart.id}`).toBeGreaterThan(0)
        expect(chart.total, `${product.code} ${chart.id}`).toBeGreaterThan(0)
      }
    }
  })

  test('Commission cases by year: every year from the first to the last, each bar its search', async () => {
    const product = chartProduct('competition', 'KCL')!
    const charts = await buildCharts(services.search, product, 'KCL')
    const years = chartOf(charts, 'cases-by-year')
    const labels = years.bars.map((b) => Number(b.label))
    expect(labels).toEqual(labels.map((_, i) => labels[0]! + i))
    const busiest = [...years.bars].sort((a, b) => b.count - a.count)[0]!
    expect(busiest.href).toMatch(/datePeriod=0/)
    expect(await hitsOf(busiest.href, 'KCL')).toBe(busiest.count)
    // the dated cases are fewer than all cases (the register leaves some undated)
    const dated = years.bars.reduce((n, b) => n + b.count, 0)
    expect(dated).toBeLessThanOrEqual(years.total)
  })

  test('facet charts: the largest bar first, each bar the count of its search', async () => {
    const product = chartProduct('competition', 'KCL')!
    const basis = await buildChart(services.search, product.charts[1]!, 'KCL')
    expect(basis.bars[0]!.label).toBe('Art. 101 TFEU')
    const counts = basis.bars.map((b) => b.count)
    expect(counts).toEqual([...counts].sort((a, b) => b - a))
    for (const bar of basis.bars.slice(0, 3)) {
      expect(await hitsOf(bar.href, 'KCL')).toBe(bar.count)
    }
    const sector = chartOf(await buildCharts(services.search, product, 'KCL'), 'cases-by-sector')
    expect(sector.bars.every((b) => !b.label.includes('>'))).toBe(true)
  })

  test('a tree chart counts the children of its value; a terms chart one search per term', async () => {
    const ip = chartProduct('ip', 'KIPL')!
    const charts = await buildCharts(services.search, ip, 'KIPL')
    const subjects = chartOf(charts, 'judgments-by-subject')
    expect(subjects.bars.map((b) => b.label)).toContain('Trade marks')
    const marks = subjects.bars.find((b) => b.label === 'Trade marks')!
    expect(new URL(marks.href, 'http://x').searchParams.getAll('topic')).toEqual([
      'Intellectual property>Trade marks',
    ])
    expect(await hitsOf(marks.href, 'KIPL')).toBe(marks.count)

    const epc = await buildCharts(services.search, chartProduct('epc-pct', 'KIPL')!, 'KIPL')
    const steps = chartOf(epc, 'provisions-by-step')
    const opposition = steps.bars.find((b) => b.label === 'Opposition')!
    expect(opposition.count).toBeGreaterThan(0)
    expect(await hitsOf(opposition.href, 'KIPL')).toBe(opposition.count)
  })

  test('the IP charts count IP judgments, and their subjects cover the total', async () => {
    const ip = chartProduct('ip', 'KIPL')!
    const charts = await buildCharts(services.search, ip, 'KIPL')
    const subjects = chartOf(charts, 'judgments-by-subject')
    expect(subjects.total).toBe(chartOf(charts, 'judgments-by-year').total)
    // Each judgment counts in at least one subject bar: those judgments searched together are all.
    const every = new URL(subjects.href, 'http://x')
    every.searchParams.delete('topic')
    for (const bar of subjects.bars)
      for (const topic of new URL(bar.href, 'http://x').searchParams.getAll('topic'))
        every.searchParams.append('topic', topic)
    expect(await hitsOf(`${every.pathname}${every.search}`, 'KIPL')).toBe(subjects.total)
    // MEO (C-525/16), an abuse of dominance case, is no copyright judgment.
    const copyright = subjects.bars.find((b) => b.label === 'Copyright')!
    const meo = new URL(copyright.href, 'http://x')
    meo.searchParams.set('q', '"C-525/16"')
    expect(await hitsOf(`${meo.pathname}${meo.search}`, 'KIPL')).toBe(0)
    expect(await hitsOf('/search?q=%22C-525%2F16%22', 'KCL')).toBeGreaterThan(0)
  })

  test('a product belongs to its edition only', () => {
    expect(chartProduct('competition', 'KIPL')).toBeNull()
    expect(chartProduct('nonsense', 'KCL')).toBeNull()
  })

  test('the data downloads as CSV and as Excel, with the search of every bar', async () => {
    const product = chartProduct('ip', 'KIPL')!
    const chart = await buildChart(services.search, product.charts[5]!, 'KIPL')
    const csv = await chartFile(chart, 'csv', 'http://kipl.localhost')
    const text = new TextDecoder().decode(csv.body)
    expect(csv.fileName).toBe('Domain-name-decisions-by-provider.csv')
    const lines = text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    expect(lines[0]).toBe('Value,Decisions,Search')
    expect(lines).toHaveLength(chart.bars.length + 1)
    expect(lines[1]).toBe(
      `${chart.bars[0]!.label},${chart.bars[0]!.count},http://kipl.localhost${chart.bars[0]!.href}`,
    )
    const xlsx = await chartFile(chart, 'excel', 'http://kipl.localhost')
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(xlsx.body.buffer as ArrayBuffer)
    const sheet = book.getWorksheet('Chart')!
    expect(sheet.getRow(2).getCell(2).value).toBe(chart.bars[0]!.count)
    expect(sheet.rowCount).toBe(chart.bars.length + 1)
  })
})
