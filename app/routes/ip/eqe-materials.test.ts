import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { routeAccess } from '#sites/compose.ts'
import { sites } from '#sites/index.ts'
import { routeArgs, viewerFor } from '#test/helpers/route-args.ts'
import { createTestServices } from '#test/helpers/test-services.ts'
import { loader } from './eqe-materials.tsx'

let services: Awaited<ReturnType<typeof createTestServices>>

beforeAll(async () => {
  services = await createTestServices()
})
afterAll(() => services.cleanup())

async function load(query = '') {
  const viewer = await viewerFor(services, 'ipl@demo.test', 'KIPL')
  return loader(
    routeArgs(services, `http://kipl.localhost/eqe-materials${query}`, {
      site: 'KIPL',
      viewer,
    }) as never,
  )
}

async function status(query: string) {
  try {
    await load(query)
  } catch (error) {
    const e = error as { init?: { status?: number }; data?: { message?: string } }
    return { status: e.init?.status, message: e.data?.message }
  }
  return { status: 200, message: undefined }
}

describe('/eqe-materials', () => {
  test('the papers, their areas linked to the EPC and PCT articles, the first page of the index', async () => {
    const data = await load()
    expect(data.materials.texts.every((t) => t.held)).toBe(true)
    expect(data.materials.papers.map((p) => p.code)).toEqual(['F', 'M1', 'M2', 'M3', 'M4'])
    const priority = data.materials.areas.find((a) => a.slug === 'priority')!
    expect(priority.provisions.map((p) => p.citation)).toEqual(
      expect.arrayContaining(['Art. 87 EPC', 'Art. 8 PCT', 'Rule 26bis PCT']),
    )
    expect(priority.provisions.every((p) => p.url === `/document/${p.docId}`)).toBe(true)
    expect(data.index.reading).toBe('all')
    expect(data.index.items).toHaveLength(60)
    expect(data.index.items[0]!.citation).toBe('Art. 1 EPC')
  })

  test('a number jumps to the provisions bearing it; the text and kind narrow it', async () => {
    const data = await load('?q=R.+36&text=EPC')
    expect(data.index.items.map((p) => p.citation)).toEqual(['Rule 36 EPC'])
    expect(data.index.items[0]!.heading).toMatch(/divisional/i)
  })

  test('words find headings and the passages of the texts that say them', async () => {
    const data = await load('?q=priority&kind=article')
    expect(data.index.reading).toBe('words')
    expect(data.index.items.map((p) => p.citation)).toContain('Art. 87 EPC')
    expect(data.index.items.every((p) => p.kind === 'article')).toBe(true)
    expect(data.index.passages.some((x) => x.excerpt.includes('<mark>'))).toBe(true)
  })

  test('a bad address is a 400 naming the field; a page past the end a 404', async () => {
    expect(await status('?text=UPC')).toEqual({
      status: 400,
      message: 'Text (text) must be one of EPC, PCT.',
    })
    expect(await status('?kind=protocol')).toMatchObject({ status: 400 })
    expect(await status('?page=zero')).toMatchObject({ status: 400 })
    expect(await status('?q=' + 'x'.repeat(101))).toMatchObject({ status: 400 })
    expect(await status('?page=99')).toMatchObject({ status: 404 })
  })

  test('only the IP and patent plans open it', () => {
    const kipl = sites.KIPL
    expect(routeAccess(kipl, 'eqe-materials', 'IPL')).toBe('ok')
    expect(routeAccess(kipl, 'eqe-materials', 'PL')).toBe('ok')
    for (const plan of ['MIP', 'CT', 'GPL'] as const)
      expect(routeAccess(kipl, 'eqe-materials', plan)).toBe('not-in-subscription')
    expect(routeAccess(sites.KA, 'eqe-materials', 'KAPP')).toBe('not-in-edition')
  })
})
