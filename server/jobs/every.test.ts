import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { runEvery } from './every.ts'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

test('runs once per interval, never two runs at once, and goes on after a failure', async () => {
  let calls = 0
  let release: () => void = () => {}
  const errors: unknown[] = []
  const schedule = runEvery(
    'test job',
    1000,
    () => {
      calls += 1
      if (calls === 1) return Promise.reject(new Error('first run fails'))
      return new Promise<void>((resolve) => (release = resolve))
    },
    (error) => errors.push(error),
  )
  expect(calls).toBe(0) // not at start
  await vi.advanceTimersByTimeAsync(1000)
  expect(calls).toBe(1)
  expect(errors).toHaveLength(1)

  await vi.advanceTimersByTimeAsync(1000)
  expect(calls).toBe(2)
  await vi.advanceTimersByTimeAsync(3000) // the second run is still going: no new run
  expect(calls).toBe(2)
  release()
  await vi.advanceTimersByTimeAsync(1000)
  expect(calls).toBe(3)

  schedule.stop()
  await vi.advanceTimersByTimeAsync(5000)
  expect(calls).toBe(3)
})
