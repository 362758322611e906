// A result list → Excel (xlsx): one row per document with its metadata and a link to it, a frozen
// header row with filters, and a second sheet saying what the file is.
import ExcelJS from 'exceljs'
import { formatDate } from './metadata.ts'
import type { ExportContext, ExportRow } from './types.ts'

const COLUMNS: { header: string; key: keyof ExportRow; width: number }[] = [
  { header: 'Title', key: 'title', width: 60 },
  { header: 'Document type', key: 'type', width: 18 },
  { header: 'Date', key: 'date', width: 12 },
  { header: 'Source', key: 'source', width: 30 },
  { header: 'Jurisdictions', key: 'jurisdictions', width: 22 },
  { header: 'Court / institution', key: 'courtOrInstitution', width: 24 },
  { header: 'Parties', key: 'parties', width: 40 },
  { header: 'Case numbers', key: 'caseNumbers', width: 24 },
  { header: 'Authors', key: 'authors', width: 24 },
  { header: 'Keywords', key: 'keywords', width: 30 },
  { header: 'AI Assistant available', key: 'aiAvailable', width: 12 },
  { header: 'Address', key: 'url', width: 50 },
  { header: 'Document id', key: 'id', width: 24 },
]

export async function renderExcel(rows: ExportRow[], ctx: ExportContext): Promise<Uint8Array> {
  const book = new ExcelJS.Workbook()
  book.creator = ctx.siteName
  book.title = 'Search results'
  book.created = ctx.generatedAt

  const sheet = book.addWorksheet('Results', { views: [{ state: 'frozen', ySplit: 1 }] })
  sheet.columns = COLUMNS.map((c) => ({ header: c.header, key: c.key, width: c.width }))
  for (const row of rows) {
    const added = sheet.addRow({
      ...row,
      title: { text: cell(row.title), hyperlink: row.url },
      date: row.date ? new Date(`${row.date}T00:00:00Z`) : '',
      aiAvailable: row.aiAvailable ? 'Yes' : 'No',
      ...Object.fromEntries(
        (
          [
            'source',
            'jurisdictions',
            'courtOrInstitution',
            'parties',
            'caseNumbers',
            'authors',
            'keywords',
          ] as const
        ).map((k) => [k, cell(row[k])]),
      ),
    })
    added.getCell('title').font = { color: { argb: 'FF005A8F' }, underline: true }
    added.alignment = { vertical: 'top', wrapText: true }
  }
  sheet.getColumn('date').numFmt = 'dd mmm yyyy'
  const header = sheet.getRow(1)
  header.font = { bold: true }
  header.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFF5F6F7' } }
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: COLUMNS.length } }

  const about = book.addWorksheet('About')
  about.columns = [
    { header: '', key: 'label', width: 22 },
    { header: '', key: 'value', width: 80 },
  ]
  about.addRows([
    { label: 'Product', value: ctx.siteName },
    { label: 'Downloaded', value: formatDate(ctx.generatedAt.toISOString().slice(0, 10)) },
    ...(ctx.searchTerm ? [{ label: 'Search', value: cell(ctx.searchTerm) }] : []),
    { label: 'Documents', value: rows.length },
  ])
  about.getColumn('label').font = { bold: true }

  return new Uint8Array(await book.xlsx.writeBuffer())
}

// Excel refuses control characters and cells over 32,767 characters; a leading = + - @ would be
// read as a formula by some spreadsheet programs when the file is re-saved as CSV.
function cell(text: string): string {
  const clean = text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '').slice(0, 32_000)
  return /^[=+\-@]/.test(clean) ? `'${clean}` : clean
}
