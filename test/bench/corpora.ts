// The corpora the bench runs on: the full corpus (ingested from ../shared/corpus, which gives
// the ingest rate) and corpora generated from it (./generate.ts), cached in var/bench.
import Database from 'better-sqlite3'
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { SCHEMA_VERSION } from '#server/search/fts5/index-writer.ts'
import { log } from './stats.ts'

export type Build = {
  documents: number
  seconds: number | null
  documentsPerSecond: number | null
  peakRssMb: number | null
  /** Generated corpora: how many publications, and how many of them journals. */
  publications?: number
  journals?: number
}
export type Corpus = { name: string; path: string; build: Build }

/** Runs a command under /usr/bin/time to get its peak memory; returns seconds and peak RSS. */
export function timed(
  cmd: string,
  argv: string[],
): { seconds: number; peakRssMb: number | null; stdout: string } {
  const started = performance.now()
  const useTime = existsSync('/usr/bin/time')
  const r = useTime
    ? spawnSync('/usr/bin/time', ['-f', 'peak-rss-kb=%M', cmd, ...argv], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
        maxBuffer: 64 << 20,
      })
    : spawnSync(cmd, argv, { encoding: 'utf8', maxBuffer: 64 << 20 })
  if (r.status !== 0) throw new Error(`${cmd} ${argv.join(' ')} failed:\n${r.stderr}`)
  const kb = /peak-rss-kb=(\d+)/.exec(r.stderr ?? '')
  return {
    seconds: (performance.now() - started) / 1000,
    peakRssMb: kb ? Math.round(Number(kb[1]) / 1024) : null,
    stdout: r.stdout,
  }
}

function schemaVersionOf(path: string): number | null {
  const db = new Database(path, { readonly: true })
  try {
    const v = db.prepare(`SELECT value FROM meta WHERE key = 'schema_version'`).pluck().get()
    return v === undefined ? null : Number(v)
  } catch {
    return null
  } finally {
    db.close()
  }
}

export function documentsIn(path: string): number {
  const db = new Database(path, { readonly: true })
  const n = db.prepare('SELECT count(*) FROM documents').pluck().get() as number
  db.close()
  return n
}

export function fullCorpus(outDir: string, corpusDir: string, given?: string): Corpus {
  if (given) {
    return {
      name: 'full corpus',
      path: given,
      build: {
        documents: documentsIn(given),
        seconds: null,
        documentsPerSecond: null,
        peakRssMb: null,
      },
    }
  }
  const path = `${outDir}/full.sqlite`
  log(`ingesting ${corpusDir} → ${path}`)
  rmSync(path, { force: true })
  const run = timed('npx', ['tsx', 'server/content/ingest/cli.ts', corpusDir, '--out', path])
  const documents = documentsIn(path)
  return {
    name: 'full corpus',
    path,
    build: {
      documents,
      seconds: run.seconds,
      documentsPerSecond: Math.round(documents / run.seconds),
      peakRssMb: run.peakRssMb,
    },
  }
}

/** The generated corpus of `docs` documents, built from `from` unless cached (or --regen). */
export function generatedCorpus(
  outDir: string,
  from: string,
  docs: number,
  regen: boolean,
): Corpus {
  const path = `${outDir}/gen-${docs}.sqlite`
  const figures = `${outDir}/gen-${docs}.json`
  const cached = existsSync(path) && existsSync(figures)
  const version = cached ? schemaVersionOf(path) : null
  if (cached && version !== SCHEMA_VERSION) {
    log(
      `${path} has schema version ${version}, the engine reads ${SCHEMA_VERSION}: generating it again`,
    )
  }
  if (regen || !cached || version !== SCHEMA_VERSION) {
    log(`generating ${docs} documents → ${path} (recombined real paragraphs)`)
    rmSync(figures, { force: true })
    const run = timed('npx', [
      'tsx',
      'test/bench/generate.ts',
      '--from',
      from,
      '--out',
      path,
      '--docs',
      String(docs),
    ])
    const out = JSON.parse(run.stdout.trim().split('\n').pop() as string) as Build
    writeFileSync(
      figures,
      JSON.stringify({ ...out, peakRssMb: run.peakRssMb ?? null, wallSeconds: run.seconds }),
    )
  }
  const build = JSON.parse(readFileSync(figures, 'utf8')) as Build
  return { name: `generated ${docs.toLocaleString('en-GB')}`, path, build }
}
