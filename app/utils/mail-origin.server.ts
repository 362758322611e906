import type { RouterContextProvider } from 'react-router'
import { servicesContext, siteContext } from '#app/context.ts'
import { originOf } from '#sites/index.ts'

/**
 * The origin links in this edition's mail are built on: from configuration (`SITE_HOSTS`, else
 * the edition's `*.localhost` host on `PORT`), never from the request, whose Host and forwarded
 * headers the sender chose (decision 241).
 */
export function mailOrigin(context: Readonly<RouterContextProvider>): string {
  const { env } = context.get(servicesContext)
  return originOf(context.get(siteContext), env.SITE_HOSTS, env.PORT)
}
