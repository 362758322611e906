import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { requestInfoContext, type Viewer } from '#app/context.ts'
import { apiCaller } from '#test/helpers/api-call.ts'
import { decodeMail, headerOf } from '#test/helpers/mail.ts'
import { routeArgs, viewerFor } from '#test/helpers/route-args.ts'
import { createTestServices } from '#test/helpers/test-services.ts'
import { loader as autocompleteLoader } from './api/autocomplete.ts'
import { loader as documentApi } from './api/document.ts'
import { action as emailApi } from './api/email.ts'
import { action as searchApi } from './api/search.ts'
import { loader as documentLoader } from './document.tsx'
import { action as emailAction } from './email.tsx'
import { loader as searchLoader } from './search.tsx'

// The Market Definitions Locator on the starter corpus: real services, mail over SMTP to a real
// server started here.

const received: { to: string[]; raw: string }[] = []
let smtp: SMTPServer
let services: Awaited<ReturnType<typeof createTestServices>>
let subscriber: Viewer

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (c: Buffer) => chunks.push(c))
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
  const port = (smtp.server.address() as AddressInfo).port
  services = await createTestServices({ SMTP_URL: `smtp://127.0.0.1:${port}` })
  subscriber = await viewerFor(services, 'kcl@demo.test', 'KCL')
})
afterAll(async () => {
  await services.cleanup()
  await new Promise<void>((resolve) => smtp.close(() => resolve()))
})

const origin = 'http://kcl.localhost'
const args = (path: string, init?: RequestInit, params: Record<string, string> = {}) =>
  routeArgs(services, `${origin}${path}`, {
    site: 'KCL',
    viewer: subscriber,
    init,
    params,
  }) as never
const call = apiCaller(() => services, origin, { site: 'KCL', viewer: () => subscriber })

async function statusOf(run: () => Promise<unknown>) {
  try {
    await run()
  } catch (e) {
    if (e instanceof Response) return { status: e.status, location: e.headers.get('Location') }
    return { status: (e as { init?: ResponseInit }).init?.status, location: null }
  }
  throw new Error('did not throw')
}

describe('search', () => {
  test('a product market a judgment names finds the judgment with its passage', async () => {
    const data = await searchLoader(
      args('/market-definitions-locator/search?q=product-market%3A%22retail%20fuel%22'),
    )
    if (data instanceof Response || !('result' in data) || !data.result)
      throw new Error('no result')
    const ids = data.result.Hits.map((h) => h.id)
    expect(ids).toEqual(['cjeu-eu-c-2017-891'])
    const hit = data.result.Hits[0]
    const definition = hit.definitions.find((d) => d.category === 'Product Market')!
    expect(definition.value).toBe('retail fuel')
    expect(definition.passage.map((p) => p.text).join('')).toMatch(
      /foreclosure effect’ on the Spanish retail fuel market/,
    )
    expect(definition.passage.some((p) => p.mark && /retail fuel/i.test(p.text))).toBe(true)
    expect(definition.url).toMatch(/^\/document\/cjeu-eu-c-2017-891#s\d+$/)
    // Filters come in the spec's category order.
    expect(data.result.Filters.map((f) => f.category)).toEqual([
      'Product Market',
      'Remedies',
      'Phases',
      'Geographic Market',
      'Timeframe',
      'Applicable Legislation',
      'Merger Type',
      'Defence Argument',
      'Party name',
      'Industry',
      'NACE code',
    ])
  })

  test('category:value, AND, OR and NOT filter as the syntax says', async () => {
    const search = async (Query: string) => {
      const { status, body } = await call(searchApi, '/mdl/api/search', {
        method: 'POST',
        body: { Query, PageSize: 100 },
      })
      expect(status).toBe(200)
      return body as { TotalHits: number; Hits: { id: string; date: string | null }[] }
    }
    const bathroom = 'product-market:"bathroom fittings and fixtures"'
    const italy = await search('geographic-market:Italy')
    const fittings = await search(bathroom)
    const both = await search(`geographic-market:Italy ${bathroom}`)
    const either = await search(`geographic-market:Italy OR ${bathroom}`)
    const without = await search(`geographic-market:Italy NOT ${bathroom}`)
    expect(both.TotalHits).toBeGreaterThan(0)
    expect(both.TotalHits).toBeLessThan(italy.TotalHits)
    const idsOf = (r: typeof italy) => new Set(r.Hits.map((h) => h.id))
    for (const id of idsOf(both)) expect(idsOf(italy).has(id) && idsOf(fittings).has(id)).toBe(true)
    expect(either.TotalHits).toBe(new Set([...idsOf(italy), ...idsOf(fittings)]).size)
    expect(without.TotalHits).toBe(italy.TotalHits - both.TotalHits)
    // Newest first by default; ascending when asked.
    const dates = italy.Hits.map((h) => h.date).filter(Boolean) as string[]
    expect(dates).toEqual([...dates].sort().reverse())
  })

  test('bad input is a 400 that says what is wrong', async () => {
    const unknown = await call(searchApi, '/mdl/api/search', {
      method: 'POST',
      body: { Query: 'colour:red' },
    })
    expect(unknown.status).toBe(400)
    expect(unknown.body.message).toMatch(/Unknown category\. Use one of: keyword, product-market/)
    const malformed = await call(searchApi, '/mdl/api/search', {
      method: 'POST',
      body: { Query: 'gas "natural' },
    })
    expect(malformed.status).toBe(400)
    expect(malformed.body).toMatchObject({ message: 'Unbalanced quote at 5', position: 5 })
    const size = await call(searchApi, '/mdl/api/search', {
      method: 'POST',
      body: { PageSize: 1000 },
    })
    expect(size.status).toBe(400)
    expect(size.body.errors.PageSize).toBeTruthy()
    const page = await searchLoader(args('/market-definitions-locator/search?q=gas%20AND'))
    expect((page as { init?: ResponseInit }).init?.status).toBe(400)
  })
})

describe('document', () => {
  test('one document: definitions by category, terms counted, related cases, 404 when unknown', async () => {
    const { status, body } = await call(
      documentApi,
      '/mdl/api/document?id=cjeu-eu-c-2018-590&searchTerm=broadband',
    )
    expect(status).toBe(200)
    expect(body.Title).toMatch(/Orange Polska/)
    expect(body.Highlights).toEqual([{ term: 'broadband', Count: expect.any(Number) }])
    expect(body.Highlights[0].Count).toBeGreaterThan(0)
    expect(body.definitions).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ category: 'Geographic Market', value: 'Poland' }),
      ]),
    )
    const page = await documentLoader(
      args('/market-definitions-locator/document/cjeu-eu-c-2017-632', undefined, {
        id: 'cjeu-eu-c-2017-632',
      }),
    )
    expect(page.related?.title).toBe('Intel')
    expect(page.related?.hits.map((h) => h.id)).toContain('ec-at-37990')
    expect(
      (
        await statusOf(() =>
          documentLoader(
            args('/market-definitions-locator/document/nope', undefined, { id: 'nope' }),
          ),
        )
      ).status,
    ).toBe(404)
    expect((await call(documentApi, '/mdl/api/document?id=nope')).status).toBe(404)
    expect((await call(documentApi, '/mdl/api/document')).status).toBe(400)
  })

  test('autocomplete suggests values with their category', async () => {
    const { body } = await call(
      autocompleteLoader,
      '/mdl/api/autocomplete?q=airf&keywordsonly=false',
    )
    expect(body).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          category: 'Product Market',
          term: 'airfreight',
          query: 'product-market:airfreight',
        }),
      ]),
    )
    const keywords = await call(
      autocompleteLoader,
      '/mdl/api/autocomplete?q=airf&keywordsonly=true',
    )
    expect(keywords.body.every((s: { category: string }) => s.category === 'Keyword')).toBe(true)
  })
})

describe('e-mail', () => {
  test('the selected documents go out in one message over SMTP; a bad address sends nothing', async () => {
    const before = received.length
    const bad = new URLSearchParams([
      ['to', 'not-an-address'],
      ['id', 'ec-at-35059'],
    ])
    const refused = await emailAction(
      args('/market-definitions-locator/email', { method: 'POST', body: bad }),
    )
    expect((refused as { init?: ResponseInit }).init?.status).toBe(400)
    expect((refused as { data: { errors: Record<string, string> } }).data.errors.to).toBe(
      'Enter a valid e-mail address.',
    )
    expect(received.length).toBe(before)

    const form = new URLSearchParams([
      ['to', 'colleague@example.org'],
      ['id', 'cjeu-eu-c-2017-891'],
      ['id', 'cjeu-eu-c-2017-632'],
    ])
    const sent = await emailAction(
      args('/market-definitions-locator/email', { method: 'POST', body: form }),
    )
    expect(sent).toBeInstanceOf(Response)
    expect((sent as Response).headers.get('Location')).toMatch(/sent=2/)
    expect(received.length).toBe(before + 1)
    const mail = received[received.length - 1]
    expect(mail.to).toEqual(['colleague@example.org'])
    expect(headerOf(mail.raw, 'Subject')).toBe('Market definitions: 2 documents')
    const text = decodeMail(mail.raw)
    expect(text).toContain('http://kcl.localhost:3000/document/cjeu-eu-c-2017-891')
    expect(text).toContain('Product Market: retail fuel')

    const api = await call(emailApi, '/mdl/Documents/Email', {
      method: 'POST',
      body: { to: 'x@example.org', ids: ['ec-at-34621'] },
    })
    expect(api).toEqual({ status: 200, body: { sent: 1 } })
    expect(received.length).toBe(before + 2)
    const none = await call(emailApi, '/mdl/Documents/Email', {
      method: 'POST',
      body: { to: 'x@example.org', ids: [] },
    })
    expect(none.status).toBe(400)
    expect(received.length).toBe(before + 2)
  })
})

describe('e-mail limits', () => {
  /** The form or the call, from `viewer` at client address `ip`, on a Host of the sender's choosing. */
  async function send(
    via: 'form' | 'call',
    viewer: Viewer,
    ip: string,
    fields: { to: string; message?: string },
  ) {
    const form = via === 'form'
    const body = form
      ? new URLSearchParams({ ...fields, id: 'ec-at-35059' })
      : JSON.stringify({ ...fields, ids: ['ec-at-35059'] })
    const path = form ? '/market-definitions-locator/email' : '/mdl/Documents/Email'
    const input = routeArgs(services, `http://kcl.localhost:6666${path}`, {
      site: 'KCL',
      viewer,
      init: {
        method: 'POST',
        body,
        headers: form ? {} : { 'Content-Type': 'application/json' },
      },
    })
    input.context.get(requestInfoContext).clientIp = ip
    let answer: unknown
    try {
      answer = await (form ? emailAction : emailApi)(input as never)
    } catch (error) {
      answer = error
    }
    if (answer instanceof Response) {
      const status = answer.status
      const wait = answer.headers.get('Retry-After')
      return { status, wait, body: status === 302 ? null : ((await answer.json()) as any) }
    }
    const d = answer as { data: any; init?: ResponseInit }
    const status = d.init?.status ?? 200
    return { status, wait: new Headers(d.init?.headers).get('Retry-After'), body: d.data }
  }

  test('25 form e-mails to strangers from one account send 10; the message is marked as the sender’s own words; links lead to the portal’s own origin', async () => {
    const viewer = await viewerFor(services, 'all@demo.test', 'KCL')
    const before = received.length
    const answers = []
    for (let i = 0; i < 25; i++) {
      answers.push(
        await send('form', viewer, '192.0.2.10', {
          to: `stranger${i}@example.test`,
          message: 'Cheap watches at http://spam.example\nBuy now',
        }),
      )
    }
    expect(answers.filter((a) => a.status === 302)).toHaveLength(10)
    const refused = answers.filter((a) => a.status !== 302)
    expect(new Set(refused.map((a) => a.status))).toEqual(new Set([429]))
    expect(refused.every((a) => Number(a.wait) > 0)).toBe(true)
    expect(refused[0]!.body.errors.form).toMatch(/^Too many e-mails sent\. Try again in /)
    expect(received.length).toBe(before + 10)

    const text = decodeMail(received[before]!.raw).replaceAll('\r\n', '\n')
    expect(text).toContain(
      "Demo ALL wrote (their own words, not the Market Definitions Locator's):\n> Cheap watches at http://spam.example\n> Buy now",
    )
    expect(text).toMatch(
      /<blockquote>Cheap watches at http:\/\/spam\.example<br>Buy now<\/blockquote>/,
    )
    expect(text).toContain('http://kcl.localhost:3000/document/case/ec-at-35059')
    expect(text).not.toContain('6666')
  })

  test('10 calls of /mdl/Documents/Email from one account, then the 11th and 12th are 429 with Retry-After', async () => {
    const viewer = await viewerFor(services, 'editor@demo.test', 'KCL')
    const before = received.length
    const answers = []
    for (let i = 0; i < 12; i++)
      answers.push(await send('call', viewer, '192.0.2.11', { to: `other${i}@example.test` }))
    expect(answers.slice(0, 10).map((a) => a.status)).toEqual(Array(10).fill(200))
    expect(answers.slice(10).map((a) => a.status)).toEqual([429, 429])
    expect(Number(answers[10]!.wait)).toBeGreaterThan(0)
    expect(answers[10]!.body.message).toBe('Too many requests. Try again later.')
    expect(received.length).toBe(before + 10)
  })

  test('one recipient gets 3 a day whoever sends; one client address sends 20 an hour whichever account', async () => {
    const accounts = await Promise.all(
      [1, 2, 3].map(async (n) => {
        const email = `mdl-sender-${n}@example.test`
        await services.users.createAccount({
          email,
          firstName: 'Sender',
          lastName: String(n),
          subscriptions: [{ siteId: 'KCL', subscription: 'CT' }],
        })
        return viewerFor(services, email, 'KCL')
      }),
    )
    const toOne = []
    for (const [n, viewer] of accounts.entries())
      toOne.push(await send('call', viewer, `198.51.100.${n}`, { to: 'Target@Example.test' }))
    toOne.push(await send('form', accounts[0]!, '198.51.100.9', { to: 'target@example.test' }))
    expect(toOne.map((a) => a.status)).toEqual([200, 200, 200, 429])

    const fromOne = []
    for (let i = 0; i < 21; i++) {
      const viewer = accounts[i % 3]!
      fromOne.push(await send('call', viewer, '203.0.113.7', { to: `many${i}@example.test` }))
    }
    expect(fromOne.filter((a) => a.status === 200)).toHaveLength(20)
    expect(fromOne.at(-1)!.status).toBe(429)
  })
})
