// npm run ingest -- <dir> [--out var/content.sqlite]
// <dir> is ../shared/corpus (raw sources, detected by folder name), one source folder, or a
// folder of canonical .jsonl(.gz) files such as data/starter.
import { ingest, isIngestError } from './ingest.ts'

const DEFAULT_OUT = 'var/content.sqlite'

function usage(): never {
  console.error('usage: npm run ingest -- <dir> [--out var/content.sqlite]')
  process.exit(2)
}

function parseArgs(argv: string[]): { dir: string; out: string } {
  let dir: string | undefined
  let out = DEFAULT_OUT
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]
    if (arg === '--out') out = argv[++i] ?? usage()
    else if (arg.startsWith('--out=')) out = arg.slice('--out='.length)
    else if (arg.startsWith('-')) usage()
    else if (!dir) dir = arg
    else usage()
  }
  return { dir: dir ?? usage(), out }
}

const { dir, out } = parseArgs(process.argv.slice(2))
try {
  const report = await ingest({
    dir,
    out,
    onSource: (source) => console.log(`reading ${source}`),
    onIssue: (i) => console.warn(`skipped ${i.source} ${i.file}:${i.line}: ${i.reason}`),
  })
  const table = (title: string, counts: Record<string, number>) => {
    console.log(title)
    for (const [key, n] of Object.entries(counts)) console.log(`  ${key.padEnd(40)} ${n}`)
  }
  table('documents per source', report.bySource)
  table('documents per type', report.byType)
  table('documents per edition', report.byEdition)
  console.log(
    `${report.total} documents, ${report.skipped} skipped, ${report.seconds.toFixed(1)} s ` +
      `(${report.documentsPerSecond} documents/s) → ${report.out}`,
  )
} catch (e) {
  if (isIngestError(e)) {
    console.error(e.message)
    process.exit(1)
  }
  throw e
}
