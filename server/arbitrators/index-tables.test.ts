import Database from 'better-sqlite3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { arbitrationDocuments } from '#test/helpers/arbitration-cases.ts'
import { buildTempIndexOf, type TempIndex } from '#test/helpers/search-index.ts'

let index: TempIndex
let db: Database.Database

beforeAll(() => {
  index = buildTempIndexOf(arbitrationDocuments())
  db = new Database(index.path, { readonly: true })
})
afterAll(() => {
  db.close()
  index.cleanup()
})

describe('arbitrator tables of the content index', () => {
  it('merges spellings into one entity per person, firm, State and party, with lower-case slugs', () => {
    const rows = db
      .prepare('SELECT slug, type, name, cases, nationalities FROM entities ORDER BY type, slug')
      .all()
    expect(rows).toContainEqual({
      slug: 'gabrielle-kaufmann-kohler',
      type: 0,
      name: 'Gabrielle Kaufmann-Kohler',
      cases: 2,
      nationalities: '["Switzerland"]',
    })
    expect(rows).toContainEqual(expect.objectContaining({ slug: 'jurgen-voss', type: 0, cases: 2 }))
    expect(rows).toContainEqual(expect.objectContaining({ slug: 'charles-n-brower', cases: 2 }))
    expect(rows).toContainEqual(
      expect.objectContaining({ slug: 'white-case-llp', type: 1, cases: 2 }),
    )
    // 'Spain' and 'The Kingdom of Spain' are one State.
    expect(rows).toContainEqual(
      expect.objectContaining({ slug: 'spain', type: 2, name: 'Spain', cases: 2 }),
    )
    // A dual nationality is two values.
    expect(rows).toContainEqual(
      expect.objectContaining({
        slug: 'dorothy-ufot',
        nationalities: '["Nigeria","United Kingdom"]',
      }),
    )
    expect(rows).toContainEqual(
      expect.objectContaining({ slug: 'alpha-energy-bv', type: 3, cases: 1 }),
    )
  })

  it('keeps every role with the document and line it was read from', () => {
    const row = db
      .prepare(
        `SELECT r.case_id, r.doc_id, r.role, r.line, r.evidence, r.appointment FROM case_roles r
         JOIN entities e ON e.rowid = r.entity WHERE e.slug = 'charles-n-brower' ORDER BY r.case_id`,
      )
      .all()
    expect(row[0]).toEqual({
      case_id: 'case-alpha',
      doc_id: 'case-alpha-award',
      role: 'claimant-appointed',
      line: 13,
      evidence: 'Charles N. Brower, claimant-appointed',
      appointment: JSON.stringify({ line: 80, text: 'the Claimant appointed Charles N. Brower' }),
    })
  })

  it('does not make a member of a case’s tribunal its counsel too', () => {
    const roles = db
      .prepare(
        `SELECT r.role FROM case_roles r JOIN entities e ON e.rowid = r.entity
         WHERE e.slug = 'gabrielle-kaufmann-kohler' AND r.case_id = 'case-alpha'`,
      )
      .all()
    expect(roles).toEqual([{ role: 'president' }])
  })

  it('lists the cases with institution, rules, outcome and dates', () => {
    expect(db.prepare("SELECT * FROM arb_cases WHERE case_id = 'case-alpha'").get()).toMatchObject({
      institution: 'ICSID',
      rules: 'ICSID Arbitration Rules',
      outcome: 'Decided in favor of investor',
      started: '2019-05-31',
    })
  })
})
