import { fileURLToPath } from 'node:url'
import { renderToString } from 'react-dom/server'
import { createRoutesStub } from 'react-router'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { DocumentReader } from '#app/components/document/document-reader.tsx'
import {
  checkState,
  compactIds,
  findNode,
  selectionFromIds,
  tickedNodeIds,
  toggleNode,
  type TocItem,
} from '#app/components/document/toc-selection.ts'
import type { Viewer } from '#app/context.ts'
import { buildTempIndex, type TempIndex } from '#test/helpers/search-index.ts'
import { createTestServices } from '#test/helpers/test-services.ts'
import { routeArgs, viewerFor } from '#test/helpers/route-args.ts'
import { loader as bookTocs } from '../api/book-tocs.ts'
import { action as downloadApi } from '../api/download.ts'
import { loader as awardLoader } from './award-document.tsx'
import { loader as caseLoader } from './case.tsx'
import { loader as documentLoader, shouldRevalidate } from './document.tsx'
import { loader as downloadLoader } from './download.ts'
import { loader as pdfLoader } from './pdf.ts'
import { loader as proceedingLoader } from './proceeding.tsx'
import { isPlainBodyHtml, safeBodyHtml } from './reading.server.ts'
import { filterSearchHref } from './view-model.server.ts'

const FIXTURE = fileURLToPath(
  new URL('../../../test/fixtures/reading/documents.jsonl', import.meta.url),
)

let index: TempIndex
let services: Awaited<ReturnType<typeof createTestServices>>
let ka: Viewer
let kcl: Viewer
beforeAll(async () => {
  index = buildTempIndex(FIXTURE)
  services = await createTestServices({ CONTENT_INDEX: index.path })
  ka = await viewerFor(services, 'kapp@demo.test', 'KA')
  kcl = await viewerFor(services, 'kcl@demo.test', 'KCL')
})
afterAll(async () => {
  await services.cleanup()
  index.cleanup()
})

type Site = 'KA' | 'KIPL' | 'KCL'
const host = (site: Site) => `http://${site.toLowerCase()}.localhost`
function args(path: string, params: Record<string, string>, site: Site = 'KA', init?: RequestInit) {
  return routeArgs(services, `${host(site)}${path}`, {
    site,
    viewer: site === 'KCL' ? kcl : ka,
    params,
    init,
  }) as never
}
/** A loader's answer, awaited, without the status that `data()` may wrap it in. */
async function loaded<T>(
  answer: T | Promise<T>,
): Promise<T extends { data: infer D; init: unknown } ? D : T> {
  const value = (await answer) as { type?: unknown; data?: unknown }
  return (value?.type === 'DataWithResponseInit' ? value.data : value) as never
}
async function statusOf(fn: () => unknown): Promise<number> {
  try {
    const answer = (await fn()) as { type?: unknown; init?: ResponseInit | null }
    if (answer?.type === 'DataWithResponseInit') return answer.init?.status ?? 200
  } catch (e) {
    return (e as { init?: ResponseInit }).init?.status ?? (e as Response).status
  }
  return 200
}
const doc = async (path: string, id: string, site: Site = 'KA') => {
  const data = await loaded(documentLoader(args(path, { id }, site)))
  if (data.kind !== 'document') throw new Error('expected a document')
  return data.document
}
const publication = async (path: string) => {
  const data = await loaded(documentLoader(args(path, { id: 'treaty-nyc' })))
  if (data.kind !== 'publication') throw new Error('expected a publication')
  return data.publication
}

describe('document page', () => {
  test('a missing document, or one outside the edition, is the not-found page', async () => {
    expect(await statusOf(() => documentLoader(args('/document/nope', { id: 'nope' })))).toBe(404)
    expect(
      await statusOf(() =>
        documentLoader(args('/document/cjeu-kcl-only', { id: 'cjeu-kcl-only' })),
      ),
    ).toBe(404)
    expect((await doc('/document/cjeu-kcl-only', 'cjeu-kcl-only', 'KCL')).title).toBe(
      'Cartel judgment (competition edition only)',
    )
  })

  test('shows every detail the document has, its citation and its provenance', async () => {
    const d = await doc('/document/award-omega', 'award-omega')
    const labels = d.details.map((g) => g.label)
    expect(labels).toEqual(
      expect.arrayContaining([
        'Document type',
        'Date of decision',
        'Jurisdictions',
        'Institution',
        'Case numbers',
        'Parties',
        'Tribunal',
        'Procedure',
        'Outcome',
        'Source',
        'Rules',
      ]),
    )
    const tribunal = d.details.find((g) => g.label === 'Tribunal')!
    expect(tribunal.items[0]).toMatchObject({ text: 'Ann Chair', note: 'President' })
    expect(d.references.map((g) => g.label)).toEqual([
      'Keywords',
      'Topics',
      'Legislation',
      'References',
    ])
    expect(d.identifiers).toEqual([{ text: '7654', note: 'italaw' }])
    expect(d.citation).toBe(
      'Omega Holdings v. Republic of Sigma, Award, ICSID Case No. ARB/10/7, ICSID, 08 Jul 2016',
    )
    // The source in the reader's words: where the text was taken from stays in the data.
    expect(d.source).toEqual({ line: 'Investment awards', details: ['sample content'] })
    expect(d.aiAvailable).toBe(true)
    expect(d.caseLink).toMatchObject({ caseHref: '/document/case/case-omega' })
    expect(d.contents.map((s) => s.heading)).toContain('Merits: expropriation')
    expect(d.downloads.map((x) => x.href)).toEqual([
      '/document/award-omega/download/pdf',
      '/document/award-omega/download/word',
    ])
  })

  test('highlights a term from the URL as typed, with numbered hits and their context', async () => {
    const d = await doc('/document/award-omega?q=expropriation', 'award-omega')
    expect(d.term).toEqual({ text: 'expropriation', param: 'q' })
    expect(d.hitCount).toBeGreaterThan(5)
    expect(d.content).toContain('<mark class="hit" id="hit-1">expropriation</mark>')
    expect(d.content).toContain(`id="hit-${d.hitCount}"`)
    expect(d.hits).toHaveLength(d.hitCount)
    expect(d.hits[0]).toMatchObject({ n: 1, match: 'expropriation' })
    expect(d.hits[1].before).toMatch(/alleged $/)

    const either = await doc(
      '/document/award-omega?searchTerm=expropriation%20OR%20compensation',
      'award-omega',
    )
    expect(either.hitCount).toBeGreaterThan(d.hitCount)
    expect(either.content).toContain('>compensation</mark>')
  })

  test('a term typed in the find box is looked up as one phrase', async () => {
    const phrase = await doc(
      '/document/award-omega?find=expropriation%20OR%20compensation',
      'award-omega',
    )
    expect(phrase.term?.param).toBe('find')
    expect(phrase.hitCount).toBe(0)
    const words = await doc('/document/award-omega?find=the%20tribunal%20considers', 'award-omega')
    expect(words.hitCount).toBe(21) // 3 paragraphs in each of the 7 sections
  })

  test('a chapter links to its publication and its neighbours', async () => {
    const d = await doc('/document/treaty-nyc-2-1', 'treaty-nyc-2-1')
    expect(d.publication).toMatchObject({
      href: '/document/treaty-nyc',
      prev: { href: '/document/treaty-nyc-2', label: 'Article V: Refusal of recognition' },
      next: { href: '/document/treaty-nyc-2-2', label: "Article V(2): Of the court's own motion" },
    })
  })

  test('a case record opens the case page', async () => {
    let location: string | null = null
    try {
      await loaded(documentLoader(args('/document/case-omega', { id: 'case-omega' })))
    } catch (e) {
      location = (e as Response).headers.get('Location')
    }
    expect(location).toBe('/document/case/case-omega')
  })
})

describe('reloading', () => {
  test('the same document and term are not loaded again; another term or document is', async () => {
    const check = (from: string, to: string, formMethod?: 'GET' | 'POST') =>
      shouldRevalidate({
        currentUrl: new URL(`http://ka.localhost${from}`),
        nextUrl: new URL(`http://ka.localhost${to}`),
        formMethod,
        defaultShouldRevalidate: true,
      } as never)
    expect(check('/document/a?q=x', '/document/a?q=x#hit-3')).toBe(false)
    expect(check('/document/a?q=x', '/document/a?q=y')).toBe(true)
    expect(check('/document/a?q=x', '/document/b?q=x')).toBe(true)
    expect(check('/document/a', '/document/a', 'POST')).toBe(true)
  })
})

describe('hit navigation without JavaScript', () => {
  test('the server renders links to the hit anchors and the list of hits', async () => {
    const d = await doc('/document/award-omega?q=expropriation', 'award-omega')
    const html = renderReader(d)
    expect(html).toContain(`${d.hitCount} hits`)
    expect(html).toMatch(/<a href="#hit-1"[^>]*rel="next"/)
    expect(html).toMatch(new RegExp(`<a href="#hit-${d.hitCount}"[^>]*rel="prev"`))
    expect(html).toContain('List of hits')
    expect(html).toMatch(/<a href="#hit-2">/)
    expect(html).toContain('name="find"')
  })
})

describe('links into the search page', () => {
  test('use the search URL scheme', async () => {
    expect(filterSearchHref('keyword', 'Indirect expropriation')).toBe(
      '/search?f.keyword=Indirect+expropriation',
    )
    expect(filterSearchHref('topic', 'Investment arbitration>Expropriation')).toBe(
      '/search?topic=Investment+arbitration%3EExpropriation',
    )
  })
})

describe('hostile HTML', () => {
  test('scripts, event handlers, javascript: links and frames are neutralised', async () => {
    const d = await doc('/document/hostile-doc?q=expropriation', 'hostile-doc')
    for (const html of [d.content, renderReader(d)]) {
      expect(html).not.toMatch(/<script|onclick|onerror|javascript:|<iframe|<img|position:fixed/i)
      expect(html).toContain('Hostile <mark class="hit" id="hit-1">expropriation</mark> paragraph.')
      expect(html).toContain('>click me</a>')
      expect(html).toMatch(
        /<a href="https:\/\/example\.org\/ok" rel="noopener noreferrer nofollow" target="_blank">a fine link<\/a>/,
      )
    }
    // The title is text, never markup.
    expect(renderReader(d)).toContain('Hostile &lt;b&gt;markup&lt;/b&gt; award')
  })
})

test('only markup of the plain allowed form skips the full sanitiser', async () => {
  const plain =
    '<section id="s0"><h2>Facts &amp; law</h2><p class="item">One <mark class="hit" id="hit-1">two</mark></p></section>'
  expect(isPlainBodyHtml(plain)).toBe(true)
  expect(safeBodyHtml(plain)).toBe(plain)
  for (const hostile of [
    '<p onclick="x()">a</p>',
    '<p class="item" onclick="x()">a</p>',
    '<script>x()</script>',
    '<a href="javascript:x()">a</a>',
    '<!-- <script>x()</script> -->',
    '<p>a < b <img src=x onerror=y()></p>',
    '<section id="s0" style="position:fixed">a</section>',
    '<mark class="hit" id="x">a</mark>',
  ]) {
    expect(isPlainBodyHtml(hostile), hostile).toBe(false)
    expect(safeBodyHtml(hostile), hostile).not.toMatch(
      /onclick|onerror|<script|javascript:|style=|id="x"/,
    )
  }
})

function renderReader(d: Awaited<ReturnType<typeof doc>>): string {
  const Stub = createRoutesStub([
    { path: '/document/:id', Component: () => <DocumentReader doc={d} /> },
  ])
  return renderToString(<Stub initialEntries={[`/document/${d.id}`]} />)
}

describe('publication reading view', () => {
  test('shows the table of contents with hierarchical node ids and the description', async () => {
    const p = await publication('/document/treaty-nyc')
    expect(p.toc.map((n) => n.id)).toEqual(['1', '2', '3'])
    expect(p.toc[1].children.map((n) => n.id)).toEqual(['2.1', '2.2'])
    expect(p.toc[2].href).toBeUndefined()
    expect(p.toc[0]).toMatchObject({
      label: 'Article I',
      sublabel: 'Scope',
      href: '/document/treaty-nyc-1',
    })
    expect(p.description.lead).toContain('New York on 10 June 1958')
    expect(p.description.more).toContain('more than 170 States')
    expect(p.within).toBeNull()
    expect(p.chapterCount).toBe(6)
  })

  test('a ticked parent ticks its descendants; the search runs over the ticked chapters', async () => {
    const p = await publication('/document/treaty-nyc?node=2&within=refused')
    expect(p.selected.sort()).toEqual(['2.1', '2.2'])
    expect(p.selectedIds).toEqual(['2'])
    expect(p.within?.searched).toBe(true)
    expect(p.within?.results.map((r) => r.docId).sort()).toEqual([
      'treaty-nyc-2',
      'treaty-nyc-2-1',
      'treaty-nyc-2-2',
    ])
    const first = p.within!.results.find((r) => r.docId === 'treaty-nyc-2-1')!
    expect(first.href).toBe('/document/treaty-nyc-2-1?find=refused')
    expect(first.excerpt).toContain('<mark>refused</mark>')
  })

  test('nothing is searched while no chapter is ticked', async () => {
    const p = await publication('/document/treaty-nyc?within=refused')
    expect(p.within).toMatchObject({ term: 'refused', searched: false, results: [] })
  })

  test('a term from a search keeps its operators; a typed one is a phrase', async () => {
    const fromUrl = await publication(
      '/document/treaty-nyc?node=1&node=3&q=territory%20OR%20archives',
    )
    expect(fromUrl.within?.results.map((r) => r.docId).sort()).toEqual([
      'treaty-nyc-1',
      'treaty-nyc-3-2',
    ])
    expect(fromUrl.within?.results[0].href).toMatch(/\?q=territory\+OR\+archives$/)
    const typed = await publication(
      '/document/treaty-nyc?node=1&node=3&within=territory%20OR%20archives',
    )
    expect(typed.within?.results).toEqual([])
  })

  test('a search that cannot be read is reported, not thrown', async () => {
    const p = await publication('/document/treaty-nyc?node=1&q=(award%20OR%20territory')
    expect(p.within?.error).toMatch(/could not be read/)
    const d = await doc('/document/award-omega?q=(expropriation', 'award-omega')
    expect(d.termError).toMatch(/could not be read/)
    expect(d.hitCount).toBeGreaterThan(0)
  })

  test('a term that cannot be read answers 400 with the document and a message, never a 500', async () => {
    const omega = '/document/award-omega'
    for (const query of ['q=%22', 'searchTerm=%22', 'find=%22', 'q=a*', 'q=(a*', 'q=%22%22%22']) {
      const args_ = args(`${omega}?${query}`, { id: 'award-omega' })
      expect(await statusOf(() => documentLoader(args_)), query).toBe(400)
      const d = await doc(`${omega}?${query}`, 'award-omega')
      expect(d.title, query).toBeTruthy()
      expect(d.termError, query).toMatch(/could not be read/)
    }
    const short = await doc(`${omega}?q=a*`, 'award-omega')
    expect(short.termError).toMatch(/at least 3 letters before \*/)
    expect(short.hitCount).toBe(0)
    // A term that reads well is a plain 200.
    expect(
      await statusOf(() => documentLoader(args(`${omega}?q=expropriation`, { id: 'award-omega' }))),
    ).toBe(200)
    const award = {
      caseId: 'case-omega',
      proceedingId: 'case-omega-arbitration',
      documentId: 'award-omega',
    }
    const path = '/document/case/case-omega/case-omega-arbitration/award-omega?q=%22'
    expect(await statusOf(() => awardLoader(args(path, award)))).toBe(400)
    const within = await publication('/document/treaty-nyc?node=1&q=%22')
    expect(within.within?.error).toMatch(/could not be read/)
  })
})

describe('table of contents selection', () => {
  const toc: TocItem[] = [
    { id: '1', label: 'A', level: 1, children: [] },
    {
      id: '2',
      label: 'B',
      level: 1,
      children: [
        { id: '2.1', label: 'B1', level: 2, children: [] },
        {
          id: '2.2',
          label: 'B2',
          level: 2,
          children: [{ id: '2.2.1', label: 'B2a', level: 3, children: [] }],
        },
      ],
    },
  ]
  test('parents are fully or half ticked from their children', async () => {
    let s = toggleNode(toc, new Set(), '2', true)
    expect([...s].sort()).toEqual(['2.1', '2.2.1'])
    expect(checkState(findNode(toc, '2')!, s)).toBe('checked')
    s = toggleNode(toc, s, '2.2.1', false)
    expect(checkState(findNode(toc, '2')!, s)).toBe('mixed')
    expect(checkState(findNode(toc, '2.2')!, s)).toBe('unchecked')
    expect(tickedNodeIds(toc, s)).toEqual(['2.1'])
    s = toggleNode(toc, s, '2.2', true)
    expect(tickedNodeIds(toc, s)).toEqual(['2', '2.1', '2.2', '2.2.1'])
    expect(compactIds(toc, s)).toEqual(['2'])
    expect(compactIds(toc, selectionFromIds(toc, ['1', '2.2', 'x']))).toEqual(['1', '2.2'])
  })
})

describe('cases and proceedings', () => {
  test('a case shows its information, tribunal, parties and proceedings with primary documents first', async () => {
    const { case: c } = await loaded(
      caseLoader(args('/document/case/case-omega', { caseId: 'case-omega' })),
    )
    expect(c.title).toBe('Omega Holdings v. Republic of Sigma')
    expect(c.info.map((g) => g.label)).toEqual(
      expect.arrayContaining([
        'Case number',
        'Institution',
        'Case type',
        'Case status',
        'Outcome',
        'Sector',
      ]),
    )
    expect(c.tribunal.map((t) => `${t.name} (${t.role})`)).toEqual([
      'Ann Chair (President)',
      'Bo Wing (Appointed by the investor)',
      'Cy Wing (Appointed by the State)',
    ])
    expect(c.parties.map((p) => p.role)).toEqual(['Claimant', 'Respondent'])
    expect(c.proceedings.map((p) => p.title)).toEqual([
      'Arbitration proceeding',
      'Annulment proceeding',
    ])
    expect(c.proceedings[0].documents.map((d) => d.id)).toEqual(['award-omega', 'po-omega-1'])
    expect(c.proceedings[0].documents[0].href).toBe(
      '/document/case/case-omega/case-omega-arbitration/award-omega',
    )
    expect(await statusOf(() => caseLoader(args('/document/case/nope', { caseId: 'nope' })))).toBe(
      404,
    )
    expect(
      await statusOf(() =>
        caseLoader(args('/document/case/award-omega', { caseId: 'award-omega' })),
      ),
    ).toBe(404)
  })

  test('a proceeding shows its details and documents', async () => {
    const data = await loaded(
      proceedingLoader(
        args('/document/case/case-omega/case-omega-arbitration', {
          caseId: 'case-omega',
          proceedingId: 'case-omega-arbitration',
        }),
      ),
    )
    expect(data.proceeding.documents.map((d) => d.title)).toEqual([
      'Award',
      'Procedural Order No. 1',
    ])
    expect(data.details.map((g) => g.label)).toEqual([
      'Case',
      'Case number',
      'Status',
      'Commenced',
      'Date of outcome',
      'Outcome',
    ])
    expect(data.others).toEqual([
      { title: 'Annulment proceeding', href: '/document/case/case-omega/case-omega-annulment' },
    ])
    expect(
      await statusOf(() =>
        proceedingLoader(
          args('/document/case/case-omega/x', { caseId: 'case-omega', proceedingId: 'x' }),
        ),
      ),
    ).toBe(404)
  })

  test('an award document is read in its case; one from another proceeding is not found', async () => {
    const params = {
      caseId: 'case-omega',
      proceedingId: 'case-omega-arbitration',
      documentId: 'award-omega',
    }
    const data = await loaded(
      awardLoader(
        args(
          '/document/case/case-omega/case-omega-arbitration/award-omega?q=expropriation',
          params,
        ),
      ),
    )
    expect(data.document.hitCount).toBeGreaterThan(0)
    expect(data.proceeding.title).toBe('Arbitration proceeding')
    expect(data.case.proceedings).toHaveLength(2)
    expect(
      await statusOf(() =>
        awardLoader(
          args('/document/case/case-omega/case-omega-arbitration/annulment-omega', {
            ...params,
            documentId: 'annulment-omega',
          }),
        ),
      ),
    ).toBe(404)
  })
})

describe('downloads', () => {
  test('a document downloads as PDF or Word with its name; outside the edition it is not found', async () => {
    const pdf = await downloadLoader(
      args('/document/award-omega/download/pdf', { id: 'award-omega', format: 'pdf' }),
    )
    expect(pdf.status).toBe(200)
    expect(pdf.headers.get('Content-Type')).toBe('application/pdf')
    expect(pdf.headers.get('Content-Disposition')).toContain(
      'filename="Omega-Holdings-v-Republic-of-Sigma-Award.pdf"',
    )
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-')
    const word = await downloadLoader(
      args('/document/treaty-nyc-1/download/word', { id: 'treaty-nyc-1', format: 'word' }),
    )
    expect(word.headers.get('Content-Disposition')).toContain('Article-I.docx')
    const refused = await downloadLoader(
      args('/document/cjeu-kcl-only/download/pdf', { id: 'cjeu-kcl-only', format: 'pdf' }),
    )
    expect(refused.status).toBe(404)
    const inline = await pdfLoader(
      args('/document/getpdf/award-omega.pdf', { file: 'award-omega.pdf' }),
    )
    expect(inline.headers.get('Content-Disposition')).toMatch(/^inline; filename=/)
    const unknown = await downloadLoader(
      args('/document/award-omega/download/zip', { id: 'award-omega', format: 'zip' }),
    )
    expect(unknown.status).toBe(404)
  })

  test('the download API takes JSON or a form and refuses what the edition does not hold', async () => {
    const json = (body: unknown) => ({
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    })
    const excel = await downloadApi(
      args(
        '/apiv2/api/Download/excel',
        { format: 'excel' },
        'KA',
        json({ documentIds: ['award-omega', 'po-omega-1'] }),
      ),
    )
    expect(excel.status).toBe(200)
    expect(excel.headers.get('Content-Disposition')).toMatch(
      /filename="search-results-\d{4}-\d{2}-\d{2}\.xlsx"/,
    )
    const form = await downloadApi(
      args('/apiv2/api/Download/pdf', { format: 'pdf' }, 'KA', {
        method: 'POST',
        body: new URLSearchParams([
          ['documentIds', 'treaty-nyc-1'],
          ['documentIds', 'treaty-nyc-3-2'],
        ]),
      }),
    )
    expect(form.status).toBe(200)
    expect(form.headers.get('Content-Type')).toBe('application/pdf')
    const foreign = await downloadApi(
      args(
        '/apiv2/api/Download/pdf',
        { format: 'pdf' },
        'KA',
        json({ documentIds: ['award-omega', 'cjeu-kcl-only'] }),
      ),
    )
    expect(foreign.status).toBe(404)
    const empty = await downloadApi(
      args('/apiv2/api/Download/pdf', { format: 'pdf' }, 'KA', json({ documentIds: [] })),
    )
    expect(empty.status).toBe(400)
  })

  test('with select-all, what select-all skips is left out of the file', async () => {
    // The fixture has no -p- or loose-leaf documents: everything chosen stays in.
    const response = await downloadApi(
      args('/apiv2/api/Download/excel', { format: 'excel' }, 'KA', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ documentIds: ['award-omega', 'treaty-nyc-1'], selectAll: true }),
      }),
    )
    expect(response.status).toBe(200)
  })
})

describe('book tables of contents', () => {
  test('returns the toc nodes of the publications the edition holds', async () => {
    const ka = (await bookTocs(
      args('/apiv2/Books/BookTocs?tocIds=treaty-nyc&tocIds=nope', {}),
    )) as Response
    const body = (await ka.json()) as {
      bookTocId: string
      tocNodes: { id: string; children: unknown[] }[]
    }[]
    expect(body.map((b) => b.bookTocId)).toEqual(['treaty-nyc'])
    expect(body[0].tocNodes.map((n) => n.id)).toEqual(['1', '2', '3'])
    const kcl = (await bookTocs(
      args('/apiv2/Books/BookTocs?tocIds=treaty-nyc', {}, 'KCL'),
    )) as Response
    expect(await kcl.json()).toEqual([])
  })
})
