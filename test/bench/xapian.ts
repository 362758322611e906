// The Xapian peer, TypeScript side: finds Debian's python3-xapian (or installs it), builds a
// Xapian database from a content index (./xapian-peer.py reads the same rows as PostgreSQL) and
// runs the query set there, timed inside Python so process start-up does not count.
import { spawn, spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { Readable } from 'node:stream'
import { fileURLToPath } from 'node:url'
import { indexRows } from './index-rows.ts'
import type { PeerPlan } from './peer-plan.ts'
import type { Timing } from './stats.ts'

// Debian's bindings install for the system interpreter only.
const PYTHON = '/usr/bin/python3'
const SCRIPT = fileURLToPath(new URL('./xapian-peer.py', import.meta.url))

export type XapianSetup =
  | { available: true; version: string; how: 'found' | 'installed'; message: string }
  | { available: false; message: string }

function xapianVersion(): string | null {
  if (!existsSync(PYTHON)) return null
  const r = spawnSync(PYTHON, ['-c', 'import xapian; print(xapian.version_string())'], {
    encoding: 'utf8',
  })
  return r.status === 0 ? r.stdout.trim() : null
}

/** Finds python3-xapian, or installs it with apt-get when running as root on Debian. */
export function setupXapian(): XapianSetup {
  const found = xapianVersion()
  if (found) {
    return {
      available: true,
      version: found,
      how: 'found',
      message: `Xapian ${found}: python3-xapian found for ${PYTHON}`,
    }
  }
  const cannot = (why: string): XapianSetup => ({
    available: false,
    message:
      `Xapian peer skipped: python3-xapian is not installed for ${PYTHON} and ${why} ` +
      `(as root: apt-get install -y python3-xapian).`,
  })
  if (process.getuid?.() !== 0) return cannot('installing it needs root')
  if (!existsSync('/usr/bin/apt-get')) return cannot('there is no apt-get here')
  const install = () =>
    spawnSync('apt-get', ['install', '-y', 'python3-xapian'], {
      encoding: 'utf8',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    })
  let r = install()
  if (r.status !== 0) {
    // A fresh machine may not have the package lists yet.
    spawnSync('apt-get', ['update'], { encoding: 'utf8' })
    r = install()
  }
  const version = xapianVersion()
  if (!version)
    return cannot(`apt-get install failed: ${(r.stderr ?? '').trim().split('\n').pop()}`)
  return {
    available: true,
    version,
    how: 'installed',
    message: `Xapian ${version}: python3-xapian was missing and has been installed with apt-get`,
  }
}

export type XapianBuild = { seconds: number; bytes: number; documents: number; reused: boolean }

/**
 * Builds the Xapian database of an index into `dir`, or reuses one built from the same index
 * file (same size and modification time) by the same version of the build script.
 */
export async function buildXapian(indexPath: string, dir: string): Promise<XapianBuild> {
  const source = statSync(indexPath)
  const stamp = `${dir}.json`
  // The same index file, built by the same script.
  const script = createHash('sha1').update(readFileSync(SCRIPT)).digest('hex')
  const key = `${source.size}:${source.mtimeMs}:${script}`
  if (existsSync(stamp) && existsSync(dir)) {
    const kept = JSON.parse(readFileSync(stamp, 'utf8')) as XapianBuild & { key: string }
    if (kept.key === key) return { ...kept, reused: true }
  }
  rmSync(dir, { recursive: true, force: true })
  const started = performance.now()
  const child = spawn(PYTHON, [SCRIPT, 'build', dir], { stdio: ['pipe', 'pipe', 'inherit'] })
  const out = collect(child.stdout)
  const done = exited(child)
  // A failed build closes the pipe: its exit code says so, not an EPIPE.
  child.stdin.on('error', () => {})
  // One JSON line per document; the pipe's back-pressure paces the reader.
  Readable.from(
    (function* () {
      for (const row of indexRows(indexPath)) yield `${JSON.stringify(row)}\n`
    })(),
  ).pipe(child.stdin)
  await done
  const result = JSON.parse(await out) as { documents: number; bytes: number }
  const build = {
    seconds: (performance.now() - started) / 1000,
    bytes: result.bytes,
    documents: result.documents,
    reused: false,
  }
  writeFileSync(stamp, JSON.stringify({ ...build, key }))
  return build
}

export type XapianQueryResult = { first: number; timing: Timing; hits: number }

/** Runs each plan once (warm-up, its time reported apart) and then `runs` times, in Python. */
export async function searchXapian(
  dir: string,
  plans: { name: string; plan: PeerPlan }[],
  runs: number,
): Promise<Map<string, XapianQueryResult | { unsupported: string }>> {
  const child = spawn(PYTHON, [SCRIPT, 'search', dir, String(runs)], {
    stdio: ['pipe', 'pipe', 'inherit'],
  })
  const out = collect(child.stdout)
  const done = exited(child)
  child.stdin.end(JSON.stringify(plans))
  await done
  const results = JSON.parse(await out) as Record<
    string,
    XapianQueryResult | { unsupported: string }
  >
  return new Map(Object.entries(results))
}

function collect(stream: NodeJS.ReadableStream): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = ''
    stream.setEncoding('utf8')
    stream.on('data', (chunk: string) => (text += chunk))
    stream.on('end', () => resolve(text))
    stream.on('error', reject)
  })
}

function exited(child: ReturnType<typeof spawn>): Promise<void> {
  return new Promise((resolve, reject) => {
    child.on('error', reject)
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`xapian-peer.py exited with ${code}`)),
    )
  })
}
