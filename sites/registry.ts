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
