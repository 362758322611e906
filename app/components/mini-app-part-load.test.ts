import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import {
  CSS_CHUNK_LOAD_FAILED,
  describePartFailure,
  isMissing,
  loadPart,
  PART_SCRIPT_TIMEOUT_MS,
  PartLoadError,
} from './mini-app-part-load.ts'

const never = () => new Promise<never>(() => {})
const missingWhen = (answer: boolean) => () => Promise.resolve(answer)

async function failure(promise: Promise<unknown>): Promise<PartLoadError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(PartLoadError)
  return error as PartLoadError
}

describe('describePartFailure', () => {
  test('a stylesheet that Vite could not preload, with its address', () => {
    expect(
      describePartFailure(
        new Error('Unable to preload CSS for http://kcl.localhost/assets/mdl-app-x1.css'),
      ),
    ).toEqual({ stylesheet: true, url: 'http://kcl.localhost/assets/mdl-app-x1.css' })
  })

  test("each browser's words for a script that did not load", () => {
    expect(
      describePartFailure(
        new TypeError('Failed to fetch dynamically imported module: http://h/assets/mdl-app-a.js'),
      ),
    ).toEqual({ stylesheet: false, url: 'http://h/assets/mdl-app-a.js' })
    expect(
      describePartFailure(
        new TypeError('error loading dynamically imported module: http://h/assets/mip-app-b.js'),
      ),
    ).toEqual({ stylesheet: false, url: 'http://h/assets/mip-app-b.js' })
    expect(describePartFailure(new TypeError('Importing a module script failed.'))).toEqual({
      stylesheet: false,
      url: null,
    })
  })
})

describe('isMissing', () => {
  const answering = (status: number) =>
    vi.fn<typeof fetch>(() => Promise.resolve(new Response(null, { status })))

  test('404 and 410 are missing; another answer, a failed request or no address is not', async () => {
    expect(await isMissing('http://h/a.js', answering(404))).toBe(true)
    expect(await isMissing('http://h/a.js', answering(410))).toBe(true)
    expect(await isMissing('http://h/a.js', answering(200))).toBe(false)
    expect(await isMissing('http://h/a.js', answering(503))).toBe(false)
    expect(await isMissing('http://h/a.js', () => Promise.reject(new TypeError('offline')))).toBe(
      false,
    )
    const unused = answering(404)
    expect(await isMissing(null, unused)).toBe(false)
    expect(unused).not.toHaveBeenCalled()
  })

  test('asks with HEAD, bypassing the cache', async () => {
    const fetchImpl = answering(404)
    await isMissing('http://h/assets/mdl-app-a.js', fetchImpl)
    expect(fetchImpl).toHaveBeenCalledWith('http://h/assets/mdl-app-a.js', {
      method: 'HEAD',
      cache: 'no-store',
    })
  })
})

describe('loadPart', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  test('the time-out is the spec’s 120000 ms', () => {
    expect(PART_SCRIPT_TIMEOUT_MS).toBe(120000)
  })

  test('resolves with the module and leaves no timer behind', async () => {
    const module = { Screen: 'screen' }
    await expect(loadPart('mdl-app', () => Promise.resolve(module))).resolves.toBe(module)
    expect(vi.getTimerCount()).toBe(0)
  })

  test('a part still loading after 120000 ms is a time-out, not a moment before', async () => {
    let settled = false
    const loading = loadPart('mdl-app', never)
    const result = failure(loading).finally(() => (settled = true))
    await vi.advanceTimersByTimeAsync(PART_SCRIPT_TIMEOUT_MS - 1)
    expect(settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    const error = await result
    expect(error).toMatchObject({ part: 'mdl-app', reason: 'time-out', code: null })
    expect(error.message).toBe('Part mdl-app did not load (time-out)')
  })

  test('the time-out can be shortened, and a module arriving after it is ignored', async () => {
    let arrive: (m: object) => void = () => {}
    const loading = loadPart('mip-app', () => new Promise<object>((r) => (arrive = r)), {
      timeoutMs: 50,
    })
    const result = failure(loading)
    await vi.advanceTimersByTimeAsync(50)
    arrive({})
    expect(await result).toMatchObject({ part: 'mip-app', reason: 'time-out' })
  })

  test('a script the server does not have is missing; one that failed otherwise is other', async () => {
    const refused = () =>
      Promise.reject(
        new TypeError('Failed to fetch dynamically imported module: http://h/assets/mdl-app-a.js'),
      )
    const missing = await failure(loadPart('mdl-app', refused, { isMissing: missingWhen(true) }))
    expect(missing).toMatchObject({
      part: 'mdl-app',
      reason: 'missing',
      code: null,
      url: 'http://h/assets/mdl-app-a.js',
    })
    expect(missing.cause).toBeInstanceOf(TypeError)
    const other = await failure(loadPart('mdl-app', refused, { isMissing: missingWhen(false) }))
    expect(other).toMatchObject({ reason: 'other', code: null })
    expect(vi.getTimerCount()).toBe(0)
  })

  test('a stylesheet that did not load is CSS_CHUNK_LOAD_FAILED, with its reason', async () => {
    const cssFailed = () =>
      Promise.reject(new Error('Unable to preload CSS for http://h/assets/mdl-app-b.css'))
    const missing = await failure(loadPart('mdl-app', cssFailed, { isMissing: missingWhen(true) }))
    expect(missing).toMatchObject({ reason: 'missing', code: CSS_CHUNK_LOAD_FAILED })
    const other = await failure(loadPart('mdl-app', cssFailed, { isMissing: missingWhen(false) }))
    expect(other).toMatchObject({ reason: 'other', code: CSS_CHUNK_LOAD_FAILED })
    expect(other.message).toBe(
      'Part mdl-app did not load (other, CSS_CHUNK_LOAD_FAILED: http://h/assets/mdl-app-b.css)',
    )
  })

  test('a failure whose check outlasts the time-out is the time-out', async () => {
    const loading = loadPart(
      'mdl-app',
      () => Promise.reject(new Error('Unable to preload CSS for x')),
      {
        timeoutMs: 100,
        isMissing: never,
      },
    )
    const result = failure(loading)
    await vi.advanceTimersByTimeAsync(100)
    expect(await result).toMatchObject({ reason: 'time-out', code: null })
  })
})
