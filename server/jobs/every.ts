// Background work that runs every `intervalMs` while the server is up (the alert job, the
// clean-up of expired sessions). The first run comes one interval after start; a run never
// overlaps the previous one; a failing run is reported and the schedule goes on.

export type Schedule = { stop(): void }

export function runEvery(
  name: string,
  intervalMs: number,
  run: () => Promise<unknown>,
  onError: (error: unknown) => void = (error) =>
    console.warn(`${name} failed: ${(error as Error).message}`),
): Schedule {
  let running = false
  const timer = setInterval(() => {
    if (running) return
    running = true
    run()
      .catch(onError)
      .finally(() => {
        running = false
      })
  }, intervalMs)
  timer.unref() // never keeps the process alive on its own
  return { stop: () => clearInterval(timer) }
}
