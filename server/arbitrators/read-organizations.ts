// Organisations: the institutions that administer the cases, with their awards.
import { INSTITUTIONS } from '#server/content/institutions.ts'
import { NotFoundError } from '#server/errors.ts'
import {
  AWARD_KINDS,
  type CaseRow,
  groupBy,
  type Organization,
  type OrganizationDetail,
  type ReadContext,
} from './read-model.ts'

export function organizationReads({ load, docsOfCase }: ReadContext) {
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

  return { organizations, organization }
}
