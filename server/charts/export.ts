// A chart's data as a file: CSV (RFC 4180, with a byte-order mark so spreadsheet programs read
// UTF-8) or Excel (xlsx, each label a link to its search). Bars keep their order on the chart.
import ExcelJS from 'exceljs'
import type { DownloadFile } from '#server/downloads/types.ts'
import { fileStem } from '#server/downloads/file-name.ts'
import type { ChartFormat } from '#sites/tools/smart-charts.ts'
import type { Chart } from './service.ts'

/** `origin` makes the search links absolute (a file is read away from the site). */
export async function chartFile(
  chart: Chart,
  format: ChartFormat,
  origin: string,
): Promise<DownloadFile> {
  const stem = fileStem(chart.title)
  const header = [chart.kind === 'year' ? 'Year' : 'Value', capitalise(chart.unit), 'Search']
  const rows = chart.bars.map((b) => [b.label, b.count, origin + b.href] as const)
  if (format === 'csv') {
    const lines = [header, ...rows].map((r) => r.map((v) => csvField(String(v))).join(','))
    const body = new TextEncoder().encode(`\uFEFF${lines.join('\r\n')}\r\n`)
    return { fileName: `${stem}.csv`, contentType: 'text/csv; charset=utf-8', body }
  }
  const book = new ExcelJS.Workbook()
  book.title = chart.title
  const sheet = book.addWorksheet('Chart', { views: [{ state: 'frozen', ySplit: 1 }] })
  sheet.columns = [
    { header: header[0], key: 'label', width: 48 },
    { header: header[1], key: 'count', width: 12 },
    { header: header[2], key: 'url', width: 80 },
  ]
  for (const [label, count, url] of rows) {
    const row = sheet.addRow({ label: { text: label, hyperlink: url }, count, url })
    row.getCell('label').font = { color: { argb: 'FF005A8F' }, underline: true }
  }
  sheet.getRow(1).font = { bold: true }
  const about = book.addWorksheet('About')
  about.addRows([[chart.title], [chart.description], ['All documents', chart.total]])
  const body = new Uint8Array(await book.xlsx.writeBuffer())
  return {
    fileName: `${stem}.xlsx`,
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    body,
  }
}

function capitalise(s: string) {
  return s.charAt(0).toUpperCase() + s.slice(1)
}

/** A CSV field; one starting with a formula character is prefixed so no program runs it. */
function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}
