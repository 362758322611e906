// The arbitrator reads as a search thread answers them (synchronously, on its own read-only
// connection): profile search, one profile, its cases table, autocomplete, relationships and
// organisations. The tables are small (thousands of roles), so a thread loads them once and
// filters in memory; documents are read by case id when a page needs their titles.
import Database from 'better-sqlite3'
import { INSTITUTIONS } from '#server/content/institutions.ts'
import {
  ArbitratorInputError,
  isArbitratorInputError,
  isNotFoundError,
  NotFoundError,
  SelectionNotFoundError,
} from '#server/errors.ts'
import { statementCache, type Statements } from '#server/content-index/statement-cache.ts'
import { editDistance, entityKey, ENTITY_TYPES, type EntityType, fold } from './names.ts'
import type {
  AutocompleteInput,
  CasesTableInput,
  ProfileSearchInput,
  RelationshipInput,
} from './schemas.ts'
import {
  ARBITRATOR_ROLES,
  CONNECTIONS,
  ROLE_LABELS,
  TRIBUNAL,
  type ArbitratorRole,
  type Connection,
} from './roles.ts'

export type EntityRef = { slug: string; name: string; relType: number; type: EntityType }

type EntityRow = EntityRef & {
  rowid: number
  sortKey: string
  search: string
  variants: string[]
  nationalities: string[]
  cases: number
}
type CaseRow = {
  caseId: string
  name: string
  caseNo: string | null
  institution: string | null
  rules: string | null
  caseType: string | null
  language: string | null
  sectors: string[]
  outcome: string | null
  started: string | null
  decided: string | null
}
type RoleRow = {
  entity: number
  caseId: string
  docId: string
  role: ArbitratorRole
  side: 'claimant' | 'respondent' | null
  firm: number | null
  line: number
  evidence: string
  source: string | null
  appointment: string | null
}

export type Evidence = {
  docId: string
  title: string
  url: string
  date: string | null
  line: number
  text: string
  source?: string
}
export type CaseDocument = {
  id: string
  title: string
  url: string
  date: string | null
  kind: string
}

export type ProfilePreview = EntityRef & {
  url: string
  firstName: string
  lastName: string
  fullName: string
  roles: string[]
  nationalities: string[]
  languagesOfProceedings: string[]
  institutions: string[]
  applicableRules: string[]
  caseTypes: string[]
  sectors: string[]
  numberOfCases: number
  numberOfAwards: number
}
export type FilterValue = { value: string; label: string; count: number; selected: boolean }
export type ProfileFilter = {
  id: string
  label: string
  type: 'checkbox' | 'radio'
  selfReported: boolean
  values: FilterValue[]
}
export type ProfileSearchPage = {
  total: number
  page: number
  resultsPerPage: number
  sort: ProfileSearchInput['sort']
  items: ProfilePreview[]
  filters: ProfileFilter[]
}

export type ProfileCase = {
  caseId: string
  caseName: string
  caseNo: string | null
  institution: string | null
  rules: string | null
  outcome: string | null
  started: string | null
  decided: string | null
  roles: Array<{ role: ArbitratorRole; label: string; side: string | null; evidence: Evidence[] }>
  documents: CaseDocument[]
}
export type Profile = EntityRef & {
  url: string
  fullName: string
  nationalities: string[]
  variants: string[]
  lastModified: string | null
  roles: Array<{ role: ArbitratorRole; label: string; cases: number }>
  appointmentPattern: {
    president: number
    appointedByClaimant: number
    appointedByRespondent: number
    unstated: number
    sole: number
    committee: number
  }
  coArbitrators: Array<EntityRef & { cases: number }>
  parties: Array<
    EntityRef & {
      side: 'claimant' | 'respondent'
      cases: number
      appointedBy: number
      against: number
    }
  >
  counsel: Array<EntityRef & { cases: number }>
  totalCases: number
  cases: ProfileCase[]
}
export type CasesTablePage = {
  slug: string
  total: number
  start: number
  page: number
  resultsPerPage: number
  items: ProfileCase[]
  filters: ProfileFilter[]
}
export type AutocompleteItem = EntityRef & { cases: number }
/** A member of a case's tribunal as read from its texts, with the documents that name them. */
export type TribunalMember = EntityRef & {
  /** Most specific first: an appointment stated anywhere outranks a bare 'arbitrator'. */
  roles: ArbitratorRole[]
  label: string
  docIds: string[]
}

export type RelationshipRow = {
  caseId: string
  caseName: string
  caseNo: string | null
  date: string | null
  left: EntityRef & { roles: ArbitratorRole[] }
  right: EntityRef & { roles: ArbitratorRole[] }
  connections: Connection[]
  /** Plain words: 'Gabrielle Kaufmann-Kohler sat as president; Spain was the respondent'. */
  description: string
  evidence: Evidence[]
}
export type RelationshipPage = {
  left: EntityRef
  /** Each right-hand selection with the number of cases that connect it to the left one. */
  right: Array<EntityRef & { cases: number }>
  /** Connected cases (rows) of each kind of connection, before `connection` filters them. */
  connectionCounts: Array<{ connection: Connection; cases: number }>
  total: number
  page: number
  resultsPerPage: number
  items: RelationshipRow[]
}

export type Organization = {
  id: string
  name: string
  longName: string
  cases: number
  awards: number
  byYear: Array<{ year: string; cases: number }>
  byOutcome: Array<{ outcome: string; cases: number }>
}
export type OrganizationDetail = Organization & {
  caseList: Array<{
    caseId: string
    caseName: string
    caseNo: string | null
    rules: string | null
    outcome: string | null
    started: string | null
    decided: string | null
    awards: CaseDocument[]
  }>
}

const AWARD_KINDS = new Set(['award', 'annulment_decision'])

type Model = {
  entities: EntityRow[]
  bySlug: Map<string, EntityRow>
  byRowid: Map<number, EntityRow>
  cases: Map<string, CaseRow>
  byEntity: Map<number, RoleRow[]>
  byCase: Map<string, RoleRow[]>
}

function groupBy<T, K>(rows: T[], key: (row: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>()
  for (const r of rows) {
    const k = key(r)
    const list = map.get(k)
    if (list) list.push(r)
    else map.set(k, [r])
  }
  return map
}

function ref(e: EntityRow): EntityRef {
  return { slug: e.slug, name: e.name, relType: e.relType, type: e.type }
}

function distinct<T>(values: Iterable<T | null | undefined>): T[] {
  return [...new Set([...values].filter((v): v is T => v !== null && v !== undefined))]
}

export type ArbitratorReads = ReturnType<typeof arbitratorReads>

/** Reads over one connection; `now` fixes today for the commencement periods (tests). */
export function arbitratorReads(stmt: Statements, options: { now?: () => Date } = {}) {
  let model: Model | null = null
  const load = (): Model => {
    if (model) return model
    const entities = (
      stmt(
        'SELECT rowid, slug, type, name, sort_key, search, variants, nationalities, cases FROM entities ORDER BY sort_key, rowid',
      ).all() as Array<{
        rowid: number
        slug: string
        type: number
        name: string
        sort_key: string
        search: string
        variants: string
        nationalities: string
        cases: number
      }>
    ).map((r): EntityRow => ({
      rowid: r.rowid,
      slug: r.slug,
      name: r.name,
      relType: r.type,
      type: ENTITY_TYPES[r.type],
      sortKey: r.sort_key,
      search: r.search,
      variants: JSON.parse(r.variants) as string[],
      nationalities: JSON.parse(r.nationalities) as string[],
      cases: r.cases,
    }))
    const cases = new Map(
      (
        stmt(
          'SELECT case_id, name, case_no, institution, rules, case_type, language, sectors, outcome, started, decided FROM arb_cases',
        ).all() as Array<Record<string, string | null>>
      ).map((r) => [
        r.case_id!,
        {
          caseId: r.case_id!,
          name: r.name!,
          caseNo: r.case_no,
          institution: r.institution,
          rules: r.rules,
          caseType: r.case_type,
          language: r.language,
          sectors: JSON.parse(r.sectors ?? '[]') as string[],
          outcome: r.outcome,
          started: r.started,
          decided: r.decided,
        } satisfies CaseRow,
      ]),
    )
    const roles = stmt(
      'SELECT entity, case_id AS caseId, doc_id AS docId, role, side, firm, line, evidence, source, appointment FROM case_roles',
    ).all() as RoleRow[]
    model = {
      entities,
      bySlug: new Map(entities.map((e) => [e.slug, e])),
      byRowid: new Map(entities.map((e) => [e.rowid, e])),
      cases,
      byEntity: groupBy(roles, (r) => r.entity),
      byCase: groupBy(roles, (r) => r.caseId),
    }
    return model
  }

  const docsOfCase = (caseId: string): CaseDocument[] =>
    stmt(
      `SELECT id, title, url, date, kind FROM documents WHERE case_id = ? AND kind <> 'case' ORDER BY date, id`,
    ).all(caseId) as CaseDocument[]

  const docOf = (id: string) =>
    stmt('SELECT id, title, url, date FROM documents WHERE id = ?').get(id) as
      { id: string; title: string; url: string; date: string | null } | undefined

  const evidenceOf = (r: RoleRow): Evidence => {
    const d = docOf(r.docId)
    return {
      docId: r.docId,
      title: d?.title ?? r.docId,
      url: d?.url ?? `/document/${r.docId}`,
      date: d?.date ?? null,
      line: r.line,
      text: r.evidence,
      ...(r.source ? { source: r.source } : {}),
    }
  }

  const entityBySlug = (slug: string): EntityRow => {
    const e = load().bySlug.get(slug.toLowerCase())
    if (!e) throw new NotFoundError('Profile', slug)
    return e
  }

  // ----- profile search -----

  function monthsAgo(months: number): string {
    const d = options.now?.() ?? new Date()
    const back = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - months, d.getUTCDate()))
    return back.toISOString().slice(0, 10)
  }

  type CaseFilters = Pick<
    ProfileSearchInput['filters'],
    'institution' | 'language' | 'sector' | 'caseType' | 'rules' | 'commencement'
  >
  const caseMatches = (c: CaseRow | undefined, f: CaseFilters, skip?: string): boolean => {
    if (!c) return false
    const any = (values: string[] | undefined, id: string, have: Array<string | null>) =>
      skip === id || !values?.length || have.some((h) => h !== null && values.includes(h))
    if (!any(f.institution, 'institution', [c.institution])) return false
    if (!any(f.language, 'language', [c.language])) return false
    if (!any(f.caseType, 'caseType', [c.caseType])) return false
    if (!any(f.rules, 'rules', [c.rules])) return false
    if (!any(f.sector, 'sector', c.sectors)) return false
    if (skip !== 'commencement' && f.commencement)
      return !!c.started && c.started >= monthsAgo(f.commencement)
    return true
  }

  const profileRoles = (e: EntityRow, roles?: string[]) =>
    (load().byEntity.get(e.rowid) ?? []).filter((r) =>
      roles?.length ? roles.includes(r.role) : r.role !== 'law-firm',
    )

  function preview(e: EntityRow): ProfilePreview {
    const m = load()
    const rows = m.byEntity.get(e.rowid) ?? []
    const cases = distinct(rows.map((r) => m.cases.get(r.caseId)))
    const words = e.name.split(' ')
    return {
      ...ref(e),
      url: `/profile-navigator/${e.slug}`,
      firstName: words.slice(0, -1).join(' '),
      lastName: words[words.length - 1],
      fullName: e.name,
      roles: distinct(rows.map((r) => ROLE_LABELS[r.role])),
      nationalities: e.nationalities,
      languagesOfProceedings: distinct(cases.map((c) => c.language)),
      institutions: distinct(cases.map((c) => c.institution)),
      applicableRules: distinct(cases.map((c) => c.rules)),
      caseTypes: distinct(cases.map((c) => c.caseType)),
      sectors: distinct(cases.flatMap((c) => c.sectors)),
      numberOfCases: cases.length,
      numberOfAwards: new Set(rows.map((r) => r.docId)).size,
    }
  }

  /** The firms a person acted with as counsel, as the awards name them. */
  const firmsOf = (e: EntityRow): string[] =>
    distinct(
      (load().byEntity.get(e.rowid) ?? []).map((r) =>
        r.firm === null ? null : (load().byRowid.get(r.firm)?.name ?? null),
      ),
    )

  function searchProfiles(input: ProfileSearchInput): ProfileSearchPage {
    const m = load()
    const f = input.filters
    const text = input.text ? fold(input.text) : ''
    const people = m.entities.filter((e) => e.type === 'person')
    // A person matches when one of their roles (of the roles asked for) is in a case that meets
    // the case filters; `skip` leaves one filter out, for that filter's own counts.
    const matches = (e: EntityRow, skip?: string): boolean => {
      if (text && !e.search.includes(text)) return false
      if (
        skip !== 'nationality' &&
        f.nationality?.length &&
        !e.nationalities.some((n) => f.nationality!.includes(n))
      )
        return false
      if (
        skip !== 'nationalityExclude' &&
        f.nationalityExclude?.length &&
        e.nationalities.some((n) => f.nationalityExclude!.includes(n))
      )
        return false
      if (
        skip !== 'lawFirm' &&
        f.lawFirm?.length &&
        !firmsOf(e).some((n) => f.lawFirm!.includes(n))
      )
        return false
      const roles = profileRoles(e, skip === 'role' ? undefined : f.role)
      return roles.some((r) => caseMatches(m.cases.get(r.caseId), f, skip))
    }
    const hits = people.filter((e) => matches(e))
    const latest = (e: EntityRow) =>
      profileRoles(e).reduce((d, r) => {
        const c = m.cases.get(r.caseId)?.decided ?? ''
        return c > d ? c : d
      }, '')
    if (input.sort === 'cases')
      hits.sort((a, b) => b.cases - a.cases || a.sortKey.localeCompare(b.sortKey))
    else if (input.sort === 'latest')
      hits.sort((a, b) => latest(b).localeCompare(latest(a)) || a.sortKey.localeCompare(b.sortKey))
    const start = (input.page - 1) * input.resultsPerPage
    const counts = (id: string, values: (e: EntityRow) => string[]) => {
      const count = new Map<string, number>()
      for (const e of people) {
        if (!matches(e, id)) continue
        for (const v of new Set(values(e))) count.set(v, (count.get(v) ?? 0) + 1)
      }
      return count
    }
    const caseValues = (e: EntityRow, pick: (c: CaseRow) => Array<string | null>) =>
      distinct(
        profileRoles(e, f.role).flatMap((r) => {
          const c = m.cases.get(r.caseId)
          return c ? pick(c) : []
        }),
      )
    const filter = (
      id: string,
      label: string,
      count: Map<string, number>,
      selected: string[] | undefined,
      labelOf: (v: string) => string = (v) => v,
      type: 'checkbox' | 'radio' = 'checkbox',
    ): ProfileFilter => ({
      id,
      label,
      type,
      selfReported: false,
      values: [...count]
        .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
        .map(([value, n]) => ({
          value,
          label: labelOf(value),
          count: n,
          selected: !!selected?.includes(value),
        })),
    })
    const periods = new Map<string, number>()
    for (const months of [3, 6, 12, 24, 36, 60]) {
      const since = monthsAgo(months)
      periods.set(
        String(months),
        people.filter(
          (e) =>
            matches(e, 'commencement') &&
            profileRoles(e, f.role).some((r) => (m.cases.get(r.caseId)?.started ?? '') >= since),
        ).length,
      )
    }
    return {
      total: hits.length,
      page: input.page,
      resultsPerPage: input.resultsPerPage,
      sort: input.sort,
      items: hits.slice(start, start + input.resultsPerPage).map(preview),
      filters: [
        filter(
          'role-subrole',
          'Role',
          counts('role', (e) => profileRoles(e).map((r) => r.role)),
          f.role,
          (v) => ROLE_LABELS[v as ArbitratorRole] ?? v,
        ),
        filter(
          'nationality',
          'Nationality',
          counts('nationality', (e) => e.nationalities),
          f.nationality,
        ),
        filter(
          'nationality-exclude',
          'Nationality (exclude)',
          counts('nationalityExclude', (e) => e.nationalities),
          f.nationalityExclude,
        ),
        filter(
          'language-of-proceeding',
          'Language of proceeding',
          counts('language', (e) => caseValues(e, (c) => [c.language])),
          f.language,
        ),
        filter(
          'institution',
          'Institution',
          counts('institution', (e) => caseValues(e, (c) => [c.institution])),
          f.institution,
        ),
        filter(
          'sector-subsector',
          'Sector',
          counts('sector', (e) => caseValues(e, (c) => c.sectors)),
          f.sector,
        ),
        filter(
          'casetype',
          'Case type',
          counts('caseType', (e) => caseValues(e, (c) => [c.caseType])),
          f.caseType,
        ),
        filter(
          'applicable-rule',
          'Applicable rules',
          counts('rules', (e) => caseValues(e, (c) => [c.rules])),
          f.rules,
        ),
        filter('lawfirm', 'Law firm', counts('lawFirm', firmsOf), f.lawFirm),
        filter(
          'commencement',
          'Commencement',
          periods,
          f.commencement ? [String(f.commencement)] : [],
          (v) => `Last ${v} months`,
          'radio',
        ),
      ],
    }
  }

  // ----- one profile -----

  function profileCase(e: EntityRow, caseId: string): ProfileCase {
    const m = load()
    const c = m.cases.get(caseId)!
    const rows = (m.byEntity.get(e.rowid) ?? []).filter((r) => r.caseId === caseId)
    const byRole = groupBy(rows, (r) => r.role)
    return {
      caseId,
      caseName: c.name,
      caseNo: c.caseNo,
      institution: c.institution,
      rules: c.rules,
      outcome: c.outcome,
      started: c.started,
      decided: c.decided,
      roles: [...byRole].map(([role, list]) => ({
        role,
        label: ROLE_LABELS[role],
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

  // ----- autocomplete -----

  function autocomplete(input: AutocompleteInput): AutocompleteItem[] {
    const m = load()
    const type = ENTITY_TYPES[input.type]
    const q = fold(input.text)
    const words = q.split(' ').filter(Boolean)
    const scored: Array<{ e: EntityRow; score: number }> = []
    for (const e of m.entities) {
      if (e.type !== type) continue
      let score = 0
      if (e.sortKey.startsWith(q)) score = 4
      else if (e.search.split(' | ').some((s) => s.split(' ').some((w) => w.startsWith(q))))
        score = 3
      else if (e.search.includes(q)) score = 2
      else if (q.length >= 4) {
        // OCR and typing slips: every word typed is close to a word of the name.
        const nameWords = e.search.split(/ \| | /)
        if (
          words.every((w) =>
            nameWords.some((n) =>
              w.length >= 4
                ? editDistance(w, n.slice(0, Math.max(w.length, n.length)), 2) <=
                  (w.length >= 7 ? 2 : 1)
                : n.startsWith(w),
            ),
          )
        )
          score = 1
      }
      if (score) scored.push({ e, score })
    }
    return scored
      .sort(
        (a, b) =>
          b.score - a.score || b.e.cases - a.e.cases || a.e.sortKey.localeCompare(b.e.sortKey),
      )
      .slice(0, input.limit)
      .map(({ e }) => ({ ...ref(e), cases: e.cases }))
  }

  // ----- one case -----

  /**
   * The tribunal (and any annulment committee) of one case, president first, each member with
   * the slug of their profile and the documents their role was read from. A case whose texts
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
        return {
          ...ref(m.byRowid.get(entity)!),
          roles,
          label: roles.map((r) => ROLE_LABELS[r]).join('; '),
          docIds: distinct(list.map((r) => r.docId)),
        }
      })
      .sort((a, b) => rank(a.roles[0]) - rank(b.roles[0]) || a.name.localeCompare(b.name))
  }

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
    return `${e.name}: ${distinct(roles.map((r) => ROLE_LABELS[r.role] + (r.side && !TRIBUNAL.has(r.role) && r.role !== 'claimant' && r.role !== 'respondent' ? ` (${r.side})` : ''))).join(', ')}`
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

  // ----- organisations -----

  function organizationSummaries(): OrganizationDetail[] {
    const m = load()
    const byInstitution = groupBy(
      [...m.cases.values()].filter((c) => c.institution),
      (c) => c.institution!,
    )
    return [...byInstitution]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([name, cases]) => {
        const caseList = cases
          .sort(
            (a, b) =>
              (b.decided ?? '').localeCompare(a.decided ?? '') || a.name.localeCompare(b.name),
          )
          .map((c) => ({
            caseId: c.caseId,
            caseName: c.name,
            caseNo: c.caseNo,
            rules: c.rules,
            outcome: c.outcome,
            started: c.started,
            decided: c.decided,
            awards: docsOfCase(c.caseId).filter((d) => AWARD_KINDS.has(d.kind)),
          }))
        const tally = (key: (c: CaseRow) => string) =>
          [...groupBy(cases, key)].map(([k, list]) => [k, list.length] as const)
        return {
          id: name.toLowerCase(),
          name,
          longName: INSTITUTIONS[name] ?? name,
          cases: cases.length,
          awards: caseList.reduce((n, c) => n + c.awards.length, 0),
          byYear: tally((c) => c.decided?.slice(0, 4) ?? 'unknown')
            .sort(([a], [b]) => b.localeCompare(a))
            .map(([year, n]) => ({ year, cases: n })),
          byOutcome: tally((c) => c.outcome ?? 'Not stated')
            .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
            .map(([outcome, n]) => ({ outcome, cases: n })),
          caseList,
        }
      })
  }

  function organizations(): Organization[] {
    return organizationSummaries().map(({ caseList: _cases, ...o }) => o)
  }

  function organization(id: string): OrganizationDetail {
    const o = organizationSummaries().find((x) => x.id === id.toLowerCase())
    if (!o) throw new NotFoundError('Organization', id)
    return o
  }

  return {
    searchProfiles,
    getProfile,
    profileCases,
    autocomplete,
    caseTribunal,
    assessRelationships,
    entities,
    organizations,
    organization,
  }
}

/** A search thread's reads: its own read-only connection to the content index. */
export function openArbitratorReads(path: string, options: { now?: () => Date } = {}) {
  const db = new Database(path, { readonly: true, fileMustExist: true })
  return { ...arbitratorReads(statementCache(db), options), close: () => db.close() }
}
