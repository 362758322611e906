import { ARBITRATOR_ROLES, type ArbitratorRole } from '#server/arbitrators/roles.ts'

/** The role values of a URL that the service knows; the others are dropped (the URL is fixed). */
export function knownRoles(values: string[] | undefined): ArbitratorRole[] | undefined {
  const known = values?.filter((v): v is ArbitratorRole =>
    (ARBITRATOR_ROLES as readonly string[]).includes(v),
  )
  return known?.length ? known : undefined
}
