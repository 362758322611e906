import { ka } from './ka/site.ts'
import { kcl } from './kcl/site.ts'
import { kipl } from './kipl/site.ts'
import { SUBSCRIPTIONS, type Site, type SiteId, type Subscription } from './types.ts'

export const sites: Readonly<Record<SiteId, Site>> = { KA: ka, KIPL: kipl, KCL: kcl }

const normalizeHost = (host: string) =>
  host.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '')

/**
 * The edition a host name selects: the editions' own hosts first, then `extraHosts` (production
 * host names from configuration). Case, a port and a trailing dot are ignored.
 */
export function siteForHost(
  hostname: string,
  extraHosts: Readonly<Record<string, SiteId>> = {},
): Site | undefined {
  const host = normalizeHost(hostname)
  const own = Object.values(sites).find((site) => site.hosts.includes(host))
  if (own) return own
  const extra = Object.entries(extraHosts).find(([name]) => normalizeHost(name) === host)
  return extra ? sites[extra[1]] : undefined
}

export function isSubscription(value: unknown): value is Subscription {
  return typeof value === 'string' && (SUBSCRIPTIONS as readonly string[]).includes(value)
}

export function isSiteId(value: unknown): value is SiteId {
  return typeof value === 'string' && Object.hasOwn(sites, value)
}

/**
 * Where an edition is served, seen from the host of this request: its `*.localhost` host beside
 * a `*.localhost` one, else its host from configuration, else its own production host. The port
 * is kept.
 */
export function hostOf(
  site: Site,
  requestHost: string,
  extraHosts: Readonly<Record<string, SiteId>> = {},
): string {
  const port = /:\d+$/.exec(requestHost)?.[0] ?? ''
  const local = normalizeHost(requestHost).endsWith('.localhost')
  const own = site.hosts.find((h) => h.endsWith('.localhost') === local) ?? site.hosts[0]
  const configured = Object.entries(extraHosts).find(([, id]) => id === site.id)?.[0]
  return `${local ? own : (configured ?? own)}${port}`
}

/**
 * The origin every link in an edition's mail is built on, from configuration alone, never from
 * a request's Host or forwarded headers (decision 241): its first host in `extraHosts`
 * (`SITE_HOSTS`, production behind TLS), else its `*.localhost` host on the server's own port.
 */
export function originOf(
  site: Site,
  extraHosts: Readonly<Record<string, SiteId>>,
  port: number,
): string {
  const configured = Object.entries(extraHosts).find(([, id]) => id === site.id)?.[0]
  if (configured) return `https://${configured}`
  const local = site.hosts.find((h) => h.endsWith('.localhost')) ?? site.hosts[0]
  return `http://${local}:${port}`
}
