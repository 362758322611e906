import { serverOnly$ } from 'vite-env-only/macros'
import { z } from 'zod'
import { servicesContext, siteContext, viewerContext } from '#app/context.ts'
import { defineCall } from '#app/routes/api/contract.ts'
import { bodyOf, json, methodNotAllowed } from '#app/utils/api.server.ts'
import { readCookies } from '#app/utils/cookies.server.ts'
import { LIMITS } from '#server/users/rate-limits.ts'
import { trackingOffForHost } from '#sites/tracking.ts'
import { DEFAULT_SITE_ID } from '#sites/types.ts'
import type { Route } from './+types/events'

const text = (max: number) =>
  z
    .string()
    .max(max, `Use at most ${max} characters`)
    .nullish()
    .transform((v) => v?.trim() || null)

const call = defineCall({
  route: 'api.events',
  method: 'POST',
  tag: 'Service',
  spec: '001 §4',
  summary: 'Records a usage event of the signed-in subscriber',
  description:
    'The portal’s own usage tracking: a page view or other event of the browser. Recorded only once the ' +
    'cookie banner is answered, and never on alpha, beta or test hosts (`recorded: false`). ' +
    'Who and where come from the session: the user id, the subscription (module) and the ' +
    'edition are the server’s own, whatever the body says. At most 120 events a minute.',
  body: z.object({
    eventType: z
      .string({ error: 'Give the event type' })
      .regex(/^[A-Za-z0-9_.-]{1,64}$/, 'Letters, digits, _ . or -, at most 64'),
    keywords: text(1000),
    module: text(40),
    platform: text(40),
    userId: text(100),
    location: z
      .string({ error: 'Give the page’s path' })
      .max(2000, 'Use at most 2000 characters')
      .refine((v) => v.startsWith('/') && !v.startsWith('//'), 'The page’s path, from /'),
    userAgent: text(500),
  }),
  response: z.object({
    recorded: z.boolean(),
    reason: z.enum(['no-consent', 'off-on-this-host']).optional(),
  }),
  errors: [400, 401, 405, 429],
  example: {
    body: {
      eventType: 'PageView',
      keywords: null,
      module: 'KAPP',
      platform: DEFAULT_SITE_ID,
      userId: null,
      location: '/search',
      userAgent: 'Mozilla/5.0',
    },
  },
})
export const contract = serverOnly$(call)

export function loader() {
  return methodNotAllowed(['POST'])
}

/** POST /apiv2/api/Events: one usage event, stored (and forwarded when configured). */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['POST'])
  const viewer = context.get(viewerContext)
  const site = context.get(siteContext)
  const { events, rateLimits } = context.get(servicesContext)
  if (!viewer.account) return json({ message: 'Sign in to use this call.' }, { status: 401 })
  const input = await bodyOf(call, request) // a bad field is thrown as the 400 answer
  const limit = await rateLimits.hit(
    `events-account:${viewer.account.id}`,
    LIMITS.usageEventsPerAccount,
  )
  if (!limit.allowed) {
    return json(
      { message: 'Too many events. Try again later.' },
      { status: 429, headers: { 'Retry-After': String(limit.retryAfterSeconds) } },
    )
  }
  if (readCookies(request).visited !== 'yes') return json({ recorded: false, reason: 'no-consent' })
  if (trackingOffForHost(new URL(request.url).hostname)) {
    return json({ recorded: false, reason: 'off-on-this-host' })
  }
  await events.recordEvent({
    type: input.eventType,
    keywords: input.keywords,
    siteId: site.id,
    accountId: viewer.account.id,
    module: viewer.subscription,
    platform: site.id,
    location: input.location,
    userAgent: input.userAgent ?? request.headers.get('User-Agent'),
  })
  return json({ recorded: true })
}
