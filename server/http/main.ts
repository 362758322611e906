import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { ensureContentIndex } from '#server/content/ingest/ingest.ts'
import { parseEnvOrExit, type Env } from '#server/env.ts'
import { isStoreNewerThanCodeError } from '#server/errors.ts'
import { createLogger, type Logger } from '#server/ops/logger.ts'
import { stopGracefully } from './shutdown.ts'

/** Boot: validate configuration, then serve the production build (or Vite in --dev). */
async function main() {
  const env = parseEnvOrExit()

  const dev = process.argv.includes('--dev')
  const logger = createLogger(env, { pretty: dev })
  await ensureStarterIndex(env, logger)
  let createApp: typeof import('./app.ts').createApp
  let vite: import('vite').ViteDevServer | undefined
  if (dev) {
    const { createServer } = await import('vite')
    vite = await createServer({ server: { middlewareMode: true } })
    createApp = ((await vite.ssrLoadModule('./server/http/app.ts')) as typeof import('./app.ts'))
      .createApp
  } else {
    // The production server bundle is built from ./app.ts by `react-router build`; this script
    // runs compiled beside it (build/server/http/main.js, see ./compile.ts), from the project root.
    const bundle = pathToFileURL(resolve('build/server/index.js')).href
    createApp = ((await import(bundle)) as typeof import('./app.ts')).createApp
  }

  let started
  try {
    started = await createApp(env, vite, { logger })
  } catch (error) {
    // A store upgraded by a newer release: say so rather than run old code on its schema.
    if (!isStoreNewerThanCodeError(error)) throw error
    logger.fatal(error.message)
    process.exit(1)
  }
  const { app, services } = started
  const server = app.listen(env.PORT, env.HOST, () => {
    const port = env.PORT
    logger.info(
      `Serving on http://ka.localhost:${port}, http://kipl.localhost:${port} and http://kcl.localhost:${port}`,
    )
  })
  let stopping = false
  const stop = (signal: string) => {
    if (stopping) return
    stopping = true
    logger.info({ signal }, 'Asked to stop')
    stopGracefully({ server, services, logger })
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        logger.error({ err: error }, 'Could not stop cleanly')
        process.exit(1)
      })
  }
  process.on('SIGINT', () => stop('SIGINT'))
  process.on('SIGTERM', () => stop('SIGTERM'))
}

/** First start on the embedded defaults: index the starter corpus (the server opens it read-only). */
async function ensureStarterIndex(env: Env, logger: Logger) {
  const { CONTENT_INDEX: indexPath, STARTER_CORPUS: starterDir } = env
  const started = Date.now()
  const { built } = await ensureContentIndex({ indexPath, starterDir })
  if (built)
    logger.info(
      `Indexed ${starterDir} into ${indexPath} in ${((Date.now() - started) / 1000).toFixed(0)} s`,
    )
}

void main()
