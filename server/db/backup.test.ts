import { execFile } from 'node:child_process'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createFolderStore } from '#server/favourites/folder-store.ts'
import { createUserStore } from '#server/users/user-store.ts'
import { testDatabases, type TempDb } from '#test/helpers/temp-db.ts'
import { backupStore, restoreStore } from './backup.ts'
import { openDatabase, type Db } from './connection.ts'
import { migrationState } from './migrate.ts'
import { migrations } from './migrations/index.ts'

// Backup and restore of the user store: a subscriber's folders survive the loss of the store,
// and a file that is not a whole backup of it changes nothing.

const FAST = { passwordParams: { N: 2 ** 10, r: 8, p: 1 } }
let dir: string
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'backup-test-'))
})
afterAll(() => rm(dir, { recursive: true, force: true }))

let counter = 0
const fileNamed = (name: string) => join(dir, `${++counter}-${name}`)

/** A subscriber with a folder of two favourites, a password and an institution's IP range. */
async function subscriberIn(db: Db) {
  const users = createUserStore(db, FAST)
  const account = await users.createAccount({
    email: 'partner@firm.example',
    password: 'correct horse',
    firstName: 'Pat',
    lastName: 'Partner',
    subscriptions: [{ siteId: 'KA', subscription: 'KAPP' }],
    ipRanges: ['192.0.2.0/24'],
  })
  const folders = createFolderStore(db)
  const owner = { accountId: account.id, siteId: 'KA' }
  const folder = await folders.addFolder(owner, 'Yukos cases')
  await folders.addFavourites(
    owner,
    [1, 2].map((n) => ({
      contentId: `DOC-${n}`,
      title: `Award ${n}`,
      url: `/document/DOC-${n}`,
      source: 'Awards',
      informationType: 'Award',
    })),
    folder.id,
  )
  return { account, owner }
}

async function tableNames(db: Db) {
  return (await db.introspection.getTables()).map((t) => t.name).sort()
}

describe.each(testDatabases())('backup and restore ($name)', (database) => {
  const stores: TempDb[] = []
  const store = async (migrate: boolean) => {
    const temp = await database.create({ migrate })
    stores.push(temp)
    return temp
  }
  afterAll(async () => {
    for (const temp of stores) await temp.cleanup()
  })

  test("a backup, a lost store and a restore bring a subscriber's folders back", async () => {
    const live = await store(true)
    const { owner } = await subscriberIn(live.db)
    const file = fileNamed('backup.jsonl')
    const written = await backupStore(live.db, file)
    expect(written.tables).toMatchObject({ accounts: 1, favourite_folders: 1, favourites: 2 })
    await live.cleanup() // the store is lost

    const fresh = await store(false)
    const restored = await restoreStore(fresh.db, file)
    expect(restored.tables).toEqual(written.tables)
    expect(restored.migrations).toEqual(Object.keys(migrations))
    const folders = createFolderStore(fresh.db)
    const [folder] = await folders.listFolders(owner)
    expect(folder).toMatchObject({ name: 'Yukos cases' })
    const page = await folders.listFavourites(owner, { folderId: folder!.id })
    expect(page.items.map((f) => f.title).sort()).toEqual(['Award 1', 'Award 2'])
    // The password and the address range (raw bytes) came back as they were.
    const users = createUserStore(fresh.db, FAST)
    expect(await users.verifyCredentials('partner@firm.example', 'correct horse')).not.toBeNull()
    expect((await users.accountForIp('192.0.2.77'))?.email).toBe('partner@firm.example')
  })

  // On PostgreSQL the writes land between the backup's reads (on SQLite in one process each
  // statement runs at once, so there the test only shows nothing gets in the way).
  test('a backup taken while another connection keeps writing is one consistent snapshot', async () => {
    const live = await store(true)
    const writer = await openDatabase(live.url)
    const users = createUserStore(writer, FAST)
    let writing = true
    let written = 0
    const writes = (async () => {
      while (writing) {
        await users.createAccount({ email: `w${written}@firm.example`, ipRanges: ['10.9.0.0/16'] })
        written += 1
        // SQLite answers at once: let the rest of the process (the backup) run between writes.
        await new Promise((resolve) => setImmediate(resolve))
      }
    })()
    try {
      while (written < 3) await new Promise((resolve) => setTimeout(resolve, 5))
      const file = fileNamed('backup.jsonl')
      const taken = await backupStore(live.db, file)
      const fresh = await store(false)
      // The restore checks each table's rows against the header's counts, taken in the snapshot.
      const restored = await restoreStore(fresh.db, file)
      expect(restored.tables).toEqual(taken.tables)
      expect(restored.tables.ip_ranges).toBe(restored.tables.accounts)
    } finally {
      writing = false
      await writes
      await writer.destroy()
    }
    expect(written).toBeGreaterThan(3)
  })

  test('a store that holds rows is refused unless --force, which replaces them', async () => {
    const source = await store(true)
    await subscriberIn(source.db)
    const file = fileNamed('backup.jsonl')
    await backupStore(source.db, file)
    const target = await store(true)
    await createUserStore(target.db, FAST).createAccount({ email: 'other@example.org' })
    await expect(restoreStore(target.db, file)).rejects.toThrow(
      /not empty \(accounts: 1\).*--force/,
    )
    expect((await createUserStore(target.db).findByEmail('other@example.org'))?.email).toBe(
      'other@example.org',
    )
    await restoreStore(target.db, file, { force: true })
    const users = createUserStore(target.db)
    expect(await users.findByEmail('other@example.org')).toBeNull()
    expect(await users.findByEmail('partner@firm.example')).not.toBeNull()
  })

  test('a corrupt or foreign file stops with a clear message and leaves the store as it was', async () => {
    const source = await store(true)
    await subscriberIn(source.db)
    const file = fileNamed('backup.jsonl')
    await backupStore(source.db, file)
    const text = await readFile(file, 'utf8')
    const damaged = {
      truncated: text.slice(0, Math.floor(text.length * 0.6)),
      altered: text.replace('Yukos cases', 'Yukos casez'),
      'without its end': text.slice(0, text.lastIndexOf('{"end"')),
      'line unreadable': text.replace('"Award 2"', '"Award 2'),
    }
    const empty = await store(false)
    for (const [what, content] of Object.entries(damaged)) {
      const bad = fileNamed(`${what}.jsonl`)
      await writeFile(bad, content)
      await expect(restoreStore(empty.db, bad), what).rejects.toThrow(
        new RegExp(`${bad.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} is damaged`),
      )
    }
    const foreign = fileNamed('package.json')
    await writeFile(foreign, await readFile('package.json'))
    await expect(restoreStore(empty.db, foreign)).rejects.toThrow(/is not a backup of this portal/)
    const binary = fileNamed('app.sqlite')
    await writeFile(binary, Buffer.from([0x53, 0x51, 0x4c, 0x69, 0x74, 0x65, 0x00, 0xff, 0x0a]))
    await expect(restoreStore(empty.db, binary)).rejects.toThrow(/is not a backup of this portal/)
    await expect(restoreStore(empty.db, fileNamed('missing.jsonl'))).rejects.toThrow(
      /Cannot read .*missing\.jsonl/,
    )
    // Nothing was created in the empty store.
    expect(await tableNames(empty.db)).toEqual([])
    expect((await migrationState(empty.db)).applied).toEqual([])
  })

  test('a backup from a newer release is refused, naming its migrations', async () => {
    const source = await store(true)
    const file = fileNamed('backup.jsonl')
    await backupStore(source.db, file)
    const lines = (await readFile(file, 'utf8')).split('\n')
    const header = JSON.parse(lines[0]!) as { migrations: string[] }
    header.migrations.push('9999_from_the_future')
    lines[0] = JSON.stringify(header)
    // Its checksum made right, as the newer release would have written it.
    const { createHash } = await import('node:crypto')
    const body = lines
      .slice(0, -2)
      .map((l) => `${l}\n`)
      .join('')
    lines[lines.length - 2] = JSON.stringify({
      end: true,
      sha256: createHash('sha256').update(body).digest('hex'),
    })
    const newer = fileNamed('newer.jsonl')
    await writeFile(newer, lines.join('\n'))
    const empty = await store(false)
    await expect(restoreStore(empty.db, newer)).rejects.toThrow(
      /newer release.*9999_from_the_future/,
    )
    expect(await tableNames(empty.db)).toEqual([])
  })

  test('a backup to a path that cannot be written fails with the path, and leaves no file', async () => {
    const source = await store(true)
    const notAFolder = fileNamed('plain-file')
    await writeFile(notAFolder, 'x')
    const target = join(notAFolder, 'backup.jsonl')
    await expect(backupStore(source.db, target)).rejects.toThrow(
      `Cannot write the backup to ${target}`,
    )
  })
})

test('npm run backup and npm run restore, on SQLite', async () => {
  const run = promisify(execFile)
  const live = join(dir, 'live.sqlite')
  const file = join(dir, 'cli-backup.jsonl')
  const { createTempDb } = await import('#test/helpers/temp-db.ts')
  const source = await createTempDb()
  try {
    await subscriberIn(source.db)
    const cli = (args: string[], url: string) =>
      run('npx', ['tsx', 'server/db/backup-cli.ts', ...args], {
        env: { ...process.env, DATABASE_URL: url, SESSION_SECRET: 'x'.repeat(32) },
      })
    const backup = await cli(['backup', '--out', file], source.url)
    expect(backup.stdout).toMatch(/^Backed up \d+ rows of \d+ tables/)
    expect(backup.stdout).toMatch(/^ {2}favourites: 2$/m)
    const restore = await cli(['restore', file], `sqlite:${live}`)
    expect(restore.stdout).toMatch(/^Restored \d+ rows/)
    expect(restore.stdout).toMatch(/^ {2}favourite_folders: 1$/m)
    const again = cli(['restore', file], `sqlite:${live}`)
    await expect(again).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/not empty/),
    })
  } finally {
    await source.cleanup()
  }
}, 60_000)
