import { z } from 'zod'
import { SESSION_COOKIE } from '#app/utils/session.server.ts'
import { catalog, mountedRouteKeys, patternFor, type RouteKey } from '#sites/index.ts'
import type { Site } from '#sites/types.ts'
import { examplePath, exampleOf, type CallContract, type Example } from '../contract.ts'

// Collects the contracts the call modules export (`export const contract = serverOnly$(defineCall(...))`) and
// builds an edition's OpenAPI 3.1 document from them: paths from the catalog, who may call from
// the edition's route table, schemas from the same zod schemas that validate the input
// (zod's own JSON Schema output, draft 2020-12, which is OpenAPI 3.1's dialect).

const modules = import.meta.glob<{ contract?: CallContract | readonly CallContract[] }>(
  [
    '/app/routes/api/**/*.ts',
    '/app/routes/account/*.ts',
    '/app/routes/assistant/api-*.ts',
    '/app/routes/**/*.contract.ts',
    '!**/*.test.ts',
    '!**/*.server.ts',
    '!/app/routes/api/contract.ts',
    '!/app/routes/api/openapi/**',
  ],
  { eager: true },
)

/** Every declared call of every module, in a stable order (path, then method). */
export const registeredCalls: readonly CallContract[] = Object.values(modules)
  .flatMap((module) => {
    const declared = module.contract
    if (!declared) return []
    return Array.isArray(declared) ? declared : [declared as CallContract]
  })
  .sort((a, b) => sortKey(a).localeCompare(sortKey(b)))

/** A contract may name a key the catalog lacks (openapi.test.ts says so): sort it by its key. */
function sortKey(call: CallContract): string {
  const path = call.route in catalog ? openApiPath(call.route) : call.route
  return `${path} ${call.method}`
}

/** '/apiv2/ArbitratorProfile/:slug' → '/apiv2/ArbitratorProfile/{slug}'. */
export function openApiPath(key: RouteKey): string {
  return patternFor(key).replace(/:(\w+)/g, '{$1}')
}

/** The calls an edition answers: their route is in its table and built. */
export function callsOf(site: Site): CallContract[] {
  const mounted = mountedRouteKeys()
  return registeredCalls.filter((c) => mounted.has(c.route) && site.routes[c.route] !== undefined)
}

/** A path of the document: a call, with an expanded parameter written out. */
export type DocumentedCall = {
  call: CallContract
  /** The OpenAPI path, e.g. '/apiv2/books/search'. */
  path: string
  /** The edition's example, or null where it holds nothing to show. */
  example: Example | null
  /** The example's address (path and query). */
  url: string
  /** Distinguishes the operation ids of one call's paths. */
  variant: string
}

/** Every path an edition documents, in order. */
export function documentedCalls(site: Site): DocumentedCall[] {
  return callsOf(site).flatMap((call) => {
    const template = openApiPath(call.route)
    const pattern = patternFor(call.route)
    const example = exampleOf(call, site)
    const url = (e: Example | null) => examplePath(pattern, e ?? {})
    if (!call.expand) return [{ call, path: template, example, url: url(example), variant: '' }]
    const { param } = call.expand
    return call.expand.values(site).map((value) => {
      const own: Example = { ...example, params: { ...example?.params, [param]: value } }
      return {
        call,
        path: template.replace(`{${param}}`, value),
        example: example && own,
        url: url(own),
        variant: value,
      }
    })
  })
}

export type JsonSchema = Record<string, unknown>

/**
 * A zod schema as JSON Schema: what a request may send (`input`) or what an answer holds. A
 * schema that refers to itself (a tree) goes to `components` under its `.meta({ id })` and is
 * referred to from there.
 */
export function jsonSchema(
  schema: z.ZodType,
  io: 'input' | 'output',
  components: Record<string, JsonSchema> = {},
): JsonSchema {
  const converted = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    target: 'draft-2020-12',
    reused: 'inline',
    cycles: 'ref',
  }) as JsonSchema
  delete converted.$schema
  const defs = (converted.$defs ?? {}) as Record<string, JsonSchema>
  delete converted.$defs
  const rewrite = (value: JsonSchema): JsonSchema =>
    JSON.parse(JSON.stringify(value).replaceAll('"#/$defs/', '"#/components/schemas/'))
  for (const [name, def] of Object.entries(defs)) {
    const hoisted = rewrite(def)
    if (components[name] && JSON.stringify(components[name]) !== JSON.stringify(hoisted)) {
      throw new Error(`Two different schemas are named ${name}: give one another .meta({ id })`)
    }
    components[name] = hoisted
  }
  return rewrite(converted)
}

const errorSchema = {
  type: 'object',
  properties: {
    message: { type: 'string', description: 'What went wrong, in words a person reads.' },
    errors: {
      type: 'object',
      description: 'Each field at fault (dotted path into the body or the query key) → why.',
      additionalProperties: { type: 'string' },
    },
    reason: {
      type: 'string',
      enum: ['not-in-subscription', 'no-edition-subscription'],
      description: 'Why the guard refused (403).',
    },
  },
  required: ['message'],
} as const

const ERROR_TEXT: Record<number, string> = {
  400: 'The input is not valid: `errors` names each field at fault.',
  401: 'Not signed in (no session, or it expired).',
  403: 'Not allowed: the subscription does not include this call (`reason`), or a non-GET came without a valid anti-forgery token.',
  404: 'Not found: the edition has no such call, or no such item.',
  405: 'The method is not allowed on this path.',
  409: 'Conflicts with what is stored.',
  429: 'Too many requests: try again after `Retry-After` seconds.',
  503: 'Search is busy or the query too broad to finish in time: narrow it or try again.',
}

const TAG_TEXT: Record<string, string> = {
  Account: 'The session, the anti-forgery token and the account.',
  Search: 'Searches and filter sections of every search mode.',
  Documents: 'Documents, publications and searching inside them.',
  Cases: 'Arbitration cases and their proceedings.',
  Suggestions: 'Suggestions while typing.',
  Favourites: 'Favourites in folders, and favourite documents and searches.',
  Home: 'Home page content and personalisation.',
  Downloads: 'Documents as PDF, Word and Excel files.',
  Developments: 'Recent developments.',
  Profiles: 'Arbitrator profiles.',
  Relationships: 'The Relationship Indicator.',
  Assistant: 'The AI assistant.',
  Service: 'Whether the service answers.',
}

function operationId(call: CallContract, multi: boolean, variant: string): string {
  const words = [...call.route.split(/[^A-Za-z0-9]+/), ...variant.split(/[^A-Za-z0-9]+/)].filter(
    Boolean,
  )
  const id = words.map((w, i) => (i === 0 ? w : w[0].toUpperCase() + w.slice(1))).join('')
  return multi ? `${id}${call.method[0]}${call.method.slice(1).toLowerCase()}` : id
}

function parametersOf(
  call: CallContract,
  example: Example | null,
  path: string,
  components: Record<string, JsonSchema>,
): Record<string, unknown>[] {
  const parameters: Record<string, unknown>[] = []
  const pathSchema = call.params ? jsonSchema(call.params, 'input', components) : null
  for (const [, name] of path.matchAll(/\{(\w+)\}/g)) {
    const props = (pathSchema?.properties ?? {}) as Record<string, JsonSchema>
    parameters.push({
      name,
      in: 'path',
      required: true,
      schema: props[name] ?? { type: 'string' },
      ...(example?.params?.[name] ? { example: example.params[name] } : {}),
    })
  }
  if (call.query) {
    const schema = jsonSchema(call.query, 'input', components)
    const required = new Set((schema.required as string[] | undefined) ?? [])
    for (const [name, property] of Object.entries(
      (schema.properties ?? {}) as Record<string, JsonSchema>,
    )) {
      const { description, ...rest } = property
      const value = example?.query?.[name]
      parameters.push({
        name,
        in: 'query',
        required: required.has(name),
        ...(description ? { description } : {}),
        schema: rest,
        ...(value !== undefined ? { example: value } : {}),
      })
    }
  }
  return parameters
}

function operation(
  { call, path, variant, example }: DocumentedCall,
  site: Site,
  multi: boolean,
  components: Record<string, JsonSchema>,
) {
  const entitlement = site.routes[call.route]
  const guarded = entitlement !== 'public'
  const safe = call.method === 'GET'
  const statuses = new Set<number>(call.errors ?? [])
  if (call.query || call.body || call.params) statuses.add(400)
  if (guarded) statuses.add(401)
  if (guarded || !safe) statuses.add(403)
  statuses.add(404)
  if (example?.status && example.status !== 302) statuses.add(example.status)
  const responses: Record<string, unknown> = {}
  const success = call.status ?? 200
  if (call.redirects) {
    responses['302'] = {
      description: call.redirects,
      headers: { Location: { description: 'Where it leads.', schema: { type: 'string' } } },
    }
  }
  responses[String(success)] =
    'file' in call.response
      ? {
          description: call.response.file.startsWith('text/html')
            ? 'The page.'
            : 'The file; its name is in Content-Disposition.',
          content: {
            [call.response.file]: {
              schema: { type: 'string', contentMediaType: call.response.file },
            },
          },
        }
      : {
          description: 'OK',
          content: {
            'application/json': { schema: jsonSchema(call.response, 'output', components) },
          },
        }
  for (const status of [...statuses].sort()) {
    responses[String(status)] = {
      description: ERROR_TEXT[status] ?? 'Error',
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
    }
  }
  const who =
    entitlement === 'public'
      ? 'Anyone may call it.'
      : typeof entitlement === 'object'
        ? `Subscribers of ${entitlement.only.join(', ')}.`
        : 'Signed-in subscribers of this edition whose plan includes it.'
  return {
    operationId: operationId(call, multi, variant),
    tags: [call.tag],
    summary: call.summary,
    description: [call.description, who].filter(Boolean).join('\n\n'),
    parameters: parametersOf(call, example, path, components),
    ...(call.body
      ? {
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: jsonSchema(call.body, 'input', components),
                ...(example?.body !== undefined ? { example: example.body } : {}),
              },
            },
          },
        }
      : {}),
    responses,
    security: [
      {
        ...(guarded ? { session: [] } : {}),
        ...(!safe ? { csrf: [] } : {}),
      },
    ],
  }
}

/** The edition's OpenAPI 3.1 document, for a server at `origin`. */
export function openApiDocument(site: Site, origin: string) {
  const documented = documentedCalls(site)
  const calls = documented.map((d) => d.call)
  const components: Record<string, JsonSchema> = {}
  const paths: Record<string, Record<string, unknown>> = {}
  const methodsPerRoute = new Map<RouteKey, number>()
  for (const call of callsOf(site)) {
    methodsPerRoute.set(call.route, (methodsPerRoute.get(call.route) ?? 0) + 1)
  }
  for (const entry of documented) {
    paths[entry.path] ??= {}
    paths[entry.path][entry.call.method.toLowerCase()] = operation(
      entry,
      site,
      (methodsPerRoute.get(entry.call.route) ?? 0) > 1,
      components,
    )
  }
  const tags = [...new Set(calls.map((c) => c.tag))].sort().map((name) => ({
    name,
    description: TAG_TEXT[name] ?? name,
  }))
  return {
    openapi: '3.1.0',
    info: {
      title: `${site.name} API`,
      version: '2',
      description:
        `The calls of ${site.name} (${site.id}). Every call sends the session cookie; a call ` +
        'other than GET also sends the anti-forgery token from GET /account/GetCsrf in the ' +
        'X-CSRF-Token header (with the csrf cookie that call sets). Errors answer JSON ' +
        '`{ message, errors? }`; a 400 names each field at fault in `errors`. The reference ' +
        'with examples: /apiv2/docs.',
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [{ url: origin, description: site.name }],
    tags,
    paths,
    components: {
      schemas: { Error: errorSchema, ...components },
      securitySchemes: usedSchemes(paths, {
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: SESSION_COOKIE,
          description: 'The session cookie set by signing in (/account/login).',
        },
        csrf: {
          type: 'apiKey',
          in: 'header',
          name: 'X-CSRF-Token',
          description: 'The anti-forgery token of GET /account/GetCsrf, sent with its csrf cookie.',
        },
      }),
    },
  }
}

/** Only the schemes some operation requires (an unused component is a lint error). */
function usedSchemes<T extends Record<string, unknown>>(
  paths: Record<string, Record<string, unknown>>,
  schemes: T,
): Partial<T> {
  const used = new Set<string>()
  for (const operations of Object.values(paths)) {
    for (const op of Object.values(operations) as { security: Record<string, unknown>[] }[]) {
      for (const requirement of op.security) Object.keys(requirement).forEach((k) => used.add(k))
    }
  }
  return Object.fromEntries(
    Object.entries(schemes).filter(([name]) => used.has(name)),
  ) as Partial<T>
}

export type OpenApiDocument = ReturnType<typeof openApiDocument>
