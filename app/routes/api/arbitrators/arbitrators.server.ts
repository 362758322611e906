import type { RouterContextProvider } from 'react-router'
import { servicesContext } from '#app/context.ts'

// What the arbitrator profile calls share (spec 001 §7.6): the service. Its refusals are
// answered by app/utils/api.server.ts (bad input a 400 naming each field, an unknown slug a 404).

export function arbitrators(context: Readonly<RouterContextProvider>) {
  return context.get(servicesContext).arbitrators
}
