import type { Server } from 'node:http'
import type { Logger } from '#server/ops/logger.ts'
import type { Services } from '#server/services.ts'

/** How long requests in flight may take to finish once the server is asked to stop. */
export const DEFAULT_GRACE_MS = 10_000

/**
 * Stops the server without dropping the requests it is answering: readiness turns 503 first
 * (the load balancer stops sending), the listener closes (no new connection), idle keep-alive
 * connections close, requests in flight finish (those still running after `graceMs` are cut),
 * then the search threads, the schedules and the store close.
 */
export async function stopGracefully({
  server,
  services,
  logger,
  graceMs = DEFAULT_GRACE_MS,
}: {
  server: Server
  services: Pick<Services, 'beginStopping' | 'close'>
  logger: Logger
  graceMs?: number
}): Promise<void> {
  services.beginStopping()
  logger.info({ graceMs }, 'Stopping: no new connections, finishing the requests in flight')
  const closed = new Promise<void>((resolve) => server.close(() => resolve()))
  server.closeIdleConnections()
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), graceMs)
  })
  if ((await Promise.race([closed, late])) === 'late') {
    logger.warn({ graceMs }, 'Requests still running after the grace period were cut off')
    server.closeAllConnections()
    await closed
  }
  clearTimeout(timer)
  await services.close()
  logger.info('Stopped')
}
