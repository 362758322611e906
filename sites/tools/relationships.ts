// The Relationship Indicator's vocabulary (spec 001 §3, §5, §7.7), shared by its page, its API
// calls and the arbitrator service: the kinds of entity a selection names and the ways two
// selections meet in a case.

/** relType → the spec's autocomplete type and how the screen names it. */
export const REL_TYPES = [
  { relType: 0, type: 'Person', label: 'Person' },
  { relType: 1, type: 'LawFirm', label: 'Law firm or organisation' },
  { relType: 2, type: 'State', label: 'State' },
  { relType: 3, type: 'CommercialParty', label: 'Commercial party' },
] as const
export type RelType = (typeof REL_TYPES)[number]['relType']

export const CONNECTIONS = [
  'same-tribunal',
  'arbitrator-vs-counsel',
  'party-vs-arbitrator',
  'counsel-for-party',
  'opposing-parties',
  'same-side',
  'repeat-appointment',
] as const
export type Connection = (typeof CONNECTIONS)[number]

export const CONNECTION_LABELS: Record<Connection, string> = {
  'same-tribunal': 'Sat on the same tribunal',
  'arbitrator-vs-counsel': 'Arbitrator and counsel in one case',
  'party-vs-arbitrator': 'Party and arbitrator in one case',
  'counsel-for-party': 'Counsel for the party',
  'opposing-parties': 'Opposing parties',
  'same-side': 'On the same side',
  'repeat-appointment': 'Repeat appointment by the same side',
}

/** Right-hand selections one search takes at most. */
export const MAX_RIGHT_SELECTIONS = 20
