// The roles a case_roles row can hold and how the screens name them; the ways two of them
// connect in a case are the Relationship Indicator's (sites/tools/relationships.ts).
import { type Departure, TRIBUNAL_ROLES, type TribunalRole } from './types.ts'

export const OTHER_ROLES = ['secretary', 'counsel', 'law-firm', 'claimant', 'respondent'] as const
export const ARBITRATOR_ROLES = [...TRIBUNAL_ROLES, ...OTHER_ROLES] as const
export type ArbitratorRole = (typeof ARBITRATOR_ROLES)[number]

export const TRIBUNAL: ReadonlySet<string> = new Set<TribunalRole>(TRIBUNAL_ROLES)

export const ROLE_LABELS: Record<ArbitratorRole, string> = {
  president: 'President',
  'claimant-appointed': 'Arbitrator appointed by the claimant',
  'respondent-appointed': 'Arbitrator appointed by the respondent',
  arbitrator: 'Arbitrator',
  'sole-arbitrator': 'Sole arbitrator',
  'committee-president': 'President of the ad hoc committee',
  'committee-member': 'Member of the ad hoc committee',
  secretary: 'Secretary of the tribunal',
  counsel: 'Counsel',
  'law-firm': 'Law firm',
  claimant: 'Claimant',
  respondent: 'Respondent',
}

/**
 * A role as the screens name it, with how a member left the tribunal where the text says so:
 * 'Arbitrator appointed by the claimant (resigned)'.
 */
export function roleLabel(role: ArbitratorRole, status?: Departure | null): string {
  return status ? `${ROLE_LABELS[role]} (${status})` : ROLE_LABELS[role]
}

export { CONNECTION_LABELS, CONNECTIONS, type Connection } from '#sites/tools/relationships.ts'
