import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { loader as apiDocument } from '#app/routes/api/templates/get-templates-and-examples-document.ts'
import { loader as apiList } from '#app/routes/api/templates/get-templates-and-examples.ts'
import { apiCaller } from '#test/helpers/api-call.ts'
import { routeArgs } from '#test/helpers/route-args.ts'
import { createTestServices } from '#test/helpers/test-services.ts'
import { loader as documentLoader } from './document.tsx'
import { loader as fileLoader } from './file.ts'
import { loader as listLoader } from './list.tsx'

let services: Awaited<ReturnType<typeof createTestServices>>

beforeAll(async () => {
  services = await createTestServices()
})
afterAll(() => services.cleanup())

const origin = 'http://ka.localhost'
const args = (path: string, params: Record<string, string> = {}) =>
  routeArgs(services, `${origin}${path}`, { params }) as never
const call = apiCaller(() => services, origin, { site: 'KA' })

/** What a loader threw: a redirect's Location, or a status. */
async function thrown(run: () => Promise<unknown>) {
  try {
    await run()
  } catch (e) {
    if (e instanceof Response) return e.status
    return (e as { init?: ResponseInit }).init?.status
  }
  throw new Error('The loader did not throw')
}

describe('/templates-and-examples', () => {
  test('institutions in order, the first chosen, its first topic open and the others collapsed', async () => {
    const data = await listLoader(args('/templates-and-examples'))
    expect(data.institutions.map((i) => i.name)).toEqual([
      'ICSID',
      'New York Convention',
      'UNCITRAL',
    ])
    expect(data.selected?.name).toBe('ICSID')
    const topics = data.selected!.topics
    expect(topics.map((t) => [t.title, t.collapsed])).toEqual([
      ['Model clauses', false],
      ['Procedural orders', true],
    ])
    // the collection's procedural orders of ICSID cases are the examples, after the template
    const orders = topics[1]!.documents
    expect(orders[0]).toMatchObject({ id: 'SAMPLE-KA-template-002', sample: true })
    const real = orders.filter((d) => !d.sample)
    expect(real.length).toBe(6)
    expect(real.every((d) => /Procedural Order/.test(d.title))).toBe(true)
  })

  test('another institution by its id; an unknown one is not found', async () => {
    const data = await listLoader(args('/templates-and-examples?institution=uncitral'))
    expect(data.selected?.name).toBe('UNCITRAL')
    expect(data.selected!.topics.map((t) => t.title)).toEqual([
      'Model clauses',
      'Appointment of arbitrators',
      'Procedural orders',
    ])
    expect(await thrown(() => listLoader(args('/templates-and-examples?institution=nope')))).toBe(
      404,
    )
  })

  test('an institution longer than any is a 400 with a message, not a thrown validation error', async () => {
    const path = `/templates-and-examples?institution=${'x'.repeat(101)}`
    expect(await thrown(() => listLoader(args(path)))).toBe(400)
  })
})

describe('/templates-and-examples/{documentId}', () => {
  test('an editorial template: sample, its text, guidance, files and related corpus documents', async () => {
    const { doc } = await documentLoader(
      args('/templates-and-examples/SAMPLE-KA-template-005', {
        documentId: 'SAMPLE-KA-template-005',
      }),
    )
    expect(doc.sample).toBe(true)
    expect(doc.paragraphs.length).toBeGreaterThan(0)
    expect(doc.guidance.sample).toBe(true)
    expect(doc.files.map((f) => [f.fileName, f.extension, f.orderInList])).toEqual([
      ['Application-for-recognition-and-enforcement-of-a-foreign-arbitral-award.docx', 'docx', 1],
      ['Application-for-recognition-and-enforcement-of-a-foreign-arbitral-award.pdf', 'pdf', 2],
    ])
    expect(doc.related).toEqual([
      {
        documentTitle: 'Convention on the Recognition and Enforcement of Foreign Arbitral Awards',
        link: '/document/BWBV0005176',
        category: 'Conventions',
      },
    ])
  })

  test('a real example: its tribunal as contributors, its document as files, its case related', async () => {
    const { doc } = await documentLoader(
      args('/templates-and-examples/isds-0b4c2db137f0', { documentId: 'isds-0b4c2db137f0' }),
    )
    expect(doc.sample).toBe(false)
    expect(doc.contributors.map((c) => c.fullName)).toContain('Christopher Greenwood (President)')
    expect(doc.lastUpdated).toBe('2018-12-11')
    expect(doc.files.map((f) => f.url)).toEqual([
      '/document/isds-0b4c2db137f0/download/pdf',
      '/document/isds-0b4c2db137f0/download/word',
    ])
    expect(doc.related.map((r) => r.category)).toEqual(['Full text', 'Case', 'Search'])
    expect(doc.guidance).toMatchObject({ sample: true })
  })

  test('a document that is no template or example, or a malformed id, is not found', async () => {
    for (const id of ['BWBV0005176', 'nothing-here', '..%2F']) {
      expect(
        await thrown(() =>
          documentLoader(args(`/templates-and-examples/${id}`, { documentId: id })),
        ),
      ).toBe(404)
    }
  })

  test("a template's files download as Word and PDF; an unknown file is not found", async () => {
    const name = 'Consent-to-ICSID-arbitration-in-an-investment-contract'
    const word = (await fileLoader(
      args(`/templates-and-examples/SAMPLE-KA-template-001/files/${name}.docx`, {
        documentId: 'SAMPLE-KA-template-001',
        fileName: `${name}.docx`,
      }),
    )) as Response
    expect(word.status).toBe(200)
    expect(word.headers.get('Content-Disposition')).toContain(`${name}.docx`)
    const bytes = new Uint8Array(await word.arrayBuffer())
    expect(String.fromCharCode(bytes[0]!, bytes[1]!)).toBe('PK') // a zip: an Office file
    const pdf = (await fileLoader(
      args(`/templates-and-examples/SAMPLE-KA-template-001/files/${name}.pdf`, {
        documentId: 'SAMPLE-KA-template-001',
        fileName: `${name}.pdf`,
      }),
    )) as Response
    expect(new TextDecoder().decode((await pdf.arrayBuffer()).slice(0, 5))).toBe('%PDF-')
    const missing = (await fileLoader(
      args('/templates-and-examples/SAMPLE-KA-template-001/files/other.exe', {
        documentId: 'SAMPLE-KA-template-001',
        fileName: 'other.exe',
      }),
    )) as Response
    expect(missing.status).toBe(404)
  })
})

describe('TemplatesAndExamples API', () => {
  test('GetTemplatesAndExamples answers the institutions with topics and documents', async () => {
    const { status, body } = await call(
      apiList,
      '/apiv2/TemplatesAndExamples/GetTemplatesAndExamples',
    )
    expect(status).toBe(200)
    const b = body as { institutions: { documentId: string; topics: { collapsed: boolean }[] }[] }
    expect(b.institutions[0]!.documentId).toBe('icsid')
    expect(b.institutions[0]!.topics[0]!.collapsed).toBe(false)
  })

  test('GetTemplatesAndExamplesDocument answers one document; a bad or unknown id is 400 or 404', async () => {
    const path = '/apiv2/TemplatesAndExamples/GetTemplatesAndExamplesDocument/'
    const ok = await call(apiDocument, `${path}SAMPLE-KA-template-003`, {
      params: { id: 'SAMPLE-KA-template-003' },
    })
    expect(ok.status).toBe(200)
    expect(ok.body).toMatchObject({
      title: 'Arbitration clause for contracts under the UNCITRAL Arbitration Rules',
      sample: true,
      guidanceContent: { sample: true },
    })
    expect((ok.body as { relatedContent: unknown[] }).relatedContent.length).toBe(2)
    const bad = await call(apiDocument, `${path}%3Cx%3E`, { params: { id: '<x>' } })
    expect(bad.status).toBe(400)
    const unknown = await call(apiDocument, `${path}nothing`, { params: { id: 'nothing' } })
    expect(unknown.status).toBe(404)
  })
})
