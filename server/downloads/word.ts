// Documents → Word (docx). The same layout as the PDF: title, address, details, body, source;
// real heading styles (so Word's navigation pane and table of contents work) and page numbers.
import {
  AlignmentType,
  Document,
  ExternalHyperlink,
  Footer,
  HeadingLevel,
  Packer,
  PageNumber,
  Paragraph,
  TextRun,
} from 'docx'
import { formatDate } from './metadata.ts'
import type { ExportContext, ExportDocument } from './types.ts'

export async function renderWord(docs: ExportDocument[], ctx: ExportContext): Promise<Uint8Array> {
  const title = docs.length === 1 ? docs[0].title : `${docs.length} documents`
  const children: Paragraph[] = []
  docs.forEach((doc, i) => {
    children.push(
      new Paragraph({
        heading: HeadingLevel.TITLE,
        pageBreakBefore: i > 0,
        children: [new TextRun(xml(doc.title))],
      }),
      new Paragraph({
        spacing: { after: 200 },
        children: [
          new ExternalHyperlink({
            link: doc.url,
            children: [new TextRun({ text: xml(doc.url), style: 'Hyperlink', size: 18 })],
          }),
        ],
      }),
      ...doc.fields.map(
        (f) =>
          new Paragraph({
            spacing: { after: 40 },
            children: [
              new TextRun({ text: `${xml(f.label)}: `, bold: true, size: 20 }),
              new TextRun({ text: xml(f.value), size: 20 }),
            ],
          }),
      ),
      new Paragraph({ text: '', spacing: { after: 200 } }),
    )
    for (const block of doc.blocks) {
      if (block.kind === 'paragraph') {
        children.push(
          new Paragraph({ spacing: { after: 120 }, children: [new TextRun(xml(block.text))] }),
        )
      } else {
        children.push(
          new Paragraph({
            heading: block.kind === 'heading' ? HeadingLevel.HEADING_1 : HeadingLevel.HEADING_2,
            children: [new TextRun(xml(block.text))],
          }),
        )
      }
    }
    children.push(
      new Paragraph({
        spacing: { before: 240 },
        children: [new TextRun({ text: xml(doc.provenance), size: 16, color: '575A5E' })],
      }),
    )
  })

  const generated = formatDate(ctx.generatedAt.toISOString().slice(0, 10))
  const document = new Document({
    creator: xml(ctx.siteName),
    title: xml(title),
    description: ctx.searchTerm ? xml(`Search: ${ctx.searchTerm}`) : 'Legal research',
    styles: {
      default: {
        document: { run: { font: 'Georgia', size: 22 } },
        heading1: { run: { font: 'Arial', size: 28, bold: true } },
        heading2: { run: { font: 'Arial', size: 24, bold: true } },
        title: { run: { font: 'Georgia', size: 40, bold: true } },
      },
    },
    sections: [
      {
        footers: {
          default: new Footer({
            children: [
              new Paragraph({
                alignment: AlignmentType.RIGHT,
                children: [
                  new TextRun({
                    size: 16,
                    color: '575A5E',
                    children: [
                      xml(`${ctx.siteName} · Downloaded ${generated} · Page `),
                      PageNumber.CURRENT,
                      ' of ',
                      PageNumber.TOTAL_PAGES,
                    ],
                  }),
                ],
              }),
            ],
          }),
        },
        children,
      },
    ],
  })
  return new Uint8Array(await Packer.toBuffer(document))
}

/** Characters XML 1.0 cannot carry (control characters from OCR) are dropped. */
function xml(text: string): string {
  return text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
}
