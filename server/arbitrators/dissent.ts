// The dissenting-opinions table beside the award texts (dissenting_opinions_arbitrators.csv)
// names, for some cases, the tribunal members with who appointed them and the case's outcome.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseCsv } from '#server/content/ingest/jsonl.ts'
import type { TribunalRole } from './types.ts'
import { cleanPersonName, fold } from './names.ts'

export const DISSENT_FILE = 'dissenting_opinions_arbitrators.csv'

export type DissentRow = {
  members: Array<{ name: string; role?: TribunalRole }>
  outcome?: string
  /** 1-based row of the table (the header is row 1) and the row as written. */
  row: number
  text: string
}

const ROLES: Record<string, TribunalRole> = {
  president: 'president',
  'appointed by the investor': 'claimant-appointed',
  'appointed by the state': 'respondent-appointed',
}

function key(value: string): string {
  return fold(value).replace(/ /g, '')
}

/** Keys a case is found under: its case number, and its name. */
export function dissentKeys(caseName: string, caseNumber?: string | null): string[] {
  return [...(caseNumber ? [`no:${key(caseNumber)}`] : []), `name:${key(caseName)}`]
}

/** Rows of the table that name a tribunal, keyed by case number and by case name. */
export function loadDissentTable(dir: string): Map<string, DissentRow> {
  const file = join(dir, DISSENT_FILE)
  const map = new Map<string, DissentRow>()
  if (!existsSync(file)) return map
  parseCsv(readFileSync(file, 'utf8')).forEach((r, i) => {
    const names = (r['Arbitrators'] ?? '').split(',').map(cleanPersonName).filter(Boolean)
    const outcome = r['Status']?.trim() || undefined
    const roles = (r['Arbitrator Status'] ?? '')
      .split(',')
      .map((s) => ROLES[s.trim().toLowerCase()])
    const caseName = r['Case Name'] ?? ''
    const entry: DissentRow = {
      members: names.map((name, j) => (roles[j] ? { name, role: roles[j] } : { name })),
      ...(outcome ? { outcome } : {}),
      row: i + 2,
      text: [r['Arbitrators'], r['Arbitrator Status'], caseName].filter(Boolean).join(' | '),
    }
    const m = /,\s*([^,]*Case No\.?[^,]*)$/i.exec(caseName)
    for (const k of dissentKeys(m ? caseName.slice(0, m.index) : caseName, m?.[1])) {
      // A case with several opinions: the row that names the tribunal wins.
      if (!map.has(k) || (entry.members.length && !map.get(k)!.members.length)) map.set(k, entry)
    }
  })
  return map
}
