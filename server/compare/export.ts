// A comparison grid as a file: Excel (one row per topic, one column per jurisdiction, and a sheet
// of the jurisdictions' contributors and review dates) or PDF (each topic with every
// jurisdiction's answer and its sources), written with the libraries the downloads use. A grid is
// a few pages of text, so it is written on the request's thread.
import ExcelJS from 'exceljs'
import PDFDocument from 'pdfkit'
import { fileStem } from '#server/downloads/file-name.ts'
import { formatDay } from '#sites/dates.ts'
import { winAnsi } from '#server/downloads/pdf.ts'
import { type CompareResult, describeCells, type TopicAnswer } from './types.ts'

export const GRID_FORMATS = ['excel', 'pdf'] as const
export type GridFormat = (typeof GRID_FORMATS)[number]

export type GridFile = { fileName: string; contentType: string; body: Uint8Array }

export type GridContext = {
  siteName: string
  /** Scheme and host, for the sources' addresses. */
  origin: string
  generatedAt: Date
}

const SAMPLE = 'Sample content'
const NO_ANSWER = 'No answer held.'

function answerOf(result: CompareResult, documentId: string, topicId: string) {
  return result.documents
    .find((d) => d.documentId === documentId)
    ?.topicHtml.find((a) => a.topicId === topicId)
}

function answerText(answer: TopicAnswer | undefined, origin: string): string {
  if (!answer) return NO_ANSWER
  const sources = answer.sources.map((s) => `${s.title}: ${new URL(s.url, origin).href}`)
  return [
    ...(answer.sample ? [`[${SAMPLE}]`] : []),
    ...answer.paragraphs,
    ...(sources.length ? ['Sources:', ...sources] : []),
  ].join('\n')
}

function topicLabel(topic: CompareResult['topics'][number]) {
  return [...topic.parentTitles, topic.title].join(' › ')
}

// Excel refuses control characters and cells over 32,767 characters; a leading = + - @ would be
// read as a formula.
function cell(text: string): string {
  const clean = text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '').slice(0, 32_000)
  return /^[=+\-@]/.test(clean) ? `'${clean}` : clean
}

async function excel(result: CompareResult, ctx: GridContext): Promise<Uint8Array> {
  const book = new ExcelJS.Workbook()
  book.creator = ctx.siteName
  book.title = result.publicationTitle
  book.created = ctx.generatedAt
  const sheet = book.addWorksheet('Comparison', {
    views: [{ state: 'frozen', xSplit: 1, ySplit: 1 }],
  })
  sheet.columns = [
    { header: 'Topic', key: 'topic', width: 36 },
    ...result.jurisdictions.map((j) => ({ header: cell(j.name), key: j.documentId, width: 60 })),
  ]
  for (const topic of result.topics) {
    const row = sheet.addRow({
      topic: cell(topicLabel(topic)),
      ...Object.fromEntries(
        result.jurisdictions.map((j) => [
          j.documentId,
          cell(answerText(answerOf(result, j.documentId, topic.id), ctx.origin)),
        ]),
      ),
    })
    row.alignment = { vertical: 'top', wrapText: true }
  }
  const header = sheet.getRow(1)
  header.font = { bold: true }
  header.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFF5F6F7' } }

  const about = book.addWorksheet(
    result.jurisdictionOrOrganizationTitle === 'Institution' ? 'Institutions' : 'Jurisdictions',
  )
  about.columns = [
    { header: result.jurisdictionOrOrganizationTitle, key: 'name', width: 28 },
    { header: 'Answers', key: 'status', width: 18 },
    { header: 'Sources', key: 'sources', width: 40 },
    { header: 'Contributors', key: 'contributors', width: 36 },
    { header: 'Last reviewed', key: 'reviewed', width: 14 },
    { header: 'Address', key: 'url', width: 50 },
  ]
  for (const j of result.jurisdictions) {
    const doc = result.documents.find((d) => d.documentId === j.documentId)
    about.addRow({
      name: cell(j.name),
      status: doc?.status ?? '',
      sources: cell(doc?.sourceDetails ?? ''),
      contributors: cell(j.contributors.map((c) => c.name).join(', ')),
      reviewed: formatDay(j.lastReviewDate),
      url: j.url ? new URL(j.url, ctx.origin).href : '',
    })
  }
  about.getRow(1).font = { bold: true }
  const info = book.addWorksheet('About')
  info.columns = [
    { header: '', key: 'label', width: 22 },
    { header: '', key: 'value', width: 80 },
  ]
  info.addRows([
    { label: 'Product', value: ctx.siteName },
    { label: 'Comparison', value: cell(result.publicationTitle) },
    { label: 'Downloaded', value: formatDay(ctx.generatedAt) },
  ])
  info.getColumn('label').font = { bold: true }
  return new Uint8Array(await book.xlsx.writeBuffer())
}

const MARGIN = 56
const INK = '#1d1d1f'
const MUTED = '#575a5e'

async function pdf(result: CompareResult, ctx: GridContext): Promise<Uint8Array> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    bufferPages: true,
    displayTitle: true,
    lang: 'en',
    info: {
      Title: winAnsi(result.publicationTitle),
      Author: winAnsi(ctx.siteName),
      Creator: winAnsi(ctx.siteName),
      CreationDate: ctx.generatedAt,
    },
  })
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve)
    doc.on('error', reject)
  })
  const width = () => doc.page.width - MARGIN * 2
  doc.font('Times-Bold').fontSize(18).fillColor(INK).text(winAnsi(result.publicationTitle))
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor(MUTED)
    .text(
      winAnsi(
        `${result.jurisdictions.map((j) => j.name).join(', ')} · downloaded ${formatDay(ctx.generatedAt)}`,
      ),
    )
    .text(winAnsi(describeCells(result.cells)))
  for (const j of result.jurisdictions) {
    const meta = [
      j.contributors.length
        ? `Contributors: ${j.contributors.map((c) => c.name).join(', ')}`
        : null,
      j.lastReviewDate ? `last reviewed ${formatDay(j.lastReviewDate)}` : null,
    ].filter(Boolean)
    if (meta.length) doc.text(winAnsi(`${j.name}: ${meta.join(', ')}`))
  }
  for (const topic of result.topics) {
    doc.moveDown(1)
    if (doc.y > doc.page.height - MARGIN - 80) doc.addPage()
    doc
      .font('Helvetica-Bold')
      .fontSize(13)
      .fillColor(INK)
      .text(winAnsi(topicLabel(topic)), { width: width() })
    for (const j of result.jurisdictions) {
      const answer = answerOf(result, j.documentId, topic.id)
      doc.moveDown(0.4)
      doc
        .font('Helvetica-Bold')
        .fontSize(10.5)
        .fillColor(INK)
        .text(winAnsi(answer?.sample ? `${j.name} (${SAMPLE})` : j.name), { width: width() })
      doc.font('Times-Roman').fontSize(10.5).fillColor(INK)
      for (const p of answer?.paragraphs ?? [NO_ANSWER]) {
        doc.text(winAnsi(p), { width: width(), paragraphGap: 3 })
      }
      for (const s of answer?.sources ?? []) {
        const href = new URL(s.url, ctx.origin).href
        doc
          .font('Helvetica')
          .fontSize(8.5)
          .fillColor(MUTED)
          .text(winAnsi(`Source: ${s.title}`), {
            width: width(),
            link: href,
          })
      }
    }
  }
  const range = doc.bufferedPageRange()
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i)
    const bottom = doc.page.margins.bottom
    doc.page.margins.bottom = 0
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor(MUTED)
      .text(
        `${winAnsi(ctx.siteName)} · Page ${i + 1} of ${range.count}`,
        MARGIN,
        doc.page.height - MARGIN / 2 - 6,
        {
          width: width(),
          align: 'right',
          lineBreak: false,
        },
      )
    doc.page.margins.bottom = bottom
  }
  doc.end()
  await done
  return new Uint8Array(Buffer.concat(chunks))
}

export async function gridFile(
  result: CompareResult,
  format: GridFormat,
  ctx: GridContext,
): Promise<GridFile> {
  const stem = `${fileStem(result.publicationTitle)}-${ctx.generatedAt.toISOString().slice(0, 10)}`
  return format === 'excel'
    ? {
        fileName: `${stem}.xlsx`,
        contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        body: await excel(result, ctx),
      }
    : { fileName: `${stem}.pdf`, contentType: 'application/pdf', body: await pdf(result, ctx) }
}
