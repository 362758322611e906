// Percentiles of latency samples (milliseconds), the one summary every part of the bench reports.

export type Timing = { p50: number; p95: number }

export function percentile(samples: number[], p: number): number {
  if (samples.length === 0) return Number.NaN
  const s = [...samples].sort((a, b) => a - b)
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))]
}

export const timing = (samples: number[]): Timing => ({
  p50: percentile(samples, 50),
  p95: percentile(samples, 95),
})

export const log = (s: string) => process.stderr.write(`${s}\n`)
