import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import * as getCase from '#app/routes/api/case/get-case.ts'
import * as getProceedingDocument from '#app/routes/api/case/get-proceeding-document.ts'
import * as getProceeding from '#app/routes/api/case/get-proceeding.ts'
import * as getToc from '#app/routes/api/case/get-toc.ts'
import * as ping from '#app/routes/api/service/ping.ts'
import { apiCaller } from '#test/helpers/api-call.ts'
import { viewerFor } from '#test/helpers/route-args.ts'
import { createTestServices } from '#test/helpers/test-services.ts'
import * as getDocument from './get-document.ts'
import * as getPublicationDetail from './get-publication-detail.ts'
import * as getSearchResults from './get-search-results.ts'

let services: Awaited<ReturnType<typeof createTestServices>>
beforeAll(async () => {
  services = await createTestServices()
})
afterAll(() => services.cleanup())

const ka = apiCaller(() => services, 'http://ka.localhost/apiv2', {
  viewer: () => undefined,
})
const kipl = apiCaller(() => services, 'http://kipl.localhost/apiv2', { site: 'KIPL' })
const CASE = 'case-accession-mezzanine-capital-lp-and-danubius-kereskedohaz-vag-b400fd'

describe('documents and publications (spec 001 §7.2)', () => {
  test('GetDocument: the document with its hits marked, its sections and the cited chunks', async () => {
    const found = await ka(
      getDocument.loader,
      '/document/GetDocument?id=isds-d680108477c9&searchTerm=tribunal&chunkIds=1,2',
    )
    expect(found.status).toBe(200)
    expect(getDocument.contract!.response.parse(found.body)).toMatchObject({
      id: 'isds-d680108477c9',
      siteId: 'KA',
      hasCasefiles: true,
      caseFile: `/document/case/${CASE}`,
    })
    expect(found.body.highlights).toBeGreaterThan(0)
    expect(found.body.content).toContain('<mark class="hit"')
    expect(found.body.chunks.map((c: { id: number }) => c.id)).toEqual([1, 2])
    // The case facts read from the text, each with the line that gives it (decision 240).
    expect(found.body.caseDate).toBe('2015-04-17')
    expect(found.body.caseFacts.dateOfDecision).toMatchObject({
      value: '2015-04-17',
      rule: 'dispatch',
      evidence: { text: 'Date of dispatch to the Parties: 17 April 2015' },
    })
    expect(found.body.caseFacts.documentType.label).toBe('Award (final)')
    expect(found.body.caseFacts.instrumentsInvoked.map((f: { label: string }) => f.label)).toEqual([
      'Hungary–United Kingdom BIT (1987)',
    ])
    expect(found.body.legislations).toEqual(['Hungary–United Kingdom BIT'])
  })

  test('GetDocument: no id is the spec’s message; unknown or another edition’s is a 404', async () => {
    const missing = await ka(getDocument.loader, '/document/GetDocument')
    expect(missing.status).toBe(400)
    expect(missing.body.errors.id).toBe("The parameter 'id' must be defined.")
    expect((await ka(getDocument.loader, '/document/GetDocument?id=nothing-here')).status).toBe(404)
    // An award is not part of the IP edition.
    expect(
      (await kipl(getDocument.loader, '/document/GetDocument?id=isds-d680108477c9')).status,
    ).toBe(404)
    const badChunk = await ka(
      getDocument.loader,
      '/document/GetDocument?id=isds-d680108477c9&chunkIds=x',
    )
    expect(Object.keys(badChunk.body.errors)).toEqual(['chunkIds'])
  })

  test('GetPublicationDetail: a chapter leads to its publication and table of contents', async () => {
    const book = await ka(
      getPublicationDetail.loader,
      '/document/GetPublicationDetail?documentId=BWBV0005176',
    )
    expect(book.status).toBe(200)
    const detail = getPublicationDetail.contract!.response.parse(book.body)
    expect(detail.bookTocId).toBe('BWBV0005176')
    expect(detail.tocNodes.length).toBeGreaterThan(3)
    const chapterId = detail.tocNodes.find((n) => n.docId)!.docId!
    const chapter = await ka(
      getPublicationDetail.loader,
      `/document/GetPublicationDetail?documentId=${chapterId}`,
    )
    expect(chapter.body.bookTocId).toBe('BWBV0005176')
    expect(chapter.body.label).toBeTruthy()
    expect(
      (
        await ka(
          getPublicationDetail.loader,
          '/document/GetPublicationDetail?documentId=isds-d680108477c9',
        )
      ).status,
    ).toBe(404)
  })

  test('GetSearchResults: searches the chosen chapters only; none chosen is no result', async () => {
    const url = '/Document/GetSearchResults?bookTocId=BWBV0005176&searchTerm=arbitral%20award'
    const all = await ka(getSearchResults.action, url, {
      method: 'POST',
      body: ['1', '2', '3', '4', '5', '6', '7'],
    })
    expect(all.status).toBe(200)
    expect(all.body.searchResults.length).toBeGreaterThan(0)
    expect(all.body.publicationTitle).toBe(
      'Convention on the Recognition and Enforcement of Foreign Arbitral Awards',
    )
    const none = await ka(getSearchResults.action, url, { method: 'POST', body: [] })
    expect(none.body.searchResults).toEqual([])
    const noTerm = await ka(
      getSearchResults.action,
      '/Document/GetSearchResults?bookTocId=BWBV0005176',
      { method: 'POST', body: [] },
    )
    expect(noTerm.body.errors.searchTerm).toBe("The parameter 'searchTerm' must be defined.")
    const notList = await ka(getSearchResults.action, url, {
      method: 'POST',
      body: { chapters: 1 },
    })
    expect(notList.status).toBe(400)
  })
})

describe('cases and proceedings (spec 001 §7.2)', () => {
  test('GetCase, GetToc and GetProceeding read the case as its page does', async () => {
    const viewer = await viewerFor(services, 'kapp@demo.test', 'KA')
    const info = await ka(getCase.loader, `/CaseAndProceeding/GetCase?caseId=${CASE}`, { viewer })
    expect(info.status).toBe(200)
    expect(getCase.contract!.response.parse(info.body)).toMatchObject({
      caseId: CASE,
      url: `/document/case/${CASE}`,
    })
    // Other awards cite this case by its number (ICSID Case No. ARB/12/3).
    expect(info.body.cited).toBeGreaterThan(0)
    const toc = await ka(getToc.loader, `/CaseAndProceeding/GetToc?caseId=${CASE}`)
    expect(toc.body[0].documents[0].documentId).toBe('isds-d680108477c9') // primary first
    const proceedingId = toc.body[0].proceedingId
    const proceeding = await ka(
      getProceeding.loader,
      `/CaseAndProceeding/GetProceeding?caseId=${CASE}&proceedingId=${proceedingId}`,
    )
    expect(
      getProceeding.contract!.response.parse(proceeding.body).proceedingDocuments,
    ).toHaveLength(3)
    const wrong = await ka(
      getProceeding.loader,
      `/CaseAndProceeding/GetProceeding?caseId=${CASE}&proceedingId=nope`,
    )
    expect(wrong.status).toBe(404)
    const missing = await ka(getCase.loader, '/CaseAndProceeding/GetCase')
    expect(missing.body.errors.caseId).toBe("The parameter 'caseId' must be defined.")
    expect((await ka(getToc.loader, '/CaseAndProceeding/GetToc?caseId=nope')).status).toBe(404)
  })

  test('GetProceedingDocument: content and tocItems of a case document; a document of no case is a 404', async () => {
    const doc = await ka(
      getProceedingDocument.loader,
      '/CaseAndProceeding/GetProceedingDocument?docId=isds-d680108477c9&searchTerm=tribunal',
    )
    expect(doc.status).toBe(200)
    expect(getProceedingDocument.contract!.response.parse(doc.body)).toMatchObject({ caseId: CASE })
    expect(doc.body.tocItems.length).toBeGreaterThan(0)
    expect(
      (
        await ka(
          getProceedingDocument.loader,
          '/CaseAndProceeding/GetProceedingDocument?docId=BWBV0005176',
        )
      ).status,
    ).toBe(404)
  })
})

test('GET /api/Ping?app answers ok for the edition', async () => {
  const pong = await kipl(ping.loader, '/api/Ping?app=mdl')
  expect(pong.body).toMatchObject({ app: 'mdl', site: 'KIPL', status: 'ok' })
  const tooLong = await kipl(ping.loader, `/api/Ping?app=${'x'.repeat(101)}`)
  expect(Object.keys(tooLong.body.errors)).toEqual(['app'])
})
