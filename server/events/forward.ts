import type { UsageEvent } from './event-store.ts'

// Forwarding usage events to an analytics endpoint (ANALYTICS_FORWARD_URL), server-side: the
// browser talks only to the portal, and the portal passes each stored event on as JSON. A slow or
// failing endpoint never holds a request or loses the stored event: each post runs on its own,
// stops after a few seconds and is only logged when it fails.

export type EventForwarder = (event: UsageEvent) => void

export function createEventForwarder(
  url: string,
  options: { timeoutMs?: number; fetch?: typeof fetch } = {},
): EventForwarder {
  const send = options.fetch ?? fetch
  const timeoutMs = options.timeoutMs ?? 3000
  return (event) => {
    const body = JSON.stringify({
      eventType: event.type,
      keywords: event.keywords,
      module: event.module,
      platform: event.platform ?? event.siteId,
      userId: event.accountId,
      location: event.location,
      userAgent: event.userAgent,
      link: event.link,
      resultCount: event.resultCount,
      createdAt: event.createdAt.toISOString(),
    })
    send(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
      signal: AbortSignal.timeout(timeoutMs),
    })
      .then(async (response) => {
        await response.body?.cancel()
        if (!response.ok) console.warn(`Analytics endpoint answered ${response.status}`)
      })
      .catch((error: unknown) =>
        console.warn(`Could not forward a usage event: ${(error as Error).message}`),
      )
  }
}
