import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { dissentKeys, loadDissentTable } from './dissent.ts'

const AWARDS = resolve(process.cwd(), '../shared/corpus/isds-awards')

describe('dissenting-opinions table', () => {
  it('finds a case by number or by name, however it is spelled', () => {
    expect(
      dissentKeys(
        'AES Solar and others (PV Investors) v. The Kingdom of Spain',
        'PCA Case No. 2012-14',
      ),
    ).toEqual(['no:pcacaseno201214', 'name:aessolarandotherspvinvestorsvthekingdomofspain'])
  })

  it.skipIf(!existsSync(AWARDS))('reads members with their roles and the outcome', () => {
    const table = loadDissentTable(AWARDS)
    const row = table.get(dissentKeys('', 'PCA Case No. 2012-14')[0])!
    expect(row.members).toEqual([
      { name: 'Gabrielle Kaufmann-Kohler', role: 'president' },
      { name: 'Charles N. Brower', role: 'claimant-appointed' },
      { name: 'Bernardo Sepúlveda-Amor', role: 'respondent-appointed' },
    ])
    expect(row.outcome).toBe('Decided in favor of investor')
    expect(row.row).toBeGreaterThan(1)
  })
})
