// Documents → PDF (pdfkit). Each document starts on a new page with its title, its details and
// its address in the portal, then the body; every page carries the edition, the title and
// "Page n of m"; the PDF outline (bookmarks) lists the documents and their headings.
import PDFDocument from 'pdfkit'
import { formatDate } from './metadata.ts'
import type { ExportContext, ExportDocument } from './types.ts'

const MARGIN = 64
const INK = '#1d1d1f'
const MUTED = '#575a5e'
const RULE = '#d4d6d9'

export async function renderPdf(docs: ExportDocument[], ctx: ExportContext): Promise<Uint8Array> {
  const title = docs.length === 1 ? docs[0].title : `${docs.length} documents`
  const pdf = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    bufferPages: true,
    autoFirstPage: false,
    displayTitle: true,
    lang: 'en',
    info: {
      Title: winAnsi(title),
      Author: winAnsi(ctx.siteName),
      Subject: ctx.searchTerm ? winAnsi(`Search: ${ctx.searchTerm}`) : 'Legal research',
      Creator: winAnsi(ctx.siteName),
      CreationDate: ctx.generatedAt,
    },
  })
  const chunks: Buffer[] = []
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<void>((resolve, reject) => {
    pdf.on('end', resolve)
    pdf.on('error', reject)
  })

  const width = () => pdf.page.width - MARGIN * 2
  for (const doc of docs) {
    pdf.addPage()
    const bookmark = pdf.outline.addItem(winAnsi(doc.title))
    pdf.font('Times-Bold').fontSize(18).fillColor(INK).text(winAnsi(doc.title), { width: width() })
    pdf.moveDown(0.3)
    pdf
      .font('Helvetica')
      .fontSize(9)
      .fillColor(MUTED)
      .text(winAnsi(doc.url), { width: width(), link: doc.url, underline: false })
    pdf.moveDown(0.8)
    for (const field of doc.fields) {
      pdf
        .font('Helvetica-Bold')
        .fontSize(9.5)
        .fillColor(INK)
        .text(`${winAnsi(field.label)}: `, { continued: true, width: width() })
        .font('Helvetica')
        .text(winAnsi(field.value))
      pdf.moveDown(0.15)
    }
    pdf.moveDown(0.6)
    rule(pdf)
    pdf.moveDown(0.8)
    for (const block of doc.blocks) {
      const text = winAnsi(block.text)
      if (block.kind === 'paragraph') {
        pdf.font('Times-Roman').fontSize(11).fillColor(INK)
        pdf.text(text, { width: width(), paragraphGap: 5, lineGap: 1.5 })
        continue
      }
      if (pdf.y > pdf.page.height - MARGIN - 60) pdf.addPage()
      pdf.moveDown(0.5)
      if (block.kind === 'heading') bookmark.addItem(text)
      pdf
        .font('Helvetica-Bold')
        .fontSize(block.kind === 'heading' ? 13 : 11)
        .fillColor(INK)
        .text(text, { width: width(), paragraphGap: 4 })
    }
    pdf.moveDown(1)
    rule(pdf)
    pdf.moveDown(0.5)
    pdf
      .font('Helvetica')
      .fontSize(8)
      .fillColor(MUTED)
      .text(winAnsi(doc.provenance), { width: width() })
  }

  const range = pdf.bufferedPageRange()
  const generated = `Downloaded ${formatDate(ctx.generatedAt.toISOString().slice(0, 10))}`
  for (let i = 0; i < range.count; i++) {
    pdf.switchToPage(range.start + i)
    const bottom = pdf.page.margins.bottom
    pdf.page.margins.bottom = 0
    const y = pdf.page.height - MARGIN / 2 - 6
    pdf.font('Helvetica').fontSize(8).fillColor(MUTED)
    pdf.text(winAnsi(`${ctx.siteName} · ${generated}`), MARGIN, y, {
      width: width() - 80,
      lineBreak: false,
      ellipsis: true,
    })
    pdf.text(`Page ${i + 1} of ${range.count}`, MARGIN, y, {
      width: width(),
      align: 'right',
      lineBreak: false,
    })
    pdf.page.margins.bottom = bottom
  }
  pdf.end()
  await done
  return new Uint8Array(Buffer.concat(chunks))
}

function rule(pdf: PDFKit.PDFDocument) {
  pdf
    .moveTo(MARGIN, pdf.y)
    .lineTo(pdf.page.width - MARGIN, pdf.y)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke()
}

// The standard PDF fonts encode WinAnsi (Latin-1 plus typographic punctuation). Other letters
// lose their accents where they have one; anything else becomes '?', never garbage.
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ')

export function winAnsi(text: string): string {
  let out = ''
  for (const ch of text.replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, ' ')) {
    const code = ch.codePointAt(0) ?? 0
    if (code === 0x0a || (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff)) {
      out += ch
    } else if (WIN_ANSI_EXTRA.has(ch)) {
      out += ch
    } else if (ch === '\u2212' || ch === '\u2010' || ch === '\u2011') {
      out += '-'
    } else {
      const base = ch.normalize('NFKD').replace(/[\u0300-\u036f]/g, '')
      out += base && [...base].every((c) => (c.codePointAt(0) ?? 0) < 0x100) ? base : '?'
    }
  }
  return out
}
