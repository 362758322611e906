// Profile search with its filters and counts, and the autocomplete of names.
import { editDistance, ENTITY_TYPES, fold } from './names.ts'
import {
  type AutocompleteItem,
  type CaseRow,
  distinct,
  type EntityRow,
  type ProfileFilter,
  type ProfilePreview,
  type ProfileSearchPage,
  type ReadContext,
  ref,
} from './read-model.ts'
import { type ArbitratorRole, ROLE_LABELS } from './roles.ts'
import { type AutocompleteInput, type ProfileSearchInput } from './schemas.ts'

export function searchReads({ options, load }: ReadContext) {
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

  return { searchProfiles, autocomplete }
}
