import ExcelJS from 'exceljs'
import JSZip from 'jszip'
import { PDFParse } from 'pdf-parse'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isNotFoundError } from '#server/errors.ts'
import type { SearchBackend } from '#server/search/engine.ts'
import { openFts5Backend } from '#server/content-index/host.ts'
import { buildTempIndex, type TempIndex } from '#test/helpers/search-index.ts'
import { htmlToBlocks } from './blocks.ts'
import { contentDisposition, fileStem } from './file-name.ts'
import { winAnsi } from './pdf.ts'
import { stopRenderWorker } from './render-pool.ts'
import { createDownload, DOWNLOAD_LIMITS, isInvalidDownloadError } from './service.ts'

const FIXTURE = new URL('../../test/fixtures/reading/documents.jsonl', import.meta.url).pathname
const base = { edition: 'KA' as const, siteName: 'Arbitration', origin: 'http://ka.localhost' }
const now = new Date('2026-03-04T10:00:00Z')

let index: TempIndex
let backend: SearchBackend
beforeAll(() => {
  index = buildTempIndex(FIXTURE)
  backend = openFts5Backend(index.path)
})
afterAll(async () => {
  await stopRenderWorker()
  await backend.close()
  index.cleanup()
})

async function pdfText(body: Uint8Array) {
  const parser = new PDFParse({ data: body })
  try {
    const text = await parser.getText()
    const info = await parser.getInfo()
    return { text: text.text, pages: text.total, title: info.info?.Title as string | undefined }
  } finally {
    await parser.destroy()
  }
}

async function docxXml(body: Uint8Array) {
  const zip = await JSZip.loadAsync(body)
  const xml = (await zip.file('word/document.xml')?.async('string')) ?? ''
  const core = (await zip.file('docProps/core.xml')?.async('string')) ?? ''
  const text = [...xml.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((m) => m[1]).join('')
  return { xml, core, text }
}

describe('PDF', () => {
  it('writes one document with its title, details, body, source and page numbers', async () => {
    const file = await createDownload(backend.content, {
      ...base,
      format: 'pdf',
      ids: ['award-omega'],
      now,
    })
    expect(file.contentType).toBe('application/pdf')
    expect(file.fileName).toBe('Omega-Holdings-v-Republic-of-Sigma-Award.pdf')
    expect(Buffer.from(file.body.subarray(0, 5)).toString()).toBe('%PDF-')
    const { text, pages, title } = await pdfText(file.body)
    expect(title).toBe('Omega Holdings v. Republic of Sigma, Award')
    expect(text).toContain('Omega Holdings v. Republic of Sigma, Award')
    expect(text).toContain('http://ka.localhost/document/award-omega')
    expect(text).toContain('Case number: ICSID Case No. ARB/10/7')
    expect(text).toMatch(/Tribunal: Ann Chair \(President\)/)
    expect(text).toContain('Merits: expropriation')
    expect(text).toContain('Paragraph 6.7')
    expect(text).toContain('Source: test-fixture')
    expect(pages).toBeGreaterThan(1)
    expect(text).toContain(`Page ${pages} of ${pages}`)
  })

  it('puts several documents in one file, each on its own pages', async () => {
    const file = await createDownload(backend.content, {
      ...base,
      format: 'pdf',
      ids: ['treaty-nyc-1', 'treaty-nyc-2-1'],
      now,
    })
    expect(file.fileName).toBe('documents-2-2026-03-04.pdf')
    const { text, title } = await pdfText(file.body)
    expect(title).toBe('2 documents')
    expect(text).toContain('Article I')
    expect(text).toContain('if the arbitration agreement is not valid')
  })
})

describe('Word', () => {
  it('writes a docx whose text and properties carry the document', async () => {
    const file = await createDownload(backend.content, {
      ...base,
      format: 'word',
      ids: ['award-omega'],
      now,
    })
    expect(file.fileName).toBe('Omega-Holdings-v-Republic-of-Sigma-Award.docx')
    expect(file.contentType).toContain('wordprocessingml')
    const { xml, core, text } = await docxXml(file.body)
    expect(core).toContain('<dc:title>Omega Holdings v. Republic of Sigma, Award</dc:title>')
    expect(text).toContain('Omega Holdings v. Republic of Sigma, Award')
    expect(text).toContain('ICSID Case No. ARB/10/7')
    expect(text).toContain('Merits: expropriation')
    expect(xml).toContain('w:val="Heading1"')
    expect(text).toContain('Source: test-fixture')
  })
})

describe('Excel', () => {
  it('lists the documents with their metadata and links', async () => {
    const file = await createDownload(backend.content, {
      ...base,
      format: 'excel',
      ids: ['award-omega', 'treaty-nyc-2-1'],
      searchTerm: 'expropriation',
      now,
    })
    expect(file.fileName).toBe('search-results-2026-03-04.xlsx')
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(Buffer.from(file.body) as unknown as ArrayBuffer)
    const sheet = book.getWorksheet('Results')!
    expect(sheet.getRow(1).getCell(1).value).toBe('Title')
    expect(sheet.rowCount).toBe(3)
    const title = sheet.getRow(2).getCell(1).value as { text: string; hyperlink: string }
    expect(title.text).toBe('Omega Holdings v. Republic of Sigma, Award')
    expect(title.hyperlink).toBe('http://ka.localhost/document/award-omega')
    const values = sheet.getRow(2).values as unknown[]
    expect(values).toContain('Awards')
    expect(values).toContain('Omega Holdings (Claimant); Republic of Sigma (Respondent)')
    expect(values).toContain('ICSID Case No. ARB/10/7')
    expect(sheet.getRow(3).values as unknown[]).toContain(
      'Convention on the Recognition and Enforcement of Foreign Arbitral Awards',
    )
    const about = book.getWorksheet('About')!
    expect(about.getColumn(2).values).toContain('expropriation')
    // Days as the portal's pages write them: a real date shown '04 Mar 2026', never ISO.
    const dated: ExcelJS.Cell[] = []
    sheet.getRow(2).eachCell((c) => {
      if (c.value instanceof Date) dated.push(c)
    })
    expect(dated.map((c) => c.numFmt)).toEqual(['dd mmm yyyy'])
    expect(about.getColumn(2).values).toContain('04 Mar 2026')
  })
})

describe('refusals', () => {
  it('refuses a document outside the edition as not found', async () => {
    const attempt = createDownload(backend.content, {
      ...base,
      format: 'pdf',
      ids: ['award-omega', 'cjeu-kcl-only'],
    })
    await expect(attempt).rejects.toSatisfy(isNotFoundError)
    await expect(
      createDownload(backend.content, {
        ...base,
        edition: 'KCL',
        format: 'excel',
        ids: ['cjeu-kcl-only'],
      }),
    ).resolves.toMatchObject({ fileName: 'Cartel-judgment-competition-edition-only.xlsx' })
  })

  it('refuses nothing chosen and too many documents', async () => {
    await expect(
      createDownload(backend.content, { ...base, format: 'pdf', ids: [' '] }),
    ).rejects.toSatisfy(isInvalidDownloadError)
    const ids = Array.from({ length: DOWNLOAD_LIMITS.word + 1 }, (_, i) => `doc-${i}`)
    await expect(
      createDownload(backend.content, { ...base, format: 'word', ids }),
    ).rejects.toSatisfy(isInvalidDownloadError)
  })
})

describe('select-all exclusions', () => {
  it('leaves out what the rule excludes and refuses when nothing is left', async () => {
    const exclude = (item: { url: string }) => item.url.includes('award')
    const file = await createDownload(backend.content, {
      ...base,
      format: 'pdf',
      ids: ['award-omega', 'treaty-nyc-1'],
      exclude,
      now,
    })
    expect(file.fileName).toBe('Article-I.pdf')
    await expect(
      createDownload(backend.content, { ...base, format: 'pdf', ids: ['award-omega'], exclude }),
    ).rejects.toSatisfy(isInvalidDownloadError)
  })
})

describe('helpers', () => {
  it('reads body HTML as blocks and drops scripts', () => {
    expect(
      htmlToBlocks(
        '<section id="s0"><h2>Facts &amp; law</h2><p>One <em>two</em></p><script>x()</script>' +
          '<h3>Sub</h3><table><tr><td>a</td><td>b</td></tr></table></section>',
      ),
    ).toEqual([
      { kind: 'heading', text: 'Facts & law' },
      { kind: 'paragraph', text: 'One two' },
      { kind: 'subheading', text: 'Sub' },
      { kind: 'paragraph', text: 'a b' },
    ])
  })

  it('keeps PDF text in the standard fonts’ encoding', () => {
    expect(winAnsi('Société “Ōmega” – Łódź 北京')).toBe('Société “Omega” – ?ódz ??')
  })

  it('names files safely', () => {
    expect(fileStem('Société Générale v. État: Award (2019)')).toBe(
      'Societe-Generale-v-Etat-Award-2019',
    )
    expect(contentDisposition('Société.pdf')).toBe(
      `attachment; filename="Soci_t_.pdf"; filename*=UTF-8''Soci%C3%A9t%C3%A9.pdf`,
    )
  })
})
