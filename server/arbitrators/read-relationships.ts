// The Relationship Indicator: the entities two selections name and how they met in cases.
import {
  ArbitratorInputError,
  isArbitratorInputError,
  isNotFoundError,
  SelectionNotFoundError,
} from '#server/errors.ts'
import { ENTITY_TYPES, entityKey } from './names.ts'
import {
  type AutocompleteItem,
  distinct,
  type EntityRef,
  type EntityRow,
  groupBy,
  type ReadContext,
  ref,
  type RelationshipPage,
  type RelationshipRow,
  type RoleRow,
} from './read-model.ts'
import { type Connection, CONNECTIONS, roleLabel, TRIBUNAL } from './roles.ts'
import type { AutocompleteInput, RelationshipInput } from './schemas.ts'

/** `autocomplete` resolves a typed name as the search box would. */
export function relationshipReads(
  { load, evidenceOf }: ReadContext,
  autocomplete: (input: AutocompleteInput) => AutocompleteItem[],
) {
  // ----- relationships -----

  /**
   * The entity a selection names: by slug, or by name the way the autocomplete finds it (a name
   * spelled as the entity is, 'Republic of Venezuela' for the State, first; then the names the
   * typed words start). A name several entities answer to is bad input listing them; a name or
   * slug none answers to is not found, saying which selection (`path`: 'left.0', 'right.2').
   */
  function pick(sel: RelationshipInput['left'][number], path: string): EntityRow {
    const m = load()
    if (sel.slug) {
      const e = m.bySlug.get(sel.slug.toLowerCase())
      if (!e || e.relType !== sel.relType) throw new SelectionNotFoundError(path, sel.slug)
      return e
    }
    const name = sel.name!
    const type = ENTITY_TYPES[sel.relType]
    const key = entityKey(type, name)
    const exact = m.entities.filter(
      (e) => e.type === type && e.variants.some((v) => entityKey(type, v) === key),
    )
    const found = exact.length
      ? exact
      : autocomplete({ type: sel.relType, text: name, limit: 40 }).map((a) => m.bySlug.get(a.slug)!)
    if (found.length === 1) return found[0]
    if (!found.length) throw new SelectionNotFoundError(path, name)
    throw new ArbitratorInputError([
      {
        path: `${path}.name`,
        message: `"${name}" names ${found.length} entities: choose one by its slug`,
        candidates: found.map((e) => ({ name: e.name, slug: e.slug, relType: e.relType })),
      },
    ])
  }

  /** The entities the selections name (by slug, or the best match of a name), in order; null
   * where nothing answers to one. */
  function entities(selections: RelationshipInput['left']): Array<EntityRef | null> {
    return selections.map((sel, i) => {
      try {
        return ref(pick(sel, String(i)))
      } catch (error) {
        if (isNotFoundError(error) || isArbitratorInputError(error)) return null
        throw error
      }
    })
  }

  const isTribunal = (roles: RoleRow[]) => roles.some((r) => TRIBUNAL.has(r.role))
  const isCounsel = (roles: RoleRow[]) =>
    roles.some((r) => r.role === 'counsel' || r.role === 'law-firm')
  const partySide = (roles: RoleRow[]) =>
    roles.find((r) => r.role === 'claimant' || r.role === 'respondent')?.side ?? null
  const appointedSide = (roles: RoleRow[]) =>
    roles.some((r) => r.role === 'claimant-appointed')
      ? 'claimant'
      : roles.some((r) => r.role === 'respondent-appointed')
        ? 'respondent'
        : null
  const counselSide = (roles: RoleRow[]) =>
    roles.find((r) => r.role === 'counsel' || r.role === 'law-firm')?.side ?? null

  function connectionsOf(a: RoleRow[], b: RoleRow[]): Connection[] {
    const out: Connection[] = []
    if (isTribunal(a) && isTribunal(b)) out.push('same-tribunal')
    if ((isTribunal(a) && isCounsel(b)) || (isCounsel(a) && isTribunal(b)))
      out.push('arbitrator-vs-counsel')
    if ((isTribunal(a) && partySide(b)) || (partySide(a) && isTribunal(b)))
      out.push('party-vs-arbitrator')
    if (
      (isCounsel(a) && partySide(b) && counselSide(a) === partySide(b)) ||
      (partySide(a) && isCounsel(b) && counselSide(b) === partySide(a))
    )
      out.push('counsel-for-party')
    if (partySide(a) && partySide(b))
      out.push(partySide(a) === partySide(b) ? 'same-side' : 'opposing-parties')
    return out
  }

  function describe(e: EntityRow, roles: RoleRow[]): string {
    return `${e.name}: ${distinct(roles.map((r) => roleLabel(r.role, r.status) + (r.side && !TRIBUNAL.has(r.role) && r.role !== 'claimant' && r.role !== 'respondent' ? ` (${r.side})` : ''))).join(', ')}`
  }

  function assessRelationships(input: RelationshipInput): RelationshipPage {
    const m = load()
    const left = pick(input.left[0], 'left.0')
    const seen = new Set<number>([left.rowid])
    const right: EntityRow[] = []
    for (const [i, sel] of input.right.entries()) {
      const e = pick(sel, `right.${i}`)
      if (!seen.has(e.rowid)) right.push(e)
      seen.add(e.rowid)
    }
    const leftRows = groupBy(m.byEntity.get(left.rowid) ?? [], (r) => r.caseId)
    const rows: RelationshipRow[] = []
    for (const r of right) {
      const rightRows = groupBy(m.byEntity.get(r.rowid) ?? [], (x) => x.caseId)
      const shared = [...leftRows.keys()].filter((c) => rightRows.has(c))
      // Repeat appointments: the same party (or the firm on one side) and an arbitrator that
      // side appointed, in two cases or more.
      const sideOfSelection = (own: RoleRow[]) => partySide(own) ?? counselSide(own)
      const repeat = shared.filter((c) => {
        const a = leftRows.get(c)!
        const b = rightRows.get(c)!
        return (
          (sideOfSelection(a) && sideOfSelection(a) === appointedSide(b)) ||
          (sideOfSelection(b) && sideOfSelection(b) === appointedSide(a))
        )
      })
      for (const caseId of shared) {
        const a = leftRows.get(caseId)!
        const b = rightRows.get(caseId)!
        const connections = connectionsOf(a, b)
        if (repeat.length >= 2 && repeat.includes(caseId)) connections.push('repeat-appointment')
        if (connections.length === 0) continue
        const c = m.cases.get(caseId)
        const evidence = distinct(
          [...a, ...b].map((x) => `${x.docId}\u0000${x.line}\u0000${x.evidence}`),
        ).map((k) =>
          evidenceOf(
            [...a, ...b].find((x) => `${x.docId}\u0000${x.line}\u0000${x.evidence}` === k)!,
          ),
        )
        rows.push({
          caseId,
          caseName: c?.name ?? caseId,
          caseNo: c?.caseNo ?? null,
          date: c?.decided ?? null,
          left: { ...ref(left), roles: distinct(a.map((x) => x.role)) },
          right: { ...ref(r), roles: distinct(b.map((x) => x.role)) },
          connections,
          description: `${describe(left, a)}; ${describe(r, b)}`,
          evidence,
        })
      }
    }
    rows.sort(
      (x, y) => (y.date ?? '').localeCompare(x.date ?? '') || x.caseName.localeCompare(y.caseName),
    )
    const shown = input.connection
      ? rows.filter((r) => r.connections.includes(input.connection!))
      : rows
    const start = (input.page - 1) * input.resultsPerPage
    return {
      left: ref(left),
      right: right.map((e) => ({
        ...ref(e),
        cases: new Set(rows.filter((r) => r.right.slug === e.slug).map((r) => r.caseId)).size,
      })),
      connectionCounts: CONNECTIONS.map((connection) => ({
        connection,
        cases: rows.filter((r) => r.connections.includes(connection)).length,
      })).filter((c) => c.cases > 0),
      total: shown.length,
      page: input.page,
      resultsPerPage: input.resultsPerPage,
      items: shown.slice(start, start + input.resultsPerPage),
    }
  }

  return { assessRelationships, entities }
}
