import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { routeAccess } from '#sites/compose.ts'
import { sites } from '#sites/index.ts'
import { anonymous, routeArgs, viewerFor } from '#test/helpers/route-args.ts'
import { createTestServices } from '#test/helpers/test-services.ts'
import { loader } from './test-page.tsx'

// The assistant and mail point at a closed port: the two dependencies that leave the machine.
let services: Awaited<ReturnType<typeof createTestServices>>

beforeAll(async () => {
  services = await createTestServices({
    SMTP_URL: 'smtp://support:s3cret-pass@127.0.0.1:9',
    AI_PROVIDER: 'openai',
    AI_BASE_URL: 'http://127.0.0.1:9/v1',
    AI_MODEL: 'test-model',
    AI_API_KEY: 'sk-test-key-never-shown',
  })
  // The first search starts the search threads; a running server has them warm.
  await services.search.search({ q: '', resultsPerPage: 1 }, { edition: 'KA' })
})
afterAll(() => services.cleanup())

describe('/test', () => {
  test('failing mail and assistant are shown failing with their message; the rest answers', async () => {
    const viewer = await viewerFor(services, 'kapp@demo.test', 'KA')
    const { report } = await loader(
      routeArgs(services, 'http://ka.localhost/test', { site: 'KA', viewer }) as never,
    )
    const byId = Object.fromEntries(report.checks.map((c) => [c.id, c]))
    expect(byId.mail).toMatchObject({
      status: 'failing',
      detail: expect.stringMatching(/ECONNREFUSED/),
    })
    expect(byId.assistant).toMatchObject({
      name: 'AI assistant (openai)',
      status: 'failing',
      detail: 'The AI service cannot be reached at the moment. Please try again in a few minutes.',
    })
    expect(byId.content!.status).toBe('ok')
    expect(byId.users!.status).toBe('ok')
    expect(report.session.email).toBe('kapp@demo.test')
    expect(report.plan.code).toBe('KAPP')
    const shown = JSON.stringify(report)
    expect(shown).not.toContain('s3cret-pass')
    expect(shown).not.toContain('sk-test-key')
  })

  test('the arbitration plans with the full table see it; reduced plans and other editions do not', async () => {
    expect(routeAccess(sites.KA, 'test', 'KA')).toBe('ok')
    expect(routeAccess(sites.KA, 'test', 'KAPP')).toBe('ok')
    expect(routeAccess(sites.KA, 'test', 'YB')).toBe('not-in-subscription')
    expect(routeAccess(sites.KA, 'test', 'IHB')).toBe('not-in-subscription')
    expect(routeAccess(sites.KIPL, 'test', 'IPL')).toBe('not-in-edition')
    await expect(
      loader(
        routeArgs(services, 'http://ka.localhost/test', {
          site: 'KA',
          viewer: anonymous,
        }) as never,
      ),
    ).rejects.toMatchObject({ init: { status: 403 } })
  })
})
