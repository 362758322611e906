// The production server as the bench measures it: built once (`npm run build`), started as
// `npm run serve` starts it (NODE_ENV=production, the compiled build/server/http/main.js; here
// without the npm launcher, so the process measured is the server itself) on a given content
// index, with its own app store, port and host name. Boot time is from spawning the process to
// its first successful HTTP answer; memory is the process's resident set (its search threads
// share it).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { closeSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs'
import { join, resolve } from 'node:path'

/** The demo account the bench signs in as (KAPP: the full arbitration edition). */
const ACCOUNT = { email: 'kapp@demo.test', password: 'demo-password' }
/** The edition the bench's requests reach: the host name maps to KA. */
const HOST = '127.0.0.1'

export function buildProduction(): number {
  const started = performance.now()
  const r = spawnSync('npm', ['run', 'build'], { encoding: 'utf8' })
  if (r.status !== 0) throw new Error(`npm run build failed:\n${r.stdout}\n${r.stderr}`)
  return (performance.now() - started) / 1000
}

export type RunningServer = {
  origin: string
  /** Spawn to the first 200 of GET /account/GetCsrf. */
  bootMs: number
  /** Resident memory now, and the most it has held, in MB. */
  memory(): { rssMb: number; peakRssMb: number }
  /** Signs in as the demo subscriber (or another account): the Cookie header of the session. */
  signIn(account?: { email: string; password: string }): Promise<string>
  stop(): Promise<void>
}

export async function startServer(options: {
  index: string
  port: number
  workDir: string
  searchTimeoutMs?: number
  /** The app store: a PostgreSQL URL that several servers share; default a SQLite file of its own. */
  databaseUrl?: string
  /** PAGE_CACHE_SECONDS (default: the production default). */
  pageCacheSeconds?: number
}): Promise<RunningServer> {
  const workDir = resolve(options.workDir)
  rmSync(workDir, { recursive: true, force: true })
  mkdirSync(workDir, { recursive: true })
  const logFile = join(workDir, 'server.log')
  const logFd = openSync(logFile, 'w')
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(options.port),
    HOST,
    SITE_HOSTS: `${HOST}=KA`,
    CONTENT_INDEX: resolve(options.index),
    DATABASE_URL: options.databaseUrl ?? join(workDir, 'app.sqlite'),
    SESSION_SECRET: 'bench-session-secret-of-at-least-32-characters',
    SEED_DEMO_ACCOUNTS: 'true',
    ALERTS_INTERVAL_MINUTES: '0',
    MAIL_OUTBOX: join(workDir, 'outbox'),
    ...(options.searchTimeoutMs ? { SEARCH_TIMEOUT_MS: String(options.searchTimeoutMs) } : {}),
    ...(options.pageCacheSeconds !== undefined
      ? { PAGE_CACHE_SECONDS: String(options.pageCacheSeconds) }
      : {}),
  }
  const started = performance.now()
  const child: ChildProcess = spawn(process.execPath, ['build/server/http/main.js'], {
    env,
    stdio: ['ignore', logFd, logFd],
  })
  closeSync(logFd)
  const origin = `http://${HOST}:${options.port}`
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)))
  let bootMs: number | null = null
  while (bootMs === null) {
    const code = await Promise.race([exited, new Promise((r) => setTimeout(r, 20, 'waiting'))])
    if (code !== 'waiting') {
      throw new Error(
        `the server exited (${code}) before answering:\n${readFileSync(logFile, 'utf8')}`,
      )
    }
    try {
      const res = await fetch(`${origin}/account/GetCsrf`)
      if (res.ok) bootMs = performance.now() - started
      await res.arrayBuffer()
    } catch {
      // Not listening yet.
    }
    if (performance.now() - started > 600_000)
      throw new Error('the server did not answer in 10 minutes')
  }

  const status = (key: string) => {
    const line = readFileSync(`/proc/${child.pid}/status`, 'utf8')
      .split('\n')
      .find((l) => l.startsWith(`${key}:`))
    return Math.round(Number(/(\d+)/.exec(line ?? '')?.[1] ?? 0) / 1024)
  }
  return {
    origin,
    bootMs,
    memory: () => ({ rssMb: status('VmRSS'), peakRssMb: status('VmHWM') }),
    async signIn(account = ACCOUNT) {
      const first = await fetch(`${origin}/account/GetCsrf`)
      const { token } = (await first.json()) as { token: string }
      const csrf = cookiesOf(first)
      const res = await fetch(`${origin}/account/login`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: csrf },
        body: new URLSearchParams({ ...account, csrf: token, returnUrl: '/' }),
      })
      await res.arrayBuffer()
      const session = cookiesOf(res)
      if (res.status >= 400 || !session.includes('sid=')) {
        throw new Error(`signing in as ${account.email} failed: ${res.status}`)
      }
      return `${csrf}; ${session}`
    },
    async stop() {
      child.kill('SIGTERM')
      const code = await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000, 'late'))])
      if (code === 'late') child.kill('SIGKILL')
      await exited
    },
  }
}

/** The name=value pairs a response sets, as one Cookie header. */
function cookiesOf(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .filter((c) => !c.endsWith('='))
    .join('; ')
}
