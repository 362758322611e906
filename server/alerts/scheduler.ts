// Runs the alert job every `intervalMs` while the server is up (configured by
// ALERTS_INTERVAL_MINUTES; off in tests). The first run comes one interval after start; a run
// never overlaps the previous one; a failing run is reported and the schedule goes on.

export type AlertScheduler = { stop(): void }

export function startAlertScheduler(
  intervalMs: number,
  run: () => Promise<unknown>,
  onError: (error: unknown) => void = (error) =>
    console.warn(`Alert job failed: ${(error as Error).message}`),
): AlertScheduler {
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
  timer.unref()
  return { stop: () => clearInterval(timer) }
}
