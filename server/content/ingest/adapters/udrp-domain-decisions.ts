// udrp-domain-decisions → domain-name panel decisions for KIPL (trade marks) and KA (ADR).
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { CanonicalDocumentInput } from '../../model.ts'
import { cleanSourceText } from '../../text/clean.ts'
import { notesSection } from '../../text/footnotes.ts'
import { blocksToSections, proseToBlocks } from '../../text/html.ts'
import { parseLooseDate } from '../../text/dates.ts'
import { provenance, SOURCES } from '../sources.ts'
import { editionsServed } from '#sites/sources.ts'
import { jsonLinesAdapter } from '../jsonl-adapter.ts'

const NAME = 'udrp-domain-decisions'
const FILE = 'decisions.jsonl.gz'

type RawDecision = {
  id: string
  url?: string | null
  provider?: string | null
  case_number?: string | null
  policy?: string | null
  language?: string | null
  complainants?: string[]
  respondents?: string[]
  panelists?: string[]
  registrars?: string[]
  trademarks?: string[]
  filing_date?: string | null
  commencement_date?: string | null
  panel_appointment_date?: string | null
  publication_date?: string | null
  respondent_defaulted?: boolean | null
  outcome_heuristic?: string | null
  text: string
}

const OUTCOMES: Record<string, string> = {
  transfer: 'Transfer',
  denied: 'Complaint denied',
  cancellation: 'Cancellation',
}

// 'WIPO Arbitration and Mediation Center' → 'WIPO'; '... (ADNDRC)' → 'ADNDRC'.
export function providerShort(provider: string): string {
  const paren = /\(([A-Z]{2,})\)/.exec(provider)
  if (/^WIPO/.test(provider)) return 'WIPO'
  if (/^FORUM/.test(provider)) return 'FORUM'
  return paren?.[1] ?? provider
}

const TITLES = /^(mr|mrs|ms|dr|prof|professor|hon|judge|sir)\.?\s+/i

// Oddities that mark a misspelt variant: 'Kare n Fong', 'Clive Elliott Q.C.as'.
function badness(name: string): number {
  const tokens = name.split(/\s+/)
  return (
    tokens.filter((t) => /^[a-z]$/.test(t) || /\.[a-z]{2,}$/.test(t) || /\d/.test(t)).length +
    (/\s{2,}|^\W|\W$/.test(name.replace(/\.$/, '')) ? 1 : 0)
  )
}

// Panelist name variants (pairs of spellings of one person, in either order) → one canonical name
// per person: the spelling without OCR oddities that occurs in most pairs.
export function loadPanelistVariants(dir: string): Map<string, string> {
  const file = join(dir, 'panelist_name_variants.jsonl')
  const parent = new Map<string, string>()
  const pairs = new Map<string, number>()
  const find = (x: string): string => {
    let root = x
    while (parent.get(root) !== root) root = parent.get(root)!
    parent.set(x, root)
    return root
  }
  const add = (x: string) => {
    if (!parent.has(x)) parent.set(x, x)
    pairs.set(x, (pairs.get(x) ?? 0) + 1)
  }
  if (existsSync(file)) {
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      if (!line.trim()) continue
      try {
        const [a, b] = JSON.parse(line) as [string, string]
        if (typeof a !== 'string' || typeof b !== 'string') continue
        add(a)
        add(b)
        parent.set(find(a), find(b))
      } catch {
        // A malformed line only loses one variant pair.
      }
    }
  }
  const clusters = new Map<string, string[]>()
  for (const name of parent.keys())
    clusters.set(find(name), [...(clusters.get(find(name)) ?? []), name])
  const map = new Map<string, string>()
  for (const names of clusters.values()) {
    const best = [...names].sort(
      (x, y) => badness(x) - badness(y) || pairs.get(y)! - pairs.get(x)! || x.localeCompare(y),
    )[0]
    for (const n of names) map.set(n, best)
  }
  return map
}

export function canonicalPanelists(names: string[], variants: Map<string, string>): string[] {
  const out: string[] = []
  for (const raw of names) {
    let name = raw.trim()
    while (TITLES.test(name)) name = name.replace(TITLES, '')
    name = variants.get(name) ?? variants.get(raw.trim()) ?? name
    if (name.length > 2 && !out.includes(name)) out.push(name)
  }
  return out
}

function unique(values: string[] | undefined): string[] {
  return [...new Set((values ?? []).map((v) => v.trim()).filter(Boolean))]
}

export function mapDecision(
  raw: RawDecision,
  variants: Map<string, string>,
): CanonicalDocumentInput {
  const domain = /<([a-z0-9][a-z0-9.-]*\.[a-z]{2,})>/i.exec(raw.text)?.[1]?.toLowerCase()
  const complainants = unique(raw.complainants)
  const respondents = unique(raw.respondents)
  const panelists = canonicalPanelists(raw.panelists ?? [], variants)
  const provider = raw.provider ? providerShort(raw.provider) : undefined
  const date =
    parseLooseDate(raw.publication_date) ??
    parseLooseDate(raw.panel_appointment_date) ??
    parseLooseDate(raw.commencement_date)
  const caseNo = raw.case_number?.trim() || undefined
  const cleaned = cleanSourceText(raw.text)
  const names = `${complainants[0] ?? 'Complainant'} v. ${respondents[0] ?? 'Respondent'}`
  const title = `${domain ? `${domain}: ` : ''}${names}${caseNo ? ` (${caseNo})` : ''}`
  const outcome = OUTCOMES[raw.outcome_heuristic ?? '']
  return {
    id: raw.id,
    // Domain-name disputes are trade mark law: the IP edition's, not arbitration's.
    editions: editionsServed('udrp-domain-decisions'),
    type: 'Domain name decisions',
    kind: 'domain_decision',
    title,
    summary: `${raw.policy ?? 'UDRP'} decision${provider ? ` (${provider})` : ''}${domain ? ` on ${domain}` : ''}${outcome ? `: ${outcome.toLowerCase()}` : ''}${raw.respondent_defaulted ? '; the respondent did not reply' : ''}.`,
    source: SOURCES[NAME].collection,
    language: raw.language && /^[a-z]{2}$/.test(raw.language) ? raw.language : 'en',
    aiAvailable: raw.text.length >= 2000,
    dates: date ? { decision: date, added: date } : {},
    ...(provider ? { institution: provider } : {}),
    parties: [
      ...complainants.map((name) => ({ name, role: 'Complainant' })),
      ...respondents.map((name) => ({ name, role: 'Respondent' })),
    ],
    caseNumbers: caseNo ? [caseNo] : [],
    judges: panelists.map((name) => ({ name, role: 'Panelist' })),
    keywords: unique(raw.trademarks).slice(0, 20),
    topics: ['Intellectual property>Trade marks>Domain names', 'Arbitration>Domain name disputes'],
    legislation: [
      raw.policy === 'UDRP' || !raw.policy
        ? 'Uniform Domain Name Dispute Resolution Policy'
        : raw.policy,
    ],
    procedure: raw.policy ?? 'UDRP',
    ...(outcome ? { outcome } : {}),
    identifiers: { ...(domain ? { domain } : {}) },
    details: {
      ...(raw.provider ? { provider: raw.provider } : {}),
      ...(raw.registrars?.length ? { registrar: unique(raw.registrars).join('; ') } : {}),
      ...(raw.filing_date ? { filingDate: raw.filing_date } : {}),
    },
    links:
      raw.url && /^https?:\/\//.test(raw.url)
        ? [{ label: 'Decision (provider PDF)', url: raw.url }]
        : [],
    provenance: provenance(
      NAME,
      raw.id,
      'Outcome is a heuristic on the final section; names come from annotations.',
    ),
    sections: [...blocksToSections(proseToBlocks(cleaned.text)), ...notesSection(cleaned.notes)],
  }
}

export const udrpDecisionsAdapter = jsonLinesAdapter<
  RawDecision,
  ReturnType<typeof loadPanelistVariants>
>({
  name: NAME,
  file: FILE,
  valid: (raw) => typeof raw.id === 'string' && typeof raw.text === 'string',
  invalid: 'missing id or text',
  context: loadPanelistVariants,
  map: mapDecision,
})
