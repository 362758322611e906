import { spawn, type ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'
import type { Page } from '@playwright/test'
import { DEMO_PASSWORD, expect, test } from './fixtures.ts'

// Several instances on one PostgreSQL store and the same content index, as behind a load
// balancer: a session made on one works on the other, writes through both are all there, a
// process killed mid-traffic loses no write it acknowledged, and rate limits count across both.
// `npm test` runs the browser tests beside a throwaway PostgreSQL cluster (TEST_DATABASE_URL).

const DATABASE_URL = process.env.TEST_DATABASE_URL
const SECRET = 'instances-test-secret-'.padEnd(48, 'x')

test.describe.configure({ mode: 'serial' })
test.skip(!DATABASE_URL, 'needs PostgreSQL (npm test starts a throwaway cluster)')

type Instance = { port: number; origin: string; process: ChildProcess }
const instances: Instance[] = []

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer()
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

/** A production server process on its own port, sharing the store, the index and the secret. */
async function start(): Promise<Instance> {
  const port = await freePort()
  const child = spawn('node', ['build/server/http/main.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL,
      SESSION_SECRET: SECRET,
      SEARCH_THREADS: '1',
      MAIL_OUTBOX: 'var/e2e/outbox-instances',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so that killing it kills the server under npx too.
    detached: true,
  })
  let log = ''
  child.stdout!.on('data', (d) => (log += String(d)))
  child.stderr!.on('data', (d) => (log += String(d)))
  const origin = `http://ka.localhost:${port}`
  const deadline = Date.now() + 90_000
  for (;;) {
    const up = await fetch(`http://localhost:${port}/aidisclaimer`).then(
      (r) => r.ok,
      () => false,
    )
    if (up) break
    if (child.exitCode !== null || Date.now() > deadline)
      throw new Error(`instance on ${port} did not start:\n${log}`)
    await new Promise((r) => setTimeout(r, 250))
  }
  const instance = { port, origin, process: child }
  instances.push(instance)
  return instance
}

const kill = (i: Instance) => {
  try {
    process.kill(-i.process.pid!, 'SIGKILL')
  } catch {
    // already gone
  }
}
test.afterAll(() => instances.forEach(kill))

/** Signs in through the form of one instance. */
async function signIn(page: Page, origin: string, email: string, password = DEMO_PASSWORD) {
  await page.goto(`${origin}/account/login?returnUrl=%2Ffavorites`)
  await page.getByLabel('E-mail', { exact: true }).fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Log in' }).click()
}

/** Adds folders through one instance's API, from a page of that instance; the names it acknowledged. */
function addFolders(page: Page, names: string[]): Promise<string[]> {
  return page.evaluate(async (list) => {
    const { token } = (await (await fetch('/account/GetCsrf')).json()) as { token: string }
    const acknowledged: string[] = []
    for (const name of list) {
      try {
        const response = await fetch(
          `/apiv2/Favorite/AddFolder?folderName=${encodeURIComponent(name)}`,
          { method: 'POST', headers: { 'X-CSRF-Token': token } },
        )
        if (response.status === 201) acknowledged.push(name)
      } catch {
        break // the instance is gone
      }
    }
    return acknowledged
  }, names)
}

function folderNames(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const { token } = (await (await fetch('/account/GetCsrf')).json()) as { token: string }
    const response = await fetch('/apiv2/Favorite/GetFavorites', {
      method: 'POST',
      headers: { 'X-CSRF-Token': token, 'Content-Type': 'application/json' },
      body: '{}',
    })
    const body = (await response.json()) as { folders: Array<{ name: string }> }
    return body.folders.map((f) => f.name)
  })
}

test('two instances share sessions, writes and rate limits; a killed one loses no acknowledged write', async ({
  browser,
}, info) => {
  test.skip(info.project.name !== 'ka', 'one edition is enough: the store is shared by all')
  test.setTimeout(300_000)
  const [a, b] = await Promise.all([start(), start()])
  const context = await browser.newContext()
  const onA = await context.newPage()
  const onB = await context.newPage()

  // A session made on A is known to B: the cookie for ka.localhost goes to both ports.
  await signIn(onA, a.origin, 'kapp@demo.test')
  await expect(onA).toHaveURL(/\/favorites$/)
  await onB.goto(`${b.origin}/favorites`)
  await expect(onB).toHaveURL(/\/favorites$/)
  await expect(onB.getByRole('heading', { level: 1, name: 'Favourites' })).toBeVisible()

  // Writes through both, interleaved, are all there whichever instance reads.
  const run = Date.now().toString(36)
  const names = Array.from({ length: 20 }, (_, n) => `Both ${run} ${n}`)
  const written = await Promise.all([
    addFolders(
      onA,
      names.filter((_, n) => n % 2 === 0),
    ),
    addFolders(
      onB,
      names.filter((_, n) => n % 2 === 1),
    ),
  ])
  expect(written.flat().sort()).toEqual([...names].sort())
  expect((await folderNames(onA)).filter((n) => n.startsWith(`Both ${run}`)).sort()).toEqual(
    [...names].sort(),
  )

  // Failed sign-ins count across instances: 5 on A and 5 on B refuse the 11th on either.
  const other = await browser.newContext()
  const stranger = await other.newPage()
  // (A retry finds the first attempt's failures still counted: then each is refused as too many.)
  const refused =
    /^(The e-mail address or password is incorrect\.|Too many failed sign-in attempts)/
  for (const [n, instance] of [a, b, a, b, a, b, a, b, a, b].entries()) {
    await signIn(stranger, instance.origin, 'gpl@demo.test', `wrong-${n}`)
    await expect(stranger.getByText(refused)).toBeVisible()
  }
  await signIn(stranger, a.origin, 'gpl@demo.test')
  await expect(stranger.getByText(/^Too many failed sign-in attempts/)).toBeVisible()
  await other.close()

  // A is killed while it writes: every folder it acknowledged is there, read through B.
  const many = Array.from({ length: 1000 }, (_, n) => `Killed ${run} ${n}`)
  const writing = addFolders(onA, many)
  // Killed once it has written some (read through B), however slow the machine is.
  await expect
    .poll(async () => (await folderNames(onB)).some((n) => n.startsWith(`Killed ${run}`)), {
      timeout: 60_000,
    })
    .toBe(true)
  kill(a)
  const acknowledged = await writing
  expect(acknowledged.length).toBeGreaterThan(0)
  expect(acknowledged.length).toBeLessThan(many.length)
  const kept = await folderNames(onB)
  expect(acknowledged.filter((n) => !kept.includes(n))).toEqual([])
  await context.close()
})
