import pino, { type DestinationStream, type Logger } from 'pino'
import type { Env } from '#server/env.ts'

export type { Logger }

/**
 * The server's log: one JSON object a line on standard output (`LOG_LEVEL`, default `info`;
 * `silent` in tests unless set), human-readable through pino-pretty under `npm run dev`.
 * `destination` replaces standard output (tests read the lines back).
 */
export function createLogger(
  env: Pick<Env, 'LOG_LEVEL' | 'NODE_ENV'>,
  options: { destination?: DestinationStream; pretty?: boolean } = {},
): Logger {
  const level = env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info')
  const base = {
    level,
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    // Never in a line, wherever a caller put them.
    redact: {
      paths: ['password', '*.password', 'token', '*.token', 'req.headers', 'res.headers'],
      remove: true,
    },
  }
  if (options.destination) return pino(base, options.destination)
  // A silent log needs no printer (tests run the dev server, and would start its thread for nothing).
  if (options.pretty && level !== 'silent') {
    return pino({
      ...base,
      transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: '' } },
    })
  }
  return pino(base)
}
