import { afterEach, beforeEach, vi } from 'vitest'

// A test that logs console.error fails: errors are never allowed to pass silently.
let errorSpy: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  errorSpy = vi.spyOn(console, 'error')
})
afterEach(() => {
  const calls = errorSpy.mock.calls
  errorSpy.mockRestore()
  if (calls.length > 0) {
    throw new Error(
      `console.error was called:\n${calls.map((c: unknown[]) => c.join(' ')).join('\n')}`,
    )
  }
})
