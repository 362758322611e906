import { afterEach, describe, expect, test } from 'vitest'
import { createWorkerPool, type WorkerPool } from './worker-pool.ts'

const ENTRY = 'test/fixtures/workers/spin-worker.ts'
type Job =
  | { kind: 'spin'; ms: number }
  | { kind: 'hold'; gate: SharedArrayBuffer }
  | { kind: 'fail' }
  | { kind: 'echo'; value: unknown }

let pool: WorkerPool<Job, unknown> | null = null
afterEach(async () => {
  await pool?.close()
  pool = null
})

const open = (
  options: { size?: number; timeoutMs?: number; maxQueue?: number; workerData?: unknown } = {},
) => (pool = createWorkerPool<Job, unknown>({ name: 'test', entry: ENTRY, size: 1, ...options }))

describe('worker pool', () => {
  test('answers jobs on its threads, values and errors with their own fields', async () => {
    const p = open({ size: 2 })
    expect(await p.run({ kind: 'echo', value: { a: [1, 2] } })).toEqual({ a: [1, 2] })
    const error = await p.run({ kind: 'fail' }).catch((e: unknown) => e)
    expect(error).toMatchObject({
      code: 'SEARCH_SYNTAX',
      position: 3,
      message: 'Unbalanced parenthesis at 3',
    })
  })

  test('heavy jobs leave a thread to light ones, which never wait behind them', async () => {
    const p = open({ size: 2 })
    p.start()
    await Promise.all([p.run({ kind: 'echo', value: 1 }), p.run({ kind: 'echo', value: 2 })])
    const order: string[] = []
    // The heavy jobs hold their thread until the gate opens, which only the light job's answer
    // does: were all threads given to heavy jobs, the light one would never answer.
    const gate = new SharedArrayBuffer(4)
    const heavy = [1, 2, 3].map((n) =>
      p.run({ kind: 'hold', gate }, { heavy: true }).then(() => order.push(`heavy ${n}`)),
    )
    await p.run({ kind: 'echo', value: 'light' }).then(() => order.push('light'))
    Atomics.store(new Int32Array(gate), 0, 1)
    Atomics.notify(new Int32Array(gate), 0)
    await Promise.all(heavy)
    // One heavy job at a time, in the order they came.
    expect(order).toEqual(['light', 'heavy 1', 'heavy 2', 'heavy 3'])
  })

  test('a job past its budget fails with WORKER_TIMEOUT, and a new thread takes the next job', async () => {
    const p = open({ timeoutMs: 300 })
    const slow = await p.run({ kind: 'spin', ms: 60_000 }).catch((e: unknown) => e)
    expect(slow).toMatchObject({ code: 'WORKER_TIMEOUT' })
    expect(await p.run({ kind: 'echo', value: 'after' })).toBe('after')
  })

  test('the main thread stays free while a job holds a thread', async () => {
    const p = open({ timeoutMs: 5000 })
    await p.run({ kind: 'echo', value: 'ready' }) // the thread has started
    const order: string[] = []
    const running = p.run({ kind: 'spin', ms: 1500 }).then((r) => (order.push('job'), r))
    await new Promise((resolve) => setTimeout(resolve, 20))
    order.push('timer')
    // The timer fired while the job still held its thread.
    expect(order).toEqual(['timer'])
    expect(await running).toBe('done')
  })

  test('the budget counts running time, not the wait for a thread', async () => {
    const p = open({ timeoutMs: 1000 })
    const first = p.run({ kind: 'spin', ms: 700 })
    const second = p.run({ kind: 'spin', ms: 700 }) // waits 700 ms, then runs 700 ms
    expect(await first).toBe('done')
    expect(await second).toBe('done')
  })

  test('a full queue refuses at once with WORKER_POOL_BUSY', async () => {
    const p = open({ maxQueue: 1, timeoutMs: 5000 })
    await p.run({ kind: 'echo', value: 'ready' })
    const running = p.run({ kind: 'spin', ms: 300 })
    const queued = p.run({ kind: 'echo', value: 'queued' })
    await expect(p.run({ kind: 'echo', value: 'refused' })).rejects.toMatchObject({
      code: 'WORKER_POOL_BUSY',
    })
    expect(await running).toBe('done')
    expect(await queued).toBe('queued')
  })

  test('a thread that cannot open fails the waiting jobs with its reason, without restarting in a loop', async () => {
    const p = open({ workerData: { refuse: true } })
    await expect(p.run({ kind: 'echo', value: 1 })).rejects.toThrow('cannot open the index')
    await expect(p.run({ kind: 'echo', value: 2 })).rejects.toThrow('cannot open the index')
  })
})
