import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { ensureContentIndex } from '#server/content/ingest/ingest.ts'
import { isEnvError, parseEnv, type Env } from '#server/env.ts'

/** Boot: validate configuration, then serve the production build (or Vite in --dev). */
async function main() {
  let env
  try {
    env = parseEnv()
  } catch (error) {
    if (!isEnvError(error)) throw error
    console.error(error.message)
    process.exit(1)
  }

  await ensureStarterIndex(env)
  const dev = process.argv.includes('--dev')
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

  const { app, services } = await createApp(env, vite)
  const server = app.listen(env.PORT, env.HOST, () => {
    const port = env.PORT
    console.log(
      `Serving on http://ka.localhost:${port}, http://kipl.localhost:${port} and http://kcl.localhost:${port}`,
    )
  })
  const stop = () => {
    server.close()
    void services.close().finally(() => process.exit(0))
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}

/** First start on the embedded defaults: index the starter corpus (the server opens it read-only). */
async function ensureStarterIndex(env: Env) {
  const { CONTENT_INDEX: indexPath, STARTER_CORPUS: starterDir } = env
  const started = Date.now()
  const { built } = await ensureContentIndex({ indexPath, starterDir })
  if (built)
    console.log(
      `Indexed ${starterDir} into ${indexPath} in ${((Date.now() - started) / 1000).toFixed(0)} s`,
    )
}

void main()
