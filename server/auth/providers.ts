import { readFileSync } from 'node:fs'
import { z } from 'zod'

/**
 * One organisation's OpenID Connect provider: who it is (`id`, carried as `?org=` in links),
 * where its issuer is, this portal's client there, and the e-mail domains it answers for (the
 * address typed on the sign-in form picks the organisation by its domain, and the provider may
 * vouch only for addresses in them).
 */
export interface SsoProvider {
  id: string
  name: string
  issuer: string
  clientId: string
  /** Absent for a public client: the code is then protected by PKCE alone. */
  clientSecret: string | null
  /** Lower-cased, without '@'. */
  domains: string[]
  scope: string
}

const domain = z
  .string()
  .trim()
  .toLowerCase()
  .transform((d) => d.replace(/^@/, ''))
  .pipe(z.string().regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/, 'is not a domain name'))

const providerSchema = z.object({
  id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,62}$/, 'is lower-case letters, digits and dashes'),
  name: z.string().trim().min(1),
  issuer: z
    .url()
    .refine(
      (url) => url.startsWith('https://') || isLoopbackUrl(url),
      'must be https (http only on this machine)',
    ),
  clientId: z.string().min(1),
  clientSecret: z.string().min(1).optional(),
  domains: z.array(domain).min(1),
  scope: z.string().default('openid email profile'),
})

const providersSchema = z.array(providerSchema).superRefine((list, ctx) => {
  const ids = new Set<string>()
  const domains = new Map<string, string>()
  list.forEach((p, i) => {
    if (ids.has(p.id))
      ctx.addIssue({ code: 'custom', path: [i, 'id'], message: `"${p.id}" is listed twice` })
    ids.add(p.id)
    for (const d of p.domains) {
      const other = domains.get(d)
      if (other && other !== p.id) {
        ctx.addIssue({
          code: 'custom',
          path: [i, 'domains'],
          message: `${d} is already ${other}'s`,
        })
      }
      domains.set(d, p.id)
    }
    if (!p.scope.split(/\s+/).includes('openid')) {
      ctx.addIssue({ code: 'custom', path: [i, 'scope'], message: 'must include openid' })
    }
  })
})

export function isLoopbackUrl(url: string): boolean {
  const { protocol, hostname } = new URL(url)
  return (
    protocol === 'http:' &&
    (hostname === 'localhost' || hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(hostname))
  )
}

/**
 * Reads `SSO_PROVIDERS`: a JSON array given inline (starting with `[`) or the path of a JSON file
 * holding it. Returns the providers, or the problems found, each naming where.
 */
export function parseSsoProviders(
  value: string | undefined,
  readFile: (path: string) => string = (path) => readFileSync(path, 'utf8'),
): { providers: SsoProvider[] } | { problems: string[] } {
  if (!value?.trim()) return { providers: [] }
  let json: unknown
  const inline = value.trim().startsWith('[')
  try {
    json = JSON.parse(inline ? value : readFile(value.trim()))
  } catch (error) {
    const what = inline ? 'the inline JSON' : value.trim()
    return { problems: [`cannot read ${what}: ${(error as Error).message}`] }
  }
  const result = providersSchema.safeParse(json)
  if (!result.success) {
    return { problems: result.error.issues.map((i) => `[${i.path.join('.')}] ${i.message}`) }
  }
  return {
    providers: result.data.map((p) => ({ ...p, clientSecret: p.clientSecret ?? null })),
  }
}

/** The organisation named by `org`, else the one whose domain the e-mail address is in. */
export function findProvider(
  providers: readonly SsoProvider[],
  { org, email }: { org?: string | null; email?: string | null },
): SsoProvider | null {
  if (org) return providers.find((p) => p.id === org.trim().toLowerCase()) ?? null
  const domain = email ? domainOf(email) : null
  return domain ? (providers.find((p) => p.domains.includes(domain)) ?? null) : null
}

export function domainOf(email: string): string | null {
  const at = email.trim().lastIndexOf('@')
  return at > 0
    ? email
        .trim()
        .slice(at + 1)
        .toLowerCase() || null
    : null
}
