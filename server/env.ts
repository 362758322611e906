import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { isIP } from 'node:net'
import { dirname } from 'node:path'
import { z } from 'zod'
import { parseSsoProviders } from '#server/auth/providers.ts'
import { solrNodes } from '#server/search/solr/client.ts'
import { parseIpRange } from '#server/users/ip-ranges.ts'
import { DEFAULT_SITE_ID, SITE_IDS } from '#sites/types.ts'

const siteId = z.enum(SITE_IDS)

/** A proxy address as Express's `trust proxy` takes it: an IP, a subnet or a named range. */
function isProxyAddress(text: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(text)) return true
  const [ip, bits, ...rest] = text.split('/')
  const family = isIP(ip ?? '')
  if (!family || rest.length > 0) return false
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128))
}

/** Express's named ranges, as it reads them (proxy-addr). */
const NAMED_RANGES: Record<string, string[]> = {
  loopback: ['127.0.0.1/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
}

/** The spaces a list of proxies must not cover: it would then believe anyone's headers. */
const EVERYONE = [
  // Express matches an IPv4 client against an IPv6 range as ::ffff:a.b.c.d, so ::/0 covers it too.
  { name: 'every IPv4 address', range: parseIpRange('::ffff:0:0/96') },
  { name: 'every public IPv6 address', range: parseIpRange('2000::/3') },
]

const asNumber = (bytes: Buffer) => BigInt(`0x${bytes.toString('hex')}`)

/**
 * What the listed proxies' ranges together leave no address of (`0.0.0.0/0`, `::/0`, or
 * `0.0.0.0/1, 128.0.0.0/1`), or null: a list like that trusts every sender, as a count did.
 */
function trustsEveryone(list: string[]): string | null {
  const ranges = list
    .flatMap((entry) => NAMED_RANGES[entry] ?? [entry])
    .map((entry) => parseIpRange(entry))
    .map(({ start, end }) => [asNumber(start), asNumber(end)] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  for (const { name, range } of EVERYONE) {
    const to = asNumber(range.end)
    // The first address of the space not covered yet, walking the ranges in order.
    let next = asNumber(range.start)
    for (const [start, end] of ranges) {
      if (start > next) break
      if (end >= next) next = end + 1n
    }
    if (next > to) return name
  }
  return null
}

/** `host=SITE,host=SITE` → { host: SITE }: production host names for each edition. */
const hostMap = z.string().transform((text, ctx) => {
  const map: Record<string, z.infer<typeof siteId>> = {}
  for (const pair of text
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const [host, site] = pair.split('=').map((s) => s.trim())
    const parsed = siteId.safeParse(site)
    if (!host || !parsed.success) {
      ctx.addIssue({ code: 'custom', message: `"${pair}" is not host=KA|KIPL|KCL` })
      return z.NEVER
    }
    map[host.toLowerCase()] = parsed.data
  }
  return map
})

const flag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1')

const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: z.string().min(1).default('localhost'),
    /** Extra host names (production) mapped to editions; *.localhost hosts are built in. */
    SITE_HOSTS: hostMap.default({}),
    /** Edition served on plain `localhost` and, outside production, on unknown hosts. */
    DEFAULT_SITE: siteId.default(DEFAULT_SITE_ID),
    /**
     * The proxies in front of the server whose X-Forwarded-For/-Proto are believed: 'false' (none,
     * the default) or their addresses and subnets, comma-separated ('loopback', 'uniquelocal' and
     * 'linklocal' name the private ranges). A header is believed only from a listed address, hop
     * by hop, so a client that reaches the server directly cannot forge its address (decision 161);
     * a list that covers every address is refused like a count (decision 241).
     */
    TRUST_PROXY: z
      .string()
      .default('false')
      .transform((value, ctx) => {
        const list = value
          .split(',')
          .map((a) => a.trim())
          .filter((a) => a && a !== 'false')
        const bad = list.find((a) => !isProxyAddress(a))
        const everyone = bad === undefined ? trustsEveryone(list) : null
        if (bad === undefined && everyone === null) return list
        ctx.addIssue({
          code: 'custom',
          message:
            bad !== undefined
              ? `TRUST_PROXY lists the proxies' addresses or subnets (10.0.0.5, 10.1.0.0/16, loopback), not '${bad}'`
              : `TRUST_PROXY lists the proxies' addresses or subnets (10.0.0.5, 10.1.0.0/16, loopback), not ranges that trust ${everyone} ('${list.join(', ')}'): anyone could then forge their address (decision 241)`,
        })
        return z.NEVER
      }),
    /** App store: a SQLite file path (default) or a postgres:// URL. */
    DATABASE_URL: z.string().min(1).default('var/app.sqlite'),
    /** The read-only content index built by ingest. */
    CONTENT_INDEX: z.string().min(1).default('var/content.sqlite'),
    STARTER_CORPUS: z.string().min(1).default('data/starter'),
    SEARCH_THREADS: z.coerce.number().int().min(1).max(64).optional(),
    SEARCH_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(3000),
    /**
     * The search engine: 'fts5' (embedded, the default) or 'solr' (a SolrCloud collection built
     * from the content index with `npm run search:solr-ingest`; server/search/solr/backend.ts).
     */
    SEARCH_ENGINE: z.enum(['fts5', 'solr']).default('fts5'),
    /**
     * SEARCH_ENGINE=solr: the base URL of each SolrCloud node the portal may send to,
     * comma-separated (http://solr1:8983/solr,http://solr2:8983/solr); searches go to the live
     * ones by turns (server/search/solr/client.ts, decision 245).
     */
    SOLR_URL: z
      .string()
      .optional()
      .transform((value, ctx) => {
        if (value === undefined) return undefined
        try {
          return solrNodes(value)
        } catch (error) {
          ctx.addIssue({ code: 'custom', message: (error as Error).message })
          return z.NEVER
        }
      }),
    /** SEARCH_ENGINE=solr: the collection or alias searched (the ingest moves the alias). */
    SOLR_COLLECTION: z
      .string()
      .regex(/^[A-Za-z0-9_-]+$/, 'a Solr collection name: letters, digits, _ and -')
      .default('portal'),
    /** `npm run search:solr-ingest`: the new collection's shards and copies of each shard. */
    SOLR_SHARDS: z.coerce.number().int().min(1).max(64).default(2),
    SOLR_REPLICAS: z.coerce.number().int().min(1).max(16).default(1),
    /**
     * Seconds a shared page (a search's results) is kept and served to other subscribers of the
     * same plan (app/middleware/page-cache.server.ts); 0: off. Default 60 in production, else 0.
     */
    PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).optional(),
    /** Signs anti-forgery tokens. Generated and kept in var/ when not set. */
    SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    SESSION_DAYS: z.coerce.number().int().min(1).max(90).default(14),
    SEED_DEMO_ACCOUNTS: flag.default(true),
    /**
     * Organisations that sign in through their own OpenID Connect provider: a JSON array inline,
     * or the path of a JSON file holding it (README "Single sign-on").
     */
    SSO_PROVIDERS: z
      .string()
      .optional()
      .transform((value, ctx) => {
        const result = parseSsoProviders(value)
        if ('providers' in result) return result.providers
        for (const message of result.problems) ctx.addIssue({ code: 'custom', message })
        return z.NEVER
      }),
    SMTP_URL: z.url().optional(),
    MAIL_OUTBOX: z.string().min(1).default('var/outbox'),
    MAIL_FROM: z.string().min(3).default('Legal Research <no-reply@localhost>'),
    /** Minutes between alert digest runs in the server (0: off; tests: off unless set). */
    ALERTS_INTERVAL_MINUTES: z.coerce.number().int().min(0).max(10_080).optional(),
    /** How many days a first alert digest looks back. */
    ALERTS_LOOKBACK_DAYS: z.coerce.number().int().min(0).max(365).default(14),
    /** Editorial content (news, blogs, recent developments) as canonical JSON Lines. */
    EDITORIAL_DIR: z.string().min(1).default('data/editorial'),
    GENAI_ENABLED: flag.default(true),
    AI_PROVIDER: z.enum(['extractive', 'openai']).default('extractive'),
    AI_BASE_URL: z.url().optional(),
    AI_MODEL: z.string().optional(),
    AI_API_KEY: z.string().optional(),
    AI_TIMEOUT_MS: z.coerce.number().int().min(1000).default(30_000),
    /** Where /landingpage sends visitors (the public marketing site). */
    LANDING_PAGE_URL: z.url().optional(),
    /** The embedded demo page shown at /demopracticeplus. */
    DEMO_PAGE_URL: z.url().optional(),
    SUPPORT_EMAIL: z
      .string()
      .regex(/^[^@\s]+@[^@\s]+$/, 'must be an e-mail address')
      .default('support@localhost'),
    /** Where usage events are passed on, server-side, as JSON (none: kept in the store only). */
    ANALYTICS_FORWARD_URL: z.url({ protocol: /^https?$/ }).optional(),
    /** Where the header's Tutorials link goes; without it, the portal's own guide (/tutorials). */
    TUTORIALS_URL: z.url({ protocol: /^https?$/ }).optional(),
    /**
     * Who may read /metrics besides loopback: addresses or subnets, comma-separated, matched
     * against the connection's own address (a forwarded header never makes an address allowed).
     */
    METRICS_ALLOW: z
      .string()
      .default('')
      .transform((value, ctx) => {
        const list = value
          .split(',')
          .map((a) => a.trim())
          .filter(Boolean)
        for (const entry of list) {
          try {
            parseIpRange(entry)
          } catch {
            ctx.addIssue({
              code: 'custom',
              message: `METRICS_ALLOW lists addresses or subnets (10.0.0.7, 10.2.0.0/16), not '${entry}'`,
            })
            return z.NEVER
          }
        }
        return list
      }),
    /** The server log's level; JSON lines, human-readable under `npm run dev`. */
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  })
  .superRefine((env, ctx) => {
    if (env.SEARCH_ENGINE === 'solr' && !env.SOLR_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['SOLR_URL'],
        message: 'required when SEARCH_ENGINE=solr',
      })
    }
    if (env.AI_PROVIDER === 'openai') {
      for (const key of ['AI_BASE_URL', 'AI_MODEL'] as const) {
        if (!env[key])
          ctx.addIssue({ code: 'custom', path: [key], message: 'required when AI_PROVIDER=openai' })
      }
    }
  })

export type Env = z.infer<typeof schema> & { SESSION_SECRET: string; PAGE_CACHE_SECONDS: number }

export class EnvError extends Error {
  readonly code = 'ENV_INVALID'
}

/** Parses the environment; a bad value throws an EnvError naming every offending variable. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = schema.safeParse(source)
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`)
    throw new EnvError(`Invalid configuration:\n${lines.join('\n')}`)
  }
  return {
    ...result.data,
    SESSION_SECRET: result.data.SESSION_SECRET ?? localSecret('var/session-secret'),
    PAGE_CACHE_SECONDS:
      result.data.PAGE_CACHE_SECONDS ?? (result.data.NODE_ENV === 'production' ? 60 : 0),
  }
}

/** For a command: the configuration, or the process ends with what is wrong (no stack trace). */
export function parseEnvOrExit(): Env {
  try {
    return parseEnv()
  } catch (error) {
    if (!isEnvError(error)) throw error
    console.error(error.message)
    process.exit(1)
  }
}

/** A random secret generated once and kept on disk, so sessions survive restarts. */
function localSecret(file: string): string {
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  const secret = randomBytes(32).toString('base64url')
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, secret, { mode: 0o600 })
  return secret
}

/** What the browser may see of the configuration. */
export function publicEnv(env: Env) {
  return { genAiEnabled: env.GENAI_ENABLED, tutorialsUrl: env.TUTORIALS_URL ?? null }
}

export function isEnvError(error: unknown): error is EnvError {
  return error instanceof Error && (error as Partial<EnvError>).code === 'ENV_INVALID'
}
