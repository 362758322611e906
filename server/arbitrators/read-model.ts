// What the arbitrator reads share: the rows of the arbitrator tables (entities, arb_cases,
// case_roles) as a search thread loads them once, the shapes the screens receive, and the
// documents a role was read from.
import { NotFoundError } from '#server/errors.ts'
import { slugify } from '#server/lib/text.ts'
import { type Statements } from '#server/content-index/statement-cache.ts'
import { ENTITY_TYPES, type EntityType } from './names.ts'
import { type ArbitratorRole, type Connection } from './roles.ts'
import { type ProfileSearchInput } from './schemas.ts'
import { type Departure } from './types.ts'

export type EntityRef = { slug: string; name: string; relType: number; type: EntityType }

export type EntityRow = EntityRef & {
  rowid: number
  sortKey: string
  search: string
  variants: string[]
  nationalities: string[]
  cases: number
}
export type CaseRow = {
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
export type RoleRow = {
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
  /** A member the text says left the tribunal; the row's evidence is the sentence saying so. */
  status: Departure | null
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
  roles: Array<{
    role: ArbitratorRole
    /** The member left the tribunal ('Arbitrator appointed by the claimant (resigned)'). */
    status?: Departure
    label: string
    side: string | null
    evidence: Evidence[]
  }>
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
  /** The member left the tribunal: how, and the sentence that says so. */
  left?: { status: Departure; evidence: Evidence }
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

export const AWARD_KINDS = new Set(['award', 'annulment_decision'])

export type Model = {
  entities: EntityRow[]
  bySlug: Map<string, EntityRow>
  /** The slug each merged spelling had as a profile of its own → the profile it is now part of. */
  formerSlugs: Map<string, string>
  byRowid: Map<number, EntityRow>
  cases: Map<string, CaseRow>
  byEntity: Map<number, RoleRow[]>
  byCase: Map<string, RoleRow[]>
}

export function groupBy<T, K>(rows: T[], key: (row: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>()
  for (const r of rows) {
    const k = key(r)
    const list = map.get(k)
    if (list) list.push(r)
    else map.set(k, [r])
  }
  return map
}

export function ref(e: EntityRow): EntityRef {
  return { slug: e.slug, name: e.name, relType: e.relType, type: e.type }
}

export function distinct<T>(values: Iterable<T | null | undefined>): T[] {
  return [...new Set([...values].filter((v): v is T => v !== null && v !== undefined))]
}

/**
 * The addresses spellings merged into a profile had as profiles of their own ('b-professor-stern'
 * → 'brigitte-stern'), as names.ts makes a slug from a name. One that is still a profile, or that
 * two profiles share, answers to none.
 */
function formerSlugs(entities: EntityRow[]): Map<string, string> {
  const current = new Set(entities.map((e) => e.slug))
  const former = new Map<string, string | null>()
  for (const e of entities)
    for (const variant of e.variants) {
      const slug = slugify(variant, 70)
      if (current.has(slug)) continue
      former.set(slug, former.has(slug) && former.get(slug) !== e.slug ? null : e.slug)
    }
  return new Map([...former].filter((entry): entry is [string, string] => entry[1] !== null))
}

export type ReadContext = ReturnType<typeof readContext>

/** The tables one connection reads, loaded once; `now` fixes today for the commencement periods (tests). */
export function readContext(stmt: Statements, options: { now?: () => Date } = {}) {
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
      'SELECT entity, case_id AS caseId, doc_id AS docId, role, side, firm, line, evidence, source, appointment, status FROM case_roles',
    ).all() as RoleRow[]
    model = {
      entities,
      bySlug: new Map(entities.map((e) => [e.slug, e])),
      formerSlugs: formerSlugs(entities),
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

  return { stmt, options, load, docsOfCase, docOf, evidenceOf, entityBySlug }
}
