// The user store's backup and restore (docs/operations.md, "Backup and restore"):
//
//   npm run backup -- --out <file>          a consistent backup while the server runs
//   npm run restore -- <file> [--force]     into an empty store (--force replaces what it holds)
//
// Both use DATABASE_URL as the server does, and print the rows per table they wrote or restored.
import { parseArgs } from 'node:util'
import { isEnvError, parseEnv } from '#server/env.ts'
import { backupStore, restoreStore, type BackupReport } from './backup.ts'
import { openDatabase } from './connection.ts'

const USAGE = 'usage: npm run backup -- --out <file> | npm run restore -- <file> [--force]'

async function main() {
  const [command, ...rest] = process.argv.slice(2)
  const { values, positionals } = parseArgs({
    args: rest,
    options: { out: { type: 'string' }, force: { type: 'boolean', default: false } },
    allowPositionals: true,
  })
  const file = command === 'backup' ? values.out : positionals[0]
  if ((command !== 'backup' && command !== 'restore') || !file) {
    console.error(USAGE)
    process.exit(2)
  }
  let url
  try {
    url = parseEnv().DATABASE_URL
  } catch (error) {
    if (!isEnvError(error)) throw error
    console.error(error.message)
    process.exit(1)
  }
  const db = await openDatabase(url)
  try {
    const report =
      command === 'backup'
        ? await backupStore(db, file)
        : await restoreStore(db, file, { force: values.force })
    print(command === 'backup' ? 'Backed up' : 'Restored', report)
  } catch (error) {
    console.error((error as Error).message)
    process.exitCode = 1
  } finally {
    await db.destroy()
  }
}

function print(done: string, report: BackupReport) {
  const total = Object.values(report.tables).reduce((a, b) => a + b, 0)
  console.log(
    `${done} ${total} rows of ${Object.keys(report.tables).length} tables (${report.file}):`,
  )
  for (const [table, rows] of Object.entries(report.tables)) console.log(`  ${table}: ${rows}`)
  console.log(`  schema: ${report.migrations.at(-1) ?? '(none)'}`)
}

void main()
