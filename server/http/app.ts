import { randomBytes } from 'node:crypto'
import { constants as zlibConstants } from 'node:zlib'
import { createRequestHandler } from '@react-router/express'
import compression from 'compression'
import express, { type Express, type NextFunction, type Request, type Response } from 'express'
import { RouterContextProvider, type ServerBuild } from 'react-router'
import type { ViteDevServer } from 'vite'
import { requestInfoContext, servicesContext } from '#app/context.ts'
import type { Env } from '#server/env.ts'
import { createLogger, type Logger } from '#server/ops/logger.ts'
import { createServices, type Services } from '#server/services.ts'
import { opsRoutes } from './ops.ts'
import { factsOf, requestLog } from './request-log.ts'

/**
 * The HTTP adapter: security headers, static files and the React Router handler, with the
 * domain services injected into every request's context. Built into the server bundle so the
 * route modules and this file share one copy of app/context.ts.
 */
const UNSUPPORTED_METHODS = new Set(['TRACE', 'CONNECT'])

/**
 * Compression for answers made per request (pages, data): gzip level 4 and Brotli quality 3
 * rather than the defaults (6 and 4) cost about half the CPU for a few per cent more bytes
 * (measured on an award page: gzip 82.5 KB at 4 against 79 at 6).
 */
const COMPRESSION = {
  level: 4,
  brotli: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 3 } },
}

export async function createApp(
  env: Env,
  viteDevServer?: ViteDevServer,
  options: { logger?: Logger } = {},
) {
  const logger = options.logger ?? createLogger(env, { pretty: Boolean(viteDevServer) })
  const services = await createServices(env)
  const app = express()
  app.use(requestLog(logger, services.metrics))
  guardApp(app, env, Boolean(viteDevServer), () => services.sso.formTargets())
  // Before static files and the route modules: no edition host or session needed.
  opsRoutes(app, services, env, logger)

  if (viteDevServer) {
    app.use(viteDevServer.middlewares)
  } else {
    app.use('/assets', express.static('build/client/assets', { immutable: true, maxAge: '1y' }))
    app.use(express.static('build/client', { maxAge: '1h', index: false }))
  }

  // In development a function, so every request sees the latest modules; in production the build
  // itself, loaded once: given a function, React Router derives its route tree and static handler
  // again on every request.
  const build = viteDevServer
    ? () => viteDevServer.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>
    : ((await import('virtual:react-router/server-build')) as ServerBuild)

  app.all(
    '/{*splat}',
    createRequestHandler({
      build,
      mode: env.NODE_ENV,
      getLoadContext(req, res) {
        const context = new RouterContextProvider()
        context.set(servicesContext, services)
        context.set(requestInfoContext, {
          clientIp: req.ip ?? req.socket.remoteAddress ?? '',
          nonce: String(res.locals.nonce),
          csrfToken: '',
          setCookies: [],
          htmlOnce: req.method === 'GET' && !req.path.endsWith('.data') ? new Map() : undefined,
          facts: factsOf(res),
          requestId: String(req.id),
        })
        return context
      },
    }),
  )
  return { app, services, logger }
}

export type { Services }

/**
 * What every answer goes through before any route: the proxies believed (`TRUST_PROXY`), the
 * request target and Host checked, compression, the security headers (HSTS only over TLS, directly or through a trusted proxy
 * that says so), and a plain 405 for methods the Fetch API cannot carry (TRACE, CONNECT; Node
 * itself refuses TRACK with 400), which would otherwise throw inside the framework and answer 500.
 * `formTargets` are the other origins a form may lead to: the single sign-on form's answer
 * redirects to the organisation's provider, which `form-action 'self'` alone would block.
 */
export function guardApp(
  app: Express,
  env: Env,
  dev: boolean,
  formTargets: () => string[] = () => [],
) {
  app.disable('x-powered-by')
  app.set('trust proxy', env.TRUST_PROXY)
  app.use(requestTarget)
  app.use(compression(COMPRESSION))
  app.use(drainListenersRemovable)
  app.use((req, res, next) => {
    const nonce = randomBytes(16).toString('base64')
    res.locals.nonce = nonce
    res.set(securityHeaders(nonce, dev, env, formTargets()))
    routeHeadersReplaceDefaults(res)
    if (req.secure) res.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains')
    next()
  })
  app.use((req, res, next) => {
    if (!UNSUPPORTED_METHODS.has(req.method)) return next()
    res.status(405).set('Allow', 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS')
    res.type('text/plain').send('Method Not Allowed')
  })
}

/**
 * The default headers a route's own `headers` export replaces rather than joins: React Router's
 * adapter appends a route's headers to those set here, so the reset page's declared
 * `Referrer-Policy: same-origin` went out beside the default, and a client reading the joined
 * value took the default. The Content-Security-Policy is not among them: a route could only
 * weaken it.
 */
const ROUTE_MAY_REPLACE = new Set(['referrer-policy'])

function routeHeadersReplaceDefaults(res: Response) {
  const append = res.append
  res.append = function (this: Response, field: string, value?: string[] | string) {
    if (ROUTE_MAY_REPLACE.has(field.toLowerCase()) && value !== undefined) {
      return this.set(field, value)
    }
    return append.call(this, field, value)
  } as Response['append']
}

type Listener = (...args: unknown[]) => void

/**
 * `compression` hands `res.on('drain', …)` to its compressing stream but leaves `res.off` and
 * `res.removeListener` to the response, so a listener React Router's stream writer adds with
 * `once('drain')` at each back-pressure and removes afterwards stays on the Brotli or gzip
 * stream: a long page added one per wait (the `MaxListenersExceededWarning: 11 drain
 * listeners added to [BrotliCompress]` of the browser suite). This sends the removal where the
 * listener went.
 */
function drainListenersRemovable(_req: Request, res: Response, next: NextFunction) {
  const on = res.on
  const removeListener = res.removeListener
  const elsewhere = new Map<Listener, NodeJS.EventEmitter>()
  res.on = res.addListener = function (this: Response, type: string | symbol, listener: Listener) {
    const target = on.call(this, type, listener) as unknown
    if (type === 'drain' && target !== this) elsewhere.set(listener, target as NodeJS.EventEmitter)
    return this
  } as Response['on']
  res.removeListener = res.off = function (
    this: Response,
    type: string | symbol,
    listener: Listener,
  ) {
    if (type === 'drain') {
      // `once` registers a wrapper that names the listener it wraps.
      for (const [added, target] of elsewhere) {
        if (added !== listener && (added as { listener?: Listener }).listener !== listener) continue
        target.removeListener('drain', added)
        elsewhere.delete(added)
        break
      }
    }
    return removeListener.call(this, type, listener)
  } as Response['removeListener']
  next()
}

const HOST = /^(\[[\da-f:.]+\]|[a-z\d.-]+)(:\d{1,5})?$/i

/**
 * A host name or address with an optional port, as a URL can be built from it: the shape above,
 * and what the URL parser takes (a port up to 65535, a dotted address of four numbers each up to
 * 255: `ka.localhost:70000` and `1.2.3.4.5` have the shape but no URL).
 */
function isHost(text: string): boolean {
  return HOST.test(text) && URL.canParse(`http://${text}/`)
}

/**
 * The request line, Host and forwarding headers, made safe before anything builds a URL from
 * them: an absolute-form target (`GET http://host/path HTTP/1.1`, valid HTTP/1.1) is served as its
 * path with its authority as the Host (RFC 9112 §3.2.2); a request line without a version, any
 * other target that is not a path, a missing Host (HTTP/1.0 may leave it out, but the edition is
 * chosen by it), a path with a malformed %-escape, and a Host, X-Forwarded-Host or
 * X-Forwarded-Proto a URL cannot be built from is a 400 with a message rather than a URL error
 * thrown further in. X-Forwarded-Host is believed only from a listed proxy: from anyone else it
 * is dropped, since React Router's adapter would take its port into the page's address
 * (decision 241).
 */
function requestTarget(req: Request, res: Response, next: NextFunction) {
  // A request line without a version reaches Node as HTTP/0.9, which has no headers to answer.
  if (req.httpVersionMajor !== 1) {
    return badRequest(res, 'The request line must end with the HTTP version (HTTP/1.1).')
  }
  if (!req.url.startsWith('/')) {
    const target = /^https?:\/\//i.test(req.url) ? parseUrl(req.url) : null
    if (!target || !HOST.test(target.host)) {
      return badRequest(res, 'The request target must be a path or an absolute http(s) URL.')
    }
    req.url = req.originalUrl = `${target.pathname}${target.search}`
    req.headers.host = target.host
  }
  // A path whose %-escapes do not decode: React Router would log a warning and serve it undecoded.
  if (!decodes(req.path)) return badRequest(res, 'The request path has a malformed %-escape.')
  const host = req.headers.host
  if (host === undefined) return badRequest(res, 'The request must name its Host.')
  if (!isHost(host)) return badRequest(res, 'The Host header is not a host name.')
  const forwarded = req.headers['x-forwarded-host']
  if (forwarded !== undefined) {
    // Express believes the first of a list; the adapter reads the port of the whole value.
    const first = [forwarded].flat().join(',').split(',')[0]!.trim()
    if (!isHost(first)) return badRequest(res, 'The X-Forwarded-Host header is not a host name.')
    if (fromTrustedProxy(req)) req.headers['x-forwarded-host'] = first
    else delete req.headers['x-forwarded-host']
  }
  // Read from X-Forwarded-Proto when a listed proxy sent it.
  if (req.protocol !== 'http' && req.protocol !== 'https') {
    return badRequest(res, 'The X-Forwarded-Proto header is not http or https.')
  }
  next()
}

/** Whether the peer is one of the proxies `TRUST_PROXY` lists (Express's own test). */
function fromTrustedProxy(req: Request): boolean {
  const trust = req.app.get('trust proxy fn') as (
    address: string | undefined,
    hop: number,
  ) => boolean
  return trust(req.socket.remoteAddress, 0)
}

function decodes(path: string): boolean {
  try {
    decodeURI(path)
    return true
  } catch {
    return false
  }
}

function parseUrl(text: string): URL | null {
  try {
    return new URL(text)
  } catch {
    return null
  }
}

function badRequest(res: Response, message: string) {
  res.status(400).type('text/plain').send(message)
}

function securityHeaders(
  nonce: string,
  dev: boolean,
  env: Env,
  formTargets: string[],
): Record<string, string> {
  const frames = env.DEMO_PAGE_URL ? new URL(env.DEMO_PAGE_URL).origin : "'none'"
  const csp = [
    "default-src 'self'",
    // Vite's dev client needs inline and eval'd scripts and a websocket; production does not.
    dev ? "script-src 'self' 'unsafe-inline' 'unsafe-eval'" : `script-src 'self' 'nonce-${nonce}'`,
    // Vite's dev client injects <style> elements; the production pages have no inline style (a
    // dragged floating button's place is set by script, which the policy allows).
    dev ? "style-src 'self' 'unsafe-inline'" : "style-src 'self'",
    // Pages show no image from elsewhere (document bodies keep no <img>); data: is the icons in CSS.
    "img-src 'self' data:",
    dev ? "connect-src 'self' ws: wss:" : "connect-src 'self'",
    `frame-src ${frames}`,
    "frame-ancestors 'none'",
    ["form-action 'self'", ...formTargets].join(' '),
    "base-uri 'self'",
    "object-src 'none'",
  ].join('; ')
  return {
    'Content-Security-Policy': csp,
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  }
}
