import { createServer as createHttpServer, type Server as HttpServer } from 'node:http'
import { createServer, type AddressInfo, type Server } from 'node:net'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { sites } from '#sites/index.ts'
import { createTestServices } from '#test/helpers/test-services.ts'
import { runChecks, safeMessage } from './checks.ts'
import { diagnose, planScreens } from './report.ts'

let services: Awaited<ReturnType<typeof createTestServices>>

beforeAll(async () => {
  services = await createTestServices()
  // The first search starts the search threads; a running server has them warm.
  await services.search.search({ q: '', resultsPerPage: 1 }, { edition: 'KA' })
})
afterAll(() => services.cleanup())

async function viewer(email: string) {
  const account = (await services.users.findByEmail(email))!
  const { token } = await services.sessions.createSession({ accountId: account.id })
  return {
    account: { id: account.id, email: account.email, name: account.displayName },
    authenticatedByIp: false,
    subscription: 'KAPP' as const,
    aiEnabled: true,
    sessionToken: token,
  }
}

const listen = (server: Server | HttpServer | SMTPServer['server']) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  )

describe('safe messages', () => {
  test('no credentials, tokens, stacks or second lines; the system code kept', () => {
    const error = Object.assign(
      new Error('connect to smtp://mailer:hunter2@mail.example:587 failed\n    at Socket.x'),
      { code: 'ECONNREFUSED' },
    )
    expect(safeMessage(error)).toBe('ECONNREFUSED: connect to smtp://mail.example:587 failed')
    expect(safeMessage(new Error('GET /x?token=abc123 Bearer sk-live'))).toBe(
      'GET /x?token=… Bearer …',
    )
    expect(safeMessage(new Error('x'.repeat(300)))).toHaveLength(200)
  })
})

describe('the report', () => {
  test('session, plan, assistant and every service of the embedded defaults', async () => {
    const report = await diagnose(services, sites.KA, await viewer('kapp@demo.test'))
    expect(report.session).toMatchObject({
      email: 'kapp@demo.test',
      signedInBy: 'password or single sign-on',
    })
    expect(Date.parse(report.session.expiresAt!)).toBeGreaterThan(Date.now())
    expect(report.edition).toEqual({ id: 'KA', name: sites.KA.name })
    expect(report.plan.screens).toEqual(expect.arrayContaining(['/search', '/awards', '/test']))
    expect(report.plan.calls).toBeGreaterThan(10)
    expect(report.assistant).toMatchObject({ available: true, provider: 'extractive' })
    const byId = Object.fromEntries(report.checks.map((c) => [c.id, c]))
    expect(byId.content).toMatchObject({ status: 'ok', detail: expect.stringMatching(/documents/) })
    expect(byId.users).toMatchObject({ status: 'ok' })
    expect(byId.mail).toMatchObject({ status: 'not-configured', latencyMs: null })
    expect(byId.assistant).toMatchObject({ status: 'ok' })
    expect(byId.content!.latencyMs).toBeGreaterThanOrEqual(0)
  })

  test('a plan without the assistant is told so, and what it leaves out', async () => {
    const v = { ...(await viewer('yb@demo.test')), subscription: 'YB' as const }
    const report = await diagnose(services, sites.KA, v)
    expect(report.assistant).toMatchObject({
      available: false,
      reason: 'Your plan does not include the AI assistant on this edition.',
    })
    expect(report.plan.screens).toEqual(['/', '/books', '/favorites', '/search'])
    expect(report.plan.excluded).toContain('/test')
    expect(planScreens(sites.KA, 'KA').screens).toContain('/test')
  })
})

describe('each service, failing', () => {
  const deps = () => ({
    search: services.search,
    users: services.users,
    assistant: null,
    sso: [],
  })
  const input = async () => ({
    edition: 'KA' as const,
    accountId: (await services.users.findByEmail('kapp@demo.test'))!.id,
  })

  test('mail: a real SMTP server is greeted and nothing is sent; a closed port fails', async () => {
    let received = 0
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        received += 1
        stream.resume()
        stream.on('end', () => callback())
      },
    })
    const port = await listen(smtp.server)
    try {
      const ok = await runChecks({ ...deps(), smtpUrl: `smtp://127.0.0.1:${port}` }, await input())
      expect(ok.find((c) => c.id === 'mail')).toMatchObject({
        status: 'ok',
        detail: `Connected to 127.0.0.1:${port} and was greeted; nothing was sent.`,
      })
      expect(received).toBe(0)
    } finally {
      await new Promise<void>((resolve) => smtp.close(() => resolve()))
    }
    const closed = await runChecks(
      { ...deps(), smtpUrl: 'smtp://user:hunter2@127.0.0.1:9' },
      await input(),
    )
    const mail = closed.find((c) => c.id === 'mail')!
    expect(mail.status).toBe('failing')
    expect(mail.detail).toMatch(/ECONNREFUSED/)
    expect(JSON.stringify(closed)).not.toContain('hunter2')
    // The other services are still reported.
    expect(closed.find((c) => c.id === 'content')!.status).toBe('ok')
  })

  test('a server that never answers fails at the time limit instead of hanging the page', async () => {
    const silent = createServer(() => {})
    const port = await listen(silent)
    try {
      const started = Date.now()
      const results = await runChecks(
        { ...deps(), smtpUrl: `smtp://127.0.0.1:${port}`, timeoutMs: 300 },
        await input(),
      )
      expect(Date.now() - started).toBeLessThan(2000)
      expect(results.find((c) => c.id === 'mail')).toMatchObject({ status: 'failing' })
    } finally {
      silent.close()
    }
  })

  test('single sign-on: a provider whose discovery fails is failing with its status', async () => {
    const http = createHttpServer((req, res) => {
      if (req.url === '/good/.well-known/openid-configuration') {
        res.setHeader('content-type', 'application/json')
        res.end(JSON.stringify({ issuer: 'x', authorization_endpoint: 'http://x/auth' }))
      } else {
        res.statusCode = 500
        res.end('boom')
      }
    })
    const port = await listen(http)
    try {
      const results = await runChecks(
        {
          ...deps(),
          sso: [
            { id: 'good', name: 'Good', issuer: `http://127.0.0.1:${port}/good` },
            { id: 'bad', name: 'Bad', issuer: `http://127.0.0.1:${port}/bad` },
          ],
        },
        await input(),
      )
      expect(results.find((c) => c.id === 'sso:good')).toMatchObject({ status: 'ok' })
      expect(results.find((c) => c.id === 'sso:bad')).toMatchObject({
        status: 'failing',
        detail: 'The provider answered 500',
      })
    } finally {
      http.close()
    }
  })
})
