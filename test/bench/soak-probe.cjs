/* global process, setInterval */
// Loaded into the server by the soak run (NODE_OPTIONS=--require): every SOAK_PROBE_MS it appends
// one JSON line to SOAK_PROBE_FILE with the process's resident memory, heap, active handles and
// requests, the listeners on the process and how many EventEmitter leak warnings it has seen.
const { appendFileSync } = process.getBuiltinModule('node:fs')

const file = process.env.SOAK_PROBE_FILE
const every = Number(process.env.SOAK_PROBE_MS ?? 30_000)
// Only the server itself: processes it starts inherit NODE_OPTIONS too.
if (file && /build\/server\/http\/main\.js$/.test(process.argv[1] ?? '')) {
  const started = Date.now()
  let leakWarnings = 0
  process.on('warning', (w) => {
    if (w.name === 'MaxListenersExceededWarning') leakWarnings++
  })
  const sample = () => {
    const memory = process.memoryUsage()
    const processListeners = process
      .eventNames()
      .reduce((n, name) => n + process.listenerCount(name), 0)
    appendFileSync(
      file,
      `${JSON.stringify({
        seconds: Math.round((Date.now() - started) / 1000),
        rssMb: Math.round(memory.rss / 1048576),
        heapUsedMb: Math.round(memory.heapUsed / 1048576),
        resources: process.getActiveResourcesInfo().length,
        processListeners,
        leakWarnings,
      })}\n`,
    )
  }
  setInterval(sample, every).unref()
}
