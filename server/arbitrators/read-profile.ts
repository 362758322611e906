// One profile: its summary, its cases table, and a case's tribunal as the texts name it.
import {
  type CaseRow,
  type CasesTablePage,
  distinct,
  type EntityRow,
  groupBy,
  type Profile,
  type ProfileCase,
  type ProfileFilter,
  type ReadContext,
  ref,
  type RoleRow,
  type TribunalMember,
} from './read-model.ts'
import { ARBITRATOR_ROLES, type ArbitratorRole, ROLE_LABELS, roleLabel, TRIBUNAL } from './roles.ts'
import { type CasesTableInput } from './schemas.ts'

export function profileReads({ load, docsOfCase, evidenceOf, entityBySlug }: ReadContext) {
  // ----- one profile -----

  function profileCase(e: EntityRow, caseId: string): ProfileCase {
    const m = load()
    const c = m.cases.get(caseId)!
    const rows = (m.byEntity.get(e.rowid) ?? []).filter((r) => r.caseId === caseId)
    // (a member who left the tribunal holds the role apart, with the sentence saying so)
    const byRole = groupBy(rows, (r) => `${r.role}\u0000${r.status ?? ''}`)
    return {
      caseId,
      caseName: c.name,
      caseNo: c.caseNo,
      institution: c.institution,
      rules: c.rules,
      outcome: c.outcome,
      started: c.started,
      decided: c.decided,
      roles: [...byRole.values()].map((list) => ({
        role: list[0].role,
        ...(list[0].status ? { status: list[0].status } : {}),
        label: roleLabel(list[0].role, list[0].status),
        side: list[0].side,
        evidence: list.map(evidenceOf),
      })),
      documents: docsOfCase(caseId),
    }
  }

  const casesOf = (e: EntityRow): CaseRow[] => {
    const m = load()
    return distinct((m.byEntity.get(e.rowid) ?? []).map((r) => m.cases.get(r.caseId))).sort(
      (a, b) => (b.decided ?? '').localeCompare(a.decided ?? '') || a.name.localeCompare(b.name),
    )
  }

  function getProfile(slug: string): Profile {
    const m = load()
    const e = entityBySlug(slug)
    const rows = m.byEntity.get(e.rowid) ?? []
    const cases = casesOf(e)
    const count = (pred: (r: RoleRow) => boolean) =>
      new Set(rows.filter(pred).map((r) => r.caseId)).size
    const tally = new Map<
      number,
      {
        e: EntityRow
        cases: Set<string>
        side?: 'claimant' | 'respondent'
        appointedBy: number
        against: number
      }
    >()
    const parties = new Map<
      string,
      {
        e: EntityRow
        side: 'claimant' | 'respondent'
        cases: Set<string>
        appointedBy: number
        against: number
      }
    >()
    const counsel = new Map<number, { e: EntityRow; cases: Set<string> }>()
    for (const c of cases) {
      const mine = rows.filter((r) => r.caseId === c.caseId)
      const sat = mine.some((r) => TRIBUNAL.has(r.role))
      const appointedBy = mine.find((r) => r.role === 'claimant-appointed')
        ? 'claimant'
        : mine.find((r) => r.role === 'respondent-appointed')
          ? 'respondent'
          : null
      for (const r of m.byCase.get(c.caseId) ?? []) {
        if (r.entity === e.rowid) continue
        const other = m.byRowid.get(r.entity)!
        if (sat && TRIBUNAL.has(r.role)) {
          const t = tally.get(r.entity) ?? {
            e: other,
            cases: new Set(),
            appointedBy: 0,
            against: 0,
          }
          t.cases.add(c.caseId)
          tally.set(r.entity, t)
        }
        if (r.role === 'claimant' || r.role === 'respondent') {
          const key = `${r.entity}:${r.role}`
          const p = parties.get(key) ?? {
            e: other,
            side: r.role,
            cases: new Set(),
            appointedBy: 0,
            against: 0,
          }
          if (!p.cases.has(c.caseId)) {
            p.cases.add(c.caseId)
            if (appointedBy === r.role) p.appointedBy++
            else if (appointedBy) p.against++
          }
          parties.set(key, p)
        }
        if (sat && (r.role === 'counsel' || r.role === 'law-firm')) {
          const k = counsel.get(r.entity) ?? { e: other, cases: new Set() }
          k.cases.add(c.caseId)
          counsel.set(r.entity, k)
        }
      }
    }
    const byCount = <T extends { e: EntityRow; cases: Set<string> }>(list: Iterable<T>) =>
      [...list].sort(
        (a, b) => b.cases.size - a.cases.size || a.e.sortKey.localeCompare(b.e.sortKey),
      )
    const roleCounts = groupBy(rows, (r) => r.role)
    return {
      ...ref(e),
      url: `/profile-navigator/${e.slug}`,
      fullName: e.name,
      nationalities: e.nationalities,
      variants: e.variants,
      lastModified: cases[0]?.decided ?? null,
      roles: [...roleCounts].map(([role, list]) => ({
        role,
        label: ROLE_LABELS[role],
        cases: new Set(list.map((r) => r.caseId)).size,
      })),
      appointmentPattern: {
        president: count((r) => r.role === 'president'),
        appointedByClaimant: count((r) => r.role === 'claimant-appointed'),
        appointedByRespondent: count((r) => r.role === 'respondent-appointed'),
        unstated: count((r) => r.role === 'arbitrator'),
        sole: count((r) => r.role === 'sole-arbitrator'),
        committee: count((r) => r.role === 'committee-president' || r.role === 'committee-member'),
      },
      coArbitrators: byCount(tally.values()).map((t) => ({ ...ref(t.e), cases: t.cases.size })),
      parties: byCount(parties.values()).map((p) => ({
        ...ref(p.e),
        side: p.side,
        cases: p.cases.size,
        appointedBy: p.appointedBy,
        against: p.against,
      })),
      counsel: byCount(counsel.values()).map((k) => ({ ...ref(k.e), cases: k.cases.size })),
      totalCases: cases.length,
      cases: cases.map((c) => profileCase(e, c.caseId)),
    }
  }

  function profileCases(slug: string, input: CasesTableInput): CasesTablePage {
    const m = load()
    const e = entityBySlug(slug)
    const f = input.Filters
    const rows = m.byEntity.get(e.rowid) ?? []
    const all = casesOf(e)
    const keep = (c: CaseRow, skip?: string) =>
      (skip === 'role' ||
        !f.role?.length ||
        rows.some((r) => r.caseId === c.caseId && f.role!.includes(r.role))) &&
      (skip === 'institution' ||
        !f.institution?.length ||
        (!!c.institution && f.institution.includes(c.institution))) &&
      (skip === 'rules' || !f.rules?.length || (!!c.rules && f.rules.includes(c.rules))) &&
      (skip === 'year' ||
        !f.year?.length ||
        (!!c.decided && f.year.includes(c.decided.slice(0, 4))))
    const hits = all.filter((c) => keep(c))
    const start = input.Start ?? (input.Page - 1) * input.ResultsPerPage
    const facet = (
      id: string,
      label: string,
      values: (c: CaseRow) => Array<string | null>,
      selected?: string[],
    ): ProfileFilter => {
      const count = new Map<string, number>()
      for (const c of all.filter((x) => keep(x, id)))
        for (const v of distinct(values(c))) count.set(v, (count.get(v) ?? 0) + 1)
      return {
        id,
        label,
        type: 'checkbox',
        selfReported: false,
        values: [...count]
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([value, n]) => ({
            value,
            label: id === 'role' ? (ROLE_LABELS[value as ArbitratorRole] ?? value) : value,
            count: n,
            selected: !!selected?.includes(value),
          })),
      }
    }
    return {
      slug: e.slug,
      total: hits.length,
      start,
      page: Math.floor(start / input.ResultsPerPage) + 1,
      resultsPerPage: input.ResultsPerPage,
      items: hits.slice(start, start + input.ResultsPerPage).map((c) => profileCase(e, c.caseId)),
      filters: [
        facet(
          'role',
          'Role',
          (c) => rows.filter((r) => r.caseId === c.caseId).map((r) => r.role),
          f.role,
        ),
        facet('institution', 'Institution', (c) => [c.institution], f.institution),
        facet('rules', 'Applicable rules', (c) => [c.rules], f.rules),
        facet('year', 'Year', (c) => [c.decided?.slice(0, 4) ?? null], f.year),
      ],
    }
  }

  /**
   * The tribunal (and any annulment committee) of one case, president first, each member with
   * the slug of their profile and the documents their role was read from; after them, the
   * members the texts say left it, with how and the sentence that says so. A case whose texts
   * name no member, or that the index does not know, has none.
   */
  function caseTribunal(caseId: string): TribunalMember[] {
    const m = load()
    const rows = (m.byCase.get(caseId) ?? []).filter((r) => TRIBUNAL.has(r.role))
    const rank = (role: ArbitratorRole) => ARBITRATOR_ROLES.indexOf(role)
    return [...groupBy(rows, (r) => r.entity)]
      .map(([entity, list]): TribunalMember => {
        const held = distinct(list.map((r) => r.role)).sort((a, b) => rank(a) - rank(b))
        const roles = held.length > 1 ? held.filter((r) => r !== 'arbitrator') : held
        const left = list.find((r) => r.status)
        return {
          ...ref(m.byRowid.get(entity)!),
          roles,
          label: roles.map((r) => roleLabel(r, left?.status)).join('; '),
          ...(left?.status ? { left: { status: left.status, evidence: evidenceOf(left) } } : {}),
          docIds: distinct(list.map((r) => r.docId)),
        }
      })
      .sort(
        (a, b) =>
          Number(!!a.left) - Number(!!b.left) ||
          rank(a.roles[0]) - rank(b.roles[0]) ||
          a.name.localeCompare(b.name),
      )
  }

  /** The profile a merged spelling's old address now answers to, or null. */
  function mergedInto(slug: string): string | null {
    return load().formerSlugs.get(slug.toLowerCase()) ?? null
  }

  return { getProfile, mergedInto, profileCases, caseTribunal }
}
