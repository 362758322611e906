// Serves the bare app's production build the way the portal serves its own: Express with
// compression, static files and @react-router/express given the build itself.
//
//   node --import tsx test/bench/bare/server.ts <build dir> <port>
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { createRequestHandler } from '@react-router/express'
import compression from 'compression'
import express from 'express'
import { RouterContextProvider, type ServerBuild } from 'react-router'

const [dir = 'var/bench/bare-build', port = '3801'] = process.argv.slice(2)
const build = (await import(pathToFileURL(resolve(dir, 'server/index.js')).href)) as ServerBuild
const app = express()
app.disable('x-powered-by')
app.use(compression())
app.use('/assets', express.static(resolve(dir, 'client/assets'), { immutable: true, maxAge: '1y' }))
app.all(
  '/{*splat}',
  createRequestHandler({
    build,
    mode: 'production',
    getLoadContext: () => new RouterContextProvider(),
  }),
)
app.listen(Number(port), '127.0.0.1', () => console.log(`bare app on ${port}`))
