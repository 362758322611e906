// The Relationship Indicator's URL state (isomorphic): `left` (one selection), `right` (repeated),
// each `relType:slug` (`2:spain`, `0:charles-n-brower`); `connection` (one kind of connection);
// `page`; and a lookup under way: `find` (the typed name), `type` (its relType) and `side`
// (`left` or `right`). A value the codec cannot read is dropped; duplicate right-hand selections,
// and one equal to the left, are ignored.
import {
  CONNECTIONS,
  MAX_RIGHT_SELECTIONS,
  REL_TYPES,
  type Connection,
  type RelType,
} from '#sites/tools/relationships.ts'

export const PATH = '/relationship-indicator'

export type Selection = { relType: RelType; slug: string }
export type Side = 'left' | 'right'

export type RelationshipState = {
  left: Selection | null
  right: Selection[]
  connection: Connection | null
  page: number
  find: { text: string; relType: RelType; side: Side } | null
}

function relType(raw: string | null): RelType | null {
  const n = Number(raw)
  return REL_TYPES.find((t) => t.relType === n && raw?.trim() !== '')?.relType ?? null
}

function selection(raw: string): Selection | null {
  const match = /^([0-3]):([a-z0-9][a-z0-9-]{0,119})$/.exec(raw.trim().toLowerCase())
  const type = match ? relType(match[1]) : null
  return match && type !== null ? { relType: type, slug: match[2] } : null
}

const key = (s: Selection) => `${s.relType}:${s.slug}`

export function parseRelationshipState(params: URLSearchParams): RelationshipState {
  const left = selection(params.get('left') ?? '')
  const seen = new Set(left ? [key(left)] : [])
  const right: Selection[] = []
  for (const raw of params.getAll('right')) {
    const s = selection(raw)
    if (!s || seen.has(key(s)) || right.length >= MAX_RIGHT_SELECTIONS) continue
    seen.add(key(s))
    right.push(s)
  }
  const connection = params.get('connection')
  const page = Number(params.get('page'))
  const text = (params.get('find') ?? '').trim().slice(0, 100)
  return {
    left,
    right,
    connection: (CONNECTIONS as readonly string[]).includes(connection ?? '')
      ? (connection as Connection)
      : null,
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
    find: text
      ? {
          text,
          relType: relType(params.get('type')) ?? 0,
          side: params.get('side') === 'left' ? 'left' : 'right',
        }
      : null,
  }
}

export function serializeRelationshipState(state: RelationshipState): URLSearchParams {
  const params = new URLSearchParams()
  if (state.left) params.set('left', key(state.left))
  for (const s of state.right) params.append('right', key(s))
  if (state.connection) params.set('connection', state.connection)
  if (state.page > 1) params.set('page', String(state.page))
  if (state.find) {
    params.set('find', state.find.text)
    params.set('type', String(state.find.relType))
    params.set('side', state.find.side)
  }
  return params
}

export function relationshipHref(state: RelationshipState): string {
  const query = serializeRelationshipState(state).toString()
  return query ? `${PATH}?${query}` : PATH
}

/**
 * The state after choosing `s` on `side`: the lookup ends and the results start again. A
 * right-hand choice already made, equal to the left one or past the limit is ignored.
 */
export function choose(state: RelationshipState, side: Side, s: Selection): RelationshipState {
  const next = { ...state, find: null, page: 1, connection: null }
  return side === 'left'
    ? { ...next, left: s, right: state.right.filter((r) => key(r) !== key(s)) }
    : {
        ...next,
        right:
          state.right.some((r) => key(r) === key(s)) ||
          (state.left && key(state.left) === key(s)) ||
          state.right.length >= MAX_RIGHT_SELECTIONS
            ? state.right
            : [...state.right, s],
      }
}

/** The state without `s`. */
export function remove(state: RelationshipState, s: Selection): RelationshipState {
  return {
    ...state,
    left: state.left && key(state.left) === key(s) ? null : state.left,
    right: state.right.filter((r) => key(r) !== key(s)),
    connection: null,
    page: 1,
  }
}
